export { CustomerShell, type CustomerShellProps, type ShellCustomer } from './customer-shell.tsx';
