import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoutePreloads } from './route-preloads.ts';

const lists: RoutePreloads = {
  files: ['/assets/customer-area-a.js', '/assets/orders-page-b.js', '/assets/login-slider-c.js'],
  routes: { '/orders': [0, 1] },
  modules: { 'src/session/login-slider.tsx': [2] },
};

let appended: { rel: string; href: string }[];
let fetched: string[];
const browserAt = { pathname: '/login' };

/** The module as a browser opened at /login loads it (its state is per page load). */
async function openedAtLogin(answer: () => Promise<Response>) {
  vi.resetModules();
  appended = [];
  fetched = [];
  browserAt.pathname = '/login';
  vi.stubGlobal('location', browserAt);
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return answer();
  });
  vi.stubGlobal('document', {
    createElement: () => ({}),
    head: { append: (link: { rel: string; href: string }) => appended.push({ ...link }) },
  });
  return import('./route-preloads.ts');
}

const served = () => Promise.resolve(Response.json(lists));

describe('route preloads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('preloads every chunk of the route navigated to, at once and once', async () => {
    const { preloadRoute, loadRoutePreloads } = await openedAtLogin(served);
    browserAt.pathname = '/orders';
    preloadRoute('/orders');
    preloadRoute('/orders');
    // The lists' promise settles the preloading's callback first: it was registered first.
    await loadRoutePreloads();
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/customer-area-a.js' },
      { rel: 'modulepreload', href: '/assets/orders-page-b.js' },
    ]);
    expect(fetched).toEqual(['/route-preloads.json']);
  });

  it('leaves the opened page to its HTML, which preloads its chunks', async () => {
    const { preloadRoute } = await openedAtLogin(served);
    preloadRoute('/login');
    expect(fetched).toEqual([]);
  });

  it("preloads a lazy module's chunks as it loads", async () => {
    const { preloadModule, loadRoutePreloads } = await openedAtLogin(served);
    preloadModule('src/session/login-slider.tsx');
    await loadRoutePreloads();
    expect(appended).toEqual([{ rel: 'modulepreload', href: '/assets/login-slider-c.js' }]);
  });

  it('preloads nothing, and fails nothing, without the lists', async () => {
    const { preloadRoute, loadRoutePreloads } = await openedAtLogin(() =>
      Promise.resolve(new Response('Not Found', { status: 404 })),
    );
    browserAt.pathname = '/orders';
    preloadRoute('/orders');
    await expect(loadRoutePreloads()).resolves.toBeNull();
    expect(appended).toEqual([]);
  });
});
