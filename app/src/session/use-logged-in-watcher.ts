import { useEffect } from 'react';

/** Starts watching something and answers the function that stops it. */
export type Watcher = () => () => void;

/**
 * While the browser is logged in, runs a watcher that `load` imports: a public page's first load keeps
 * without it (and without the GraphQL client it brings), which comes after the page has rendered. It
 * stops on logout or unmount; a watcher that arrives after either never starts. `load` must keep its
 * identity (a module-level function).
 */
export function useLoggedInWatcher(isLoggedIn: boolean, load: () => Promise<Watcher>): void {
  useEffect(() => {
    if (!isLoggedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void load().then((watch) => {
      if (!cancelled) stop = watch();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [isLoggedIn, load]);
}
