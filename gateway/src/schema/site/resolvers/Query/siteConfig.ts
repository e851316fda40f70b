import type { QueryResolvers } from './../../../types.generated.js';
import { publicSiteConfig } from '../../public-site-config.ts';

/** Public: the login page and the static pages need the brand and support contact before login. */
export const siteConfig: NonNullable<QueryResolvers['siteConfig']> = (_parent, _arg, ctx) =>
  publicSiteConfig(ctx.siteConfig);
