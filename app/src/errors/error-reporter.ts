import { type INotice, Notifier } from '@airbrake/browser';
import {
  ERROR_REPORTER_FILTERED_KEYS,
  ERROR_REPORTER_HISTORY,
  ERROR_REPORTER_TIMEOUT_MS,
} from '@helmsman/domain';
import { CSRF_HEADERS } from '../graphql/csrf.ts';

/**
 * The browser's error reporter (DESIGN.md "Errors in the browser"). @airbrake/browser offers no option
 * for some of the spec's numbers, and its fixed values are the spec's: offline queue of 100 (Notifier),
 * notices cut to under 64000 characters (jsonifyNotice), remote configuration polled every 10 minutes
 * (RemoteSettings). error-reporter.test.ts holds the library to each, so an upgrade that changes one
 * fails there. Set here:
 * - the history of 20 entries (the Scope's public `_historyMaxLen`, from the domain's constant);
 * - the filtered keys (password, secret) and the host (the gateway by default);
 * - the 10 s timeout: the library only applies `timeout` to its Node transport, so notices are sent
 *   by `sendNotice` below, which aborts after 10 s;
 * - silence in development: nothing is sent and no remote configuration is polled;
 * - no query strings in the page addresses a notice carries (a reset link's token is one).
 */

export const PROJECT_ID = 1;
export const PROJECT_KEY = 'helmsman-browser';

export interface ErrorReporterOptions {
  /** Where notices go (and the remote configuration comes from); the page's origin by default. */
  host?: string;
  /** Development: nothing leaves the browser. */
  development?: boolean;
  /** Only for tests (the remote configuration is never polled without it); default true. */
  remoteConfig?: boolean;
  /** The transport; `fetch` by default. */
  fetch?: typeof fetch;
}

export function createErrorReporter(options: ErrorReporterOptions = {}): Notifier {
  const host = options.host ?? location.origin;
  const development = options.development ?? false;
  const notifier = new Notifier({
    projectId: PROJECT_ID,
    projectKey: PROJECT_KEY,
    environment: development ? 'development' : 'production',
    host,
    remoteConfigHost: host,
    remoteConfig: !development && (options.remoteConfig ?? true),
    timeout: ERROR_REPORTER_TIMEOUT_MS,
    keysBlocklist: [...ERROR_REPORTER_FILTERED_KEYS],
    reporter: (notice) => sendNotice(notice, { host, fetch: options.fetch ?? globalThis.fetch }),
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
  notifier.scope()._historyMaxLen = ERROR_REPORTER_HISTORY;
  notifier.addFilter(withoutQueryStrings);
  if (development) notifier.addFilter(() => null);
  return notifier;
}

/**
 * Posts a notice as @airbrake/browser would, within the timeout. The library calls this after it has
 * filtered and truncated the notice in place, so its JSON is the body the library itself would send.
 */
export async function sendNotice(
  notice: INotice,
  { host, fetch: send }: { host: string; fetch: typeof fetch },
): Promise<INotice> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ERROR_REPORTER_TIMEOUT_MS);
  try {
    const response = await send(`${host}/api/v3/projects/${PROJECT_ID}/notices?key=${PROJECT_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
      body: JSON.stringify(notice),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`airbrake: notice refused: ${response.status}`);
    const answer = (await response.json()) as { id?: string; url?: string };
    notice.id = answer.id;
    notice.url = answer.url;
  } catch (error) {
    notice.error = error instanceof Error ? error : new Error(String(error));
  } finally {
    clearTimeout(timer);
  }
  return notice;
}

/** '/reset-password?id=…#x' → '/reset-password': where it happened, never what the address carried. */
export function stripQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function withoutQueryStrings(notice: INotice): INotice {
  if (typeof notice.context.url === 'string') notice.context.url = stripQuery(notice.context.url);
  const history: unknown = notice.context.history;
  if (Array.isArray(history)) {
    notice.context.history = history.map((entry: Record<string, unknown>) => {
      const copy = { ...entry };
      for (const key of ['url', 'from', 'to']) {
        if (typeof copy[key] === 'string') copy[key] = stripQuery(copy[key]);
      }
      return copy;
    });
  }
  return notice;
}

let reporter: Notifier | undefined;

/** The app's one reporter, created on first use (tests and Storybook never create it). */
export function errorReporter(): Notifier {
  reporter ??= createErrorReporter({ development: import.meta.env.DEV });
  return reporter;
}

/**
 * Reporting must never be the next failure: a notice too large even after truncation makes the
 * library throw synchronously, and the caller is often an error handler already.
 */
function notifySafely(notifier: Notifier, notice: Parameters<Notifier['notify']>[0]): void {
  try {
    void notifier.notify(notice).catch(() => undefined);
  } catch {
    // Nothing left to report it with.
  }
}

/** Spec section 8: a render failure is reported with critical severity. */
export function reportRenderFailure(
  error: unknown,
  componentStack?: string | null,
  notifier: Notifier = errorReporter(),
): void {
  notifySafely(notifier, {
    error,
    context: { severity: 'critical', component: 'ErrorBoundary' },
    params: componentStack ? { componentStack } : {},
  });
}

/** Other failures the app wants to know about (e.g. a click registration attempt). */
export function reportError(
  error: unknown,
  context: Record<string, unknown> = {},
  notifier: Notifier = errorReporter(),
): void {
  notifySafely(notifier, { error, context: { severity: 'error', ...context } });
}
