import { defaultSiteConfig, messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorScreen } from './error-screen.tsx';

const meta = {
  title: 'Screens/ErrorScreen',
  component: ErrorScreen,
  args: { onRefresh: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whatever page failed to render, as the app's error boundary shows it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(messages.unexpectedErrorTitle);
    await expect(canvas.getByText(/Our team has been notified/)).toBeVisible();
    await expect(canvas.getByText(/Please refresh the page/)).toBeVisible();
    const mail = canvas.getByRole('link', { name: defaultSiteConfig.supportEmail });
    await expect(mail).toHaveAttribute('href', `mailto:${defaultSiteConfig.supportEmail}`);
    await userEvent.click(canvas.getByRole('button', { name: messages.refreshPage }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** A deployment with its own support address and brand. */
export const WithSiteConfiguration: Story = {
  args: { supportEmail: 'care@northwind.test', brand: 'Northwind' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'care@northwind.test' })).toHaveAttribute(
      'href',
      'mailto:care@northwind.test',
    );
    await expect(canvas.getByRole('link', { name: 'Northwind home' })).toHaveAttribute('href', '/');
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: messages.refreshPage })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
