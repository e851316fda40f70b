import '@helmsman/ui/styles.css';
import { siteToaster, Toaster } from '@helmsman/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './routes.tsx';
import { rewriteLegacyUrl } from './routing/legacy-url.ts';
import { LinkInterceptor } from './routing/link-interceptor.tsx';
import { loginPathFor } from './routing/safe-next.ts';
import { endSession } from './session/end-session.ts';

// Before the router reads the location: old links (/#/orders) land on their page (/orders).
const legacy = rewriteLegacyUrl(new URL(location.href));
if (legacy) history.replaceState(history.state, '', legacy);

const queryClient = createQueryClient(() => {
  endSession(queryClient);
  navigate(loginPathFor(location.pathname, location.search.slice(1)), { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router>
        <LinkInterceptor>
          <AppRoutes />
        </LinkInterceptor>
        {/* Pages outside the customer area toast top-right; the customer shell renders its own
            bottom-right region (spec section 2). */}
        <Toaster toaster={siteToaster} label="Notifications" />
      </Router>
    </QueryClientProvider>
  </StrictMode>,
);
