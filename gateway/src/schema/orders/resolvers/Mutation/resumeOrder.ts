import {
  isSiteInternalPath,
  messages,
  orderActionMessages,
  resumeOrderSchema,
  validateWith,
  visitCategoryOf,
} from '@helmsman/domain';
import { clinical } from '@helmsman/lapi-client';
import { formError, refusalOrThrow } from '../../../../errors/index.ts';
import type { MutationResolvers, ResumeOrderResult } from './../../../types.generated.js';

const validate = validateWith(resumeOrderSchema);

function refused(message: string, fieldErrors?: Record<string, string>): ResumeOrderResult {
  return { ok: false, error: formError(message, fieldErrors), leadsId: null, destination: null };
}

export const resumeOrder: NonNullable<MutationResolvers['resumeOrder']> = async (
  _parent,
  { category },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  // Spec section 4: a disabled feature's actions do nothing; the app disables 'Finish' too.
  if (!ctx.siteConfig.features.onlineVisit) return refused(messages.noAccessTitle);
  const fieldErrors = validate({ category });
  const visitCategory = visitCategoryOf(category);
  if (fieldErrors || !visitCategory) return refused(orderActionMessages.unknownCategory, fieldErrors);

  let started: clinical.StartedVisit;
  try {
    started = await lapi.call(clinical.resumeOrder, { new_category: visitCategory });
  } catch (error) {
    const message = refusalOrThrow(error);
    ctx.logger.info({ category: visitCategory, message }, 'pending order not resumed');
    return refused(message);
  }
  // The app navigates there: never let an answer send the customer to another site.
  if (!isSiteInternalPath(started.destination)) {
    throw new Error(`/leads/startprogram answered a destination off this site: ${started.destination}`);
  }
  return { ok: true, error: null, leadsId: String(started.leads_id), destination: started.destination };
};
