import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { leads, paymentMethods } from '../db/schema/index.ts';
import { failure, protocolFailures, type Reply, success } from '../http/envelope.ts';
import { customerInput, invalidInputAs } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import {
  address2Field,
  addressLineField,
  checkAge,
  cityField,
  dobField,
  EMAIL_TAKEN,
  emailField,
  emailTaken,
  fieldFailure,
  legacyDate,
  nameField,
  type PostalAddress,
  phoneField,
  postalAddress,
  stateField,
  zeroOrOne,
  zipField,
} from './account-fields.ts';
import { pendingEmailOf } from './contact-change.ts';

/**
 * The customer's own account: basics, profile updates, shipping and billing addresses (v1 and v2
 * calls), and the account page's data. Every query is keyed by the session's lead.
 */

export const FAILED_SAVE_ADDRESS = 'Failed to save address.';
export const FAILED_UPDATE_ACCOUNT = 'Failed to update account.';
/** The legacy updates' answer to a different e-mail or phone: those need change-contact (an extension). */
export const CONTACT_NEEDS_PASSWORD = 'Changing the e-mail or phone needs the current password.';
/** Spec section 8's generic v2 failure, for what no better message describes. */
export const GENERIC_V2_FAILURE = 'An error occurred, please try again later.';

type LeadRow = typeof leads.$inferSelect;

async function loadLead(db: Db, leadId: number): Promise<LeadRow | null> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  return lead ?? null;
}

function basicsOf(lead: LeadRow) {
  return {
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    dob: legacyDate(lead.dob),
    prospects_id: lead.prospectsId,
    smsallow: lead.smsAllow ? 1 : 0,
  };
}

function shippingOf(lead: LeadRow) {
  if (lead.address === null || lead.city === null || lead.state === null || lead.zip === null) return null;
  return {
    address: lead.address,
    address2: lead.address2,
    city: lead.city,
    state: lead.state,
    zip: lead.zip,
    country: lead.country,
  };
}

/** Null billing columns mean "same as shipping": the shipping address is then the billing address. */
function billingOf(lead: LeadRow) {
  if (lead.billingAddress === null || lead.billingCity === null || lead.billingState === null) {
    return shippingOf(lead);
  }
  return {
    address: lead.billingAddress,
    address2: lead.billingAddress2,
    city: lead.billingCity,
    state: lead.billingState,
    zip: lead.billingZip ?? '',
    country: lead.country,
  };
}

function addressesOf(lead: LeadRow) {
  return {
    shipping_address: shippingOf(lead),
    billing_address: billingOf(lead),
    billing_same_as_shipping: lead.billingAddress === null,
    smsallow: lead.smsAllow ? 1 : 0,
  };
}

const basics = defineRoute({
  path: '/lapi/account/basics',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: "The logged-in lead's basics: names, e-mail, phone, date of birth, prospects_id, smsallow.",
  input: customerInput,
  async handler(_input, { db, leadId }) {
    const lead = await loadLead(db, leadId);
    if (!lead) return protocolFailures.notAuthenticated();
    return success(basicsOf(lead), '');
  },
});

interface ProfileChange {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  dob?: string | undefined;
}

/**
 * Applies a (partial) profile change: names, date of birth, and the e-mail and phone as they are on
 * file. A different e-mail or phone is refused (400 naming the field): a session alone must not move
 * the account away from its owner, so those go through change-contact (contact-change.ts), with the
 * current password and, for an e-mail, a confirmation from the new address.
 */
async function changeProfile(
  db: Db,
  leadId: number,
  change: ProfileChange,
  context: { logger: Logger; fields: { email: string; phone: string } },
): Promise<{ lead: LeadRow } | { reply: Reply }> {
  const before = await loadLead(db, leadId);
  if (!before) return { reply: protocolFailures.notAuthenticated() };
  if (change.email !== undefined && change.email !== before.email) {
    const taken = change.email !== undefined && (await emailTaken(db, change.email, leadId));
    if (taken) return { reply: fieldFailure(409, EMAIL_TAKEN, 'email', EMAIL_TAKEN) };
    return { reply: fieldFailure(400, FAILED_UPDATE_ACCOUNT, context.fields.email, CONTACT_NEEDS_PASSWORD) };
  }
  // A first phone takes nothing from the owner (the online visit asks for it after a sign-up, and its
  // SMS code then proves it); replacing one on file needs the password.
  if (change.phone !== undefined && before.phone !== null && change.phone !== before.phone) {
    return { reply: fieldFailure(400, FAILED_UPDATE_ACCOUNT, context.fields.phone, CONTACT_NEEDS_PASSWORD) };
  }

  const values: Partial<typeof leads.$inferInsert> = {};
  for (const [key, value] of Object.entries(change) as [keyof ProfileChange, string | undefined][]) {
    if (value !== undefined) values[key] = value;
  }
  const [after] = await db.update(leads).set(values).where(eq(leads.id, leadId)).returning();
  if (!after) return { reply: protocolFailures.notAuthenticated() };
  context.logger.info({ leadId, fields: Object.keys(values) }, 'profile updated');
  return { lead: after };
}

const atLeastOne = (keys: readonly string[]) => (value: Record<string, unknown>) =>
  keys.some((key) => value[key] !== undefined);

const profileUpdateKeys = ['first_name', 'last_name', 'email', 'phoneNo', 'dob'] as const;

const update = defineRoute({
  path: '/lapi/account/update/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'account', action: 'update' },
  summary:
    'Updates any of first_name, last_name, dob (MM/DD/YYYY, age 19-99); email and phoneNo only as on file (a change needs change-contact: 400, or 409 for a taken e-mail).',
  input: customerInput
    .extend({
      first_name: nameField('First name').optional(),
      last_name: nameField('Last name').optional(),
      email: emailField.optional(),
      phoneNo: phoneField.optional(),
      dob: dobField.optional(),
    })
    .refine(atLeastOne(profileUpdateKeys), `Send at least one of ${profileUpdateKeys.join(', ')}.`),
  invalidInput: invalidInputAs(FAILED_UPDATE_ACCOUNT),
  async handler(input, { db, leadId, clock, logger }) {
    const now = clock.now();
    if (input.dob !== undefined) {
      const ageProblem = checkAge(input.dob, now, FAILED_UPDATE_ACCOUNT);
      if (ageProblem) return ageProblem;
    }
    const outcome = await changeProfile(
      db,
      leadId,
      {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phoneNo,
        dob: input.dob,
      },
      { logger, fields: { email: 'email', phone: 'phoneNo' } },
    );
    if ('reply' in outcome) return outcome.reply;
    return success(basicsOf(outcome.lead), 'Account updated.');
  },
});

/** Blank legacy form fields ('' or null) mean "not given". */
const blankAsAbsent = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const billingKeys = [
  'billing_address',
  'billing_address2',
  'billing_city',
  'billing_state',
  'billing_zip',
] as const;
const requiredBilling = {
  billing_address: 'Billing address is required',
  billing_city: 'Billing city is required',
  billing_state: 'Billing state is required',
  billing_zip: 'Billing ZIP code is required',
} as const;

const addressUpdate = defineRoute({
  path: '/lapi/account/address/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'address', action: 'update' },
  summary:
    'Saves the shipping address, the billing address (billing_* absent: same as shipping) and smsallow (0/1).',
  input: customerInput
    .extend({
      address: addressLineField,
      address2: address2Field,
      city: cityField,
      state: stateField,
      zip: zipField,
      billing_address: blankAsAbsent(addressLineField),
      // Without address2Field's default: '' must stay absent, or it would count as a billing address.
      billing_address2: blankAsAbsent(
        z.string().trim().max(200, 'Address line 2 must have at most 200 characters'),
      ),
      billing_city: blankAsAbsent(cityField),
      billing_state: blankAsAbsent(stateField),
      billing_zip: blankAsAbsent(zipField),
      smsallow: zeroOrOne.optional(),
    })
    .superRefine((value, context) => {
      // A billing address is all or nothing: half of one would bill a card to an address that does not exist.
      if (!billingKeys.some((key) => value[key] !== undefined)) return;
      for (const [key, message] of Object.entries(requiredBilling)) {
        if (value[key as keyof typeof requiredBilling] === undefined) {
          context.addIssue({ code: 'custom', path: [key], message });
        }
      }
    }),
  invalidInput: invalidInputAs(FAILED_SAVE_ADDRESS),
  async handler(input, { db, leadId, logger }) {
    const sameAsShipping = input.billing_address === undefined;
    const [lead] = await db
      .update(leads)
      .set({
        address: input.address,
        address2: input.address2,
        city: input.city,
        state: input.state,
        zip: input.zip,
        billingAddress: sameAsShipping ? null : input.billing_address,
        billingAddress2: sameAsShipping ? '' : (input.billing_address2 ?? ''),
        billingCity: sameAsShipping ? null : input.billing_city,
        billingState: sameAsShipping ? null : input.billing_state,
        billingZip: sameAsShipping ? null : input.billing_zip,
        ...(input.smsallow !== undefined && { smsAllow: input.smsallow === 1 }),
      })
      .where(eq(leads.id, leadId))
      .returning();
    if (!lead) return failure(400, FAILED_SAVE_ADDRESS);
    logger.info({ leadId, sameAsShipping }, 'addresses saved');
    return success(addressesOf(lead), 'Address saved.');
  },
});

// ---- v2 (the account page) ----

function profileOf(lead: LeadRow) {
  return {
    leads_id: lead.id,
    prospects_id: lead.prospectsId,
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    dob: legacyDate(lead.dob),
    phone_verified: lead.phoneVerifiedAt !== null,
  };
}

async function accountData(db: Db, lead: LeadRow, now: Date) {
  const [card] = await db
    .select({
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      exp_month: paymentMethods.expMonth,
      exp_year: paymentMethods.expYear,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.leadId, lead.id))
    .limit(1);
  return {
    // pending_email (an extension): an e-mail change waiting for confirmation from the new address.
    profile: { ...profileOf(lead), pending_email: await pendingEmailOf(db, lead.id, now) },
    ...addressesOf(lead),
    payment_method: card ?? null,
  };
}

const prospectKeys = ['first_name', 'last_name', 'email', 'phone'] as const;

const updateV2 = defineRoute({
  path: '/lapi/v2/account/update',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'account', action: 'update' },
  summary:
    'Updates the profile from `prospect` (first_name, last_name; email and phone only as on file: a change needs change-contact); partial.',
  input: customerInput.extend({
    prospect: z
      .object({
        first_name: nameField('First name').optional(),
        last_name: nameField('Last name').optional(),
        email: emailField.optional(),
        phone: phoneField.optional(),
      })
      .refine(atLeastOne(prospectKeys), `Send at least one of ${prospectKeys.join(', ')}.`),
  }),
  invalidInput: invalidInputAs(FAILED_UPDATE_ACCOUNT),
  async handler({ prospect }, { db, leadId, logger }) {
    const outcome = await changeProfile(
      db,
      leadId,
      {
        firstName: prospect.first_name,
        lastName: prospect.last_name,
        email: prospect.email,
        phone: prospect.phone,
      },
      { logger, fields: { email: 'prospect.email', phone: 'prospect.phone' } },
    );
    if ('reply' in outcome) return outcome.reply;
    return success(profileOf(outcome.lead), 'Account updated.');
  },
});

const dataV2 = defineRoute({
  path: '/lapi/v2/account/data',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary:
    "The account page's data: profile (with pending_email, an extension), shipping and billing addresses, smsallow, the card on file (or null).",
  input: customerInput,
  async handler(_input, { db, leadId, clock }) {
    const lead = await loadLead(db, leadId);
    if (!lead) return failure(500, GENERIC_V2_FAILURE);
    return success(await accountData(db, lead, clock.now()), '');
  },
});

async function saveAddress(
  db: Db,
  leadId: number,
  which: 'shipping' | 'billing',
  address: PostalAddress,
): Promise<LeadRow | null> {
  const values =
    which === 'shipping'
      ? { ...address }
      : {
          billingAddress: address.address,
          billingAddress2: address.address2,
          billingCity: address.city,
          billingState: address.state,
          billingZip: address.zip,
        };
  const [lead] = await db.update(leads).set(values).where(eq(leads.id, leadId)).returning();
  return lead ?? null;
}

const changeAddressV2 = defineRoute({
  path: '/lapi/v2/account/change-address',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'address', action: 'update' },
  summary: 'Saves the shipping address (`address`: address, address2, city, state, zip).',
  input: customerInput.extend({ address: postalAddress }),
  invalidInput: invalidInputAs(FAILED_SAVE_ADDRESS),
  async handler({ address }, { db, leadId, logger }) {
    const lead = await saveAddress(db, leadId, 'shipping', address);
    if (!lead) return failure(400, FAILED_SAVE_ADDRESS);
    logger.info({ leadId }, 'shipping address saved');
    return success(addressesOf(lead), 'Address saved.');
  },
});

const changeBillingAddressV2 = defineRoute({
  path: '/lapi/v2/account/change-billing-address',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'address', action: 'update', id: () => 'billing' },
  summary: 'Saves a billing address of its own (`address`: address, address2, city, state, zip).',
  input: customerInput.extend({ address: postalAddress }),
  invalidInput: invalidInputAs(FAILED_SAVE_ADDRESS),
  async handler({ address }, { db, leadId, logger }) {
    const lead = await saveAddress(db, leadId, 'billing', address);
    if (!lead) return failure(400, FAILED_SAVE_ADDRESS);
    logger.info({ leadId }, 'billing address saved');
    return success(addressesOf(lead), 'Address saved.');
  },
});

export const profileRoutes = [
  basics,
  update,
  addressUpdate,
  updateV2,
  dataV2,
  changeAddressV2,
  changeBillingAddressV2,
];
