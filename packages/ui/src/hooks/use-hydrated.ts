import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React takes over server-rendered HTML (the gateway prerenders the public pages) and in
 * that HTML itself; true from then on, and at once in a page the browser rendered itself. For what
 * must not work before the app does: a form sent before hydration would go out natively, as a GET
 * with the password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
