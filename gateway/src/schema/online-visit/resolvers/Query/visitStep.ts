import type { QueryResolvers } from './../../../types.generated.js';
import { readVisit, visitAccess } from '../../visit-calls.ts';

export const visitStep: NonNullable<QueryResolvers['visitStep']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, slug);
  return (await readVisit(lapi, category)).step;
};
