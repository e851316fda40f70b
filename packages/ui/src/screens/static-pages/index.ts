export { type FaqEntry, type FaqGroup, FaqPage, type FaqPageProps, faqGroups } from './faq-page.tsx';
export { type DocumentSection, LEGAL_EFFECTIVE_DATE, type LegalPageProps } from './legal-document.tsx';
export { PrivacyPage, privacySections } from './privacy-page.tsx';
export {
  defaultSupportHours,
  type SupportHours,
  SupportPage,
  type SupportPageProps,
} from './support-page.tsx';
export { TelehealthConsentPage, telehealthConsentSections } from './telehealth-consent-page.tsx';
export { TermsPage, termsSections } from './terms-page.tsx';
