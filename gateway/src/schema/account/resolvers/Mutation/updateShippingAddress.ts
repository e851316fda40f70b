import { addressSchema, validateWith } from '@helmsman/domain';
import { customer } from '@helmsman/lapi-client';
import { asCustomer } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { changeAccount, invalidForm, withoutNulls } from '../../account-changes.ts';

const validate = validateWith(addressSchema);

/**
 * The v1 address call, because it is the one that carries the SMS opt-in (0/1). It also sets the
 * billing address: a billing address of its own is read first and sent back unchanged, since leaving
 * the billing_* fields out would make billing "same as shipping".
 */
export const updateShippingAddress: NonNullable<MutationResolvers['updateShippingAddress']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const values = withoutNulls(input);
  const fieldErrors = validate(values);
  if (fieldErrors) return invalidForm(fieldErrors);
  const address = addressSchema.cast(values);

  const current = await asCustomer(() => lapi.call(customer.accountData, {}));
  const billing = current.billing_same_as_shipping ? null : current.billing_address;
  return changeAccount(lapi, () =>
    lapi.call(customer.saveAddress, {
      address: address.address,
      address2: address.address2 ?? '',
      city: address.city,
      state: address.state,
      zip: address.zip,
      ...(billing && {
        billing_address: billing.address,
        billing_address2: billing.address2 ?? '',
        billing_city: billing.city,
        billing_state: billing.state,
        billing_zip: billing.zip,
      }),
      smsallow: address.smsallow ? 1 : 0,
    }),
  );
};
