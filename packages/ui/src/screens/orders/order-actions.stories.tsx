import { messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { jordanBillingProblemOrder, jordanOrders } from '../../../../../stories/fixtures/index.ts';
import {
  neverSettles,
  rebuyableJordanOrders,
  rebuyableOrders,
  refusedWith,
  retryableJordanOrders,
  succeeds,
} from './orders-screen.fixtures.ts';
import { OrdersScreen } from './orders-screen.tsx';
import type { OrderView } from './types.ts';

/**
 * What the order actions show ('Buy again', 'Order again', 'Retry payment'), each under way, done and
 * failed. The screen keeps their status; the app hands it an async action that says how it went.
 */
const meta = {
  title: 'Screens/OrderActions',
  component: OrdersScreen,
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    // The card that declined is still on file: nothing to retry yet, the notice says what updating does.
    await expect(declined).toHaveTextContent('Updating your card does not charge this order again.');
    await expect(within(declined).queryByRole('button', { name: /Retry payment/ })).toBeNull();
    await expect(within(declined).queryByRole('button', { name: /Order again/ })).toBeNull();
  },
};

/**
 * /orders with the billing notice and a way forward once the card is updated: 'Order again' puts the
 * declined order's products in the cart, where checkout charges the card on file.
 */
export const BillingProblemOrderAgain: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: rebuyableJordanOrders,
    billingProblemOrder: jordanBillingProblemOrder,
    onBuyAgain: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    await expect(declined).toHaveTextContent('use Order again to put these items in your cart');
    // The notice's own action replaces the card's 'Buy again'.
    await expect(within(declined).queryByRole('button', { name: /^Buy again/ })).toBeNull();
    await userEvent.click(within(declined).getByRole('button', { name: 'Order again' }));
    await expect(args.onBuyAgain).toHaveBeenCalledOnce();
    await expect(args.onBuyAgain).toHaveBeenCalledWith('100530');
    // The delivered order keeps its own 'Buy again'.
    const delivered = canvas.getByRole('article', { name: 'Order #100311' });
    await expect(within(delivered).getByRole('button', { name: 'Buy again order #100311' })).toBeVisible();
  },
};

/** /orders after the card was updated: 'Retry payment' charges the declined order to the new card. */
export const BillingProblemRetryPayment: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: retryableJordanOrders,
    billingProblemOrder: jordanBillingProblemOrder,
    onBuyAgain: fn(),
    onRetryPayment: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    await expect(declined).toHaveTextContent(messages.billingProblem);
    await expect(declined).toHaveTextContent('Retry payment charges $45.00 to it for this order.');
    // One way forward at a time: paying this order, not ordering its products again.
    await expect(within(declined).queryByRole('button', { name: 'Order again' })).toBeNull();
    await expect(within(declined).getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/accounts/editPaymentMethod',
    );
    await userEvent.click(within(declined).getByRole('button', { name: 'Retry payment' }));
    await expect(args.onRetryPayment).toHaveBeenCalledOnce();
    await expect(args.onRetryPayment).toHaveBeenCalledWith('100530');
  },
};

/** /orders while the retried payment is being charged. */
export const BillingProblemRetryPending: Story = {
  args: {
    ...BillingProblemRetryPayment.args,
    onRetryPayment: fn(neverSettles),
  },
  play: async ({ canvas, userEvent }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    await userEvent.click(within(declined).getByRole('button', { name: 'Retry payment' }));
    await expect(within(declined).getByRole('button', { name: /Paying…/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** /orders when the new card declined too: the reason shows in the notice, and the card can change again. */
export const BillingProblemRetryDeclined: Story = {
  args: {
    ...BillingProblemRetryPayment.args,
    onRetryPayment: fn(refusedWith('Your card was declined.')),
  },
  play: async ({ canvas, userEvent }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    await userEvent.click(within(declined).getByRole('button', { name: 'Retry payment' }));
    await expect(await within(declined).findByRole('alert')).toHaveTextContent(
      'The payment did not go through: Your card was declined.',
    );
    await expect(within(declined).getByRole('button', { name: 'Retry payment' })).toBeEnabled();
  },
};

/** /orders once the retried payment went through: nothing more to say on the order (the app refetches it). */
export const BillingProblemRetryPaid: Story = {
  args: { ...BillingProblemRetryPayment.args, onRetryPayment: fn(succeeds) },
  play: async ({ canvas, userEvent, args }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    const retry = within(declined).getByRole('button', { name: 'Retry payment' });
    await userEvent.click(retry);
    await expect(args.onRetryPayment).toHaveBeenCalledWith('100530');
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    await expect(within(declined).queryByRole('alert')).toBeNull();
  },
};

/** /orders when ordering the declined order again failed: the server's message shows on the order. */
export const BillingProblemOrderAgainFailed: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: rebuyableJordanOrders,
    billingProblemOrder: jordanBillingProblemOrder,
    onBuyAgain: fn(
      refusedWith('Invalid request: product.quantity would exceed 10 of one product in the cart'),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    await userEvent.click(within(declined).getByRole('button', { name: 'Order again' }));
    await expect(await within(declined).findByRole('alert')).toHaveTextContent(
      'Invalid request: product.quantity would exceed 10 of one product in the cart',
    );
    await expect(within(declined).getByRole('button', { name: 'Order again' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** /orders for orders of shop products: each offers 'Buy again'. */
export const BuyAgain: Story = {
  args: { state: 'ready', pending: [], orders: rebuyableOrders, onBuyAgain: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const order = canvas.getByRole('article', { name: 'Order #100232' });
    await userEvent.click(within(order).getByRole('button', { name: 'Buy again order #100232' }));
    await expect(args.onBuyAgain).toHaveBeenCalledOnce();
    await expect(args.onBuyAgain).toHaveBeenCalledWith('100232');
    await expect(canvas.getAllByRole('button', { name: /^Buy again/ })).toHaveLength(rebuyableOrders.length);
  },
};

/** /orders for an order with a prescribed treatment: the shop does not sell it, so no 'Buy again'. */
export const BuyAgainNotOffered: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: [{ ...(rebuyableOrders[0] as OrderView), canBuyAgain: false }],
    onBuyAgain: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Buy again/ })).toBeNull();
  },
};

/** /orders while 'Buy again' adds an order to the cart: busy, a second press does nothing. */
export const BuyAgainPending: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: rebuyableOrders,
    onBuyAgain: fn(neverSettles),
  },
  play: async ({ canvas, userEvent, args }) => {
    const order = canvas.getByRole('article', { name: 'Order #100231' });
    await userEvent.click(within(order).getByRole('button', { name: 'Buy again order #100231' }));
    const button = within(order).getByRole('button', { name: 'Adding to cart…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onBuyAgain).toHaveBeenCalledOnce();
    // Only that order is busy.
    const other = canvas.getByRole('article', { name: 'Order #100232' });
    await expect(within(other).getByRole('button', { name: /^Buy again/ })).not.toHaveAttribute('aria-busy');
  },
};

/** /orders after 'Buy again' succeeded: the order says so and links to the cart. */
export const BuyAgainAdded: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: rebuyableOrders,
    onBuyAgain: fn(succeeds),
  },
  play: async ({ canvas, userEvent }) => {
    const order = canvas.getByRole('article', { name: 'Order #100231' });
    await userEvent.click(within(order).getByRole('button', { name: 'Buy again order #100231' }));
    await waitFor(() => expect(order).toHaveTextContent('Added to your cart.'));
    await expect(within(order).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getAllByText('Added to your cart.')).toHaveLength(1);
  },
};

/** /orders after 'Buy again' failed: the server's message shows on that order. */
export const BuyAgainFailed: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: rebuyableOrders,
    onBuyAgain: fn(refusedWith('Invalid request: product.product_id is not a product of the shop')),
  },
  play: async ({ canvas, userEvent }) => {
    const order = canvas.getByRole('article', { name: 'Order #100232' });
    await userEvent.click(within(order).getByRole('button', { name: 'Buy again order #100232' }));
    await expect(await within(order).findByRole('alert')).toHaveTextContent(
      "We couldn't add this order to your cartInvalid request: product.product_id is not a product of the shop",
    );
  },
};
