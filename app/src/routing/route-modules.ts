/**
 * The modules each route needs before its first paint, beyond the entry chunk (paths relative to app/).
 * Plain data on purpose: the build reads it (vite.config.ts) to write which chunks to preload for each
 * URL (dist/route-assets.json, served as <link rel="modulepreload"> by the gateway), and the bundle
 * budget test sizes each route from it. routes.tsx lazy-loads exactly these modules; the build fails
 * when a module listed here is not a chunk of its own.
 */
const customerArea = 'src/routing/customer-area.tsx';

export const routeModules = {
  '/login': ['src/screens/login-page.tsx'],
  '/reset-password': ['src/screens/reset-password-page.tsx'],
  '/confirm-email': ['src/screens/confirm-email-page.tsx'],
  '/visit/:category/question/:questionId': ['src/screens/visit-question-page.tsx'],
  '/supp': ['src/screens/support-route-page.tsx'],
  '/privacy': ['src/screens/privacy-route-page.tsx'],
  '/terms': ['src/screens/terms-route-page.tsx'],
  '/consent-to-telehealth': ['src/screens/telehealth-consent-route-page.tsx'],
  '/faq': ['src/screens/faq-route-page.tsx'],
  '/logout': ['src/screens/logout-page.tsx'],
  // Opens the cart drawer over the customer's home page: nothing of its own to load.
  '/cart': [],
  '/dashboard': [customerArea, 'src/screens/dashboard-page.tsx'],
  '/messages': [customerArea, 'src/screens/messages-page.tsx'],
  '/orders': [customerArea, 'src/screens/orders-page.tsx'],
  '/subscriptions': [customerArea, 'src/screens/subscriptions-page.tsx'],
  '/health-data': [customerArea, 'src/screens/health-data-page.tsx'],
  '/accounts/editPaymentMethod': [customerArea, 'src/screens/payment-method-page.tsx'],
  '/accounts': [customerArea, 'src/screens/account-page.tsx'],
} as const satisfies Record<string, readonly string[]>;

export type RoutePath = keyof typeof routeModules;

/** Pages anyone may open (the login and the site's pages): their first load has the tighter budget. */
export const publicRoutes: readonly RoutePath[] = [
  '/login',
  '/reset-password',
  '/confirm-email',
  '/supp',
  '/privacy',
  '/terms',
  '/consent-to-telehealth',
  '/faq',
];

/**
 * Public pages the gateway prerenders (server/render-page.tsx): their first view is the same for every
 * logged-out visitor, so the HTML carries it and a phone paints it before any JavaScript has run.
 * 'any-query' pages look the same whatever the query string (/login's `next` only matters after the
 * login); 'no-query' pages only without one (/reset-password?id=… is the new-password form). Customer
 * pages hold health data and are never rendered on the server.
 */
export const prerenderedRoutes = {
  '/login': 'any-query',
  '/reset-password': 'no-query',
  // 'Confirming…' whatever the token: the page confirms it after it has painted.
  '/confirm-email': 'any-query',
  '/supp': 'any-query',
  '/privacy': 'any-query',
  '/terms': 'any-query',
  '/consent-to-telehealth': 'any-query',
  '/faq': 'any-query',
} as const satisfies Partial<Record<(typeof publicRoutes)[number], 'any-query' | 'no-query'>>;
