import { messages, trackingUrl } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  alexOrders,
  alexPendingOrders,
  alexShippedOrder,
  jordanOrders,
  raviPendingOrders,
} from '../../../../../stories/fixtures/index.ts';
import { errorStory, loadingStory } from '../../../../../stories/src/page-load-stories.ts';
import {
  neverSettles,
  pendingVisit,
  rebuyableOrders,
  succeeds,
  visitsOff,
} from './orders-screen.fixtures.ts';
import { OrdersScreen } from './orders-screen.tsx';

/** The page and its parts; what the order actions show is in order-actions.stories.tsx. */
const meta = {
  title: 'Screens/Orders',
  component: OrdersScreen,
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /orders while the order history is being fetched. */
export const Loading: Story = loadingStory('Loading your orders…');

/** /orders when neither the order history nor the pending orders could be fetched; 'Try again' refetches. */
export const Error: Story = errorStory();

/** /orders for a customer who has never ordered. */
export const Empty: Story = {
  args: { state: 'ready', pending: [], orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/');
  },
};

/** /orders for a customer with a visit to finish and a history of shipped, partly refunded and declined orders. */
export const Typical: Story = {
  args: { state: 'ready', pending: alexPendingOrders, orders: alexOrders, onFinish: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const pending = canvas.getByRole('region', { name: 'Pending orders' });
    await userEvent.click(within(pending).getByRole('button', { name: /^Finish/ }));
    await expect(args.onFinish).toHaveBeenCalledWith('ed');

    // Each order is an anchor target for /orders#<number>.
    const shipped = canvas.getByRole('article', { name: 'Order #100231' });
    await expect(shipped).toHaveAttribute('id', '100231');
    await expect(shipped).toHaveTextContent('Placed Aug 14, 2026');
    await expect(shipped).toHaveTextContent('$49.98');
    await expect(within(shipped).getByRole('img', { name: 'Sleep Gummies' })).toBeVisible();

    const tracking = within(shipped).getByRole('link', { name: /9400111899562834710231/ });
    await expect(tracking).toHaveAttribute('href', trackingUrl('9400111899562834710231'));
    await expect(tracking).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899562834710231',
    );
    await expect(tracking).toHaveAttribute('target', '_blank');
    await expect(tracking).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const refunded = canvas.getByRole('article', { name: 'Order #100232' });
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
        ...alexShippedOrder,
        trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=X1',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /9400111899562834710231/ })).toHaveAttribute(
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
  args: { state: 'ready', pending: pendingVisit, orders: alexOrders, onFinish: fn(neverSettles) },
  play: async ({ canvas, userEvent, args }) => {
    const finish = canvas.getByRole('button', { name: /^Finish/ });
    await userEvent.click(finish);
    await expect(finish).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(finish);
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

/** /orders once 'Finish' settled without leaving the page (the app said why): it can be pressed again. */
export const FinishSettled: Story = {
  args: { state: 'ready', pending: pendingVisit, orders: alexOrders, onFinish: fn(async () => undefined) },
  play: async ({ canvas, userEvent, args }) => {
    const finish = canvas.getByRole('button', { name: /^Finish/ });
    await userEvent.click(finish);
    await expect(args.onFinish).toHaveBeenCalledOnce();
    await waitFor(() => expect(finish).not.toHaveAttribute('aria-busy'));
    await userEvent.click(finish);
    await expect(args.onFinish).toHaveBeenCalledTimes(2);
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
    await expect(canvas.getByRole('article', { name: 'Order #100231' })).toBeVisible();
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

/** /orders#100231: the named order is scrolled into view, focused and highlighted. */
export const HighlightedOrder: Story = {
  args: {
    state: 'ready',
    pending: alexPendingOrders,
    orders: alexOrders,
    onFinish: fn(),
    highlightedOrder: '100231',
  },
  play: async ({ canvas }) => {
    const order = canvas.getByRole('article', { name: 'Order #100231' });
    await expect(order).toHaveAttribute('data-highlighted');
    await expect(order).toHaveAttribute('aria-current', 'true');
    await expect(order).toHaveFocus();
    const top = order.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight);
    // Only that one.
    await expect(canvas.getByRole('article', { name: 'Order #100233' })).not.toHaveAttribute(
      'data-highlighted',
    );
  },
};

/** /orders#100231 on a 360px phone: the order is still brought into view. */
export const HighlightedOrderMobile: Story = {
  ...HighlightedOrder,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/** /orders for a customer who started checkouts but has no past orders yet; no resume flow wired. */
export const OnlyPendingOrders: Story = {
  args: { state: 'ready', pending: raviPendingOrders, orders: [] },
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
    onBuyAgain: fn(succeeds),
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'Order #100231' })).toBeVisible();
    // With one order added to the cart, as the phone shows it.
    await userEvent.click(canvas.getByRole('button', { name: 'Buy again order #100231' }));
    await expect(await canvas.findByText('Added to your cart.')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: /^Finish/ }));
    await expect(args.onFinish).toHaveBeenCalledWith('ed');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy again order #100232' }));
    await expect(args.onBuyAgain).toHaveBeenCalledWith('100232');
  },
};

/** /orders on a 360px phone while online visits are off, with a 'Buy again' that could not be sent. */
export const MobileFinishUnavailable: Story = {
  args: {
    state: 'ready',
    pending: pendingVisit,
    orders: rebuyableOrders,
    onFinish: fn(),
    finishUnavailable: visitsOff,
    // Rejected (no network, a masked error): the order shows the generic message.
    onBuyAgain: fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /^Finish/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy again order #100231' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.genericV2Failure);
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
