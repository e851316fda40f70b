import { TelehealthConsentPage } from '@helmsman/ui';
import { useStaticPage } from './static-page.ts';

export function TelehealthConsentRoutePage() {
  return <TelehealthConsentPage {...useStaticPage('Consent to Telehealth')} />;
}
