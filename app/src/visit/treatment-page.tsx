import { visitCategoryFromSlug, visitCategoryLabels, visitStartPath } from '@helmsman/domain';
import { TreatmentScreen } from '@helmsman/ui';
import { useLocation } from 'wouter';
import { RedirectHome } from '../routing/logged-in-home.tsx';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { SiteFrame } from '../shop/site-frame.tsx';

/**
 * /treatments/<slug>: what a treatment is for and how its visit works, with 'Start your visit'. The
 * route table lists each category's path (the gateway prerenders each), so the category comes from
 * the path; the `onlineVisit` gate around it shows the no-access page while the feature is off.
 */
export function TreatmentPage() {
  const [path] = useLocation();
  const category = visitCategoryFromSlug(path.slice(path.lastIndexOf('/') + 1));
  useDocumentTitle(category ? visitCategoryLabels[category] : '');
  if (!category) return <RedirectHome />;
  return (
    <SiteFrame>
      <TreatmentScreen category={category} startHref={visitStartPath(category)} />
    </SiteFrame>
  );
}
