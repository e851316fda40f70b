/** The customer menu of spec section 2, in its order. */
export type CustomerNavKey =
  | 'home'
  | 'cart'
  | 'messages'
  | 'orders'
  | 'subscriptions'
  | 'healthData'
  | 'account'
  | 'logout';

export interface CustomerNavItem {
  key: CustomerNavKey;
  href: string;
  label: string;
}

const allItems: readonly CustomerNavItem[] = [
  { key: 'home', href: '/dashboard', label: 'Home' },
  { key: 'cart', href: '/cart', label: 'Cart' },
  { key: 'messages', href: '/messages', label: 'Messages' },
  { key: 'orders', href: '/orders', label: 'Orders' },
  { key: 'subscriptions', href: '/subscriptions', label: 'Subscriptions' },
  { key: 'healthData', href: '/health-data', label: 'Health data' },
  { key: 'account', href: '/accounts', label: 'Account' },
  { key: 'logout', href: '/logout', label: 'Log out' },
];

/** The items to show: Health data only for customers with a 'SKY GLP' subscription. */
export function customerNavItems({ showHealthData }: { showHealthData: boolean }): CustomerNavItem[] {
  return allItems.filter((item) => item.key !== 'healthData' || showHealthData);
}

/** /orders is current on /orders and below it (/orders/100482), never on /orders-archive. */
export function isCurrentPath(href: string, currentPath: string | null | undefined): boolean {
  if (!currentPath) return false;
  const path = currentPath.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return path === href || path.startsWith(`${href}/`);
}

/** The number in a menu badge: counts over 99 show as '99+' (screen readers hear the full count). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
