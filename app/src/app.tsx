import { lazy, type ReactNode, StrictMode, Suspense, startTransition, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { AppRoutes } from './routes.tsx';
import { afterFirstPaint } from './routing/after-first-paint.ts';
import { LinkInterceptor } from './routing/link-interceptor.tsx';
import { preloadModule } from './routing/route-preloads.ts';
import { loginStore } from './state/login-store.ts';

/**
 * Its lazy children, mounted from the first time `wanted` is true and kept: never in the first render,
 * which must match the prerendered HTML (server/render-page.tsx), and that has neither toasts nor slider.
 * Mounted in a transition: React renders them in slices instead of one task that blocks the page.
 */
function MountedOnceWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (wanted) startTransition(() => setMounted(true));
  }, [wanted]);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

// Loaded once the page is idle: mounting it as hydration ended made one long task of React's work and
// Ark's toast machine. Toasts created before then wait in its store and show when it mounts.
const SiteToaster = lazy(async () => {
  await afterFirstPaint();
  return { default: (await import('./site/site-toaster.tsx')).SiteToaster };
});

const SiteLoginSlider = lazy(async () => {
  // Its chunks all at once (the form, Ark's dialog): the slider opens on a click, someone is waiting.
  preloadModule('src/session/login-slider.tsx');
  return { default: (await import('./session/login-slider.tsx')).SiteLoginSlider };
});

/**
 * The login slider, mounted once it is first asked for ('Log in' in the shop's header, or Log in at
 * checkout): its form, Ark's dialog and later the GraphQL client stay out of a page's first load. The
 * flag is persisted, so a reload may want it at once: still after the first render.
 */
function LateLoginSlider() {
  const { isVisible } = useSnapshot(loginStore);
  return (
    <MountedOnceWanted wanted={isVisible}>
      <SiteLoginSlider />
    </MountedOnceWanted>
  );
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
          <MountedOnceWanted wanted>
            <SiteToaster />
          </MountedOnceWanted>
          <LateLoginSlider />
        </Router>
      </AppErrorBoundary>
    </StrictMode>
  );
}
