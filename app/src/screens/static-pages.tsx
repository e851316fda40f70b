import { FaqPage, PrivacyPage, SupportPage, TelehealthConsentPage, TermsPage } from '@helmsman/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { loginStore } from '../state/login-store.ts';

/**
 * The anonymous information pages (spec section 2): /supp, /privacy, /terms, /consent-to-telehealth
 * and /faq, with the deployment's brand and support contact.
 */
function useStaticPage(title: string) {
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

export function SupportRoutePage() {
  return <SupportPage {...useStaticPage('Support')} />;
}

export function PrivacyRoutePage() {
  return <PrivacyPage {...useStaticPage('Privacy Notice')} />;
}

export function TermsRoutePage() {
  return <TermsPage {...useStaticPage('Terms of Use and Sale')} />;
}

export function TelehealthConsentRoutePage() {
  return <TelehealthConsentPage {...useStaticPage('Consent to Telehealth')} />;
}

export function FaqRoutePage() {
  return <FaqPage {...useStaticPage('Frequently Asked Questions')} />;
}
