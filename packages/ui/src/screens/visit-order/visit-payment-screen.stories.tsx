import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { alexAccount, testCards } from '../../../../../stories/fixtures/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { typeCard } from '../checkout/checkout.fixtures.tsx';
import { VisitPaymentScreen } from './visit-payment-screen.tsx';

const shippingAddress = alexAccount.shipping ?? { address: '', address2: null, city: '', state: '', zip: '' };

const meta = {
  title: 'Screens/Visit/Payment',
  component: VisitPaymentScreen,
  args: {
    category: 'ed',
    state: 'ready',
    treatment: {
      name: 'Tadalafil 5 mg',
      priceLabel: '$94.50/quarterly',
      frequencyText: 'Billed every three months',
      image: '/images/treatment-ed.webp',
    },
    shippingAddress,
    savedCard: alexAccount.paymentMethod,
    onPlaceOrder: fn(async (): Promise<SubmitResult> => undefined),
  },
} satisfies Meta<typeof VisitPaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /visit/ed/payment while the treatment and what is on file are fetched. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

/** /visit/ed/payment when the step could not be fetched. */
export const Error: Story = {
  args: { state: 'error', message: 'Something went wrong.', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

/** The treatment chosen on the treatment step with its price and billing; the card on file by its last four pays. */
export const Typical: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const line = canvas.getByRole('region', { name: 'Your treatment' });
    await expect(line).toHaveTextContent('Tadalafil 5 mg');
    await expect(line).toHaveTextContent('$94.50/quarterly');
    await expect(line).toHaveTextContent('Billed every three months');
    await expect(await canvas.findByRole('radio', { name: /ending 0002/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(args.onPlaceOrder).toHaveBeenCalledWith({
        shipping: shippingAddress,
        payment: { card: 'saved' },
      }),
    );
  },
};

/** No medication, dosage and billing saved yet: nothing to order, a way back to the treatment step. */
export const NoTreatmentChosen: Story = {
  args: { state: 'no-treatment', treatmentHref: '/visit/ed/treatment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose your treatment first')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose your treatment' })).toHaveAttribute(
      'href',
      '/visit/ed/treatment',
    );
    await expect(canvas.queryByRole('region', { name: 'Your treatment' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Place order' })).toBeNull();
  },
};

/** Without an address on file the checkout's address form comes first, with its rules and messages. */
export const NoAddressOnFile: Story = {
  args: { shippingAddress: null, savedCard: null },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Address is required')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place order' })).toBeNull();
  },
};

/** A new card: the checkout's card form, with its rules and messages. */
export const NewCardValidation: Story = {
  args: { savedCard: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Card security code is Required')).toBeVisible();
    await expect(canvas.getByText('Continue your payment by checking the box above')).toBeVisible();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** While the order is placed: the button busy, a double click orders once. */
export const Placing: Story = {
  args: { onPlaceOrder: fn(() => new Promise<SubmitResult>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Place order' }));
    const busy = await canvas.findByRole('button', { name: 'Placing order…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(args.onPlaceOrder).toHaveBeenCalledOnce();
  },
};

/** A declined new card (402): the legacy description in an alert, the entry kept. */
export const Declined: Story = {
  args: {
    savedCard: null,
    onPlaceOrder: fn(async (): Promise<SubmitResult> => ({ formError: 'Your card was declined.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByLabelText('Card number');
    await typeCard(canvas, userEvent, testCards.declined);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  },
};

/** 409: no visit of the category to order after; the legacy API's explanation in an alert. */
export const NoVisit: Story = {
  args: {
    onPlaceOrder: fn(
      async (): Promise<SubmitResult> => ({
        formError: 'Complete an online visit for this treatment first.',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Complete an online visit for this treatment first.',
    );
  },
};

/** Changing the address: the form prefilled, then back to the summary with the card. */
export const ChangeAddress: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change shipping address' }));
    const city = await canvas.findByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Dallas');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(args.onPlaceOrder).toHaveBeenCalledWith({
        shipping: expect.objectContaining({ city: 'Dallas' }),
        payment: { card: 'saved' },
      }),
    );
  },
};

/** On a 360px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Place order' })).toBeVisible();
  },
};
