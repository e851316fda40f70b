import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { loginStore } from '../state/login-store.ts';

/**
 * What the anonymous information pages (spec section 2: /supp, /privacy, /terms,
 * /consent-to-telehealth and /faq) share: the deployment's brand and support contact, the title, the
 * header's action, and opening at the top. Each page is a chunk of its own (its text is most of it).
 */
export function useStaticPage(title: string) {
  const { brand, tagline, supportEmail, supportPhone, loggedInRedirect } = useSiteConfig();
  const { isLoggedIn } = useSnapshot(loginStore);
  useDocumentTitle(title, brand);
  // The pages link to each other from their footer: each opens at its top, unless a link names a section.
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0);
  }, []);
  return {
    brand,
    tagline,
    supportEmail,
    supportPhone,
    // Anonymous by default ('Log in'); a logged-in customer is offered the way back to their account.
    headerAction: isLoggedIn ? { href: loggedInRedirect, label: 'My account' } : undefined,
  };
}
