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
   * The page's module, relative to src/: `<feature>/<name>-page.tsx`, exporting the page as the file's
   * name in PascalCase (`account/payment-method-page.tsx` → `PaymentMethodPage`). Each page is a chunk
   * of its own, loaded when its route is opened (routes.tsx). `null`: the route renders nothing of its
   * own to load (routes.tsx names what it renders).
   */
  page: string | null;
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
  /**
   * A prerendered page whose first render is the same for a logged-in customer: what is theirs (their
   * name, their cart) comes after hydration. A customer's browser then takes its HTML over too (main.tsx)
   * instead of painting the page again, so nothing moves.
   */
  hydratesForCustomers?: true;
}

/** A product page of the shop: each family's path is a route of its own (see below). */
const productPage = {
  page: 'shop/product-page.tsx',
  access: 'anyone',
  prerender: 'any-query',
  hydratesForCustomers: true,
} as const;

/**
 * A treatment's page (issue 14): public, the same for everyone, prerendered for each category (each
 * is listed below, as the product pages are); the no-access page while `onlineVisit` is off.
 */
const treatmentPage = {
  page: 'visit/treatment-page.tsx',
  access: 'anyone',
  feature: 'onlineVisit',
  prerender: 'any-query',
  hydratesForCustomers: true,
} as const;

/**
 * The app's one route table, in matching order (a path before any it is a prefix of: wouter's Switch
 * takes the first match; anything unmatched goes to the customer's home). Plain data on purpose: the
 * build reads it in Node (vite.config.ts) to write which chunks to preload for each URL
 * (dist/route-assets.json, served as <link rel="modulepreload"> by the gateway), and the bundle budget
 * test sizes each route from it; routes.tsx renders it. The build fails when a page listed here is
 * not a chunk of its own (a static import somewhere would quietly pull it into the entry).
 */
export const routeTable = {
  // The shop's public pages (issue 13), for visitors and customers alike. Each product page is listed
  // (domain's productPath; route-table.test.ts keeps them in step) so the gateway prerenders each one;
  // any other path under /shop is no page.
  '/': { page: 'shop/home-page.tsx', access: 'anyone', prerender: 'any-query', hydratesForCustomers: true },
  '/shop': {
    page: 'shop/shop-page.tsx',
    access: 'anyone',
    prerender: 'any-query',
    hydratesForCustomers: true,
  },
  '/shop/sleep-gummies': productPage,
  '/shop/biotin-gummies': productPage,
  '/shop/immunity-gummies': productPage,
  '/shop/holiday-bundle': productPage,
  // Checkout (issue 13): each step its own URL, so Back works. A visitor signs up on the shipping step;
  // the others need the account. Never prerendered: they show the customer's cart and address.
  '/checkout': { page: 'checkout/checkout-page.tsx', access: 'anyone' },
  '/checkout/shipping': { page: 'checkout/checkout-shipping-page.tsx', access: 'anyone' },
  '/checkout/upsell': { page: 'checkout/checkout-upsell-page.tsx', access: 'logged-in' },
  '/checkout/payment': { page: 'checkout/checkout-payment-page.tsx', access: 'logged-in' },
  '/checkout/confirmation/:orderNumber': {
    page: 'checkout/checkout-confirmation-page.tsx',
    access: 'logged-in',
  },
  '/treatments/ed': treatmentPage,
  '/treatments/sleep': treatmentPage,
  '/treatments/hair': treatmentPage,
  '/treatments/sky-glp': treatmentPage,
  '/login': { page: 'session/login-page.tsx', access: 'logged-out', prerender: 'any-query' },
  '/reset-password': { page: 'session/reset-password-page.tsx', access: 'logged-out', prerender: 'no-query' },
  // Opened from the mail to a new address, on any device: logged in or not. 'Confirming…' whatever the
  // token: the page confirms it after it has painted.
  '/confirm-email': { page: 'session/confirm-email-page.tsx', access: 'anyone', prerender: 'any-query' },
  // Outside the customer shell: a focused, one-question-at-a-time flow ('Save and exit' leaves it).
  '/visit/:category/question/:questionId': {
    page: 'visit/visit-question-page.tsx',
    access: 'logged-in',
    feature: 'onlineVisit',
  },
  // An eligible visitor's account (sign-up inline or the login slider), then the phone and its SMS code.
  '/visit/:category/account': {
    page: 'visit/visit-account-page.tsx',
    access: 'anyone',
    feature: 'onlineVisit',
  },
  '/visit/:category/phone': {
    page: 'visit/visit-phone-page.tsx',
    access: 'logged-in',
    feature: 'onlineVisit',
  },
  // The visit's last page, after the treatment order: who reviews it and when.
  '/visit/:category/confirmation/:orderNumber': {
    page: 'visit/visit-confirmation-page.tsx',
    access: 'logged-in',
    feature: 'onlineVisit',
  },
  // After the last answer: the risk assessment (eligible, a doctor decides, or a stop with no order).
  '/visit/:category/result': {
    page: 'visit/visit-result-page.tsx',
    access: 'logged-in',
    feature: 'onlineVisit',
  },
  // After the photo: the treatment preferences (drug, dosage, frequencies, hair or sleep).
  '/visit/:category/treatment': {
    page: 'visit/visit-treatment-page.tsx',
    access: 'logged-in',
    feature: 'onlineVisit',
  },
  // After the preferences: the shop's add-ons (never required), then the treatment order.
  '/visit/:category/add-ons': {
    page: 'visit/visit-add-ons-page.tsx',
    access: 'logged-in',
    feature: 'onlineVisit',
  },
  '/visit/:category/payment': {
    page: 'visit/visit-payment-page.tsx',
    access: 'logged-in',
    feature: 'onlineVisit',
  },
  // After the risk result: a photo of the patient or their ID (POST /attachments?purpose=visit).
  '/visit/:category/photo': {
    page: 'visit/visit-photo-page.tsx',
    access: 'logged-in',
    feature: 'onlineVisit',
  },
  // Where every visit starts ('Start your visit' on a treatment page), for a visitor or a customer:
  // the state first, then the account or the questions; the no-access page while the feature is off.
  '/visit/:category': { page: 'visit/visit-eligibility-page.tsx', access: 'anyone', feature: 'onlineVisit' },
  '/supp': { page: 'static-pages/support-route-page.tsx', access: 'anyone', prerender: 'any-query' },
  '/privacy': { page: 'static-pages/privacy-route-page.tsx', access: 'anyone', prerender: 'any-query' },
  '/terms': { page: 'static-pages/terms-route-page.tsx', access: 'anyone', prerender: 'any-query' },
  '/consent-to-telehealth': {
    page: 'static-pages/telehealth-consent-route-page.tsx',
    access: 'anyone',
    prerender: 'any-query',
  },
  '/faq': { page: 'static-pages/faq-route-page.tsx', access: 'anyone', prerender: 'any-query' },
  '/logout': { page: 'session/logout-page.tsx', access: 'anyone' },
  '/dashboard': { page: 'dashboard/dashboard-page.tsx', access: 'customer-area' },
  // Opens the cart drawer over the customer's home page (routing/cart-route.tsx): no page to load.
  '/cart': { page: null, access: 'logged-in' },
  '/messages': { page: 'messages/messages-page.tsx', access: 'customer-area' },
  '/orders': { page: 'orders/orders-page.tsx', access: 'customer-area' },
  '/subscriptions': { page: 'subscriptions/subscriptions-page.tsx', access: 'customer-area' },
  '/health-data': { page: 'health-data/health-data-page.tsx', access: 'customer-area' },
  '/accounts/editPaymentMethod': { page: 'account/payment-method-page.tsx', access: 'customer-area' },
  '/accounts': { page: 'account/account-page.tsx', access: 'customer-area' },
} as const satisfies Record<string, RouteEntry>;

export type RoutePath = keyof typeof routeTable;

/** Whether a logged-in customer's browser hydrates the prerendered page at `pathname` (see RouteEntry). */
export function hydratesForCustomers(pathname: string): boolean {
  const entry: RouteEntry | undefined = (routeTable as Record<string, RouteEntry>)[pathname];
  return entry?.hydratesForCustomers === true;
}

/** The component a page module exports: its file's name in PascalCase. */
export function pageComponentName(page: string): string {
  const file = page.slice(page.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
  return file.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());
}
