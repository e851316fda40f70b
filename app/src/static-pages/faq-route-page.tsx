import { FaqPage } from '@helmsman/ui';
import { useStaticPage } from './static-page.ts';

export function FaqRoutePage() {
  return <FaqPage {...useStaticPage('Frequently Asked Questions')} />;
}
