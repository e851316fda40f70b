import { toCardBrand } from '@helmsman/domain';
import type { AccountView } from '@helmsman/ui';
import type { AccountFieldsFragment } from '../gql/hooks.ts';

/** The account as the design system's screens take it. */
export function toAccountView(account: AccountFieldsFragment): AccountView {
  const card = account.paymentMethod;
  const { firstName, lastName, email, phone, dateOfBirth } = account.profile;
  return {
    // Exactly the form's fields: the profile form sends back what it was given.
    profile: { firstName, lastName, email, phone: phone ?? '' },
    pendingEmail: account.profile.pendingEmail?.email ?? null,
    dateOfBirth,
    shipping: account.shippingAddress,
    billing: account.billingAddress,
    smsOptIn: account.smsOptIn,
    paymentMethod: card ? { ...card, brand: toCardBrand(card.brand) } : null,
  };
}
