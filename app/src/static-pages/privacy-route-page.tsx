import { PrivacyPage } from '@helmsman/ui';
import { useStaticPage } from './static-page.ts';

export function PrivacyRoutePage() {
  return <PrivacyPage {...useStaticPage('Privacy Notice')} />;
}
