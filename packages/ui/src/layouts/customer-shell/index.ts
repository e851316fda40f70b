export {
  CUSTOMER_SHELL_COMPACT_BELOW_PX,
  CustomerShell,
  type CustomerShellProps,
  type ShellCustomer,
} from './customer-shell.tsx';
export { type CustomerNavItem, type CustomerNavKey, customerNavItems, isCurrentPath } from './nav-items.ts';
