import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { alexAccount, alexCheckoutSummary, testCards } from '../../../../../stories/fixtures/index.ts';
import { errorStory, loadingStory } from '../../../../../stories/src/page-load-stories.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { expectCurrentStep, inSiteLayout, typeCard } from './checkout.fixtures.tsx';
import { CheckoutPaymentScreen } from './checkout-payment-screen.tsx';

const shippingAddress = alexAccount.shipping ?? { address: '', address2: null, city: '', state: '', zip: '' };

const meta = {
  title: 'Screens/Checkout/Payment',
  component: CheckoutPaymentScreen,
  args: {
    state: 'ready',
    summary: alexCheckoutSummary,
    shippingAddress,
    savedCard: alexAccount.paymentMethod,
    onPlaceOrder: fn(async (): Promise<SubmitResult> => undefined),
  },
  decorators: [inSiteLayout('/checkout/payment')],
} satisfies Meta<typeof CheckoutPaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /checkout/payment while the checkout is fetched. */
export const Loading: Story = loadingStory('Loading your checkout…');

/** /checkout/payment when the checkout could not be fetched. */
export const Error: Story = errorStory();

/**
 * /checkout/payment for a customer with a card on file: it is chosen, only its last four show, and
 * Place order pays with it. Shipping and Upsell are done and link back.
 */
export const Typical: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expectCurrentStep(canvas, 'Payment', 2);
    const shipTo = within(canvas.getByRole('region', { name: 'Ship to' }));
    await expect(shipTo.getByText(shippingAddress.address)).toBeVisible();
    await expect(shipTo.getByRole('link', { name: 'Change shipping address' })).toHaveAttribute(
      'href',
      '/checkout/shipping',
    );
    await expect(canvas.getByRole('radio', { name: /Visa ending 0002/ })).toBeChecked();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(args.onPlaceOrder).toHaveBeenCalledWith({ card: 'saved' }));
  },
};

/**
 * /checkout/payment with an empty cart, as a customer finds it who reloads after 'Place order' lost its
 * answer (the order, placed or not, emptied nothing else): no card form to pay for nothing, the shop,
 * and their orders, where the order is if it was placed.
 */
export const EmptyCart: Story = {
  args: { summary: { items: [], subtotalCents: 0, discountCents: 0, totalCents: 0 } },
  play: async ({ canvas }) => {
    await expectCurrentStep(canvas, 'Payment', 2);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'your orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/shop');
    await expect(canvas.queryByRole('button', { name: 'Place order' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Order summary' })).toBeNull();
  },
};

/** /checkout/payment with a new card: the card's messages of spec section 5. */
export const WithValidationErrors: Story = {
  args: { savedCard: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Not a valid expiration date')).toBeVisible();
    await expect(canvas.getByText('Card security code is Required')).toBeVisible();
    await expect(canvas.getByText('Continue your payment by checking the box above')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Card number'), '42424242424242421');
    await expect(await canvas.findByText('Max 16 digits allowed')).toBeVisible();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** /checkout/payment paying with a new card instead of the one on file. */
export const NewCard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'A new card' }));
    await typeCard(canvas, userEvent, testCards.mastercard);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(args.onPlaceOrder).toHaveBeenCalledWith({
        card: 'new',
        values: {
          ccnum: '5555555555554444',
          ccexp: '08/29',
          cccvv: '321',
          consent: true,
          shipping: 'standard',
        },
      }),
    );
  },
};

/** /checkout/payment while the order is placed: the button busy, a second press sends nothing. */
export const Placing: Story = {
  args: { onPlaceOrder: fn(() => new Promise<SubmitResult>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Place order' }));
    const busy = await canvas.findByRole('button', { name: 'Placing order…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onPlaceOrder).toHaveBeenCalledOnce();
  },
};

/** /checkout/payment when the processor declines: its description in an alert, the entry kept. */
export const Declined: Story = {
  args: {
    savedCard: null,
    onPlaceOrder: fn(async (): Promise<SubmitResult> => ({ formError: 'Your card was declined.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await typeCard(canvas, userEvent, testCards.declined);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  },
};

/** /checkout/payment on a 360px phone: nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
