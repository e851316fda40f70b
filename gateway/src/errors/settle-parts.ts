import type { Logger } from 'pino';
import { loadFailureMessage } from './load-failures.ts';
import { isSessionEnded, unauthenticated } from './session.ts';

export interface SettledParts<T extends Record<string, unknown>> {
  /** Each part's answer; null where its call failed. */
  values: { [K in keyof T]: T[K] | null };
  /** The parts whose call failed, in the order given, with why. */
  failed: { part: Extract<keyof T, string>; reason: unknown }[];
  /** What a failed part shows in its place (loadFailureMessage); null when it loaded. */
  failureMessage(part: keyof T): string | null;
}

/**
 * A page's independent legacy calls, one per part, made in parallel: the page waits for the slowest
 * only, and one failing leaves the other parts on the page (spec section 4: each part has its own
 * loading flag). An ended session in any call ends the whole answer (UNAUTHENTICATED: the app logs
 * out); every other failure is logged with its part and left to the page to show as unavailable.
 */
export async function settleParts<T extends Record<string, unknown>>(
  calls: { [K in keyof T]: Promise<T[K]> },
  { logger, page }: { logger: Pick<Logger, 'warn'>; page: string },
): Promise<SettledParts<T>> {
  const parts = Object.keys(calls) as Extract<keyof T, string>[];
  const results = await Promise.allSettled(parts.map((part) => calls[part]));
  const values = {} as { [K in keyof T]: T[K] | null };
  const failed: SettledParts<T>['failed'] = [];
  results.forEach((result, index) => {
    const part = parts[index] as Extract<keyof T, string>;
    values[part] = result.status === 'fulfilled' ? result.value : null;
    if (result.status === 'rejected') failed.push({ part, reason: result.reason });
  });
  if (failed.some(({ reason }) => isSessionEnded(reason))) throw unauthenticated();
  for (const { part, reason } of failed) logger.warn({ err: reason, part }, `${page}: part failed`);
  return {
    values,
    failed,
    failureMessage: (part) => {
      const failure = failed.find((entry) => entry.part === part);
      return failure ? loadFailureMessage(failure.reason) : null;
    },
  };
}
