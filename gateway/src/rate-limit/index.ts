export { rateLimitedError, tooManyRequests, withinLimit } from './answers.ts';
export { type ClientIpResolver, createClientIpResolver, UNKNOWN_CLIENT } from './client-ip.ts';
export {
  backoffSeconds,
  type CredentialLimits,
  RATE_LIMITS,
  type RateLimitTable,
  type WindowLimit,
} from './limits.ts';
export {
  accountKey,
  type CredentialAttempt,
  CredentialGuard,
  createMemoryRateLimits,
  createRateLimits,
  RateLimited,
  type RateLimits,
  rateLimitedMessage,
  WindowCounter,
} from './rate-limits.ts';
