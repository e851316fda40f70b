import type { QueryResolvers } from './../../../types.generated.js';
import { questionsUnavailable, readVisit, visitAccess } from '../../visit-calls.ts';

export const visitStep: NonNullable<QueryResolvers['visitStep']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const access = visitAccess(ctx, slug);
  try {
    return (await readVisit(access)).step;
  } catch (error) {
    return questionsUnavailable(error);
  }
};
