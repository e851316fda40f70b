import type { AddressValues, CardSummary, ChangePasswordValues, ProfileValues } from '@helmsman/domain';
import type { SubmitResult } from '../../forms/index.ts';

/** An address on file, as the app normalises it from the account data. */
export interface AccountAddressView {
  address: string;
  address2: string | null;
  city: string;
  /** USPS code, e.g. 'IL'. */
  state: string;
  zip: string;
}

export interface AccountView {
  profile: ProfileValues;
  /** A new e-mail address waiting for confirmation from the link mailed to it; `profile.email` until then. */
  pendingEmail?: string | null;
  /** 'MM/DD/YYYY' as the legacy API gives it; shown when known, not editable here. */
  dateOfBirth?: string | null;
  shipping: AccountAddressView | null;
  billing: AccountAddressView | null;
  /** Text-message updates (the legacy `smsallow`). */
  smsOptIn: boolean;
  /** Brand, last four and expiry only. */
  paymentMethod: CardSummary | null;
}

/** The shipping form's values: domain `addressSchema`, `smsallow` being the SMS opt-in. */
export type ShippingAddressValues = AddressValues;

/**
 * The billing form's values. With `sameAsShipping` the address fields are the shipping address on
 * file, so the app can always send the billing_* fields as they are.
 */
export type BillingAddressValues = Omit<AddressValues, 'smsallow'> & { sameAsShipping: boolean };

export type AccountScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | { state: 'ready'; account: AccountView };

/** The profile form's answer: with the current password when the e-mail or phone changes. */
export type ProfileChange = ProfileValues & { currentPassword?: string | undefined };

/**
 * Each callback gets schema-cleaned values and resolves once the change is saved and the account
 * data refetched (`undefined`; the section closes and shows the new data, the app shows the
 * 'Account updated successfully' toast), or with `{ formError }` / `{ fieldErrors }` to show.
 */
export interface AccountCallbacks {
  onUpdateProfile: (values: ProfileChange) => Promise<SubmitResult>;
  onUpdateShipping: (values: ShippingAddressValues) => Promise<SubmitResult>;
  onUpdateBilling: (values: BillingAddressValues) => Promise<SubmitResult>;
  onChangePassword: (values: ChangePasswordValues) => Promise<SubmitResult>;
  /**
   * Ends every session of the customer, this one included. Resolves `undefined` once done (the app
   * then leaves for /login), or with `{ formError }` to show under the button.
   */
  onLogoutEverywhere: () => Promise<SubmitResult>;
}

export type AccountScreenProps = AccountScreenState & AccountCallbacks & { brand?: string };
