import { clickRegistrationSchema, messages, validateWith } from '@helmsman/domain';
import { LapiError, messaging } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import { UNKNOWN_CLIENT, withinLimit } from '../../../../rate-limit/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';

const validate = validateWith(clickRegistrationSchema);

function failedCreateClick(code: 'BAD_USER_INPUT' | 'CLICK_NOT_REGISTERED') {
  return createGraphQLError(messages.failedCreateClick, { extensions: { code } });
}

/**
 * Public and anonymous (decisions: clicks are tied to a lead only at sign-up or login). The gateway
 * adds the public product token; the query parameters go as the click's fields, the browser's own
 * measurements after them so a parameter can never stand in for one (the domain refuses those names).
 * The address is the one the rate limits count (ctx.clientIp: X-Forwarded-For only from a trusted
 * proxy), never one the browser states; '' when the peer is unknown (the legacy API's "could not tell").
 */
export const registerClick: NonNullable<MutationResolvers['registerClick']> = async (
  _parent,
  { input },
  ctx,
) => {
  if (validate(input)) throw failedCreateClick('BAD_USER_INPUT');
  // Anonymous writes to the legacy API: a cap per address keeps a script from filling its table.
  await withinLimit(ctx.rateLimits.clicksPerIp.take(ctx.clientIp));
  const fields = Object.fromEntries(input.params.map(({ name, value }) => [name, value]));
  try {
    const click = await ctx.lapi.call(messaging.createClick, {
      ...fields,
      url: input.url,
      referrer: input.referrer,
      user_agent: input.userAgent,
      device_type: input.deviceType,
      ip_address: ctx.clientIp === UNKNOWN_CLIENT ? '' : ctx.clientIp,
      token: ctx.publicToken,
    });
    return { clickId: String(click.click_id) };
  } catch (error) {
    if (!(error instanceof LapiError)) throw error;
    ctx.logger.warn({ err: error }, 'click registration failed');
    throw failedCreateClick('CLICK_NOT_REGISTERED');
  }
};
