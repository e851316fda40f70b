import {
  type PrerenderMode,
  type RouteEntry,
  type RoutePath,
  routeTable,
} from '../src/routing/route-table.ts';

/*
 * What the build and its tests read from the app's route table (src/routing/route-table.ts): derived
 * here, not there, so that none of it reaches the browser's first chunk, which imports the table.
 */

const routes = Object.entries(routeTable) as [RoutePath, RouteEntry][];

/** The customer shell: a chunk of its own too, shared by every customer-area page. */
const CUSTOMER_AREA_MODULE = 'src/routing/customer-area.tsx';

/**
 * The modules each route needs before its first paint, beyond the entry chunk (paths relative to
 * app/, as the build names them): its page, and the customer shell around a customer-area page.
 */
export const routeModules = Object.fromEntries(
  routes.map(([path, { page, access }]): [RoutePath, readonly string[]] => [
    path,
    [...(access === 'customer-area' ? [CUSTOMER_AREA_MODULE] : []), ...(page ? [`src/${page}`] : [])],
  ]),
) as Record<RoutePath, readonly string[]>;

type PrerenderedPath = {
  [Path in RoutePath]: (typeof routeTable)[Path] extends { prerender: PrerenderMode } ? Path : never;
}[RoutePath];

/** The pages the gateway prerenders, and how their first view depends on the query string. */
export const prerenderedRoutes = Object.fromEntries(
  routes.flatMap(([path, { prerender }]) => (prerender ? [[path, prerender]] : [])),
) as Record<PrerenderedPath, PrerenderMode>;

/**
 * The routes that paint only once their JavaScript has run (not prerendered): the customer area, the
 * checkout, the online visit. The chunk plan cuts their files (build/chunk-plan.ts).
 */
export const routesPaintedByScript: readonly RoutePath[] = routes.flatMap(([path]) =>
  path in prerenderedRoutes ? [] : [path],
);

/** Pages anyone may open (the login and the site's pages): their first load has the tighter budget. */
export const publicRoutes: readonly RoutePath[] = Object.keys(prerenderedRoutes) as PrerenderedPath[];

type CustomerAreaPath = {
  [Path in RoutePath]: (typeof routeTable)[Path] extends { access: 'customer-area' } ? Path : never;
}[RoutePath];

/**
 * Each customer page's first data: the operations (without variables) its first view waits for, the
 * Shell first. The gateway runs them for the page's request and inlines their answers in its HTML
 * (gateway/src/http/first-data.ts), so the page renders from its first render on, without the Shell's
 * round trip and then the page's own one after it (app/src/graphql/first-data.ts). Listed here, not in
 * the route table, which the browser's first chunk carries: no browser needs them. Only queries without
 * side effects: the messages thread, which the page marks read as it shows it, is not one.
 */
export const firstQueries: Record<CustomerAreaPath, readonly string[]> = {
  '/dashboard': ['Shell', 'Dashboard'],
  '/messages': ['Shell'],
  '/orders': ['Shell', 'Orders'],
  '/subscriptions': ['Shell', 'Subscriptions'],
  '/health-data': ['Shell', 'HealthData'],
  '/accounts/editPaymentMethod': ['Shell', 'Account', 'Orders'],
  '/accounts': ['Shell', 'Account'],
};
