import type { Notifier } from '@airbrake/browser';
import { afterFirstPaint } from '../routing/after-first-paint.ts';

/**
 * The light half of error reporting, in the first chunk. @airbrake/browser and its dependencies weigh
 * about 20 KiB gzip, a fifth of what /login may load before its first paint, so the reporter itself
 * (error-reporter.ts) loads once the page is idle. Until then nothing is lost: uncaught errors and
 * rejections, and every report the app makes, wait here and are sent when it arrives.
 */
type ReporterModule = typeof import('./error-reporter.ts');

const waiting: ((reporter: ReporterModule) => void)[] = [];
let loaded: ReporterModule | undefined;

function withReporter(use: (reporter: ReporterModule) => void): void {
  if (loaded) use(loaded);
  else waiting.push(use);
}

/** Spec section 8: a render failure is reported with critical severity. */
export function reportRenderFailure(error: unknown, componentStack?: string | null): void {
  withReporter((reporter) => reporter.reportRenderFailure(error, componentStack));
}

/** Other failures the app wants to know about (e.g. a click registration attempt). */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  withReporter((reporter) => reporter.reportError(error, context));
}

/**
 * Called first thing in main.tsx. Errors thrown before the reporter is ready are kept and reported
 * when it is; from then on the reporter's own instrumentation (onerror, unhandledrejection, history)
 * takes over.
 */
export function startErrorReporting(
  load: () => Promise<ReporterModule> = () => import('./error-reporter.ts'),
): Promise<Notifier> {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, { source: 'onerror' });
  const onRejection = (event: PromiseRejectionEvent) =>
    reportError(event.reason, { source: 'unhandledrejection' });
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return afterFirstPaint()
    .then(load)
    .then((reporter) => {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
      const notifier = reporter.errorReporter();
      loaded = reporter;
      for (const use of waiting.splice(0)) use(reporter);
      return notifier;
    });
}
