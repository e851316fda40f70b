import type { QueryResolvers } from './../../../types.generated.js';
import { visitAccess } from '../../visit-calls.ts';
import { preferenceChoices } from '../../visit-preferences.ts';

/** The treatment step's choices; no legacy call, but the customer and the feature are checked as for the step. */
export const visitPreferences: NonNullable<QueryResolvers['visitPreferences']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const { category } = visitAccess(ctx, slug);
  return preferenceChoices(slug, category);
};
