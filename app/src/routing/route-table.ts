import type { FeatureFlags } from '@helmsman/domain';

/**
 * Who may open a route, and what frames it:
 * - `anyone`: logged in or not (the site's pages, the e-mail confirmation link, logout);
 * - `logged-out`: login-only pages; a logged-in customer goes to the configured home (routing/login-only.tsx);
 * - `logged-in`: a logged-out visitor goes to /login, which brings them back (routing/require-login.tsx);
 * - `customer-area`: logged in, inside the customer shell (routing/customer-area.tsx), which stays
 *   mounted from page to page so the menu never blinks.
 */
export type RouteAccess = 'anyone' | 'logged-out' | 'logged-in' | 'customer-area';

/** How a prerendered page's first view depends on the query string (see `prerender` below). */
export type PrerenderMode = 'any-query' | 'no-query';

export interface RouteEntry {
  /**
   * The page: its module (relative to app/) and the component it exports. Each page is a chunk of its
   * own, loaded when its route is opened (routes.tsx). `null`: the route renders nothing of its own to
   * load (routes.tsx names what it renders).
   */
  page: readonly [module: string, component: string] | null;
  access: RouteAccess;
  /** A feature module's page: the no-access page while the feature is off, before any login redirect. */
  feature?: keyof FeatureFlags;
  /**
   * A public page the gateway prerenders (server/render-page.tsx): its first view is the same for every
   * logged-out visitor, so the HTML carries it and a phone paints it before any JavaScript has run.
   * 'any-query' pages look the same whatever the query string (/login's `next` only matters after the
   * login); 'no-query' pages only without one (/reset-password?id=… is the new-password form). Customer
   * pages hold health data and are never rendered on the server. These are the public pages, and their
   * first load has the tighter bundle budget.
   */
  prerender?: PrerenderMode;
}

/**
 * The app's one route table, in matching order (a path before any it is a prefix of: wouter's Switch
 * takes the first match; anything unmatched goes to the customer's home). Plain data on purpose: the
 * build reads it in Node (vite.config.ts) to write which chunks to preload for each URL
 * (dist/route-assets.json, served as <link rel="modulepreload"> by the gateway), and the bundle budget
 * test sizes each route from it; routes.tsx renders it. The build fails when a page listed here is
 * not a chunk of its own (a static import somewhere would quietly pull it into the entry).
 */
export const routeTable = {
  '/login': {
    page: ['src/session/login-page.tsx', 'LoginPage'],
    access: 'logged-out',
    prerender: 'any-query',
  },
  '/reset-password': {
    page: ['src/session/reset-password-page.tsx', 'ResetPasswordPage'],
    access: 'logged-out',
    prerender: 'no-query',
  },
  // Opened from the mail to a new address, on any device: logged in or not. 'Confirming…' whatever the
  // token: the page confirms it after it has painted.
  '/confirm-email': {
    page: ['src/session/confirm-email-page.tsx', 'ConfirmEmailPage'],
    access: 'anyone',
    prerender: 'any-query',
  },
  // Outside the customer shell: a focused, one-question-at-a-time flow ('Save and exit' leaves it).
  '/visit/:category/question/:questionId': {
    page: ['src/visit/visit-question-page.tsx', 'VisitQuestionPage'],
    access: 'logged-in',
    feature: 'onlineVisit',
  },
  '/supp': {
    page: ['src/static-pages/support-route-page.tsx', 'SupportRoutePage'],
    access: 'anyone',
    prerender: 'any-query',
  },
  '/privacy': {
    page: ['src/static-pages/privacy-route-page.tsx', 'PrivacyRoutePage'],
    access: 'anyone',
    prerender: 'any-query',
  },
  '/terms': {
    page: ['src/static-pages/terms-route-page.tsx', 'TermsRoutePage'],
    access: 'anyone',
    prerender: 'any-query',
  },
  '/consent-to-telehealth': {
    page: ['src/static-pages/telehealth-consent-route-page.tsx', 'TelehealthConsentRoutePage'],
    access: 'anyone',
    prerender: 'any-query',
  },
  '/faq': {
    page: ['src/static-pages/faq-route-page.tsx', 'FaqRoutePage'],
    access: 'anyone',
    prerender: 'any-query',
  },
  '/logout': { page: ['src/session/logout-page.tsx', 'LogoutPage'], access: 'anyone' },
  '/dashboard': { page: ['src/dashboard/dashboard-page.tsx', 'DashboardPage'], access: 'customer-area' },
  // Opens the cart drawer over the customer's home page (routing/cart-route.tsx): no page to load.
  '/cart': { page: null, access: 'logged-in' },
  '/messages': { page: ['src/messages/messages-page.tsx', 'MessagesPage'], access: 'customer-area' },
  '/orders': { page: ['src/orders/orders-page.tsx', 'OrdersPage'], access: 'customer-area' },
  '/subscriptions': {
    page: ['src/subscriptions/subscriptions-page.tsx', 'SubscriptionsPage'],
    access: 'customer-area',
  },
  '/health-data': {
    page: ['src/health-data/health-data-page.tsx', 'HealthDataPage'],
    access: 'customer-area',
  },
  '/accounts/editPaymentMethod': {
    page: ['src/account/payment-method-page.tsx', 'PaymentMethodPage'],
    access: 'customer-area',
  },
  '/accounts': { page: ['src/account/account-page.tsx', 'AccountPage'], access: 'customer-area' },
} as const satisfies Record<string, RouteEntry>;

export type RoutePath = keyof typeof routeTable;

const routes = Object.entries(routeTable) as [RoutePath, RouteEntry][];

/** The customer shell: a chunk of its own too, shared by every customer-area page. */
const CUSTOMER_AREA_MODULE = 'src/routing/customer-area.tsx';

/**
 * The modules each route needs before its first paint, beyond the entry chunk (paths relative to
 * app/): its page, and the customer shell around a customer-area page.
 */
export const routeModules = Object.fromEntries(
  routes.map(([path, { page, access }]): [RoutePath, readonly string[]] => [
    path,
    [...(access === 'customer-area' ? [CUSTOMER_AREA_MODULE] : []), ...(page ? [page[0]] : [])],
  ]),
) as Record<RoutePath, readonly string[]>;

type PrerenderedPath = {
  [Path in RoutePath]: (typeof routeTable)[Path] extends { prerender: PrerenderMode } ? Path : never;
}[RoutePath];

/** The pages the gateway prerenders, and how their first view depends on the query string. */
export const prerenderedRoutes = Object.fromEntries(
  routes.flatMap(([path, { prerender }]) => (prerender ? [[path, prerender]] : [])),
) as Record<PrerenderedPath, PrerenderMode>;

/** Pages anyone may open (the login and the site's pages): their first load has the tighter budget. */
export const publicRoutes: readonly RoutePath[] = Object.keys(prerenderedRoutes) as PrerenderedPath[];
