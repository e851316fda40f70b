import { addressSchema, validateWith } from '@helmsman/domain';
import { customer, type SessionLapiClient } from '@helmsman/lapi-client';
import { asCustomer, formError } from '../../../../errors/index.ts';
import type { AccountResult, MutationResolvers } from './../../../types.generated.js';
import { changeAccount, invalidForm, withoutNulls } from '../../account-changes.ts';

const validate = validateWith(addressSchema.omit(['smsallow']));

export const NO_SHIPPING_ADDRESS =
  'There is no shipping address on file to bill to yet. Please enter the address.';

export const updateBillingAddress: NonNullable<MutationResolvers['updateBillingAddress']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  if (input.sameAsShipping) return billToShippingAddress(lapi);

  const { sameAsShipping: _, ...values } = withoutNulls(input);
  const fieldErrors = validate(values);
  if (fieldErrors) return invalidForm(fieldErrors);
  const address = addressSchema.omit(['smsallow']).cast(values);
  return changeAccount(lapi, () =>
    lapi.call(customer.changeBillingAddress, {
      address: {
        address: address.address,
        address2: address.address2 ?? '',
        city: address.city,
        state: address.state,
        zip: address.zip,
      },
    }),
  );
};

/**
 * "Same as shipping" is the v1 address call without billing_* fields (the legacy API then keeps no
 * billing address of its own); the shipping address and the SMS opt-in on file are sent unchanged.
 */
async function billToShippingAddress(lapi: SessionLapiClient): Promise<AccountResult> {
  const current = await asCustomer(() => lapi.call(customer.accountData, {}));
  const shipping = current.shipping_address;
  if (!shipping) return { ok: false, error: formError(NO_SHIPPING_ADDRESS), account: null };
  return changeAccount(lapi, () =>
    lapi.call(customer.saveAddress, {
      address: shipping.address,
      address2: shipping.address2 ?? '',
      city: shipping.city,
      state: shipping.state,
      zip: shipping.zip,
      smsallow: current.smsallow ? 1 : 0,
    }),
  );
}
