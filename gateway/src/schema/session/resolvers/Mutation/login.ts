import { loginSchema, messages, validateWith } from '@helmsman/domain';
import { account, LapiFailure } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError } from '../../../../errors/index.ts';
import { requireFeature } from '../../../../features.ts';
import { type CredentialAttempt, RateLimited, rateLimitedError } from '../../../../rate-limit/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { type StartedSession, startSession } from '../../start-session.ts';

const validate = validateWith(loginSchema);

export const login: NonNullable<MutationResolvers['login']> = async (_parent, { input }, ctx) => {
  requireFeature(ctx, 'login');
  const fieldErrors = validate(input);
  if (fieldErrors) return { ok: false, error: formError(FIX_FIELDS, fieldErrors) };

  // The account as the legacy API matches it: one count per address, whatever its case or spaces.
  const email = input.email.trim().toLowerCase();
  const ip = ctx.clientIp;
  let attempt: CredentialAttempt;
  try {
    // Before the password is hashed: a flood must not cost an argon2 hash per guess.
    attempt = await ctx.rateLimits.login.begin(email, ip);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    ctx.logger.warn(
      { account: email, ip, retryAfterSeconds: error.retryAfterSeconds },
      'login refused: too many failed attempts',
    );
    throw rateLimitedError(error);
  }

  let session: StartedSession;
  try {
    session = await ctx.lapi.call(account.login, { email: input.email.trim(), password: input.password });
  } catch (error) {
    // Wrong credentials are the customer's to fix; anything else is ours and is masked.
    if (error instanceof LapiFailure && [400, 401, 403].includes(error.httpStatus)) {
      const { failures, waitSeconds } = await attempt.failed();
      ctx.logger.warn({ account: email, ip, failures, waitSeconds }, 'login failed');
      return { ok: false, error: formError(messages.invalidCredentials) };
    }
    await attempt.abandoned();
    throw error;
  }
  await attempt.succeeded();
  return { ok: true, error: null, customer: await startSession(ctx, session) };
};
