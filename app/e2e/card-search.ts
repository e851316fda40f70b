import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/*
 * The searches of the card-data journey (card-data.e2e.ts): what counts as a card number or a CVV
 * found in a text, and how the browser's stores, the log and the data directory are read for them.
 */

/** What a search looks for: card numbers, and CVVs by length. */
export interface Secrets {
  numbers: string[];
  /** Four digits: searched for standing alone anywhere. */
  longCvvs: string[];
  /** Three digits: only as a value (cvvAsValue). */
  shortCvvs: string[];
}

/** The number as digits, and grouped with spaces or dashes 4-4-4-4 (and 4-6-5, as Amex prints). */
export function numberForms(digits: string): string[] {
  const groups = (sizes: number[]) => {
    const parts: string[] = [];
    let at = 0;
    for (const size of sizes) {
      parts.push(digits.slice(at, at + size));
      at += size;
    }
    if (at < digits.length) parts.push(digits.slice(at));
    return parts.filter(Boolean);
  };
  const forms = [digits];
  for (const sizes of [
    [4, 4, 4, 4],
    [4, 6, 5],
  ]) {
    const parts = groups(sizes);
    forms.push(parts.join(' '), parts.join('-'));
  }
  return [...new Set(forms)];
}

export const alone = (digits: string) => new RegExp(`(^|[^A-Za-z0-9_-])${digits}($|[^A-Za-z0-9_-])`);

/**
 * A three-digit CVV also turns up inside unrelated numbers (prices, ids, times), so it is looked for
 * only where a leaked CVV would stand: as a whole JSON value (`"cvv":"739"`, `"x":739`) or a whole form
 * parameter (`cccvv=739`). The four-digit ones are looked for everywhere.
 */
export function cvvAsValue(text: string, cvv: string): boolean {
  return (
    new RegExp(`"\\s*:\\s*"?${cvv}"?\\s*[,}\\]]`).test(text) ||
    new RegExp(`[?&\\s][^=&\\s]*=${cvv}($|[&\\s"])`).test(text)
  );
}

/** What of `secrets` the text holds, named. */
export function findSecrets(text: string, { numbers, longCvvs, shortCvvs }: Secrets): string[] {
  const found: string[] = [];
  for (const number of numbers)
    for (const form of numberForms(number)) if (text.includes(form)) found.push(`card number ${form}`);
  for (const cvv of longCvvs) if (alone(cvv).test(text)) found.push(`CVV ${cvv}`);
  for (const cvv of shortCvvs) if (cvvAsValue(text, cvv)) found.push(`CVV ${cvv} as a value`);
  return found;
}

/** The log without the numbers every line has (process id, time, durations): no CVV can hide there. */
export function withoutLogNoise(log: string): string {
  return log.replace(/"(pid|time|hostname|responseTime|ms|durationMs|elapsedMs)":("[^"]*"|[^,}]*)/g, '');
}

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Everything the browser keeps for the shop's origin, store by store. */
export async function browserStorage(page: Page): Promise<Record<string, string>> {
  const inPage = await page.evaluate(async () => {
    const dumpIndexedDb = async () => {
      const out: string[] = [];
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error);
        });
        for (const storeName of Array.from(db.objectStoreNames)) {
          const store = db.transaction(storeName, 'readonly').objectStore(storeName);
          const read = <T>(request: IDBRequest<T>) =>
            new Promise<T>((resolve, reject) => {
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            });
          const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())]);
          out.push(`${name}/${storeName}: ${JSON.stringify(keys)} ${JSON.stringify(values)}`);
        }
        db.close();
      }
      return out.join('\n');
    };
    const dumpCaches = async () => {
      const out: string[] = [];
      for (const cacheName of await caches.keys()) {
        const cache = await caches.open(cacheName);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          out.push(`${cacheName} ${request.url}: ${await response?.text()}`);
        }
      }
      return out.join('\n');
    };
    return {
      localStorage: JSON.stringify(Object.entries(localStorage)),
      sessionStorage: JSON.stringify(Object.entries(sessionStorage)),
      indexedDB: await dumpIndexedDb(),
      cacheStorage: await dumpCaches(),
    };
  });
  // Cookies as the browser holds them, httpOnly ones included.
  const cookies = JSON.stringify(await page.context().cookies());
  return { ...inPage, cookies };
}

/** The canary, written into every store the search reads (cookies for `shopUrl`). */
export async function plantCanary(page: Page, shopUrl: string, text: string) {
  await page.evaluate(async (canary) => {
    localStorage.setItem('card-data-canary', canary);
    sessionStorage.setItem('card-data-canary', canary);
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open('card-data-canary', 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore('canary');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const transaction = opening.result.transaction('canary', 'readwrite');
        transaction.objectStore('canary').put({ note: canary }, 'canary');
        transaction.oncomplete = () => {
          opening.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
    const cache = await caches.open('card-data-canary');
    await cache.put('/card-data-canary', new Response(canary));
  }, text);
  await page.context().addCookies([{ name: 'card_data_canary', value: text, url: shopUrl }]);
}
