import { MENU_WIDTH_PX, messages } from '@helmsman/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test';
import { css } from '#styled-system/css';
import {
  alessandraCustomer,
  alexCustomer,
  alexOrders,
  caseyCustomer,
  jordanCustomer,
} from '../../../../../stories/fixtures/index.ts';
import { animationsSettled } from '../../../../../stories/src/animations.ts';
import { Card } from '../../components/card/index.ts';
import { TitleBar } from '../../components/title-bar/index.ts';
import { OrdersScreen } from '../../screens/orders/index.ts';
import { CustomerShell } from './customer-shell.tsx';

/**
 * Links would navigate the Storybook frame away; like the app's link interceptor, this keeps same-page
 * clicks from leaving (it listens on the document, after the shell's own handlers ran).
 */
const withLinkTrap: Decorator = (Story) => {
  useEffect(() => {
    const trap = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('a[href^="/"]')) event.preventDefault();
    };
    document.addEventListener('click', trap);
    return () => document.removeEventListener('click', trap);
  }, []);
  return <Story />;
};

/** A stand-in for pages other engineers build: their title bar and a card, in the page column. */
function SamplePage({ title }: { title: string }) {
  return (
    <div
      className={css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })}
    >
      <TitleBar title={title} />
      <Card.Root>
        <Card.Body>This page's content.</Card.Body>
      </Card.Root>
    </div>
  );
}

const meta = {
  title: 'Layouts/CustomerShell',
  component: CustomerShell,
  decorators: [withLinkTrap],
  args: {
    customer: alexCustomer,
    currentPath: '/orders',
    children: <OrdersScreen state="ready" pending={[]} orders={alexOrders} />,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof CustomerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuOrder = ['Home', 'Cart', 'Messages', 'Orders', 'Subscriptions', 'Account', 'Log out'];
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.querySelector('[class*="navLabel"]')?.textContent);

/** Every customer page on a laptop: the 270px menu with the customer's name and number, the page beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Customer area' });
    await expect(linkNames(nav)).toEqual(menuOrder);
    await expect(canvas.getByText('Alex Berg')).toBeVisible();
    await expect(canvas.getByText('Customer: 582731')).toBeVisible();

    // The sidebar is the page's banner; the title bar's <header> inside <main> is not one.
    const sidebar = canvas.getByRole('navigation', { name: 'Customer area' }).closest('header');
    if (!sidebar) throw new globalThis.Error('The menu is not in the sidebar');
    await expect(sidebar.getBoundingClientRect().width).toBe(MENU_WIDTH_PX);
    // The page starts where the menu ends.
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBe(MENU_WIDTH_PX);

    const orders = within(nav).getByRole('link', { name: 'Orders' });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(orders).toHaveAttribute('href', '/orders');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/accounts');
    await expect(within(nav).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    await expect(within(nav).queryByRole('link', { name: /Health data/ })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Orders | Helmsman');
  },
};

/** A page below another: /accounts/editPaymentMethod marks Account as the current section. */
export const NestedPage: Story = {
  args: { currentPath: '/accounts/editPaymentMethod', children: <SamplePage title="Payment method" /> },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Customer area' });
    await expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  },
};

/** After login, while the patient data loads: placeholders in the menu header, a spinner for the page. */
export const Loading: Story = {
  args: { customer: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your account…');
    await expect(canvas.queryByText(/Customer:/)).toBeNull();
    // The page waits: nothing of it renders yet.
    await expect(canvas.queryByRole('heading', { name: /Orders/ })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Customer area' })).toBeVisible();
  },
};

/** When the patient data could not be loaded: the error replaces the page; 'Try again' reloads it. */
export const Error: Story = {
  args: { customer: null, error: messages.missingPatientData, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your account");
    await expect(alert).toHaveTextContent(messages.missingPatientData);
    await expect(canvas.queryByRole('heading', { name: /Orders/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The data has not arrived and the app does not say it is loading: the page shows, without a name. */
export const WithoutCustomer: Story = {
  args: { customer: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Customer:/)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Orders | Helmsman');
  },
};

/** A customer with flags (here a declined payment): Home carries an attention icon. */
export const WithFlags: Story = {
  args: {
    customer: jordanCustomer,
    hasFlags: true,
    currentPath: '/dashboard',
    children: <SamplePage title="Home" />,
  },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Home needs your attention' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home.querySelector('svg.lucide-circle-alert')).toBeVisible();
    await expect(canvas.getByText('Customer: 604118')).toBeVisible();
  },
};

/** Three items in the cart: a badge on Cart; a click opens the cart drawer instead of leaving the page. */
export const WithCartCount: Story = {
  args: { cartCount: 3, onOpenCart: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const cart = canvas.getByRole('link', { name: 'Cart 3 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(within(cart).getByText('3')).toBeVisible();
    await userEvent.click(cart);
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
    // A click that asks for a new tab still goes to /cart.
    await userEvent.keyboard('{Control>}');
    await userEvent.click(cart);
    await userEvent.keyboard('{/Control}');
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
  },
};

/** A long name, 120 items in the cart and unread messages: the header wraps, badges cap at 99+. */
export const WithBadgesAndLongName: Story = {
  args: { customer: alessandraCustomer, cartCount: 120, unreadMessages: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart 120 items' })).toHaveTextContent('99+');
    await expect(canvas.getByRole('link', { name: 'Messages 2 unread' })).toBeVisible();
    await expect(canvas.getByText('Alessandra Vasquez-Whitfield')).toBeVisible();
  },
};

/** A 'SKY GLP' subscriber: Health data appears between Subscriptions and Account. */
export const WithHealthData: Story = {
  args: {
    customer: caseyCustomer,
    showHealthData: true,
    currentPath: '/health-data',
    children: <SamplePage title="Health data" />,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Customer area' });
    await expect(linkNames(nav)).toEqual([
      'Home',
      'Cart',
      'Messages',
      'Orders',
      'Subscriptions',
      'Health data',
      'Account',
      'Log out',
    ]);
    const health = within(nav).getByRole('link', { name: 'Health data' });
    await expect(health).toHaveAttribute('href', '/health-data');
    await expect(health).toHaveAttribute('aria-current', 'page');
  },
};

/** The skip link is the first stop of the keyboard and moves focus to the page. */
export const SkipToContent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/** On a phone, menu closed: a top bar with the hamburger, the logo and the cart. */
export const MobileMenuClosed: Story = {
  args: { cartCount: 2, onOpenCart: fn() },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Customer area' })).toBeNull();
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBe(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.click(canvas.getByRole('link', { name: 'Cart 2 items' }));
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
  },
};

/** On a phone, menu open: the hamburger slides the 270px menu over the page; Escape closes it. */
export const MobileMenuOpen: Story = {
  args: { hasFlags: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await animationsSettled();
    await expect(menu.getBoundingClientRect().left).toBe(0);
    await expect(menu.getBoundingClientRect().width).toBe(MENU_WIDTH_PX);
    await expect(getComputedStyle(menu).width).toBe(`${MENU_WIDTH_PX}px`);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');

    const nav = within(menu).getByRole('navigation', { name: 'Customer area' });
    await expect(within(menu).getByText('Customer: 582731')).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home needs your attention' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull(), { timeout: 3000 });
    // Ark's focus trap hands focus back in a task of its own.
    await waitFor(() => expect(hamburger).toHaveFocus());
  },
};

/** On a phone, following a link in the menu closes it; so does the backdrop. */
export const MobileMenuClosesOnNavigation: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Subscriptions' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull(), { timeout: 3000 });

    await userEvent.click(hamburger);
    const reopened = await screen.findByRole('dialog', { name: 'Menu' });
    await animationsSettled();
    await expect(reopened.getBoundingClientRect().left).toBe(0);
    const backdrop = document.querySelector<HTMLElement>('[data-scope="dialog"][data-part="backdrop"]');
    if (!backdrop) throw new globalThis.Error('No backdrop');
    // A press beside the 270px menu lands on the backdrop. (Ark makes the page under a modal ignore the
    // pointer, which user-event honours, so the press is dispatched directly.)
    await fireEvent.pointerDown(backdrop, { clientX: 330, clientY: 400, button: 0, pointerType: 'mouse' });
    await fireEvent.pointerUp(backdrop, { clientX: 330, clientY: 400, button: 0, pointerType: 'mouse' });
    await fireEvent.click(backdrop, { clientX: 330, clientY: 400 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull(), { timeout: 3000 });
  },
};

/** On a tablet (768px) the menu is a slide-over too: a 270px sidebar would squeeze the page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
