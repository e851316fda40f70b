import { SupportPage } from '@helmsman/ui';
import { useStaticPage } from './static-page.ts';

export function SupportRoutePage() {
  return <SupportPage {...useStaticPage('Support')} />;
}
