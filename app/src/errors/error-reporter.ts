import { Notifier } from '@airbrake/browser';
import { ERROR_REPORTER_FILTERED_KEYS, ERROR_REPORTER_TIMEOUT_MS } from '@helmsman/domain';

/**
 * The browser's error reporter (DESIGN.md "Errors in the browser"). @airbrake/browser's own defaults
 * already are the spec's: history of 20 entries, offline queue of 100, notices cut at 64000
 * characters, remote configuration polled every 10 minutes. Set here: the 10 s timeout, the filtered
 * keys, the host (the gateway by default), and silence in development.
 */
export function createErrorReporter(options: { host?: string; development?: boolean } = {}): Notifier {
  const host = options.host ?? location.origin;
  const notifier = new Notifier({
    projectId: 1,
    projectKey: 'helmsman-browser',
    environment: options.development ? 'development' : 'production',
    host,
    remoteConfigHost: host,
    remoteConfig: true,
    timeout: ERROR_REPORTER_TIMEOUT_MS,
    keysBlocklist: [...ERROR_REPORTER_FILTERED_KEYS],
    // Console history would copy what the app logs, which may include customer data.
    instrumentation: {
      console: false,
      fetch: true,
      history: true,
      onerror: true,
      unhandledrejection: true,
      xhr: false,
    },
  });
  if (options.development) notifier.addFilter(() => null);
  return notifier;
}

let reporter: Notifier | undefined;

/** The app's one reporter, created on first use (tests and Storybook never create it). */
export function errorReporter(): Notifier {
  reporter ??= createErrorReporter({ development: import.meta.env.DEV });
  return reporter;
}

/** Spec section 8: a render failure is reported with critical severity. */
export function reportRenderFailure(error: unknown, componentStack?: string | null): void {
  void errorReporter().notify({
    error,
    context: { severity: 'critical', component: 'ErrorBoundary' },
    params: componentStack ? { componentStack } : {},
  });
}

/** Other failures the app wants to know about (e.g. a click registration attempt). */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  void errorReporter().notify({ error, context: { severity: 'error', ...context } });
}
