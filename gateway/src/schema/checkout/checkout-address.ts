import { addressSchema, type FieldErrors, validateWith } from '@helmsman/domain';
import type { customer } from '@helmsman/lapi-client';
import { withoutNulls } from '../account/account-changes.ts';
import type { CheckoutAddressInput } from '../types.generated.ts';

/** The account form's address rules without its SMS opt-in, which the checkout does not ask. */
const checkoutAddressSchema = addressSchema.omit(['smsallow']);
const validate = validateWith(checkoutAddressSchema);

/**
 * A checkout address (step 1, and where placeOrder ships) as the legacy API takes it, or the domain
 * schema's problems under the form's field names.
 */
export function checkoutAddress(
  input: CheckoutAddressInput,
): { ok: true; address: customer.PostalAddressInput } | { ok: false; fieldErrors: FieldErrors } {
  const values = withoutNulls(input);
  const fieldErrors = validate(values);
  if (fieldErrors) return { ok: false, fieldErrors };
  const { address, address2, city, state, zip } = checkoutAddressSchema.cast(values);
  return { ok: true, address: { address, ...(address2 ? { address2 } : {}), city, state, zip } };
}
