/**
 * The chunks of each route and of each other lazy module of the entry, for preloading them all at once
 * when the app navigates to the route or loads the module. The build writes this file
 * (build/route-assets.ts) instead of Vite's preload list beside each import(), which the entry chunk
 * would carry for every page (~2.6 KiB gzip of a first load that needs none of them: the gateway's
 * HTML already preloads the opened route's chunks).
 */
export interface RoutePreloads {
  /** Every chunk listed below, once, as URLs (`/assets/…`). */
  files: string[];
  /** Route pattern (routing/route-table.ts) → indexes into `files`: its chunks beyond the entry's. */
  routes: Record<string, number[]>;
  /** A lazy module of the entry, by its path in app/ (`src/session/login-slider.tsx`) → the same. */
  modules: Record<string, number[]>;
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

let preloads: Promise<RoutePreloads | null> | undefined;
/** What has been preloaded already: each route and module once. */
const requested = new Set<string>();
/**
 * The path the page was opened at: its HTML preloads that route's chunks itself (gateway's app-pages).
 * None on the server, which preloads nothing.
 */
const openedAt = typeof location === 'undefined' ? null : location.pathname;

/**
 * Fetches the lists once (after the first paint, or at the first navigation). Without them (a failed
 * request, a build without the file) a page still loads, its chunks one level after the other.
 */
export function loadRoutePreloads(): Promise<RoutePreloads | null> {
  preloads ??= fetch(`/${ROUTE_PRELOADS_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<RoutePreloads>) : null))
    .catch(() => null);
  return preloads;
}

/**
 * Preloads the chunks of the route being opened, so they load in parallel with its page chunk instead
 * of each after the one that imports it. Called as the route renders (a customer page's chunks then
 * load alongside its shell's). Nothing on the server, nor for the page the browser opened.
 */
export function preloadRoute(route: string): void {
  if (openedAt !== null && location.pathname !== openedAt) preload('routes', route);
}

/** Preloads the chunks of one of the entry's lazy modules (by its path in app/), as it is imported. */
export function preloadModule(module: string): void {
  preload('modules', module);
}

function preload(kind: 'routes' | 'modules', key: string): void {
  if (requested.has(key)) return;
  requested.add(key);
  void loadRoutePreloads().then((map) => {
    // A chunk already loaded or preloaded (routes share many) is not fetched again: the browser's
    // module map has it. Without crossorigin, as the entry's own imports: the same credentials mode.
    for (const index of map?.[kind][key] ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = map?.files[index] as string;
      document.head.append(link);
    }
  });
}
