import { type CardSummary, type CardValues, detectCardBrand, messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { alexAccount, testCards } from '../../../../../stories/fixtures/index.ts';
import { errorStory, loadingStory } from '../../../../../stories/src/page-load-stories.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { PaymentMethodScreen, type PaymentMethodScreenProps } from './payment-method-screen.tsx';

const meta = {
  title: 'Screens/PaymentMethod',
  component: PaymentMethodScreen,
  args: {
    state: 'ready',
    current: alexAccount.paymentMethod,
    onSubmit: fn(async (): Promise<SubmitResult> => undefined),
  },
} satisfies Meta<typeof PaymentMethodScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function typeCard(
  canvas: Canvas,
  userEvent: UserEvent,
  card: { number: string; expiry: string; cvv: string },
) {
  await userEvent.type(canvas.getByLabelText('Card number'), card.number);
  // Digits only: the slash comes by itself.
  await userEvent.type(canvas.getByLabelText('Expiration (MM/YY)'), card.expiry.replace('/', ''));
  await userEvent.type(canvas.getByLabelText('Security code'), card.cvv);
  await userEvent.click(canvas.getByRole('checkbox'));
}

/**
 * The screen as the app wires it: a save resolves after the card on file is refetched, and the
 * processor keeps only brand, last four and expiry.
 */
function WithRefetch(args: PaymentMethodScreenProps) {
  const [current, setCurrent] = useState<CardSummary | null>(args.state === 'ready' ? args.current : null);
  const onSubmit = async (values: CardValues) => {
    const result = await args.onSubmit(values);
    if (!result) {
      const [month = '1', year = '0'] = values.ccexp.split('/');
      setCurrent({
        brand: detectCardBrand(values.ccnum),
        last4: values.ccnum.slice(-4),
        expMonth: Number(month),
        expYear: 2000 + Number(year),
      });
    }
    return result;
  };
  return <PaymentMethodScreen {...args} state="ready" current={current} onSubmit={onSubmit} />;
}

/** /accounts/editPaymentMethod while the card on file is being fetched. */
export const Loading: Story = loadingStory('Loading your payment method…', async (canvas) => {
  await expect(canvas.queryByLabelText('Card number')).toBeNull();
});

/** /accounts/editPaymentMethod when the account data could not be fetched. */
export const Error: Story = errorStory();

/** /accounts/editPaymentMethod for a customer with a card on file. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const onFile = canvas.getByRole('region', { name: 'Card on file' });
    await expect(within(onFile).getByText('Visa •••• 0002, expires 09/28')).toBeVisible();
    await expect(onFile).toHaveTextContent('Visa ending in 0002, expires 09/28');
    await expect(canvas.getByRole('link', { name: 'Back to account' })).toHaveAttribute('href', '/accounts');

    // Autofill and the numeric keypad on phones.
    const number = canvas.getByLabelText('Card number');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByLabelText('Expiration (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(canvas.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(canvas.getByLabelText('Security code')).toHaveAttribute('inputmode', 'numeric');
    // Shipping is sent with the card but is not a choice on this page.
    await expect(canvas.queryByLabelText(/shipping/i)).toBeNull();
  },
};

/** /accounts/editPaymentMethod for a customer without a card yet. */
export const NoCardOnFile: Story = {
  args: { current: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No card on file yet.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Add a card' })).toBeVisible();
  },
};

/** /accounts/editPaymentMethod reached from the billing-problem notice of a declined order. */
export const WithBillingProblem: Story = {
  args: { billingProblem: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.billingProblem)).toBeVisible();
  },
};

/** /accounts/editPaymentMethod once the new card is saved: the declined order can be paid with it. */
export const WithRetryPaymentOrder: Story = {
  args: { billingProblem: true, retryPaymentOrder: '100233' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your new card is on file\. Order #100233 was declined/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retry payment on order #100233' })).toHaveAttribute(
      'href',
      '/orders#100233',
    );
    // The declined-payment warning has done its job: the card changed.
    await expect(canvas.queryByText(messages.billingProblem)).toBeNull();
  },
};

/** /accounts/editPaymentMethod after 'Save card' with nothing filled in, then a number and dates that are wrong. */
export const WithValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByText('Card number is required')).toBeVisible();
    await expect(canvas.getByText('Not a valid expiration date')).toBeVisible();
    await expect(canvas.getByText('Card security code is Required')).toBeVisible();
    await expect(canvas.getByText('Continue your payment by checking the box above')).toBeVisible();
    const number = canvas.getByLabelText('Card number');
    await expect(number).toHaveFocus();
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Continue your payment by checking the box above',
    );

    await userEvent.type(number, '42424242424242421');
    await expect(number).toHaveValue('4242 4242 4242 4242 1');
    await expect(await canvas.findByText('Max 16 digits allowed')).toBeVisible();
    await expect(number).toHaveAccessibleDescription('Max 16 digits allowed');

    const expiry = canvas.getByLabelText('Expiration (MM/YY)');
    await userEvent.type(expiry, '13/30');
    await expect(expiry).toHaveAccessibleDescription('Not a valid expiration date');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '12/2030');
    await expect(expiry).toHaveValue('12/2030');
    await expect(expiry).toHaveAccessibleDescription('Not a valid expiration date');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '1230');
    await expect(expiry).toHaveValue('12/30');
    await expect(expiry).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.queryByText('Continue your payment by checking the box above')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** /accounts/editPaymentMethod while the processor checks the new card: Save is busy. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<SubmitResult>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await typeCard(canvas, userEvent, testCards.mastercard);
    await expect(canvas.getByLabelText('Card number')).toHaveValue('5555 5555 5555 4444');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ccnum: '5555555555554444',
      ccexp: '08/29',
      cccvv: '321',
      consent: true,
      shipping: 'standard',
    } satisfies CardValues);
    await expect(await canvas.findByRole('button', { name: 'Saving card…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** /accounts/editPaymentMethod when the processor declines the card: its description, the entry kept to fix. */
export const Declined: Story = {
  args: {
    onSubmit: fn(async (): Promise<SubmitResult> => ({ formError: 'Your card was declined.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await typeCard(canvas, userEvent, testCards.declined);
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    // The card on file is unchanged.
    await expect(canvas.getByText('Visa •••• 0002, expires 09/28')).toBeVisible();
  },
};

/** /accounts/editPaymentMethod when the processor rejects one field: its message under that field. */
export const WithServerFieldError: Story = {
  args: {
    onSubmit: fn(
      async (): Promise<SubmitResult> => ({ fieldErrors: { cccvv: "The security code doesn't match." } }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await typeCard(canvas, userEvent, testCards.mastercard);
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Security code')).toHaveAccessibleDescription(
        "3 digits on the back, 4 on the front for Amex. The security code doesn't match.",
      ),
    );
  },
};

/**
 * /accounts/editPaymentMethod after the new card was saved: only its brand and last four show, the
 * form is empty again and the full number is nowhere on the page.
 */
export const Updated: Story = {
  render: WithRefetch,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await typeCard(canvas, userEvent, testCards.mastercard);
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));

    await expect(await canvas.findByText('Payment method updated')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Future orders and subscription renewals will be charged to your Mastercard ending in 4444.',
    );
    const onFile = canvas.getByRole('region', { name: 'Card on file' });
    await expect(within(onFile).getByText('Mastercard •••• 4444, expires 08/29')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toHaveValue('');
    await expect(canvas.getByLabelText('Expiration (MM/YY)')).toHaveValue('');
    await expect(canvas.getByLabelText('Security code')).toHaveValue('');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(canvas.queryByText('Card number is required')).toBeNull();
    const page = canvasElement.innerHTML.replace(/\s/g, '');
    await expect(page).not.toContain(testCards.mastercard.number);
    await expect(page).not.toContain(testCards.mastercard.cvv);
  },
};

/** /accounts/editPaymentMethod on a 360px phone: the card on file comes first, the form below it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const onFile = canvas.getByRole('region', { name: 'Card on file' }).getBoundingClientRect();
    const form = canvas.getByRole('region', { name: 'Use a new card' }).getBoundingClientRect();
    await expect(form.top).toBeGreaterThan(onFile.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
