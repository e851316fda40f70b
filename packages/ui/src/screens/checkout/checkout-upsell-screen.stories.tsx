import { messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { alexCheckoutSummary, alexUpsells } from '../../../../../stories/fixtures/index.ts';
import type { OrderActionResult } from '../orders/types.ts';
import { expectCurrentStep, inSiteLayout } from './checkout.fixtures.tsx';
import { CheckoutUpsellScreen } from './checkout-upsell-screen.tsx';

const upsellsFailure = 'Unable to retrieve available products, please try again later.';

const meta = {
  title: 'Screens/Checkout/Upsell',
  component: CheckoutUpsellScreen,
  args: {
    state: 'ready',
    offers: alexUpsells,
    summary: alexCheckoutSummary,
    onAdd: fn(async (): Promise<OrderActionResult> => ({ ok: true })),
    onContinue: fn(),
  },
  decorators: [inSiteLayout('/checkout/upsell')],
} satisfies Meta<typeof CheckoutUpsellScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /checkout/upsell while the offers are fetched: checkout can already go on. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading offers…');
    await expect(canvas.getByRole('button', { name: 'No thanks, continue' })).toBeEnabled();
  },
};

/** /checkout/upsell when /leads/upsells fails: the spec's message, Try again, and checkout goes on. */
export const Error: Story = {
  args: { state: 'error', message: upsellsFailure, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(upsellsFailure);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'No thanks, continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** /checkout/upsell with two offers; step 1 is done and links back, step 2 is current. */
export const Typical: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const steps = await expectCurrentStep(canvas, 'Upsell', 1);
    await expect(steps.getByRole('link', { name: /Shipping/ })).toHaveAttribute('href', '/checkout/shipping');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByText('$17.50/month · One bottle a month subscription')).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Add Immunity Gummies, One bottle a month subscription' }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith('36');
    await expect(await canvas.findByText('Added to your order')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Added Immunity Gummies/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** /checkout/upsell when adding an offer fails: the reason under it, the other offers still there. */
export const AddFailed: Story = {
  args: {
    onAdd: fn(async (): Promise<OrderActionResult> => ({ ok: false, message: messages.genericV2Failure })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add Biotin Gummies, Three bottles every quarter subscription' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.genericV2Failure);
    await expect(canvas.getByRole('button', { name: 'No thanks, continue' })).toBeEnabled();
  },
};

/** /checkout/upsell with nothing to offer. */
export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No offers for this order.')).toBeVisible();
  },
};

/** /checkout/upsell on a 360px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
