import type { QueryResolvers } from './../../../types.generated.js';
import { visitAccess } from '../../visit-calls.ts';
import { preferenceChoices, savedVisit } from '../../visit-preferences.ts';

/**
 * The treatment step's choices, and what the customer's open visit of the category has saved so far:
 * its preferences, and whether the photo step's photo is on file.
 */
export const visitPreferences: NonNullable<QueryResolvers['visitPreferences']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, slug);
  return preferenceChoices(slug, category, await savedVisit(lapi, category));
};
