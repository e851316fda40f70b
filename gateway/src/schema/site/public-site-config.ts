import type { SiteConfig } from '@helmsman/domain';
import type { SiteConfig as SiteConfigAnswer } from '../types.generated.ts';

/**
 * What of the site configuration is public: the SiteConfig query's answer, and what the gateway
 * inlines in every page (http/app-pages.ts) so the app has it at its first render. accentColor is
 * Panda's at build time, doctorReplyHours applies in the gateway.
 */
export function publicSiteConfig(config: SiteConfig): SiteConfigAnswer {
  const { brand, tagline, title, supportEmail, supportPhone, loggedInRedirect, features, newVersionCheck } =
    config;
  return {
    brand,
    tagline,
    title,
    supportEmail,
    supportPhone,
    loggedInRedirect,
    features: { onlineVisit: features.onlineVisit, login: features.login },
    newVersionCheck,
  };
}
