import { TermsPage } from '@helmsman/ui';
import { useStaticPage } from './static-page.ts';

export function TermsRoutePage() {
  return <TermsPage {...useStaticPage('Terms of Use and Sale')} />;
}
