import { defaultSiteConfig } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from '#styled-system/css';
import { SiteLayout } from './site-layout.tsx';

const meta = {
  title: 'Layouts/SiteLayout',
  component: SiteLayout,
  args: {
    currentPath: '/shop',
    children: (
      <div className={css({ px: { base: '5', md: '10' }, py: '10' })}>
        <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>Shop</h1>
      </div>
    ),
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor before hydration or without the slider: 'Log in' and the cart are plain links. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('link', { name: 'Helmsman home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(header.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');

    // The same footer as the information pages.
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: defaultSiteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${defaultSiteConfig.supportEmail}`,
    );
    const legal = within(footer.getByRole('navigation', { name: 'Help and legal' }));
    await expect(legal.getAllByRole('link')).toHaveLength(5);
  },
};

/** A visitor once the app runs: 'Log in' opens the login slider and the cart its drawer. */
export const WithCartCount: Story = {
  args: { cartCount: 2, onLogIn: fn(), onOpenCart: fn() },
  play: async ({ canvas, args }) => {
    const cart = canvas.getByRole('button', { name: 'Cart, 2 items' });
    await expect(cart.querySelector('[data-part="nav-badge"]')).toHaveTextContent('2');
    await userEvent.click(cart);
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();

    // Keyboard order: skip link, logo, Shop, Log in, cart.
    await userEvent.click(document.body);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Helmsman home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.tab();
    await expect(cart).toHaveFocus();
  },
};

/** A logged-in customer: their name leads to the customer area; one item in the cart. */
export const Customer: Story = {
  args: {
    customer: { firstName: 'Alex', lastName: 'Berg' },
    cartCount: 1,
    onLogIn: fn(),
    onOpenCart: fn(),
    currentPath: '/',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Alex Berg' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
  },
};

/** A cart of more than 99 items: the badge says '99+', the name the whole count. */
export const WithManyItems: Story = {
  args: { cartCount: 120, onOpenCart: fn() },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('button', { name: 'Cart, 120 items' });
    await expect(cart.querySelector('[data-part="nav-badge"]')).toHaveTextContent('99+');
  },
};

/** On a 360px phone the header holds the logo, Shop, the customer's name and the cart in one row. */
export const Mobile: Story = {
  ...Customer,
  args: { ...Customer.args, customer: { firstName: 'Alexander', lastName: 'Berg-Lindqvist' }, cartCount: 3 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const cart = canvas.getByRole('button', { name: 'Cart, 3 items' }).getBoundingClientRect();
    const logo = canvas.getByRole('link', { name: 'Helmsman home' }).getBoundingClientRect();
    // One row: the cart sits level with the logo, inside the header.
    await expect(Math.abs(cart.top + cart.height / 2 - (logo.top + logo.height / 2))).toBeLessThan(4);
    await expect(cart.right).toBeLessThanOrEqual(header.right);
    await expect(cart.height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The narrowest phone the shop supports, 320px: nothing in the header wraps or overflows. */
export const NarrowestPhone: Story = {
  ...Mobile,
  decorators: [
    (Story) => (
      <div className={css({ w: '320px' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const box = header.getBoundingClientRect();
    await expect(box.width).toBe(320);
    const cart = canvas.getByRole('button', { name: 'Cart, 3 items' }).getBoundingClientRect();
    await expect(cart.right).toBeLessThanOrEqual(box.right);
    await expect(canvas.getByRole('link', { name: /^Alexander Berg-Lindqvist/ })).toBeVisible();
  },
};
