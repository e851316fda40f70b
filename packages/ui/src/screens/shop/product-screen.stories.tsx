import { messages, PRODUCT_QUANTITY_MAX } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteLayout } from '../../layouts/site-layout/index.ts';
import { ProductScreen } from './product-screen.tsx';
import type { OnAddToCart } from './types.ts';

const adds: OnAddToCart = async () => ({ ok: true });
const neverSettles: OnAddToCart = () => new Promise(() => {});
const refused: OnAddToCart = async () => ({ ok: false, message: messages.genericV2Failure });

const meta = {
  title: 'Screens/Product',
  component: ProductScreen,
  args: { family: 'sleep', onAddToCart: fn(adds), onOpenCart: fn() },
  decorators: [
    (Story) => (
      <SiteLayout currentPath="/shop/sleep-gummies">
        <Story />
      </SiteLayout>
    ),
  ],
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const option = (name: RegExp) => within(document.body).getByRole('radio', { name });

/**
 * Sleep Gummies, one-time: a quantity to choose. Chosen by keyboard: the arrow keys move between
 * the options and the label, price and product id follow.
 */
export const Sleep: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sleep Gummies');
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(breadcrumb.getByText('Sleep Gummies')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toHaveTextContent('Dose: Two gummies 30 minutes before bed');
    const group = canvas.getByRole('group', { name: 'Purchase option' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'One bottle$24.99',
      'One bottle a month subscription$17.50/monthSave 30%',
      'Three bottles every quarter subscription$45.00/quarterlySave 40%',
    ]);
    await expect(option(/^One bottle\b(?! a month)/)).toBeChecked();

    // One-time Sleep Gummies come in a quantity: 2.
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({ productId: 40, quantity: 2 });

    // The keyboard: focus the checked option, then arrow down to monthly and on to quarterly.
    option(/^One bottle\b(?! a month)/).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(option(/^One bottle a month subscription/)).toBeChecked();
    await expect(option(/^One bottle a month subscription/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const quarterly = option(/^Three bottles every quarter subscription/);
    await expect(quarterly).toBeChecked();
    await expect(quarterly.closest('label')).toHaveTextContent('$45.00/quarterly');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({ productId: 42, quantity: 2 });
  },
};

/**
 * A quantity typed out of range: emptied or 0 it is 1 ('−' disabled), past the most one product takes
 * it is 10 ('+' disabled), and that is what goes to the cart.
 */
export const QuantityOutOfRange: Story = {
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await expect(quantity).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.type(quantity, '25');
    await expect(quantity).toHaveValue(PRODUCT_QUANTITY_MAX);
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({
      productId: 40,
      quantity: PRODUCT_QUANTITY_MAX,
    });
  },
};

/** Biotin Gummies, one-time: the line sells single bottles only, so no quantity; monthly has one. */
export const Biotin: Story = {
  args: { family: 'biotin' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Biotin Gummies');
    await expect(canvas.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({ productId: 30, quantity: 1 });
    await userEvent.click(option(/^One bottle a month subscription/));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
  },
};

/** Opened on the monthly subscription: its price and saving, and the monthly id goes to the cart. */
export const MonthlySelected: Story = {
  args: { family: 'immunity', initialFrequency: 'MONTHLY' },
  play: async ({ canvas, args }) => {
    const monthly = option(/^One bottle a month subscription/);
    await expect(monthly).toBeChecked();
    await expect(monthly.closest('label')).toHaveTextContent('$17.50/monthSave 30%');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({ productId: 36, quantity: 1 });
  },
};

/** The Holiday Bundle: sold once, one bottle each, no frequency and no quantity. */
export const Bundle: Story = {
  args: { family: 'bundle' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Holiday Bundle Special');
    await expect(canvas.getByRole('main')).toHaveTextContent('Dose: One bottle each');
    await expect(canvas.getByRole('main')).toHaveTextContent('$24.99');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({ productId: 160, quantity: 1 });
  },
};

/** 'Add to cart' pressed, the cart not answered yet: the button is busy and a second press sends nothing. */
export const Adding: Story = {
  args: { onAddToCart: fn(neverSettles) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const busy = await canvas.findByRole('button', { name: 'Adding…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};

/** The cart refused or could not be reached: the reason under the button, and it can be tried again. */
export const AddFailed: Story = {
  args: { onAddToCart: fn(refused) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not added to your cart');
    await expect(alert).toHaveTextContent(messages.genericV2Failure);
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy');
  },
};

/** In the cart: a confirmation with 'View cart'; choosing another option clears it. */
export const Added: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Added to your cart');
    await userEvent.click(within(status).getByRole('button', { name: 'View cart' }));
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
    await userEvent.click(option(/^One bottle a month subscription/));
    await waitFor(() => expect(canvas.queryByText('Added to your cart')).toBeNull());
  },
};

/** A product page on a 360px phone: picture above the options, full-width button, no sideways scroll. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('main').querySelector('img')?.getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(title.top).toBeGreaterThan(image?.bottom ?? 0);
    const button = canvas.getByRole('button', { name: 'Add to cart' }).getBoundingClientRect();
    await expect(button.width).toBeGreaterThan(window.innerWidth - 60);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
