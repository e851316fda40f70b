import { defaultSiteConfig, type FeatureFlags, type SiteConfig } from '@helmsman/domain';
import { useSiteConfigQuery } from '../gql/hooks.ts';

/** doctorReplyHours stays in the gateway: it applies it to Query.messageThread itself. */
export type AppSiteConfig = Omit<SiteConfig, 'accentColor' | 'doctorReplyHours'>;

/**
 * The deployment's site configuration (brand, support contact, features). It is public and changes
 * only with a deploy, so it is fetched once per page load; until it arrives the built-in defaults
 * stand in, so no page waits for it.
 */
export function useSiteConfig(): AppSiteConfig {
  const query = useSiteConfigQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return query.data?.siteConfig ?? defaultSiteConfig;
}

/** Whether a feature module is on. Disabled features show the no-access page and their actions do nothing. */
export function useFeature(feature: keyof FeatureFlags): boolean {
  return useSiteConfig().features[feature];
}
