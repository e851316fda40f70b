import { afterAll, vi } from 'vitest';

/**
 * For the cart's tests, which run in Node: a Map stands in for the browser's local storage (and no
 * other tab sends storage events). Call it before importing the cart's modules; answers the Map.
 */
export function stubLocalStorage(): Map<string, string> {
  const memory = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => memory.set(key, value),
    removeItem: (key: string) => memory.delete(key),
  });
  vi.stubGlobal('addEventListener', () => {});
  afterAll(() => vi.unstubAllGlobals());
  return memory;
}
