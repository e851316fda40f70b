import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inSiteLayout } from './checkout.fixtures.tsx';
import { CheckoutConfirmationScreen } from './checkout-confirmation-screen.tsx';

const meta = {
  title: 'Screens/Checkout/Confirmation',
  component: CheckoutConfirmationScreen,
  args: { orderNumber: '100240', hasSubscription: true },
  decorators: [inSiteLayout('/checkout/confirmation')],
} satisfies Meta<typeof CheckoutConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /checkout/confirmation/100240 after an order that started a subscription. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you, your order is placed',
    );
    await expect(canvas.getByText('#100240')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('link', { name: 'Manage your subscriptions' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  },
};

/** /checkout/confirmation after a one-time order: no subscription to manage. */
export const OneTimeOrder: Story = {
  args: { hasSubscription: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Manage your subscriptions' })).toBeNull();
  },
};

/** /checkout/confirmation on a 360px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View your orders' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
