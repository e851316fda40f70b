import type { SignupValues } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  alexCheckoutCustomer,
  alexCheckoutSummary,
  raviCheckoutCustomer,
} from '../../../../../stories/fixtures/index.ts';
import { errorStory, loadingStory } from '../../../../../stories/src/page-load-stories.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { expectCurrentStep, inSiteLayout } from './checkout.fixtures.tsx';
import { CheckoutShippingScreen } from './checkout-shipping-screen.tsx';

const meta = {
  title: 'Screens/Checkout/Shipping',
  component: CheckoutShippingScreen,
  args: {
    state: 'ready',
    summary: alexCheckoutSummary,
    customer: alexCheckoutCustomer,
    onSignUp: fn(async (): Promise<SubmitResult> => undefined),
    onLogIn: fn(),
    onSubmitAddress: fn(async (): Promise<SubmitResult> => undefined),
  },
  decorators: [inSiteLayout('/checkout/shipping')],
} satisfies Meta<typeof CheckoutShippingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /checkout/shipping while the checkout (account data and cart) is fetched. */
export const Loading: Story = loadingStory('Loading your checkout…');

/** /checkout/shipping when the checkout could not be fetched. */
export const Error: Story = errorStory();

/**
 * /checkout/shipping for a customer: step 1 is current, the address on file fills the form, and
 * Continue sends it; the order summary shows the lines, the coupon's discount and the total.
 */
export const Typical: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expectCurrentStep(canvas, 'Shipping', 0);
    const summary = within(canvas.getByRole('region', { name: 'Order summary' }));
    await expect(summary.getByText('Holiday Bundle Special')).toBeVisible();
    await expect(summary.getByText('Discount (HOLIDAY10)')).toBeVisible();
    await expect(canvas.getByLabelText('Street address')).toHaveValue(
      alexCheckoutCustomer.shippingAddress?.address,
    );
    await expect(canvas.getByLabelText('State')).toHaveValue(alexCheckoutCustomer.shippingAddress?.state);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onSubmitAddress).toHaveBeenCalledWith({
        address: alexCheckoutCustomer.shippingAddress?.address,
        address2: alexCheckoutCustomer.shippingAddress?.address2 || null,
        city: alexCheckoutCustomer.shippingAddress?.city,
        state: alexCheckoutCustomer.shippingAddress?.state,
        zip: alexCheckoutCustomer.shippingAddress?.zip,
      }),
    );
  },
};

/** /checkout/shipping for a customer without an address: the form's rules, the ZIP's message. */
export const WithValidationErrors: Story = {
  args: { customer: raviCheckoutCustomer },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Address is required')).toBeVisible();
    await expect(canvas.getByLabelText('Street address')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('ZIP code'), '1234');
    await userEvent.tab();
    await expect(await canvas.findByText('Invalid ZIP code format')).toBeVisible();
    await expect(canvas.getByLabelText('ZIP code')).toHaveAccessibleDescription('Invalid ZIP code format');
    await expect(args.onSubmitAddress).not.toHaveBeenCalled();
  },
};

/** /checkout/shipping for a visitor: the inline sign-up, or 'Log in' to the slider. */
export const Visitor: Story = {
  args: { customer: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(canvas.queryByLabelText('Street address')).toBeNull();
    await expect(canvas.getByText(/Already have an account\?/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();

    await userEvent.type(canvas.getByLabelText('Email'), ' sam.rivera@helmsman.test ');
    await userEvent.type(canvas.getByLabelText('First name'), 'Sam');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Rivera');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith({
        email: 'sam.rivera@helmsman.test',
        first_name: 'Sam',
        last_name: 'Rivera',
        password: 'secret12',
        consent: true,
      } satisfies SignupValues),
    );
  },
};

/** /checkout/shipping: a visitor's sign-up sent empty, then a password too short. */
export const VisitorWithValidationErrors: Story = {
  args: { customer: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() => expect(canvas.getAllByText('Field required')).toHaveLength(3));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(canvas.getByText('Continue your online visit by checking the box above')).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Continue your online visit by checking the box above',
    );
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a password more than 6')).toBeVisible();
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** /checkout/shipping when the e-mail already has an account: the refusal under the field. */
export const VisitorWithServerFieldError: Story = {
  args: {
    customer: null,
    onSignUp: fn(
      async (): Promise<SubmitResult> => ({
        fieldErrors: { email: 'An account with this email already exists.' },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'alex.morgan@helmsman.test');
    await userEvent.type(canvas.getByLabelText('First name'), 'Alex');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Morgan');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists.',
      ),
    );
  },
};

/**
 * /checkout/shipping with an empty cart, for a customer: nothing to check out, a way to the shop, and
 * to their orders (where an order they have just placed is).
 */
export const Empty: Story = {
  args: { summary: { items: [], subtotalCents: 0, discountCents: 0, totalCents: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/shop');
    await expect(canvas.getByRole('link', { name: 'your orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.queryByRole('region', { name: 'Order summary' })).toBeNull();
  },
};

/** /checkout/shipping with an empty cart, for a visitor: the way to the shop only (no orders yet). */
export const EmptyForVisitor: Story = {
  args: { customer: null, summary: { items: [], subtotalCents: 0, discountCents: 0, totalCents: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/shop');
    await expect(canvas.queryByRole('link', { name: 'your orders' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Create your account' })).toBeNull();
  },
};

/** /checkout/shipping on a 360px phone: the form first, the summary under it, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('region', { name: 'Shipping address' }).getBoundingClientRect();
    const summary = canvas.getByRole('region', { name: 'Order summary' }).getBoundingClientRect();
    await expect(summary.top).toBeGreaterThan(form.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
