import '@helmsman/ui/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { reportError, startErrorReporting } from './errors/report.ts';
import { loadOpenedRoute } from './routes.tsx';
import { afterFirstPaint } from './routing/after-first-paint.ts';
import { rewriteLegacyUrl } from './routing/legacy-url.ts';
import { loadRoutePreloads } from './routing/route-preloads.ts';
import { hydratesForCustomers } from './routing/route-table.ts';
import { takeInboundLeadId } from './session/lead-id.ts';
import { loadSiteConfig, siteConfigStore } from './site/site-config-store.ts';
import { leadIdReceived, loginStore } from './state/login-store.ts';

// From the first moment on: uncaught errors are reported (the reporter itself loads once the page is idle).
void startErrorReporting();

// Every page and gate needs the site configuration: read from the page (the gateway inlines it), or
// asked for, before React renders anything.
const siteConfigLoaded = loadSiteConfig();

// Before the router reads the location: old links (/#/orders) land on their page (/orders).
const legacy = rewriteLegacyUrl(new URL(location.href));
if (legacy) history.replaceState(history.state, '', legacy);

// Spec section 4: a lead id handed over in a cookie (then removed) wins over the stored one.
const inboundLeadId = takeInboundLeadId(document);
if (inboundLeadId) leadIdReceived(inboundLeadId);

// What a page needs soon but not to paint waits until it is idle.
const painted = afterFirstPaint();

// Every visit registers a click (spec section 8), never delaying the first paint: its module (with the
// GraphQL client and the data cache it brings, ~20 KiB gzip) loads once the page is idle, for the
// address the visit arrived at.
const arrivedAt = new URL(location.href);
void painted
  .then(() => import('./session/register-this-visit.ts'))
  .then(({ registerThisVisit }) => registerThisVisit(arrivedAt));

// The lists of each route's chunks, so that a navigation preloads them at once (the page being opened
// has its own in its HTML): routing/route-preloads.ts.
void painted.then(loadRoutePreloads);

// A new deployment is watched for only where the site configuration says so (off by default), and its
// module (the poller and the banner) loads after the first paint.
void Promise.all([siteConfigLoaded, painted]).then(async () => {
  if (!siteConfigStore.config.newVersionCheck) return;
  const { startNewVersionCheck } = await import('./site/new-version-check.tsx');
  startNewVersionCheck();
});

/** How long the first render waits for the opened route's chunks (see below). */
const OPENED_ROUTE_WAIT_MS = 500;

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The gateway prerenders public pages as a logged-out visitor first sees them (server/render-page.tsx):
// React takes that HTML over instead of painting again. A logged-in browser, or a page the URL rewrite
// moved, would not render the same tree, so it renders afresh; except on the shop's pages, whose first
// render is the visitor's for everyone (routing/route-table.ts, hydratesForCustomers).
if (root.hasChildNodes() && !legacy && (!loginStore.isLoggedIn || hydratesForCustomers(location.pathname))) {
  const hydrate = () =>
    hydrateRoot(root, <App />, {
      // A mismatch makes React render the page again (the customer still gets it): a defect to see.
      onRecoverableError: (error) => {
        console.error('The prerendered page did not match its first render:', error);
        reportError(error, { context: 'hydration' });
      },
    });
  // After the browser has painted that HTML (the frame, then the task after it): hydrating is the
  // longest task of the page's start, and a phone should show the page before it, not after. A
  // background tab paints no frames: it hydrates at once.
  if (document.visibilityState === 'hidden') hydrate();
  else requestAnimationFrame(() => setTimeout(hydrate));
} else {
  root.replaceChildren();
  // The opened route's chunks first (its HTML preloads them): its page then paints in one pass, not
  // after a 'Loading…' (routes.tsx, loadOpenedRoute). At most OPENED_ROUTE_WAIT_MS, so that a slow
  // network shows the spinner rather than a blank page.
  // In a transition: React renders the page in slices of a few milliseconds, not one long task that a
  // phone's input would wait behind (the dashboard's first render was 150 ms of CPU in one task).
  void loadOpenedRoute(location.pathname, OPENED_ROUTE_WAIT_MS).then(() =>
    startTransition(() => createRoot(root).render(<App />)),
  );
}
