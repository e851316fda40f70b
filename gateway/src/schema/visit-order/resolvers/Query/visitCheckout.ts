import { customer } from '@helmsman/lapi-client';
import { legacyLoadFailure } from '../../../../errors/index.ts';
import { toCheckoutAddress, toSavedCard } from '../../../checkout/to-checkout.ts';
import { visitAccess } from '../../../online-visit/visit-calls.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { chosenTreatment, toVisitTreatment } from '../../to-visit-treatment.ts';

/**
 * The payment step's one load: the treatment of the choices saved on the treatment step (null until
 * they are), and the address and card on file.
 */
export const visitCheckout: NonNullable<QueryResolvers['visitCheckout']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, slug);
  try {
    const [data, treatment] = await Promise.all([
      lapi.call(customer.accountData, {}),
      chosenTreatment(lapi, category),
    ]);
    return {
      category: slug,
      treatment: treatment ? toVisitTreatment(treatment) : null,
      shippingAddress: toCheckoutAddress(data.shipping_address),
      savedCard: toSavedCard(data.payment_method),
    };
  } catch (error) {
    return legacyLoadFailure(error);
  }
};
