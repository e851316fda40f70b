import { defaultSiteConfig } from '@helmsman/domain';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { customerShell } from '#styled-system/recipes';
import { PageState } from '../../components/page-state/index.ts';
import { type AppToaster, customerAreaToaster } from '../../components/toast/toaster.ts';
import { Wordmark } from '../../components/wordmark/index.ts';
import { useMediaBreakpoint } from '../../hooks/use-media-breakpoint.ts';
import { MenuIcon, ShoppingBagIcon } from '../../icons/index.ts';
import { lazyPart, whenIdle } from '../../lib/lazy-part.ts';
import {
  CountBadge,
  CustomerMenu,
  cartClickHandler,
  countText,
  type ShellClasses,
  type ShellCustomer,
} from './customer-menu.tsx';

export type { ShellCustomer };

/**
 * Under this viewport width the menu becomes a slide-over behind a hamburger. Ours (the spec says
 * "small screens"): below 1024px a 270px sidebar would leave pages too narrow for their cards.
 */
export const CUSTOMER_SHELL_COMPACT_BELOW_PX = 1024;

export interface CustomerShellProps {
  /** Null while the customer's data loads (the menu header shows placeholders). */
  customer: ShellCustomer | null;
  brand?: string;
  children: ReactNode;
  /** The current location's path; the matching menu link gets aria-current="page". */
  currentPath?: string;
  /** The customer has flags: Home shows an attention icon. */
  hasFlags?: boolean;
  /** Items in the cart: a badge on Cart (none at 0). */
  cartCount?: number;
  /** Opens the cart drawer; without it Cart is a plain link to /cart. */
  onOpenCart?: () => void;
  /** Unread messages: a badge on Messages (none at 0). */
  unreadMessages?: number;
  /** Shows Health data: the customer has a 'SKY GLP' subscription (domain `hasHealthDataAccess`). */
  showHealthData?: boolean;
  /**
   * The customer's data has not arrived yet: a page-level spinner replaces the page (spec section 4:
   * "a spinner shows until patient data or an error arrives").
   */
  loading?: boolean;
  /** Loading the customer's data failed: this message replaces the page. */
  error?: string | null;
  /** With `error`: a 'Try again' button that calls it. */
  onRetry?: () => void;
  /** The toaster whose region the shell renders (bottom right); `customerAreaToaster` by default. */
  toaster?: AppToaster;
}

/**
 * The toast region loads once the shell is on screen: its machine and styles (~7 KiB gzip) are not
 * needed before the first toast, and toasts made earlier wait in the toaster until it mounts.
 */
const Toaster = lazyPart(() => import('../../components/toast/toast.tsx'), 'Toaster');

/** The small screens' slide-over menu (the dialog machine, focus trap, dismissal: ~10 KiB gzip). */
const MenuDrawer = lazyPart(() => import('./menu-drawer.tsx'), 'MenuDrawer');

/**
 * The frame of every customer page: the menu (a 270px sidebar, or a slide-over on small screens),
 * a skip link, the toast region, and one <main> with the page. Pages render their own TitleBar.
 * Pure: the app passes the customer, the current path and the counts.
 */
export function CustomerShell({
  customer,
  brand = defaultSiteConfig.brand,
  children,
  currentPath,
  hasFlags = false,
  cartCount = 0,
  onOpenCart,
  unreadMessages = 0,
  showHealthData = false,
  loading = false,
  error = null,
  onRetry,
  toaster = customerAreaToaster,
}: CustomerShellProps) {
  const compact = useMediaBreakpoint(CUSTOMER_SHELL_COMPACT_BELOW_PX);
  const classes = customerShell({ layout: compact ? 'compact' : 'sidebar' });
  const menu = (
    <CustomerMenu
      classes={classes}
      customer={customer}
      currentPath={currentPath}
      hasFlags={hasFlags}
      cartCount={cartCount}
      unreadMessages={unreadMessages}
      showHealthData={showHealthData}
      onOpenCart={onOpenCart}
    />
  );

  return (
    <div className={classes.root}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {compact ? (
        <CompactBar
          classes={classes}
          brand={brand}
          menu={menu}
          currentPath={currentPath}
          cartCount={cartCount}
          onOpenCart={onOpenCart}
        />
      ) : (
        <header className={classes.sidebar}>
          <div className={classes.brand}>
            <Wordmark brand={brand} href="/dashboard" />
          </div>
          {menu}
        </header>
      )}
      {/* tabIndex -1: the skip link moves focus here, not just the scroll position. */}
      <main id="main" tabIndex={-1} className={classes.main}>
        <ShellContent classes={classes} loading={loading} error={error} onRetry={onRetry}>
          {children}
        </ShellContent>
      </main>
      <Suspense fallback={null}>
        <Toaster toaster={toaster} />
      </Suspense>
    </div>
  );
}

function ShellContent({
  classes,
  loading,
  error,
  onRetry,
  children,
}: {
  classes: ShellClasses;
  loading: boolean;
  error: string | null;
  onRetry: (() => void) | undefined;
  children: ReactNode;
}) {
  if (error) {
    return (
      <div className={classes.status}>
        <PageState state="error" title="We couldn't load your account" message={error} onRetry={onRetry} />
      </div>
    );
  }
  if (loading) {
    return (
      <div className={classes.status}>
        <PageState state="loading" label="Loading your account…" />
      </div>
    );
  }
  return children;
}

interface CompactBarProps {
  classes: ShellClasses;
  brand: string;
  menu: ReactNode;
  currentPath: string | undefined;
  cartCount: number;
  onOpenCart: (() => void) | undefined;
}

/**
 * Small screens: hamburger, logo and a cart shortcut; the menu slides over from the left. The
 * hamburger is a plain button that says what it opens; the drawer itself loads on first use (or
 * once the page is idle) and stays mounted from its first opening on.
 */
function CompactBar({ classes, brand, menu, currentPath, cartCount, onOpenCart }: CompactBarProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  // A navigation the app performed by other means (back button, a link in the page) closes it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the trigger
  useEffect(() => setOpen(false), [currentPath]);
  useEffect(() => whenIdle(() => void MenuDrawer.preload()), []);

  return (
    <header className={classes.topBar}>
      <button
        ref={hamburger}
        type="button"
        className={classes.menuButton}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MenuDrawer
            open={open}
            onOpenChange={setOpen}
            finalFocus={() => hamburger.current}
            brand={brand}
            menu={menu}
          />
        </Suspense>
      ) : null}
      <Wordmark brand={brand} href="/dashboard" />
      <a href="/cart" className={classes.topBarCart} onClick={cartClickHandler(onOpenCart)}>
        <ShoppingBagIcon aria-hidden="true" />
        <span className={css({ srOnly: true })}>Cart</span>
        {cartCount > 0 ? (
          <CountBadge count={cartCount} text={countText('cart', cartCount)} classes={classes} />
        ) : null}
      </a>
    </header>
  );
}
