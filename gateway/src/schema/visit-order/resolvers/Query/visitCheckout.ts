import { customer } from '@helmsman/lapi-client';
import { legacyLoadFailure } from '../../../../errors/index.ts';
import { toCheckoutAddress, toSavedCard } from '../../../checkout/to-checkout.ts';
import { visitAccess } from '../../../online-visit/visit-calls.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { toVisitTreatment } from '../../to-visit-treatment.ts';

/** The payment step's one load: the category's treatment and the address and card on file. */
export const visitCheckout: NonNullable<QueryResolvers['visitCheckout']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, slug);
  try {
    const data = await lapi.call(customer.accountData, {});
    return {
      category: slug,
      treatment: toVisitTreatment(category),
      shippingAddress: toCheckoutAddress(data.shipping_address),
      savedCard: toSavedCard(data.payment_method),
    };
  } catch (error) {
    return legacyLoadFailure(error);
  }
};
