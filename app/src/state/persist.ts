import { STORAGE_PREFIX } from '@helmsman/domain';
import { subscribe } from 'valtio';

export interface PersistOptions {
  /**
   * Writes at most this often (the spec's persist timeout, LOCAL_PERSIST_TIMEOUT_MS), the latest
   * state once the time is up, and at once when the page is hidden (pagehide), so a closed tab keeps
   * it. Without it every change is written at once.
   */
  writeEveryMs?: number;
}

/**
 * Keeps the picked fields of a valtio store in local storage under `helmsman:<key>`. Restores them on
 * start (ignoring anything malformed) and removes the key when the fields are back at their defaults,
 * so a logged-out browser holds nothing.
 */
export function persist<T extends object, K extends keyof T>(
  store: T,
  key: string,
  fields: readonly K[],
  defaults: Pick<T, K>,
  { writeEveryMs }: PersistOptions = {},
): () => void {
  const storageKey = `${STORAGE_PREFIX}${key}`;
  // The prerenderer (server/render-page.tsx) renders a visitor's first view: nothing stored, nothing to keep.
  if (typeof localStorage === 'undefined') return () => {};
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (saved && typeof saved === 'object') {
      for (const field of fields) {
        const value = (saved as Record<PropertyKey, unknown>)[field];
        if (
          typeof value === typeof defaults[field] ||
          (defaults[field] === null && typeof value === 'string')
        ) {
          store[field] = value as T[K];
        }
      }
    }
  } catch {
    localStorage.removeItem(storageKey);
  }
  const write = () => {
    const picked = Object.fromEntries(fields.map((field) => [field, store[field]])) as Pick<T, K>;
    const atDefaults = fields.every((field) => picked[field] === defaults[field]);
    if (atDefaults) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(picked));
  };
  if (writeEveryMs === undefined) return subscribe(store, write);

  let pending: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    write();
  };
  const unsubscribe = subscribe(store, () => {
    pending ??= setTimeout(flush, writeEveryMs);
  });
  addEventListener('pagehide', flush);
  return () => {
    flush();
    unsubscribe();
    removeEventListener('pagehide', flush);
  };
}
