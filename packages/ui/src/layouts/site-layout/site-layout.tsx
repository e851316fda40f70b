import { defaultSiteConfig } from '@helmsman/domain';
import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { customerShell, staticPage } from '#styled-system/recipes';
import { Wordmark } from '../../components/wordmark/index.ts';
import { ShoppingBagIcon, UserRoundIcon } from '../../icons/index.ts';
import { badgeText } from '../customer-shell/nav-items.ts';
import { type SiteContactProps, SiteFooter } from './site-footer.tsx';

/** The logged-in customer as the header names them. */
export interface SiteCustomer {
  firstName: string;
  lastName: string;
}

export interface SiteLayoutProps extends SiteContactProps {
  /** The customer when logged in: their name leads to /dashboard instead of 'Log in'. */
  customer?: SiteCustomer | null;
  /**
   * Opens the login slider. Without it (before the app has hydrated, or with login off) 'Log in' is
   * a plain link to /login, which works without JS.
   */
  onLogIn?: () => void;
  /** Items in the cart (visitor's or customer's): a badge on the cart button, none at 0. */
  cartCount?: number;
  /** Opens the cart drawer. Without it the cart is a link to /cart. */
  onOpenCart?: () => void;
  /** The current path: 'Shop' is marked current on /shop and the product pages. */
  currentPath?: string;
  children: ReactNode;
}

/** 'Cart, 2 items'; just 'Cart' when it is empty. */
export function cartButtonName(count: number): string {
  if (count <= 0) return 'Cart';
  return `Cart, ${count === 1 ? '1 item' : `${count} items`}`;
}

/**
 * The frame of the shop's public pages (home, catalogue, product pages), for visitors and customers
 * alike: a header with the logo, Shop, Log in or the customer's name and the cart; the page; the
 * footer of the information pages. Mobile first: the header fits 320px.
 */
export function SiteLayout({
  customer,
  onLogIn,
  cartCount = 0,
  onOpenCart,
  currentPath,
  brand = defaultSiteConfig.brand,
  tagline,
  supportEmail,
  supportPhone,
  children,
}: SiteLayoutProps) {
  const classes = staticPage();
  const onShop = currentPath === '/shop' || currentPath?.startsWith('/shop/') === true;
  return (
    <div className={classes.root}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <header className={classes.header}>
        <Wordmark brand={brand} href="/" className={styles.logo} />
        <nav aria-label="Site" className={styles.nav}>
          <a href="/shop" className={styles.navLink} aria-current={onShop ? 'page' : undefined}>
            Shop
          </a>
          <AccountEntry customer={customer} onLogIn={onLogIn} />
          <CartButton count={cartCount} onOpenCart={onOpenCart} />
        </nav>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter brand={brand} tagline={tagline} supportEmail={supportEmail} supportPhone={supportPhone} />
    </div>
  );
}

function AccountEntry({ customer, onLogIn }: Pick<SiteLayoutProps, 'customer' | 'onLogIn'>) {
  if (customer) {
    const name = `${customer.firstName} ${customer.lastName}`.trim();
    return (
      <a href="/dashboard" className={styles.navLink}>
        <UserRoundIcon aria-hidden="true" className={styles.accountIcon} />
        <span className={styles.customerName}>{name}</span>
      </a>
    );
  }
  return onLogIn ? (
    <button type="button" className={styles.navLink} aria-haspopup="dialog" onClick={onLogIn}>
      Log in
    </button>
  ) : (
    <a href="/login" className={styles.navLink}>
      Log in
    </a>
  );
}

/**
 * The cart and its count. The number in the badge is hidden from screen readers, which hear the
 * name 'Cart, 2 items' instead (the badge's '99+' would be less than the truth).
 */
function CartButton({ count, onOpenCart }: { count: number; onOpenCart: (() => void) | undefined }) {
  // The customer shell's cart on small screens: one look for the cart wherever the customer is.
  const shell = customerShell();
  const content = (
    <>
      <ShoppingBagIcon aria-hidden="true" />
      <span className={styles.srOnly}>{cartButtonName(count)}</span>
      {count > 0 ? (
        <span className={shell.navBadge} aria-hidden="true" data-part="nav-badge">
          {badgeText(count)}
        </span>
      ) : null}
    </>
  );
  return onOpenCart ? (
    <button
      type="button"
      className={cx(shell.topBarCart, styles.pointer)}
      aria-haspopup="dialog"
      onClick={onOpenCart}
    >
      {content}
    </button>
  ) : (
    <a href="/cart" className={shell.topBarCart}>
      {content}
    </a>
  );
}

const styles = {
  srOnly: css({ srOnly: true }),
  // Phones show only the mark (the link keeps its name 'Helmsman home'), so Shop, the account and the
  // cart keep 44px targets in one row down to 320px.
  logo: css({ flexShrink: '0', '& > span:last-child': { srOnly: { base: true, sm: false } } }),
  nav: css({ display: 'flex', alignItems: 'center', gap: { base: '1', sm: '3' }, minW: '0' }),
  navLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    minH: '11',
    minW: '0',
    px: { base: '2', sm: '3' },
    borderRadius: 'l2',
    color: 'fg.default',
    fontWeight: 'semibold',
    textStyle: 'sm',
    textDecoration: 'underline',
    textDecorationColor: 'transparent',
    textUnderlineOffset: '0.25em',
    cursor: 'pointer',
    _hover: { textDecorationColor: 'currentColor' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '&[aria-current=page]': { textDecorationColor: 'currentColor', textDecorationThickness: '2px' },
  }),
  accountIcon: css({ flexShrink: '0', w: '5', h: '5' }),
  // A long name gives way before the cart does.
  customerName: css({ maxW: { base: '5rem', sm: '12rem' }, truncate: true }),
  pointer: css({ cursor: 'pointer' }),
  main: css({ flex: '1', minW: '0' }),
};
