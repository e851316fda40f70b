import { type VisitCategory, visitCategoryFromSlug, visitCategorySlug } from '@helmsman/domain';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'wouter';
import { DataProvider } from '../data-provider.tsx';
import { RedirectHome } from '../routing/logged-in-home.tsx';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { loginStore } from '../state/login-store.ts';
import { type VisitStepName, visitReached } from '../state/online-visit-store.ts';

/**
 * A step of the online visit at /visit/:category/…: the category from the path (an unknown one goes
 * home), the tab's title, and the data cache around the step. With `step`, the onlineVisit store
 * records that the visit has reached it once it shows.
 */
export function VisitCategoryRoute({
  step,
  render,
}: {
  step?: VisitStepName;
  render: (category: VisitCategory) => ReactNode;
}) {
  const { category: slug = '' } = useParams<{ category: string }>();
  const category = visitCategoryFromSlug(slug);
  useDocumentTitle('Online visit');
  useVisitStepReached(category, step);
  if (!category) return <RedirectHome />;
  return <DataProvider>{render(category)}</DataProvider>;
}

/** The onlineVisit store follows the visit's pages: the category, this step and the customer's lead. */
export function useVisitStepReached(category: VisitCategory | null, step: VisitStepName | undefined): void {
  useEffect(() => {
    if (category && step) visitReached(visitCategorySlug(category), step, loginStore.leadsId);
  }, [category, step]);
}
