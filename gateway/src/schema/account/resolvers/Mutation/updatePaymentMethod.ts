import { cardSchema, validateWith } from '@helmsman/domain';
import { customer, LapiFailure } from '@helmsman/lapi-client';
import { formError } from '../../../../errors/index.ts';
import {
  idempotencyKeyProblem,
  idempotencyTexts,
  isKeyReused,
  withIdempotencyKey,
} from '../../../../idempotency.ts';
import { withCardTestingLimits } from '../../../../rate-limit/card-testing.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { changeAccount, invalidForm } from '../../account-changes.ts';

const validate = validateWith(cardSchema);

/**
 * The card goes to the legacy API (and from there to the processor's vault) and nowhere else: it is
 * not logged, not kept, and the answer is the account, whose card is brand, last four and expiry.
 */
export const updatePaymentMethod: NonNullable<MutationResolvers['updatePaymentMethod']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const keyProblem = idempotencyKeyProblem(input.idempotencyKey);
  const fieldErrors = validate(input);
  if (fieldErrors || keyProblem) {
    return invalidForm({ ...fieldErrors, ...(keyProblem ? { idempotencyKey: keyProblem } : {}) });
  }
  const card = cardSchema.cast(input);
  const leadsId = ctx.session?.leadsId as number;
  const updateCard = () =>
    withCardTestingLimits(ctx.rateLimits, { clientIp: ctx.clientIp, leadsId }, () =>
      lapi.call(
        customer.updateCard,
        {
          ccnum: card.ccnum,
          ccexp: card.ccexp,
          cccvv: card.cccvv,
          consent: card.consent,
          shipping: card.shipping,
          token: ctx.publicToken,
        },
        // A double click or a retry after a timeout vaults the card once.
        withIdempotencyKey(input.idempotencyKey),
      ),
    );
  try {
    return await changeAccount(lapi, updateCard);
  } catch (error) {
    if (isKeyReused(error)) return invalidForm({ idempotencyKey: idempotencyTexts.reused });
    // Spec section 8, payment-style answers: a 500 gives the processor's error code.
    if (error instanceof LapiFailure && error.httpStatus === 500 && error.details.errorCode) {
      return {
        ok: false,
        error: formError(paymentProcessorTrouble(error.details.errorCode)),
        account: null,
      };
    }
    throw error;
  }
};

export function paymentProcessorTrouble(errorCode: string): string {
  return `The payment processor could not take the card right now (${errorCode}). Please try again later.`;
}
