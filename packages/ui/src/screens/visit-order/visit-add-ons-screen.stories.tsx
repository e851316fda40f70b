import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { alexUpsells } from '../../../../../stories/fixtures/index.ts';
import type { OrderActionResult } from '../orders/types.ts';
import { VisitAddOnsScreen } from './visit-add-ons-screen.tsx';

const upsellsFailure = 'Unable to retrieve available products, please try again later.';

const meta = {
  title: 'Screens/Visit/Add-ons',
  component: VisitAddOnsScreen,
  args: {
    category: 'ed',
    state: 'ready',
    offers: alexUpsells,
    onAdd: fn(async (): Promise<OrderActionResult> => ({ ok: true })),
    onContinue: fn(),
  },
} satisfies Meta<typeof VisitAddOnsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /visit/ed/add-ons while the offers are fetched: Skip already goes on. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading offers…');
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeEnabled();
  },
};

/** /visit/ed/add-ons when /leads/upsells fails: the spec's message, Try again, and Skip goes on. */
export const Error: Story = {
  args: { state: 'error', message: upsellsFailure, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(upsellsFailure);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** /visit/ed/add-ons with two offers: adding one puts it in the cart, and the button says Continue. */
export const Typical: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Online visit · Erectile dysfunction')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add Immunity Gummies, One bottle a month subscription' }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith('36');
    await expect(await canvas.findByText('Added to your order')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** /visit/ed/add-ons when adding fails: the refusal beside the offer, Skip still goes on. */
export const AddFailed: Story = {
  args: {
    onAdd: fn(async (): Promise<OrderActionResult> => ({ ok: false, message: 'Out of stock.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add Immunity Gummies, One bottle a month subscription' }),
    );
    await expect(await canvas.findByText('Out of stock.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeEnabled();
  },
};

/** /visit/ed/add-ons on a 360px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeVisible();
  },
};
