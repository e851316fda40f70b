import type { customer } from '@helmsman/lapi-client';
import type { Account, Address } from '../types.generated.ts';

function toAddress(address: customer.PostalAddress | null): Address | null {
  if (!address) return null;
  return {
    address: address.address,
    address2: address.address2 || null,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
  };
}

/** The legacy account data as the account page reads it. The card is its summary only, by construction. */
export function toAccount(data: customer.AccountData): Account {
  const card = data.payment_method;
  return {
    profile: {
      firstName: data.profile.first_name,
      lastName: data.profile.last_name,
      email: data.profile.email,
      pendingEmail: data.profile.pending_email
        ? { email: data.profile.pending_email.email, expiresAt: data.profile.pending_email.expires_at }
        : null,
      phone: data.profile.phone,
      dateOfBirth: data.profile.dob,
    },
    shippingAddress: toAddress(data.shipping_address),
    billingAddress: toAddress(data.billing_address),
    billingSameAsShipping: data.billing_same_as_shipping,
    smsOptIn: data.smsallow,
    paymentMethod: card
      ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
      : null,
  };
}
