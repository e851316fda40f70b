import { lazyPart, PageState } from '@helmsman/ui';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import { CartRoute } from './routing/cart-route.tsx';
import { FeatureGate } from './routing/feature-gate.tsx';
import { RedirectHome } from './routing/logged-in-home.tsx';
import { LoginOnly } from './routing/login-only.tsx';
import { RequireLogin } from './routing/require-login.tsx';
import { preloadRoute } from './routing/route-preloads.ts';
import { pageComponentName, type RouteEntry, type RoutePath, routeTable } from './routing/route-table.ts';

/**
 * Every page module, each a lazily loaded chunk of its own (Vite turns this into one `import()` per
 * file). routing/route-table.ts says which route shows which; a page is never imported statically.
 * Not the prerenderer (server/render-page.tsx): it runs in Node only.
 */
const pageModules = import.meta.glob<Record<string, ComponentType>>(['./*/*-page.tsx', '!./server/**']);

/**
 * A route's page as a lazy component: its module's named export, loaded when the route is opened. The
 * build fails for a page that is no chunk, and route-table.test.ts for one without that export. A
 * lazyPart, not React.lazy: once its chunk has loaded it renders without suspending, where React.lazy
 * suspends in its first render whatever the chunk's state, commits 'Loading…', and reveals the page no
 * sooner than its 300 ms fallback throttle. main.tsx loads the opened route's chunks (its HTML preloads
 * them) before the first render (loadOpenedRoute), so a page opened from its URL paints in one pass.
 */
function lazyPage(page: string) {
  const load = pageModules[`./${page}`] as () => Promise<Record<string, ComponentType>>;
  return lazyPart(load, pageComponentName(page));
}

/** Routes whose table entry has no page: what they render instead. */
const pageless: Partial<Record<RoutePath, ComponentType>> = { '/cart': CartRoute };

/**
 * The customer shell is a chunk of its own too, shared by every customer page. Being one component
 * type across routes, it stays mounted from page to page; the next page's chunk loads inside it
 * (its own Suspense), so the menu never blinks.
 */
const CustomerArea = lazyPart(() => import('./routing/customer-area.tsx'), 'CustomerArea');

/**
 * Starts loading a route's chunks as it renders, all at once (routing/route-preloads.ts), before its
 * gates and shell decide: a customer page's chunks load alongside the shell's instead of after it.
 */
function RouteChunks({ route, children }: { route: RoutePath; children: ReactNode }) {
  preloadRoute(route);
  return children;
}

/** Each route's lazy modules, to load before the first render (loadOpenedRoute), in the Switch's order. */
const routeLoaders: [RoutePath, () => Promise<unknown>][] = [];

/** A route's page inside what its table entry says: the feature gate, then the login rule or the shell. */
function framed(path: RoutePath, { page, access, feature }: RouteEntry): ReactNode {
  const pagePart = page ? lazyPage(page) : null;
  const Page = pagePart ?? (pageless[path] as ComponentType);
  routeLoaders.push([
    path,
    () => Promise.all([pagePart?.preload(), access === 'customer-area' ? CustomerArea.preload() : undefined]),
  ]);
  let element: ReactNode = <Page />;
  if (access === 'logged-out') element = <LoginOnly>{element}</LoginOnly>;
  if (access === 'logged-in') element = <RequireLogin>{element}</RequireLogin>;
  if (access === 'customer-area') element = <CustomerArea>{element}</CustomerArea>;
  if (feature) element = <FeatureGate feature={feature}>{element}</FeatureGate>;
  return <RouteChunks route={path}>{element}</RouteChunks>;
}

const routes = (Object.entries(routeTable) as [RoutePath, RouteEntry][]).map(([path, entry]) => (
  <Route key={path} path={path}>
    {framed(path, entry)}
  </Route>
));

/**
 * Loads the lazy modules of the route at `pathname` (its page, the customer shell), which its HTML
 * already preloads: rendered after this, the page paints in one pass instead of a 'Loading…' first.
 * Resolves after `limitMs` at the latest (a slow network: React's spinner then shows meanwhile), and
 * never rejects (a chunk that fails is React's to report, at render).
 */
export function loadOpenedRoute(pathname: string, limitMs: number): Promise<unknown> {
  // Matched as the Switch matches (wouter's matcher with its default parser, regexparam's).
  const load = routeLoaders.find(([route]) => matchRoute(parse, route, pathname)[0])?.[1];
  return Promise.race([load?.().catch(() => {}), new Promise((resolve) => setTimeout(resolve, limitMs))]);
}

/** The app's routes, as routing/route-table.ts lists them; anything else goes to the customer's home. */
export function AppRoutes() {
  return (
    // While a page outside the customer shell loads its chunk: a spinner ('Loading…'), never a blank page.
    <Suspense fallback={<PageState state="loading" />}>
      <Switch>
        {routes}
        <Route>
          <RedirectHome />
        </Route>
      </Switch>
    </Suspense>
  );
}
