import { formError } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { visitAccess } from '../../visit-calls.ts';
import { PreferencesFailure, preferenceInputError, savePreferences } from '../../visit-preferences.ts';

/**
 * Saves the treatment preferences with the legacy calls, in order. Input outside the category's
 * choices never reaches the legacy API; a legacy failure (a refusal, a 5xx, no open visit) is the
 * spec's 'Failed to save product preferences' on the form, its own text not shown. Calls already made
 * stay saved: the customer saves again, and each call overwrites its value.
 */
export const saveVisitPreferences: NonNullable<MutationResolvers['saveVisitPreferences']> = async (
  _parent,
  { input },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, input.category);
  const invalid = preferenceInputError(category, input);
  if (invalid) return { ok: false, error: invalid, preferences: null };
  try {
    const preferences = await savePreferences(lapi, ctx.publicToken, category, input);
    return { ok: true, error: null, preferences };
  } catch (error) {
    if (!(error instanceof PreferencesFailure)) throw error;
    ctx.logger.warn({ err: error.failure, category }, 'product preferences not saved');
    return { ok: false, error: formError(error.message), preferences: null };
  }
};
