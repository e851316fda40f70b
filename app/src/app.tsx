import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { AppRoutes } from './routes.tsx';
import { LinkInterceptor } from './routing/link-interceptor.tsx';

const SiteToaster = lazy(async () => ({ default: (await import('./site/site-toaster.tsx')).SiteToaster }));

/**
 * The toast region only after the first client render: the prerendered HTML (server/render-page.tsx)
 * has none, and the first render that hydrates it must match it exactly.
 */
function LateSiteToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  ) : null;
}

export interface AppProps {
  /** On the server only: the path being prerendered (the browser's location otherwise). */
  ssrPath?: string;
}

/** The whole app, the same tree in the browser (main.tsx) and in the prerenderer (server/render-page.tsx). */
export function App({ ssrPath }: AppProps) {
  return (
    <StrictMode>
      {/* A render failure anywhere replaces the whole page with the error screen (spec section 8). */}
      <AppErrorBoundary>
        <Router {...(ssrPath !== undefined && { ssrPath, ssrSearch: '' })}>
          <LinkInterceptor>
            <AppRoutes />
          </LinkInterceptor>
          <LateSiteToaster />
        </Router>
      </AppErrorBoundary>
    </StrictMode>
  );
}
