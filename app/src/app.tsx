import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { AppRoutes } from './routes.tsx';
import { LinkInterceptor } from './routing/link-interceptor.tsx';
import { loginStore } from './state/login-store.ts';

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

const SiteLoginSlider = lazy(async () => ({
  default: (await import('./session/login-slider.tsx')).SiteLoginSlider,
}));

/**
 * The login slider, mounted once it is first asked for ('Log in' in the shop's header, or Log in at
 * checkout): its form, Ark's dialog and later the GraphQL client stay out of a page's first load. After
 * the first render, as the toasts are: the flag is persisted, and the prerendered HTML has no slider.
 */
function LateLoginSlider() {
  const { isVisible } = useSnapshot(loginStore);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isVisible) setWanted(true);
  }, [isVisible]);
  return wanted ? (
    <Suspense fallback={null}>
      <SiteLoginSlider />
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
          <LateLoginSlider />
        </Router>
      </AppErrorBoundary>
    </StrictMode>
  );
}
