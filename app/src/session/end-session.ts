import type { QueryClient } from '@tanstack/react-query';
import { loginFailed } from '../state/login-store.ts';

const cleanups = new Set<() => void>();

/** Registers work to undo on logout (stores, timers, session storage of a feature). */
export function onSessionEnd(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Spec section 4: on logout a cleanup routine runs, all local storage is cleared and the data cache is
 * emptied. Used after the logout mutation and when the gateway says the session has ended.
 */
export function endSession(queryClient: QueryClient): void {
  for (const cleanup of cleanups) cleanup();
  loginFailed();
  queryClient.clear();
  localStorage.clear();
}
