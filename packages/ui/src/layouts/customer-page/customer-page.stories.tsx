import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CustomerPage } from './customer-page.tsx';

const meta = {
  title: 'Layouts/CustomerPage',
  component: CustomerPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Orders',
    brand: 'Helmsman',
    subtitle: 'Track deliveries and look back at what you ordered.',
    children: <p>The page's content.</p>,
  },
} satisfies Meta<typeof CustomerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A data page's frame: one h1 as 'title | brand', the subtitle, then the content, in a centred column. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Orders');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText('Track deliveries and look back at what you ordered.')).toBeVisible();
    await expect(canvas.getByText("The page's content.")).toBeVisible();
    // Wide by default (Home, Account: 64rem).
    await expect(pageMaxWidth(canvas)).toBe('1024px');
  },
};

const pageMaxWidth = (canvas: { getByRole: (role: 'banner') => HTMLElement }) =>
  getComputedStyle(canvas.getByRole('banner').parentElement as HTMLElement).maxWidth;

/** A conversation reads in a narrow column (Messages: 48rem), with no space under its composer. */
export const Narrow: Story = {
  args: { title: 'Messages', width: 'narrow', bottomSpace: false },
  play: async ({ canvas }) => {
    await expect(pageMaxWidth(canvas)).toBe('768px');
    await expect(
      getComputedStyle(canvas.getByRole('banner').parentElement as HTMLElement).paddingBottom,
    ).toBe('0px');
  },
};
