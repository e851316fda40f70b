import { messages, pageTitle } from '@helmsman/domain';
import { ErrorScreen } from '@helmsman/ui';
import { type ReactNode, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSnapshot } from 'valtio';
import { siteConfigStore } from '../site/site-config-store.ts';
import { reportRenderFailure } from './report.ts';

/**
 * Spec section 8: a render failure anywhere shows 'Unexpected error' and is reported with critical
 * severity. react-error-boundary rather than a hand-written class: it is the maintained standard
 * (React's docs point to it), gives `onError` the component stack, and offers `useErrorBoundary`
 * for pages that want an async failure to end here too.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      FallbackComponent={ErrorFallback}
      onError={(error, info) => reportRenderFailure(error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * Whatever failed may be the app around it, so the fallback only reads the site configuration (the
 * defaults when it never arrived), without asking for it, and renders nothing else.
 */
function ErrorFallback() {
  const { config } = useSnapshot(siteConfigStore);
  useEffect(() => {
    document.title = pageTitle(messages.unexpectedErrorTitle, config.brand);
  }, [config.brand]);
  return (
    <ErrorScreen
      onRefresh={() => location.reload()}
      supportEmail={config.supportEmail}
      brand={config.brand}
    />
  );
}
