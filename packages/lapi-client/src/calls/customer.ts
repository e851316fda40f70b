import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { sessionEnd } from './account.ts';
import { amount, id } from './legacy-values.ts';

/**
 * The customer's account and identity: sign-up, password reset, profile, addresses, card on file,
 * phone verification, subscriptions, and the v2 calls of the account and health-data pages.
 *
 * Failures reject with a LapiFailure. Form-like calls (sign-up, profile, addresses, measurement) answer
 * bad input with 400 and their message ('Failed to save address.', …) and `details.fieldErrors` keyed by
 * field ('zip', 'address.zip', 'prospect.email'); an e-mail that another account has is 409. The card
 * update is payment-style: `details.errorDescription` says what is wrong with the card.
 */

/** Legacy checkboxes: 0/1 (or their strings, or booleans) → boolean. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');
/** The answer of calls whose result the gateway does not read (only success or failure counts). */
const nothing = z.unknown().transform((): undefined => undefined);

/** As login's: `expires_at` is when the session ends at the latest (lapi-server extension). */
const session = z.object({ leads_id: id, token: z.string().min(16), expires_at: sessionEnd });

/** A U.S. postal address as the account calls send it. */
export interface PostalAddressInput {
  address: string;
  address2?: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** Five digits. */
  zip: string;
}

const postalAddress = z.object({
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddress>;

const addresses = z.object({
  shipping_address: postalAddress.nullable(),
  /** The shipping address again when billing is "same as shipping". */
  billing_address: postalAddress.nullable(),
  billing_same_as_shipping: z.boolean(),
  smsallow: flag,
});
export type Addresses = z.infer<typeof addresses>;

/**
 * Sign-up: creates the account and logs it in (the answer is a session, as login's). 409: e-mail taken.
 * `clicks_id`, the visitor's click, attributes the visit that brought them.
 */
export const signUp = defineCall<
  {
    email: string;
    first_name: string;
    last_name: string;
    password: string;
    consent: boolean;
    clicks_id?: number | null;
  },
  z.infer<typeof session>
>({
  path: '/account/create/',
  auth: 'public',
  response: session,
});

/**
 * Asks for a reset link by e-mail. The same success whether or not the address has an account;
 * `token` is the shop's public product token, `clicks_id` the visitor's click (null when none).
 */
export const requestPasswordReset = defineCall<
  { clicks_id: string | null; token: string; email: string },
  undefined
>({
  path: '/account/reset/',
  auth: 'public',
  response: nothing,
});

/**
 * Sets a new password with the reset token of the link (its `id` parameter). Fails with 400 and a
 * message to show as it is: an expired or used link, or a password outside 6–16 characters.
 */
export const updatePassword = defineCall<{ token: string; password: string }, undefined>({
  path: '/account/passwordupdate/',
  auth: 'public',
  response: nothing,
});

/**
 * Extension of lapi-server (the legacy API can only set a password through a reset link): changes the
 * password given the current one. 400 'Failed to change password.' with `fieldErrors.old_password` when
 * the current one is wrong, `fieldErrors.password` outside 6–16 characters; 404 where the legacy API
 * lacks the call. The customer's other sessions end; this one stays.
 */
export const changePassword = defineCall<{ old_password: string; password: string }, undefined>({
  path: '/account/changepassword/',
  auth: 'customer',
  response: nothing,
});

/**
 * An e-mail change waiting for confirmation from the new address (lapi-server extension in the
 * account data; absent from a legacy API without it).
 */
const pendingEmail = z.object({ email: z.string(), expires_at: z.string() });
export type PendingEmail = z.infer<typeof pendingEmail>;

/**
 * Extension of lapi-server: changes the e-mail and/or phone given the current password (`password`).
 * A phone applies at once; an e-mail waits for the link sent to it (the answer's `pending_email`).
 * 400 'Failed to update account.' with `fieldErrors.password` when the password is wrong or missing,
 * `fieldErrors.email`/`phone` for invalid values; 409 e-mail taken; 404 where the legacy API lacks it.
 */
export const changeContact = defineCall<
  { password: string; email?: string; phone?: string },
  { pending_email: PendingEmail | null }
>({
  path: '/account/change-contact/',
  auth: 'customer',
  response: z.object({ pending_email: pendingEmail.nullable() }),
});

/**
 * Extension of lapi-server: confirms an e-mail change with the token of the link mailed to the new
 * address (no session needed). 400 with the server's message when the link expired or was used;
 * 409 when another account took the address meanwhile; 404 where the legacy API lacks it.
 */
export const confirmEmail = defineCall<{ token: string }, { email: string }>({
  path: '/account/confirm-email/',
  auth: 'public',
  response: z.object({ email: z.string() }),
});

const basicsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** 'MM/DD/YYYY'. */
  dob: z.string().nullable(),
  prospects_id: id.nullable(),
  smsallow: flag,
});
export type Basics = z.infer<typeof basicsSchema>;

export const basics = defineCall<Record<string, never>, Basics>({
  path: '/account/basics',
  auth: 'customer',
  response: basicsSchema,
});

/** Changes any of these (dob 'MM/DD/YYYY', age 19–99); answers the basics. 409: e-mail taken. */
export const updateBasics = defineCall<
  { first_name?: string; last_name?: string; email?: string; phoneNo?: string; dob?: string },
  Basics
>({
  path: '/account/update/',
  auth: 'customer',
  response: basicsSchema,
});

/** Shipping address, billing address (leave out every billing_* for "same as shipping") and SMS consent. */
export const saveAddress = defineCall<
  {
    address: string;
    address2?: string;
    city: string;
    state: string;
    zip: string;
    billing_address?: string;
    billing_address2?: string;
    billing_city?: string;
    billing_state?: string;
    billing_zip?: string;
    smsallow?: 0 | 1;
  },
  Addresses
>({
  path: '/account/address/',
  auth: 'customer',
  response: addresses,
});

const cardSummary = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type CardSummary = z.infer<typeof cardSummary>;

/**
 * Replaces the card on file (`token`: the shop's public product token). The answer is the card's
 * summary only; a card the processor refuses is a 400 with `details.errorDescription`.
 */
export const updateCard = defineCall<
  { ccnum: string; ccexp: string; cccvv: string; consent: boolean; shipping: string; token: string },
  CardSummary
>({
  path: '/account/ccupdate/',
  auth: 'customer',
  response: cardSummary,
});

/** Texts a 6-digit code to the customer's phone (10 minutes). 429: too many codes this hour. */
export const sendSmsCode = defineCall<{ action: 'send' }, { sent_to: string; expires_in_seconds: number }>({
  path: '/account/smsauth/',
  auth: 'customer',
  response: z.object({ sent_to: z.string(), expires_in_seconds: z.number() }),
});

/** Checks the code: 400 'The code is incorrect or has expired.', 429 after 5 attempts. */
export const verifySmsCode = defineCall<{ action: 'verify'; code: string }, { verified: boolean }>({
  path: '/account/smsauth/',
  auth: 'customer',
  response: z.object({ verified: z.boolean() }),
});

const subscription = z.object({
  id,
  product_id: id,
  product_name: z.string(),
  category: z.string(),
  frequency: z.string(),
  status: z.string(),
  /** 'YYYY-MM-DD'. */
  next_ship_date: z.string().nullable(),
  price: amount,
  img: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscription>;

export const subscriptions = defineCall<Record<string, never>, Subscription[]>({
  path: '/account/subscriptions/',
  auth: 'customer',
  response: z.array(subscription),
});

// ---- v2: the account page and the health-data page ----

const profile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dob: z.string().nullable(),
});

const accountProfile = profile.extend({
  pending_email: pendingEmail.nullable().optional(),
  /** Proved with the texted code (/account/smsauth/). Absent from legacy APIs without SMS verification. */
  phone_verified: z.boolean().optional(),
});
export type Profile = z.infer<typeof profile>;

const accountDataSchema = addresses.extend({
  profile: accountProfile,
  payment_method: cardSummary.nullable(),
});
export type AccountData = z.infer<typeof accountDataSchema>;

export const accountData = defineCall<Record<string, never>, AccountData>({
  path: '/account/data',
  api: 'v2',
  auth: 'customer',
  response: accountDataSchema,
});

/**
 * Changes the fields given; answers the profile. 409: e-mail taken. lapi-server takes the e-mail and
 * phone only as on file (a change needs changeContact): the gateway sends the names alone.
 */
export const updateProfile = defineCall<
  { prospect: { first_name?: string; last_name?: string; email?: string; phone?: string } },
  Profile
>({
  path: '/account/update',
  api: 'v2',
  auth: 'customer',
  response: profile,
});

export const changeAddress = defineCall<{ address: PostalAddressInput }, Addresses>({
  path: '/account/change-address',
  api: 'v2',
  auth: 'customer',
  response: addresses,
});

export const changeBillingAddress = defineCall<{ address: PostalAddressInput }, Addresses>({
  path: '/account/change-billing-address',
  api: 'v2',
  auth: 'customer',
  response: addresses,
});

const measurement = z.object({
  id,
  weight_lbs: z.number(),
  /** 'YYYY-MM-DD'. */
  measured_on: z.string(),
});
export type Measurement = z.infer<typeof measurement>;

/** The weight log, newest first. 403 for a customer outside the SKY GLP programme. */
export const listMeasurements = defineCall<{ action: 'list' }, Measurement[]>({
  path: '/account/measurement',
  api: 'v2',
  auth: 'customer',
  response: z.array(measurement),
});

/** Adds a weigh-in (50–1000 lbs, one decimal; 'YYYY-MM-DD', not in the future). */
export const addMeasurement = defineCall<
  { action: 'add'; weight_lbs: number; measured_on: string },
  Measurement
>({
  path: '/account/measurement',
  api: 'v2',
  auth: 'customer',
  response: measurement,
});
