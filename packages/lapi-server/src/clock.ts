/** Injected wherever time decides an outcome (session expiry), so tests can move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The server's clock: the system's, moved by LAPI_CLOCK_OFFSET_DAYS days when set, so an end-to-end
 * journey can make a subscription due (and see it renew) without waiting. Refused in production,
 * where time is never anything but the system's.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock {
  const offset = env.LAPI_CLOCK_OFFSET_DAYS;
  if (offset === undefined || offset === '') return systemClock;
  if (env.NODE_ENV === 'production')
    throw new Error('LAPI_CLOCK_OFFSET_DAYS is for tests; not in production');
  const days = Number(offset);
  if (!Number.isInteger(days)) throw new Error('LAPI_CLOCK_OFFSET_DAYS must be a whole number of days');
  return { now: () => new Date(Date.now() + days * DAY_MS) };
}
