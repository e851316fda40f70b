import {
  CLICK_REGISTRATION_ATTEMPTS,
  type ClickRegistration,
  clampClickUrl,
  clickParams,
  deviceTypeOf,
  messages,
} from '@helmsman/domain';

/**
 * Click registration (spec sections 4, 7 and 8): a visit registers a click, whose id the session
 * keeps in session storage; a failed attempt is reported and retried, 3 attempts in all.
 *
 * A visit is an arrival: a link followed or an address typed ('navigate'). A reload or Back/Forward
 * within the tab is the same visit and keeps its click id, so refreshing a page does not count the
 * visitor's campaign again; a new arrival in the same tab (another campaign link) is a new visit.
 */

export const CLICK_ID_KEY = 'helmsman:clickId';

/** Pause before retry n + 1: 1 s, then 2 s; a brief outage gets a chance to pass. */
export function retryDelayMs(failedAttempt: number): number {
  return 1000 * 2 ** (failedAttempt - 1);
}

export interface RetryDependencies {
  send: (registration: ClickRegistration) => Promise<string>;
  report: (error: unknown, attempt: number) => void;
  wait: (ms: number) => Promise<void>;
  attempts?: number;
}

/** The click id, or null after `attempts` failures, each of them reported. */
export async function registerClickWithRetry(
  registration: ClickRegistration,
  { send, report, wait, attempts = CLICK_REGISTRATION_ATTEMPTS }: RetryDependencies,
): Promise<string | null> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await send(registration);
    } catch (error) {
      report(error, attempt);
      if (attempt < attempts) await wait(retryDelayMs(attempt));
    }
  }
  return null;
}

/** Whether this page load is a visit to register, given how it was reached and the session's click. */
export function isNewVisit(navigationType: string | undefined, storedClickId: string | null): boolean {
  if (storedClickId === null) return true;
  return navigationType !== 'reload' && navigationType !== 'back_forward';
}

/** Query parameters that are secrets, by page: never part of a click (a reset link's token). */
const SECRET_PARAMS: Readonly<Record<string, readonly string[]>> = { '/reset-password': ['id'] };

function withoutSecrets(landing: URL): URL {
  const secrets = SECRET_PARAMS[landing.pathname];
  if (!secrets) return landing;
  const url = new URL(landing);
  for (const name of secrets) url.searchParams.delete(name);
  return url;
}

/** All query parameters the legacy API accepts, plus what the browser knows about the visit. */
export function clickRegistrationFrom(
  landing: URL,
  browser: { referrer: string; userAgent: string; mobileHint?: boolean },
): ClickRegistration {
  const url = withoutSecrets(landing);
  return {
    params: clickParams(url.searchParams),
    url: clampClickUrl(url.href),
    referrer: clampClickUrl(browser.referrer),
    userAgent: browser.userAgent,
    deviceType: deviceTypeOf(browser.userAgent, browser.mobileHint),
  };
}

/** A failed attempt as the reporter gets it: distinct per attempt, so none is taken for a duplicate. */
export function clickFailure(error: unknown, attempt: number): Error {
  return new Error(`${messages.failedCreateClick} (attempt ${attempt} of ${CLICK_REGISTRATION_ATTEMPTS})`, {
    cause: error,
  });
}

/** Session storage can be unavailable (disabled, full): the visit goes on without a stored click. */
export function storedClickId(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): string | null {
  try {
    return storage?.getItem(CLICK_ID_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeClickId(clickId: string, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(CLICK_ID_KEY, clickId);
  } catch {
    // Nothing to keep it in: the click is registered all the same.
  }
}

export interface VisitEnvironment {
  url: URL;
  referrer: string;
  userAgent: string;
  mobileHint?: boolean;
  navigationType: string | undefined;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Registers this page load's visit unless it continues one; resolves once done (or given up). */
export async function registerVisit(
  environment: VisitEnvironment,
  dependencies: RetryDependencies,
): Promise<void> {
  if (!isNewVisit(environment.navigationType, storedClickId(environment.storage))) return;
  const registration = clickRegistrationFrom(environment.url, environment);
  const clickId = await registerClickWithRetry(registration, dependencies);
  if (clickId !== null) storeClickId(clickId, environment.storage);
}
