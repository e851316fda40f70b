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
import type { OrderView, PendingOrderView } from './orders-screen.tsx';
import { OrdersScreen } from './orders-screen.tsx';

const meta = {
  title: 'Screens/Orders',
  component: OrdersScreen,
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An online visit left before payment, as the legacy API lists it. */
const pendingVisit: PendingOrderView[] = [{ product: 'Sildenafil 50 mg', category: 'ed' }];
/** Orders whose products the shop sells, so 'Buy again' is offered. */
const rebuyableOrders: OrderView[] = alexOrders.map((order) => ({ ...order, canBuyAgain: true }));
const rebuyableJordanOrders: OrderView[] = jordanOrders.map((order) => ({ ...order, canBuyAgain: true }));
const visitsOff = 'Online visits are not available right now, so pending orders cannot be finished here.';

/** /orders while the order history is being fetched. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders…');
  },
};

/** /orders when neither the order history nor the pending orders could be fetched; 'Try again' refetches. */
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
    await expect(args.onFinish).toHaveBeenCalledWith('immunity');

    // Each order is an anchor target for /orders#<number>.
    const shipped = canvas.getByRole('article', { name: 'Order #100482' });
    await expect(shipped).toHaveAttribute('id', '100482');
    await expect(shipped).toHaveTextContent('Placed Oct 2, 2026');
    await expect(shipped).toHaveTextContent('$35.00');
    await expect(within(shipped).getByRole('img', { name: 'Sleep Gummies' })).toBeVisible();

    const tracking = within(shipped).getByRole('link', { name: /9400111899223856928499/ });
    await expect(tracking).toHaveAttribute('href', trackingUrl('9400111899223856928499'));
    await expect(tracking).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223856928499',
    );
    await expect(tracking).toHaveAttribute('target', '_blank');
    await expect(tracking).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const refunded = canvas.getByRole('article', { name: 'Order #100251' });
    await expect(refunded).toHaveTextContent('Refunded$24.99');
    // Without onBuyAgain nothing offers to buy again.
    await expect(canvas.queryByRole('button', { name: /^Buy again/ })).toBeNull();
  },
};

/** /orders when the gateway gives the tracking page itself: the link goes there as given. */
export const WithTrackingUrlFromGateway: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: [
      {
        ...(alexOrders[0] as OrderView),
        trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=X1',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /9400111899223856928499/ })).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=X1',
    );
  },
};

/** /orders with an online visit left before payment: 'Finish' resumes it. */
export const PendingWithFinish: Story = {
  args: { state: 'ready', pending: pendingVisit, orders: alexOrders, onFinish: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const pending = canvas.getByRole('region', { name: 'Pending orders' });
    await expect(pending).toHaveTextContent('Sildenafil 50 mg');
    const finish = within(pending).getByRole('button', { name: 'Finish order for Sildenafil 50 mg' });
    await expect(finish).toBeEnabled();
    await userEvent.click(finish);
    await expect(args.onFinish).toHaveBeenCalledOnce();
    await expect(args.onFinish).toHaveBeenCalledWith('ed');
  },
};

/** /orders right after 'Finish': the visit is being opened, a second press does nothing. */
export const FinishInProgress: Story = {
  args: { state: 'ready', pending: pendingVisit, orders: alexOrders, onFinish: fn(), finishing: 'ed' },
  play: async ({ canvas, userEvent, args }) => {
    const finish = canvas.getByRole('button', { name: /^Finish/ });
    await expect(finish).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(finish);
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** /orders while online visits are switched off: 'Finish' is disabled and a note says why. */
export const FinishUnavailable: Story = {
  args: {
    state: 'ready',
    pending: pendingVisit,
    orders: alexOrders,
    onFinish: fn(),
    finishUnavailable: visitsOff,
  },
  play: async ({ canvas, args }) => {
    const finish = canvas.getByRole('button', { name: /^Finish/ });
    await expect(finish).toBeDisabled();
    await expect(finish).toHaveAccessibleDescription(visitsOff);
    await expect(canvas.getByText(visitsOff)).toBeVisible();
    // A disabled button fires no click: nothing to resume.
    finish.click();
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** /orders when the pending orders failed to load: the order history is still shown, the card offers a retry. */
export const PendingOrdersFailed: Story = {
  args: {
    state: 'ready',
    pending: { state: 'error', message: messages.genericV2Failure },
    orders: alexOrders,
    onRetry: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const pending = canvas.getByRole('region', { name: 'Pending orders' });
    await expect(within(pending).getByRole('alert')).toHaveTextContent(
      `We couldn't load your pending orders${messages.genericV2Failure}`,
    );
    await expect(canvas.getByRole('article', { name: 'Order #100482' })).toBeVisible();
    await userEvent.click(within(pending).getByRole('button', { name: 'Try again' }));
    if (args.state === 'ready') await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** /orders while failed pending orders load again: the card shows they are on their way. */
export const PendingOrdersReloading: Story = {
  args: { state: 'ready', pending: { state: 'loading' }, orders: alexOrders },
  play: async ({ canvas }) => {
    const pending = canvas.getByRole('region', { name: 'Pending orders' });
    await expect(within(pending).getByRole('status')).toHaveTextContent('Loading your pending orders…');
    await expect(canvas.getAllByRole('article')).toHaveLength(alexOrders.length);
  },
};

/** /orders when the order history failed to load but the pending orders did not: 'Finish' still works. */
export const OrderHistoryFailed: Story = {
  args: {
    state: 'ready',
    pending: pendingVisit,
    orders: { state: 'error', message: messages.genericV2Failure },
    onFinish: fn(),
    onRetry: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const past = canvas.getByRole('region', { name: 'Past orders' });
    await expect(within(past).getByRole('alert')).toHaveTextContent("We couldn't load your orders");
    await userEvent.click(within(past).getByRole('button', { name: 'Try again' }));
    if (args.state === 'ready') await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /^Finish/ }));
    await expect(args.onFinish).toHaveBeenCalledWith('ed');
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

/** The declined order once the customer put a new card on file: it can be paid again from here. */
const retryableJordanOrders: OrderView[] = rebuyableJordanOrders.map((order) =>
  order.number === jordanBillingProblemOrder ? { ...order, canRetryPayment: true } : order,
);

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
    retryPayment: { orderNumber: '100530', state: 'pending' },
  },
  play: async ({ canvas }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
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
    retryPayment: { orderNumber: '100530', state: 'failed', message: 'Your card was declined.' },
  },
  play: async ({ canvas }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    await expect(within(declined).getByRole('alert')).toHaveTextContent(
      'The payment did not go through: Your card was declined.',
    );
    await expect(within(declined).getByRole('button', { name: 'Retry payment' })).toBeEnabled();
  },
};

/** /orders when ordering the declined order again failed: the server's message shows on the order. */
export const BillingProblemOrderAgainFailed: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: rebuyableJordanOrders,
    billingProblemOrder: jordanBillingProblemOrder,
    onBuyAgain: fn(),
    buyAgain: {
      orderNumber: '100530',
      state: 'failed',
      message: 'Invalid request: product.quantity would exceed 10 of one product in the cart',
    },
  },
  play: async ({ canvas }) => {
    const declined = canvas.getByRole('article', { name: 'Order #100530' });
    await expect(within(declined).getByRole('alert')).toHaveTextContent(
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
    const order = canvas.getByRole('article', { name: 'Order #100377' });
    await userEvent.click(within(order).getByRole('button', { name: 'Buy again order #100377' }));
    await expect(args.onBuyAgain).toHaveBeenCalledOnce();
    await expect(args.onBuyAgain).toHaveBeenCalledWith('100377');
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
    onBuyAgain: fn(),
    buyAgain: { orderNumber: '100482', state: 'pending' },
  },
  play: async ({ canvas, userEvent, args }) => {
    const order = canvas.getByRole('article', { name: 'Order #100482' });
    const button = within(order).getByRole('button', { name: 'Adding to cart…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onBuyAgain).not.toHaveBeenCalled();
    // Only that order is busy.
    const other = canvas.getByRole('article', { name: 'Order #100377' });
    await expect(within(other).getByRole('button', { name: /^Buy again/ })).not.toHaveAttribute('aria-busy');
  },
};

/** /orders after 'Buy again' succeeded: the order says so and links to the cart. */
export const BuyAgainAdded: Story = {
  args: {
    state: 'ready',
    pending: [],
    orders: rebuyableOrders,
    onBuyAgain: fn(),
    buyAgain: { orderNumber: '100482', state: 'added' },
  },
  play: async ({ canvas }) => {
    const order = canvas.getByRole('article', { name: 'Order #100482' });
    await expect(order).toHaveTextContent('Added to your cart.');
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
    onBuyAgain: fn(),
    buyAgain: {
      orderNumber: '100377',
      state: 'failed',
      message: 'Invalid request: product.product_id is not a product of the shop',
    },
  },
  play: async ({ canvas }) => {
    const order = canvas.getByRole('article', { name: 'Order #100377' });
    await expect(within(order).getByRole('alert')).toHaveTextContent(
      "We couldn't add this order to your cartInvalid request: product.product_id is not a product of the shop",
    );
  },
};

/** /orders#100251: the named order is scrolled into view, focused and highlighted. */
export const HighlightedOrder: Story = {
  args: {
    state: 'ready',
    pending: alexPendingOrders,
    orders: alexOrders,
    onFinish: fn(),
    highlightedOrder: '100251',
  },
  play: async ({ canvas }) => {
    const order = canvas.getByRole('article', { name: 'Order #100251' });
    await expect(order).toHaveAttribute('data-highlighted');
    await expect(order).toHaveAttribute('aria-current', 'true');
    await expect(order).toHaveFocus();
    const top = order.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight);
    // Only that one.
    await expect(canvas.getByRole('article', { name: 'Order #100482' })).not.toHaveAttribute(
      'data-highlighted',
    );
  },
};

/** /orders#100251 on a 360px phone: the order is still brought into view. */
export const HighlightedOrderMobile: Story = {
  ...HighlightedOrder,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
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

/** /orders on a 360px phone: cards stack, nothing scrolls sideways; Finish and Buy again stay usable. */
export const Mobile: Story = {
  args: {
    state: 'ready',
    pending: pendingVisit,
    orders: rebuyableOrders,
    onFinish: fn(),
    onBuyAgain: fn(),
    buyAgain: { orderNumber: '100482', state: 'added' },
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'Order #100482' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: /^Finish/ }));
    await expect(args.onFinish).toHaveBeenCalledWith('ed');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy again order #100377' }));
    await expect(args.onBuyAgain).toHaveBeenCalledWith('100377');
  },
};

/** /orders on a 360px phone while online visits are off, with a failed 'Buy again'. */
export const MobileFinishUnavailable: Story = {
  args: {
    state: 'ready',
    pending: pendingVisit,
    orders: rebuyableOrders,
    onFinish: fn(),
    finishUnavailable: visitsOff,
    onBuyAgain: fn(),
    buyAgain: { orderNumber: '100482', state: 'failed', message: messages.genericV2Failure },
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Finish/ })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.genericV2Failure);
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
