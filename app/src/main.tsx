import '@helmsman/ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { startErrorReporting } from './errors/report.ts';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './routes.tsx';
import { rewriteLegacyUrl } from './routing/legacy-url.ts';
import { LinkInterceptor } from './routing/link-interceptor.tsx';
import { loginPathFor } from './routing/safe-next.ts';
import { endSession } from './session/end-session.ts';
import { takeInboundLeadId } from './session/lead-id.ts';
import { leadIdReceived } from './state/login-store.ts';

// From the first moment on: uncaught errors are reported (the reporter itself loads once the page is idle).
void startErrorReporting();

// Before the router reads the location: old links (/#/orders) land on their page (/orders).
const legacy = rewriteLegacyUrl(new URL(location.href));
if (legacy) history.replaceState(history.state, '', legacy);

// Spec section 4: a lead id handed over in a cookie (then removed) wins over the stored one.
const inboundLeadId = takeInboundLeadId(document);
if (inboundLeadId) leadIdReceived(inboundLeadId);

// Every visit registers a click (spec section 8), alongside the first render, never blocking it: its
// module (and the validation it brings) loads after the entry, for the address the visit arrived at.
const arrivedAt = new URL(location.href);
void import('./session/register-this-visit.ts').then(({ registerThisVisit }) => registerThisVisit(arrivedAt));

const queryClient = createQueryClient(() => {
  endSession(queryClient);
  navigate(loginPathFor(location.pathname, location.search.slice(1)), { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const SiteToaster = lazy(async () => ({ default: (await import('./site/site-toaster.tsx')).SiteToaster }));

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  </StrictMode>,
);
