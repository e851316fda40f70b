import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { connectChromium } from './browser.ts';
import { runGatewayBundle, type StartedShop, setShopDefaults, startShop } from './start-shop.ts';

/** What main.tsx logs when React could not take over a prerendered page. */
export const PRERENDER_MISMATCH = 'The prerendered page did not match its first render';

export interface Journey {
  readonly browser: Browser;
  /** A new context (desktop, 1280×900, 10 s timeouts) for every test, closed after it. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** The journey's own shop; only with `ownShop`. */
  readonly shop: StartedShop;
}

// Every shop a journey starts (here, or itself with startShop) opens a copy of the run's migrated and
// seeded database instead of making one from nothing (global-setup's shared shop still does that),
// in a data directory in memory.
setShopDefaults({ pgliteFrom: inject('shopPglite'), dataInMemory: true });
runGatewayBundle(inject('gatewayMain'));

/**
 * The lifecycle every end-to-end file shares: a connection to the run's Chromium (global-setup), a
 * fresh context and page for each test, and, for journeys that change demo data other journeys read, a
 * shop of their own (the others use the shared shop of global-setup, `inject('shopUrl')`). Read the
 * fields inside tests.
 */
export function chromiumJourney({ ownShop = false }: { ownShop?: boolean } = {}): Journey {
  let browser: Browser | undefined;
  let shop: StartedShop | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([
      ownShop ? startShop({ APP_DIR: inject('appDir') }) : undefined,
      connectChromium(inject('chromiumWsEndpoint')),
    ]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), shop?.stop()]);
  });
  beforeEach(async () => {
    const opened = await (browser as Browser).newContext({ viewport: { width: 1280, height: 900 } });
    opened.setDefaultTimeout(10_000);
    context = opened;
    // Every journey also proves the Content Security Policy holds: Chromium reports each refused script,
    // style or connection on the console, and a journey that met one fails. So does a prerendered page
    // the app's first render did not match (main.tsx logs it).
    const violations: string[] = [];
    opened.on('console', (message) => {
      const text = message.text();
      if (
        message.type() === 'error' &&
        (text.includes('Content Security Policy') || text.includes(PRERENDER_MISMATCH))
      ) {
        violations.push(`${message.location().url}: ${text}`);
      }
    });
    page = await opened.newPage();
    return async () => {
      await opened.close();
      expect(violations, 'Content Security Policy violations and hydration mismatches').toEqual([]);
    };
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`chromiumJourney: ${name} is there inside tests only`);
    return value;
  };
  return {
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(context, 'context');
    },
    get page() {
      return ready(page, 'page');
    },
    get shop() {
      return ready(shop, ownShop ? 'shop' : 'shop (pass ownShop: true)');
    },
  };
}
