import { CART_DRAWER_WIDTH_PX, messages, PRODUCT_QUANTITY_MAX } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import {
  alexCart,
  alexCartTotals,
  jordanCart,
  jordanCartTotals,
  samFullCart,
  samFullCartTotals,
} from '../../../../../stories/fixtures/index.ts';
import { animationsSettled } from '../../../../../stories/src/animations.ts';
import { CartDrawer } from './cart-drawer.tsx';
import type { CouponOutcome } from './coupon-form.tsx';

const meta = {
  title: 'Screens/CartDrawer',
  component: CartDrawer,
  args: {
    open: true,
    onOpenChange: fn(),
    state: 'ready',
    items: alexCart,
    ...alexCartTotals,
    onRemove: fn(async () => undefined),
    onQuantityChange: fn(async () => undefined),
    onApplyCoupon: fn(async (_code: string): Promise<CouponOutcome> => ({ ok: true })),
    checkoutHref: '/checkout',
    shopHref: '/shop',
  },
  parameters: {
    viewport: {
      // Just under the 920px breakpoint, where the drawer turns full width.
      options: { laptop800: { name: 'Narrow window (800px)', styles: { width: '800px', height: '800px' } } },
    },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDrawer = () => screen.findByRole('dialog', { name: 'Your cart' });

/** The cart opened from the menu on a 1280px screen: 700px from the right edge, over a backdrop. */
export const WithItems: Story = {
  play: async () => {
    const drawer = await findDrawer();
    await expect(getComputedStyle(drawer).width).toBe(`${CART_DRAWER_WIDTH_PX}px`);
    // Where the slide-in ends (mid-slide the box can measure 699.99994 for 700), the backdrop faded in.
    await animationsSettled();
    await expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth);
    await expect(drawer.getBoundingClientRect().width).toBe(CART_DRAWER_WIDTH_PX);
    await expect(document.querySelector('[data-scope="dialog"][data-part="backdrop"]')).toBeVisible();

    const lines = within(drawer).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('Sleep Gummies');
    await expect(lines[0]).toHaveTextContent('One bottle a month subscription');
    await expect(lines[0]).toHaveTextContent('$17.50/month');
    await expect(lines[1]).toHaveTextContent('Biotin Gummies');
    await expect(lines[1]).toHaveTextContent('One bottle');
    // A stepper where the product supports a quantity (a subscription), text where it does not.
    await expect(within(lines[0] as HTMLElement).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(
      1,
    );
    await expect(lines[1]).toHaveTextContent('Qty 2');
    await expect(within(lines[2] as HTMLElement).queryByRole('spinbutton')).toBeNull();
    await expect(lines[1]).toHaveTextContent('$24.99');
    // Sleep gets the moon and stars, Biotin (hair) the viking helmet.
    await expect(lines[0]?.querySelector('[data-category-kind="sleep"]')).not.toBeNull();
    await expect(lines[1]?.querySelector('[data-category-kind="hair"]')).not.toBeNull();

    await expect(within(drawer).getByText('4 items')).toBeVisible();
    await expect(within(drawer).getByText('Subtotal').nextElementSibling).toHaveTextContent('$92.47');
    await expect(within(drawer).getByText('Total').nextElementSibling).toHaveTextContent('$92.47');
    await expect(within(drawer).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  },
};

/** Removing a line: its button is busy until the app's mutation settles; the other lines stay usable. */
export const RemovingAnItem: Story = {
  args: { onRemove: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, userEvent }) => {
    const drawer = await findDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Biotin Gummies' }));
    await expect(args.onRemove).toHaveBeenCalledWith('30');

    const busy = within(drawer).getByRole('button', { name: 'Removing…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy.closest('li')).toHaveAttribute('aria-busy', 'true');
    // A second press on the busy line sends nothing more.
    await userEvent.click(busy);
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(within(drawer).getByRole('button', { name: 'Remove Sleep Gummies' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** The app can also mark lines as being removed (e.g. from its mutation state). */
export const RemovingFromAppState: Story = {
  args: { removingIds: ['160'] },
  play: async () => {
    const drawer = await findDrawer();
    const bundle = within(drawer).getByText('Holiday Bundle Special', { selector: 'p' }).closest('li');
    await expect(bundle).toHaveAttribute('aria-busy', 'true');
  },
};

/** In an 800px window, under 920px, the drawer takes the full width. */
export const FullWidthUnder920: Story = {
  globals: { viewport: { value: 'laptop800', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(800);
    const drawer = await findDrawer();
    await expect(getComputedStyle(drawer).width).toBe('800px');
    await animationsSettled();
    await expect(drawer.getBoundingClientRect().left).toBe(0);
  },
};

/** On a phone: full width, the lines and the checkout stay readable at 360px. */
export const Mobile: Story = {
  args: { items: jordanCart, ...jordanCartTotals },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async () => {
    const drawer = await findDrawer();
    await expect(getComputedStyle(drawer).width).toBe('360px');
    // The treatment without a photo shows its category icon (ed: a sword) instead.
    const treatment = within(drawer).getByText('ED Treatment', { selector: 'p' }).closest('li');
    await expect(treatment?.querySelector('[data-category-kind="ed"]')).not.toBeNull();
    await expect(within(drawer).getByRole('link', { name: 'Checkout' })).toBeVisible();
  },
};

/** The first open, while the cart loads. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async () => {
    const drawer = await findDrawer();
    await expect(within(drawer).getByRole('status')).toHaveTextContent('Loading your cart…');
    await expect(within(drawer).queryByRole('link', { name: 'Checkout' })).toBeNull();
  },
};

/** The cart could not be loaded; 'Try again' reloads it. */
export const Error: Story = {
  args: { state: 'error', message: messages.genericV2Failure, onRetry: fn() },
  play: async ({ args, userEvent }) => {
    const drawer = await findDrawer();
    await expect(within(drawer).getByRole('alert')).toHaveTextContent(messages.genericV2Failure);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }));
    if (args.state === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing in the cart yet: a way to the shop. */
export const Empty: Story = {
  args: { items: [], subtotalCents: 0, totalCents: 0 },
  play: async () => {
    const drawer = await findDrawer();
    await expect(within(drawer).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(within(drawer).queryByRole('link', { name: 'Checkout' })).toBeNull();
    await expect(within(drawer).queryByText('Subtotal')).toBeNull();
  },
};

/** Checkout as a button (the app starts the checkout itself); Escape and the X ask to close. */
export const WithCheckoutButton: Story = {
  args: { checkoutHref: undefined, onCheckout: fn() },
  play: async ({ args, userEvent }) => {
    const drawer = await findDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();

    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** Changing a quantity: the stepper shows the number asked for and the line is busy until the app answers. */
export const QuantityChangePending: Story = {
  args: { onQuantityChange: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, userEvent }) => {
    const drawer = await findDrawer();
    const sleep = within(drawer).getByText('Sleep Gummies', { selector: 'p' }).closest('li') as HTMLElement;
    await userEvent.click(within(sleep).getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('41', 2);
    await expect(within(sleep).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await expect(sleep).toHaveAttribute('aria-busy', 'true');
  },
};

/** A line at the most one product takes (10): '+' is disabled, '−' asks for 9. */
export const QuantityAtTheMost: Story = {
  args: { items: samFullCart, ...samFullCartTotals },
  play: async ({ args, userEvent }) => {
    const drawer = await findDrawer();
    await expect(within(drawer).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(
      PRODUCT_QUANTITY_MAX,
    );
    await expect(within(drawer).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('41', PRODUCT_QUANTITY_MAX - 1);
  },
};

/** A coupon on the cart: its code and description, and the discount between subtotal and total. */
export const CouponApplied: Story = {
  args: {
    coupon: { code: 'WELCOME15', description: '15% off your order' },
    discountCents: 1387,
    totalCents: alexCartTotals.subtotalCents - 1387,
  },
  play: async () => {
    const drawer = await findDrawer();
    await expect(within(drawer).getByText(/applied: 15% off your order/)).toHaveTextContent(
      'WELCOME15 applied: 15% off your order',
    );
    await expect(within(drawer).getByText('Discount').nextElementSibling).toHaveTextContent('−$13.87');
    await expect(within(drawer).getByText('Total').nextElementSibling).toHaveTextContent('$78.60');
  },
};

/** A code the legacy API refuses: its words under the field, which is marked invalid. */
export const CouponRefused: Story = {
  args: {
    onApplyCoupon: fn(
      async (_code: string): Promise<CouponOutcome> => ({
        ok: false,
        message: 'This coupon code is not valid.',
      }),
    ),
  },
  play: async ({ args, userEvent }) => {
    const drawer = await findDrawer();
    const field = within(drawer).getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'NOPE');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('NOPE');
    await expect(await within(drawer).findByText('This coupon code is not valid.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('This coupon code is not valid.');
  },
};
