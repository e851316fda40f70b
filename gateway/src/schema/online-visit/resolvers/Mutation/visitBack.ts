import type { MutationResolvers } from './../../../types.generated.js';
import { failedForm, stepBack, visitAccess } from '../../visit-calls.ts';

/**
 * Moves the visit one question back. At the first question, or with the visit submitted meanwhile
 * (another tab), the legacy API refuses: 'Failed to retrieve previous question', as any failure of it.
 */
export const visitBack: NonNullable<MutationResolvers['visitBack']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const access = visitAccess(ctx, slug);
  try {
    return { ok: true, error: null, step: await stepBack(access) };
  } catch (error) {
    return { ok: false, error: failedForm(error), step: null };
  }
};
