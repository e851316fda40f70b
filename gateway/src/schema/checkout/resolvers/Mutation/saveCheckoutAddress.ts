import { addressSchema, validateWith } from '@helmsman/domain';
import { customer } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, formErrorOf } from '../../../../errors/index.ts';
import { withoutNulls } from '../../../account/account-changes.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { toCheckoutAddress } from '../../to-checkout.ts';

const validate = validateWith(addressSchema);

/** The v2 address call: it changes the shipping address only (the SMS opt-in and billing stay). */
export const saveCheckoutAddress: NonNullable<MutationResolvers['saveCheckoutAddress']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const values = withoutNulls(input);
  const fieldErrors = validate(values);
  if (fieldErrors) return { ok: false, error: formError(FIX_FIELDS, fieldErrors), address: null };
  const address = addressSchema.cast(values);
  try {
    const saved = await lapi.call(customer.changeAddress, {
      address: {
        address: address.address,
        ...(address.address2 ? { address2: address.address2 } : {}),
        city: address.city,
        state: address.state,
        zip: address.zip,
      },
    });
    return { ok: true, error: null, address: toCheckoutAddress(saved.shipping_address) };
  } catch (error) {
    return { ok: false, error: formErrorOf(error), address: null };
  }
};
