import { type FeatureFlags, messages } from '@helmsman/domain';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayUserContext } from './context.ts';

/**
 * Feature modules (spec section 4: "a disabled feature shows the no-access page and its actions do
 * nothing"). The app hides a disabled feature's pages; the gateway refuses its operations as well, so
 * a request crafted around the app changes nothing either.
 */

export function featureDisabled(): GraphQLError {
  return createGraphQLError(messages.noAccessTitle, { extensions: { code: 'FORBIDDEN' } });
}

/** Throws FORBIDDEN when the deployment switched `feature` off (FEATURES_DISABLED). */
export function requireFeature(
  ctx: Pick<GatewayUserContext, 'siteConfig'>,
  feature: keyof FeatureFlags,
): void {
  if (!ctx.siteConfig.features[feature]) throw featureDisabled();
}
