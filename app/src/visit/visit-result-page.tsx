import { type VisitCategory, visitCategorySlug } from '@helmsman/domain';
import { VisitResultScreen, type VisitResultScreenState } from '@helmsman/ui';
import { useVisitResultQuery } from '../gql/visit-hooks.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';
import { visitPhotoPath } from './visit-paths.ts';

/**
 * /visit/:category/result, after the last answer: the risk assessment of the visit. Eligible or a
 * doctor's decision go on to the photo; not eligible stops here, and no step after it is linked.
 */
export function VisitResultPage() {
  return <VisitCategoryRoute step="result" render={(category) => <Result category={category} />} />;
}

function Result({ category }: { category: VisitCategory }) {
  const site = useSiteConfig();
  // Asked again on arrival: Back in the questions may have changed the answers since.
  const result = useVisitResultQuery({ category: visitCategorySlug(category) }, { staleTime: 0 });
  const state = toScreenState(result, ({ visitResult }): VisitResultScreenState => {
    const continueHref = visitPhotoPath(category);
    switch (visitResult.result) {
      case 'ELIGIBLE':
        return { state: 'eligible', continueHref };
      case 'NEEDS_REVIEW':
        return { state: 'needs_review', reasons: visitResult.reasons, continueHref };
      case 'NOT_ELIGIBLE':
        return { state: 'not_eligible', reasons: visitResult.reasons };
    }
  });
  return (
    <VisitResultScreen
      {...state}
      category={category}
      brand={site.brand}
      supportEmail={site.supportEmail}
      homeHref={site.loggedInRedirect}
    />
  );
}
