import type { QueryResolvers } from './../../../types.generated.js';

/** Public: the login page and the static pages need the brand and support contact before login. */
export const siteConfig: NonNullable<QueryResolvers['siteConfig']> = (_parent, _arg, ctx) => {
  const { brand, tagline, title, supportEmail, supportPhone, loggedInRedirect, features } = ctx.siteConfig;
  return { brand, tagline, title, supportEmail, supportPhone, loggedInRedirect, features };
};
