import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Context } from 'hono';
import { RateLimited } from './rate-limits.ts';

/** RATE_LIMITED, with the message the app shows as it is and the seconds to wait. */
export function rateLimitedError(limited: RateLimited): GraphQLError {
  return createGraphQLError(limited.message, {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: limited.retryAfterSeconds },
  });
}

/** Runs a limiter call in a resolver: over the limit becomes RATE_LIMITED. */
export async function withinLimit<T>(check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (error instanceof RateLimited) throw rateLimitedError(error);
    throw error;
  }
}

/** The HTTP routes' answer: 429 with Retry-After, in their `{ error: { code, message } }` shape. */
export function tooManyRequests(c: Context, limited: RateLimited): Response {
  c.header('retry-after', String(limited.retryAfterSeconds));
  c.header('cache-control', 'no-store');
  return c.json({ error: { code: 'RATE_LIMITED', message: limited.message } }, 429);
}
