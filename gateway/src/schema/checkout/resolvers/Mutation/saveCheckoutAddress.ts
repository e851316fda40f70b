import { customer } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, formErrorOf } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { checkoutAddress } from '../../checkout-address.ts';
import { toCheckoutAddress } from '../../to-checkout.ts';

/** The v2 address call: it changes the shipping address only (the SMS opt-in and billing stay). */
export const saveCheckoutAddress: NonNullable<MutationResolvers['saveCheckoutAddress']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const checked = checkoutAddress(input);
  if (!checked.ok) return { ok: false, error: formError(FIX_FIELDS, checked.fieldErrors), address: null };
  try {
    const saved = await lapi.call(customer.changeAddress, { address: checked.address });
    return { ok: true, error: null, address: toCheckoutAddress(saved.shipping_address) };
  } catch (error) {
    return { ok: false, error: formErrorOf(error), address: null };
  }
};
