import '@helmsman/ui/styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { startErrorReporting } from './errors/report.ts';
import { AppRoutes } from './routes.tsx';
import { afterFirstPaint } from './routing/after-first-paint.ts';
import { rewriteLegacyUrl } from './routing/legacy-url.ts';
import { LinkInterceptor } from './routing/link-interceptor.tsx';
import { takeInboundLeadId } from './session/lead-id.ts';
import { loadSiteConfig } from './site/site-config-store.ts';
import { leadIdReceived } from './state/login-store.ts';

// From the first moment on: uncaught errors are reported (the reporter itself loads once the page is idle).
void startErrorReporting();

// Every page and gate needs the site configuration: asked for before React renders anything.
void loadSiteConfig();

// Before the router reads the location: old links (/#/orders) land on their page (/orders).
const legacy = rewriteLegacyUrl(new URL(location.href));
if (legacy) history.replaceState(history.state, '', legacy);

// Spec section 4: a lead id handed over in a cookie (then removed) wins over the stored one.
const inboundLeadId = takeInboundLeadId(document);
if (inboundLeadId) leadIdReceived(inboundLeadId);

// Every visit registers a click (spec section 8), never delaying the first paint: its module (with the
// GraphQL client and the data cache it brings, ~20 KiB gzip) loads once the page is idle, for the
// address the visit arrived at.
const arrivedAt = new URL(location.href);
void afterFirstPaint()
  .then(() => import('./session/register-this-visit.ts'))
  .then(({ registerThisVisit }) => registerThisVisit(arrivedAt));

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const SiteToaster = lazy(async () => ({ default: (await import('./site/site-toaster.tsx')).SiteToaster }));

createRoot(root).render(
  <StrictMode>
    {/* A render failure anywhere replaces the whole page with the error screen (spec section 8). */}
    <AppErrorBoundary>
      <Router>
        <LinkInterceptor>
          <AppRoutes />
        </LinkInterceptor>
        <Suspense fallback={null}>
          <SiteToaster />
        </Suspense>
      </Router>
    </AppErrorBoundary>
  </StrictMode>,
);
