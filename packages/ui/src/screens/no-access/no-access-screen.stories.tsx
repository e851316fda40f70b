import { messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { alexCustomer } from '../../../../../stories/fixtures/index.ts';
import { CustomerShell } from '../../layouts/customer-shell/index.ts';
import { NoAccessScreen } from './no-access-screen.tsx';

const meta = {
  title: 'Screens/NoAccessScreen',
  component: NoAccessScreen,
} satisfies Meta<typeof NoAccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A disabled feature's route (e.g. the online visit when it is switched off), for any visitor. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(messages.noAccessTitle);
    await expect(canvas.getByText("You don't have access to this feature.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  },
};

/** A disabled feature inside the customer area: home is the dashboard. */
export const InCustomerArea: Story = {
  args: { homeHref: '/dashboard' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <CustomerShell customer={alexCustomer} currentPath="/messages">
      <NoAccessScreen {...args} />
    </CustomerShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(messages.noAccessTitle);
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/dashboard');
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
