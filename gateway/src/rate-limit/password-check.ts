import { LapiFailure } from '@helmsman/lapi-client';
import type { GatewayContext } from '../context.ts';
import { rateLimitedError } from './answers.ts';
import { RateLimited } from './rate-limits.ts';

/**
 * A legacy call that checks the logged-in customer's current password (change password, change e-mail
 * or phone), under the same limits as login, per customer and per address: a stolen session must not
 * become a way to guess the password. The attempt takes its points first; a wrong password counts as
 * a failure (logged with customer and address, never the password), a success resets, and an answer
 * without a verdict gives the points back. Over the limit: RATE_LIMITED, and the call is not made.
 */
export async function withPasswordCheck<T>(
  ctx: Pick<GatewayContext, 'session' | 'clientIp' | 'logger' | 'rateLimits'>,
  what: string,
  /** The legacy API's refusal of the password: a 400 naming this field. */
  passwordField: string,
  call: () => Promise<T>,
): Promise<T> {
  const who = { leadsId: ctx.session?.leadsId, ip: ctx.clientIp };
  let attempt: Awaited<ReturnType<GatewayContext['rateLimits']['passwordCheck']['begin']>>;
  try {
    attempt = await ctx.rateLimits.passwordCheck.begin(String(ctx.session?.leadsId), ctx.clientIp);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    ctx.logger.warn(
      { ...who, retryAfterSeconds: error.retryAfterSeconds },
      `${what} refused: too many failed attempts`,
    );
    throw rateLimitedError(error);
  }
  try {
    const result = await call();
    await attempt.succeeded();
    return result;
  } catch (error) {
    if (
      error instanceof LapiFailure &&
      error.httpStatus === 400 &&
      error.details.fieldErrors?.[passwordField]
    ) {
      const { failures, waitSeconds } = await attempt.failed();
      ctx.logger.warn({ ...who, failures, waitSeconds }, `${what} failed: wrong current password`);
    } else {
      await attempt.abandoned();
    }
    throw error;
  }
}
