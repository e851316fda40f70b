import type { ComponentType, MouseEvent, SVGProps } from 'react';
import { css, cx } from '#styled-system/css';
import type { customerShell } from '#styled-system/recipes';
import {
  CircleAlertIcon,
  HeartPulseIcon,
  HouseIcon,
  LogOutIcon,
  MessageCircleIcon,
  PackageIcon,
  RepeatIcon,
  ShoppingBagIcon,
  UserRoundIcon,
} from '../../icons/index.ts';
import {
  badgeText,
  type CustomerNavItem,
  type CustomerNavKey,
  customerNavItems,
  isCurrentPath,
} from './nav-items.ts';

/** Who is logged in, as the menu header shows it. */
export interface ShellCustomer {
  firstName: string;
  lastName: string;
  prospectsId: string | null;
}

const srOnly = css({ srOnly: true });

export type ShellClasses = ReturnType<typeof customerShell>;

const icons: Record<CustomerNavKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: HouseIcon,
  cart: ShoppingBagIcon,
  messages: MessageCircleIcon,
  orders: PackageIcon,
  subscriptions: RepeatIcon,
  healthData: HeartPulseIcon,
  account: UserRoundIcon,
  logout: LogOutIcon,
};

export interface CustomerMenuProps {
  classes: ShellClasses;
  customer: ShellCustomer | null;
  currentPath: string | undefined;
  hasFlags: boolean;
  cartCount: number;
  unreadMessages: number;
  showHealthData: boolean;
  onOpenCart: (() => void) | undefined;
}

/** The menu header and links; the same in the sidebar and in the slide-over. */
export function CustomerMenu({
  classes,
  customer,
  currentPath,
  showHealthData,
  ...badges
}: CustomerMenuProps) {
  const items = customerNavItems({ showHealthData });
  const pages = items.filter((item) => item.key !== 'logout');
  const logout = items.filter((item) => item.key === 'logout');
  const renderItem = (item: CustomerNavItem) => (
    <li key={item.key}>
      <NavLink item={item} current={isCurrentPath(item.href, currentPath)} classes={classes} {...badges} />
    </li>
  );
  return (
    <div className={classes.menu}>
      <CustomerCard customer={customer} classes={classes} />
      <nav aria-label="Customer area" className={classes.nav}>
        <ul className={classes.navList}>{pages.map(renderItem)}</ul>
        <ul className={cx(classes.navList, classes.navFooter)}>{logout.map(renderItem)}</ul>
      </nav>
    </div>
  );
}

/** Spec: the first and last name, then 'Customer: {prospects_id}'. Placeholder bars while it loads. */
function CustomerCard({ customer, classes }: { customer: ShellCustomer | null; classes: ShellClasses }) {
  if (!customer) {
    return (
      <div className={classes.customer} aria-hidden="true" data-loading="">
        <span className={cx(styles.skeleton, css({ w: '36', h: '5' }))} />
        <span className={cx(styles.skeleton, css({ w: '28', h: '4', mt: '1' }))} />
      </div>
    );
  }
  return (
    <div className={classes.customer}>
      <p className={classes.customerName}>
        {customer.firstName} {customer.lastName}
      </p>
      {customer.prospectsId ? <p className={classes.customerId}>Customer: {customer.prospectsId}</p> : null}
    </div>
  );
}

interface NavLinkProps
  extends Pick<CustomerMenuProps, 'hasFlags' | 'cartCount' | 'unreadMessages' | 'onOpenCart'> {
  item: CustomerNavItem;
  current: boolean;
  classes: ShellClasses;
}

function NavLink({ item, current, classes, hasFlags, cartCount, unreadMessages, onOpenCart }: NavLinkProps) {
  const Icon = icons[item.key];
  const count = item.key === 'cart' ? cartCount : item.key === 'messages' ? unreadMessages : 0;
  return (
    <a
      href={item.href}
      aria-current={current ? 'page' : undefined}
      className={classes.navItem}
      onClick={item.key === 'cart' ? cartClickHandler(onOpenCart) : undefined}
    >
      <span className={classes.navIcon}>
        <Icon aria-hidden="true" />
      </span>
      <span className={classes.navLabel}>{item.label}</span>
      {item.key === 'home' && hasFlags ? <AttentionMark classes={classes} /> : null}
      {count > 0 ? <CountBadge count={count} text={countText(item.key, count)} classes={classes} /> : null}
    </a>
  );
}

/** Spec: Home shows an attention icon when the customer has flags; screen readers hear what it means. */
function AttentionMark({ classes }: { classes: ShellClasses }) {
  return (
    <span className={classes.navAttention}>
      <CircleAlertIcon aria-hidden="true" />
      <span className={srOnly}>needs your attention</span>
    </span>
  );
}

/** '1 item', '3 items', '2 unread'. */
export function countText(key: CustomerNavKey, count: number): string {
  if (key === 'messages') return `${count} unread`;
  return count === 1 ? '1 item' : `${count} items`;
}

/**
 * A count in a pill: the number shown (99+ at most) is hidden from screen readers, which hear the
 * full text instead, so the link reads 'Cart 3 items'. No aria-label: the name stays the content.
 */
export function CountBadge({ count, text, classes }: { count: number; text: string; classes: ShellClasses }) {
  return (
    <span className={classes.navBadge} data-part="nav-badge">
      <span aria-hidden="true">{badgeText(count)}</span>
      <span className={srOnly}>{text}</span>
    </span>
  );
}

/**
 * With `onOpenCart`, a plain click on a Cart link opens the cart drawer instead of following the
 * link; a modified click (new tab, new window) still goes to /cart, and so does the link without JS.
 * The app's link interceptor skips clicks whose default was prevented.
 */
export function cartClickHandler(onOpenCart: (() => void) | undefined) {
  if (!onOpenCart) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenCart();
  };
}

const styles = {
  skeleton: css({
    display: 'block',
    borderRadius: 'xs',
    bg: 'bg.muted',
    animation: 'pulse 1.6s ease-in-out infinite',
    _motionReduce: { animation: 'none' },
  }),
};
