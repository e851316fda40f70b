/** Injected wherever time decides an outcome (session expiry), so tests can move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
