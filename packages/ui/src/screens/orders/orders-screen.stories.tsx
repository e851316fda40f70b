import { messages, trackingUrl } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  alexOrders,
  alexPendingOrders,
  jordanBillingProblemOrder,
  jordanOrders,
  samPendingOrders,
} from '../../../../../stories/fixtures/index.ts';
import { OrdersScreen } from './orders-screen.tsx';

const meta = {
  title: 'Screens/Orders',
  component: OrdersScreen,
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /orders while the order history is being fetched. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders…');
  },
};

/** /orders when the order history could not be fetched; 'Try again' refetches. */
export const Error: Story = {
  args: { state: 'error', message: messages.genericV2Failure, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.genericV2Failure);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** /orders for a customer who has never ordered. */
export const Empty: Story = {
  args: { state: 'ready', pending: [], orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/');
  },
};

/** /orders for a customer with a checkout to finish and a history of shipped, delivered and refunded orders. */
export const WithOrders: Story = {
  args: { state: 'ready', pending: alexPendingOrders, orders: alexOrders, onFinish: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const pending = canvas.getByRole('region', { name: 'Pending orders' });
    await userEvent.click(within(pending).getByRole('button', { name: /^Finish/ }));
    if (args.state === 'ready') await expect(args.onFinish).toHaveBeenCalledWith('immunity');

    // Each order is an anchor target for /orders#<number>.
    const shipped = canvas.getByRole('article', { name: 'Order #100482' });
    await expect(shipped).toHaveAttribute('id', '100482');
    await expect(shipped).toHaveTextContent('Placed Oct 2, 2026');
    await expect(shipped).toHaveTextContent('$35.00');
    await expect(within(shipped).getByRole('img', { name: 'Sleep Gummies' })).toBeVisible();

    const tracking = within(shipped).getByRole('link', { name: /9400111899223856928499/ });
    await expect(tracking).toHaveAttribute('href', trackingUrl('9400111899223856928499'));
    await expect(tracking).toHaveAttribute('target', '_blank');
    await expect(tracking).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const refunded = canvas.getByRole('article', { name: 'Order #100251' });
    await expect(refunded).toHaveTextContent('Refunded$24.99');
  },
};

/** /orders when the latest order's payment was declined: its title turns red and it is marked 'Declined'. */
export const WithDeclinedOrder: Story = {
  args: { state: 'ready', pending: [], orders: jordanOrders },
  play: async ({ canvas }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    await expect(declined).toHaveAttribute('data-status', 'declined');
    const title = within(declined).getByRole('heading', { name: 'Order #100530' });
    // #B42318, the brand's AA red.
    await expect(getComputedStyle(title).color).toBe('rgb(180, 35, 24)');
    await expect(within(declined).getByText('Declined')).toBeVisible();

    const delivered = canvas.getByRole('article', { name: 'Order #100311' });
    const deliveredTitle = within(delivered).getByRole('heading', { name: 'Order #100311' });
    await expect(getComputedStyle(deliveredTitle).color).not.toBe('rgb(180, 35, 24)');
  },
};

/** /orders when the billing flag points at the declined order: the notice links to the payment method. */
export const WithBillingProblem: Story = {
  args: { state: 'ready', pending: [], orders: jordanOrders, billingProblemOrder: jordanBillingProblemOrder },
  play: async ({ canvas }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    await expect(declined).toHaveTextContent(messages.billingProblem);
    await expect(within(declined).getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/accounts/editPaymentMethod',
    );
  },
};

/** /orders for a customer who started checkouts but has no past orders yet; no resume flow wired. */
export const OnlyPendingOrders: Story = {
  args: { state: 'ready', pending: samPendingOrders, orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Biotin Gummies')).toBeVisible();
    // Without onFinish there is nothing to press.
    await expect(canvas.queryByRole('button', { name: /^Finish/ })).toBeNull();
    await expect(canvas.getByText('No past orders yet.')).toBeVisible();
  },
};

/** /orders on a 360px phone: cards stack, nothing scrolls sideways. */
export const Mobile: Story = {
  args: { state: 'ready', pending: alexPendingOrders, orders: alexOrders, onFinish: fn() },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Order #100482' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** /orders for treatments without product photos: each item shows its category icon instead. */
export const WithCategoryIcons: Story = {
  args: {
    state: 'ready',
    pending: [{ product: 'Hair Loss Treatment', category: 'hair' }],
    orders: [
      {
        number: '100612',
        status: 'Shipped',
        placedAt: '2026-11-20',
        totalCents: 9000,
        refundCents: 0,
        trackingNumber: null,
        shippingAddress: null,
        items: [
          { name: 'ED Treatment', image: null, category: 'ed' },
          { name: 'Sleep Treatment', image: null, category: 'sleep' },
          { name: 'Hair Loss Treatment', image: null, category: 'hair' },
          { name: 'Vitamin D3', image: null, category: 'Wellness' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const order = canvas.getByRole('article', { name: 'Order #100612' });
    const kinds = [...order.querySelectorAll('li [data-category-kind]')].map((icon) =>
      icon.getAttribute('data-category-kind'),
    );
    // One icon as the thumbnail, a small one beside the category name, for each item.
    await expect(kinds).toEqual(['ed', 'ed', 'sleep', 'sleep', 'hair', 'hair', 'other', 'other']);
    await expect(within(order).getByText('Wellness')).toBeVisible();
    const pending = canvas.getByRole('region', { name: 'Pending orders' });
    await expect(pending.querySelector('[data-category-kind="hair"]')).not.toBeNull();
  },
};
