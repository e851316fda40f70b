import { type VisitCategory, visitCategoryFromSlug } from '@helmsman/domain';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { DataProvider } from '../data-provider.tsx';
import { RedirectHome } from '../routing/logged-in-home.tsx';
import { useDocumentTitle } from '../routing/use-document-title.ts';

/**
 * A step of the online visit at /visit/:category/…: the category from the path (an unknown one goes
 * home), the tab's title, and the data cache around the step.
 */
export function VisitCategoryRoute({ render }: { render: (category: VisitCategory) => ReactNode }) {
  const { category: slug = '' } = useParams<{ category: string }>();
  const category = visitCategoryFromSlug(slug);
  useDocumentTitle('Online visit');
  if (!category) return <RedirectHome />;
  return <DataProvider>{render(category)}</DataProvider>;
}
