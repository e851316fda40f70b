import type { FeatureFlags } from '@helmsman/domain';
import { useSnapshot } from 'valtio';
import { type AppSiteConfig, siteConfigStore } from './site-config-store.ts';

export type { AppSiteConfig } from './site-config-store.ts';

/**
 * The deployment's site configuration (site-config-store.ts). Until it arrives the built-in defaults
 * stand in, so no page waits for it.
 */
export function useSiteConfig(): AppSiteConfig {
  return useSnapshot(siteConfigStore).config as AppSiteConfig;
}

/** Whether a feature module is on. Disabled features show the no-access page and their actions do nothing. */
export function useFeature(feature: keyof FeatureFlags): boolean {
  return useSiteConfig().features[feature];
}
