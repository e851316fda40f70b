import { customer } from '@helmsman/lapi-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { given } from '../provider-states.ts';
import { amount, frequency, isoDate, PUBLIC_TOKEN, sessionToken, usDate, utcInstant } from './formats.ts';
import {
  acknowledged,
  customerInteraction,
  describePactCases,
  envelope,
  fails,
  interaction,
  invalidField,
  paymentFails,
  staleTokenInteraction,
  succeeds,
} from './lapi-pact.ts';
import { alex, alexCardOnFile, alexSubscriptions, customerExists, loggedIn, sam } from './people.ts';

const { eachLike, equal, integer, like, regex, string } = MatchersV3;

/**
 * The customer's account and identity: sign-up, password reset, profile, addresses, card on file, phone
 * verification, subscriptions, and the v2 account and health-data calls. Failures pin the message the
 * gateway shows and, for bad form input, the per-field problems (`data.fields`) it maps onto the form.
 */

const RESET_TOKEN = 'pact-reset-token-alex-00000000000000000000';
const SMS_CODE = '482913';
const CONFIRMATION_TOKEN = 'pact-email-change-token-alex-000000000000';
const NEW_EMAIL = 'alex.berg@example.com';
const alexLoggedIn = loggedIn(alex);
const alexExists = customerExists(alex);
const samExists = customerExists(sam);

const alexProfile = given('the customer has a profile', {
  leadsId: alex.leadsId,
  firstName: alex.firstName,
  lastName: alex.lastName,
  phone: '(512) 555-0142',
  dob: '06/12/1984',
  phoneVerified: true,
});
const alexHome = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};
const alexAddresses = given('the customer has addresses on file', {
  leadsId: alex.leadsId,
  shipping: alexHome,
  billing: null,
});
const newAddress = { address: '700 Lavaca St', address2: '', city: 'Austin', state: 'TX', zip: '78701' };
const billingAddress = {
  address: '1 Bank Plaza',
  address2: 'Suite 9',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
};

/** An address as the account calls answer it, and what the client makes of it. */
function addressBody(address: typeof alexHome) {
  return {
    address: string(address.address),
    address2: string(address.address2),
    city: string(address.city),
    state: string(address.state),
    zip: regex('^[0-9]{5}$', address.zip),
    country: string('US'),
  };
}
const addressOut = (address: typeof alexHome) => ({ ...address, country: 'US' });

function addressesBody(shipping: typeof alexHome, billing: typeof alexHome, smsallow: 0 | 1) {
  return {
    shipping_address: addressBody(shipping),
    billing_address: addressBody(billing),
    billing_same_as_shipping: like(shipping === billing),
    smsallow: integer(smsallow),
  };
}
function addressesOut(shipping: typeof alexHome, billing: typeof alexHome, smsallow: 0 | 1) {
  return {
    shipping_address: addressOut(shipping),
    billing_address: addressOut(billing),
    billing_same_as_shipping: shipping === billing,
    smsallow: smsallow === 1,
  };
}

const emailChangePending = given('an e-mail change is waiting for confirmation', {
  email: alex.email,
  leadsId: alex.leadsId,
  newEmail: NEW_EMAIL,
  confirmationToken: CONFIRMATION_TOKEN,
});
/** The e-mail change waiting for confirmation, as the account calls answer it. */
const pendingEmail = {
  body: { email: string(NEW_EMAIL), expires_at: utcInstant('2026-11-27T10:00:00.000Z') },
  returns: { email: NEW_EMAIL, expires_at: '2026-11-27T10:00:00.000Z' },
};

/** Alex's card on file (the test processor's 4242), as the card calls answer it. */
const alexCard = {
  body: {
    brand: string('visa'),
    last4: regex('^[0-9]{4}$', '4242'),
    exp_month: integer(12),
    exp_year: integer(2034),
  },
  returns: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
};

/** Alex's account page: profile, addresses (billing the same as shipping), card, and the pending e-mail if any. */
function alexAccountPage(pending?: typeof pendingEmail) {
  return {
    body: envelope.success({
      profile: {
        first_name: string(alex.firstName),
        last_name: string(alex.lastName),
        email: string(alex.email),
        phone: string('(512) 555-0142'),
        dob: usDate('06/12/1984'),
        // The gateway starts no online visit before the phone is verified.
        phone_verified: like(true),
        ...(pending && { pending_email: pending.body }),
      },
      ...addressesBody(alexHome, alexHome, 1),
      payment_method: alexCard.body,
    }),
    returns: {
      profile: {
        first_name: alex.firstName,
        last_name: alex.lastName,
        email: alex.email,
        phone: '(512) 555-0142',
        dob: '06/12/1984',
        phone_verified: true,
        ...(pending && { pending_email: pending.returns }),
      },
      ...addressesOut(alexHome, alexHome, 1),
      payment_method: alexCard.returns,
    },
  };
}

/** An e-mail another account has: a 409 with the problem under the e-mail field. */
const emailTaken = invalidField(
  409,
  'An account with this e-mail already exists.',
  'email',
  'An account with this e-mail already exists.',
);

const alexBasicsBody = {
  first_name: string(alex.firstName),
  last_name: string(alex.lastName),
  email: string(alex.email),
  phone: string('(512) 555-0142'),
  dob: usDate('06/12/1984'),
  prospects_id: integer(alex.prospectsId),
  smsallow: integer(1),
};
const alexBasicsOut = {
  first_name: alex.firstName,
  last_name: alex.lastName,
  email: alex.email,
  phone: '(512) 555-0142',
  dob: '06/12/1984',
  prospects_id: alex.prospectsId,
  smsallow: true,
};

const signUpInput = {
  email: 'freya.nord@example.com',
  first_name: 'Freya',
  last_name: 'Nord',
  password: 'Asgard123',
  consent: true,
};

const card = {
  ccnum: '4242424242424242',
  ccexp: '12/34',
  cccvv: '123',
  consent: true,
  shipping: 'same',
  token: PUBLIC_TOKEN,
};

describePactCases('customer account and identity', [
  // ---- Sign-up ----
  interaction({
    call: customer.signUp,
    scenario: 'with a new e-mail',
    given: [given('no customer has the e-mail', { email: signUpInput.email })],
    input: signUpInput,
    willRespondWith: {
      status: 200,
      body: envelope.success({
        leads_id: integer(1003),
        token: sessionToken('U2lnbi11cCB0b2tlbiBvZiBGcmV5YSBOb3JkIQ'),
      }),
    },
    // The legacy answer has no session end (lapi-server's login extension): the gateway's default applies.
    expected: {
      returns: { leads_id: 1003, token: 'U2lnbi11cCB0b2tlbiBvZiBGcmV5YSBOb3JkIQ', expires_at: undefined },
    },
  }),
  interaction({
    call: customer.signUp,
    scenario: 'with an e-mail that has an account',
    given: [alexExists],
    input: { ...signUpInput, email: alex.email },
    ...emailTaken,
  }),

  // ---- Password reset ----
  interaction({
    call: customer.requestPasswordReset,
    scenario: 'for an e-mail with an account',
    given: [alexExists],
    input: { clicks_id: 'click-20261122-0001', token: PUBLIC_TOKEN, email: alex.email },
    ...acknowledged,
  }),
  interaction({
    call: customer.requestPasswordReset,
    scenario: 'with a malformed e-mail',
    given: [],
    input: { clicks_id: null, token: PUBLIC_TOKEN, email: 'alex-at-helmsman' },
    willRespondWith: {
      status: 400,
      body: envelope.failure(string('Invalid request: email must be a valid e-mail address')),
    },
    expected: { throws: { httpStatus: 400 } },
  }),
  interaction({
    call: customer.updatePassword,
    scenario: 'with a live reset link',
    given: [
      given('a password reset was requested', {
        email: alex.email,
        leadsId: alex.leadsId,
        resetToken: RESET_TOKEN,
      }),
    ],
    input: { token: RESET_TOKEN, password: 'Ragnarok1' },
    willRespondWith: {
      status: 200,
      body: { status: 'SUCCESS', message: string('Your password has been updated.') },
    },
    expected: { returns: undefined },
  }),
  interaction({
    call: customer.updatePassword,
    scenario: 'with a used or expired reset link',
    given: [given('no password reset exists for the token', { resetToken: RESET_TOKEN })],
    input: { token: RESET_TOKEN, password: 'Ragnarok1' },
    ...fails(400, equal('This password reset link has expired or was already used.')),
  }),

  // Extension (the legacy API sets passwords only through reset links): see lapi-client's changePassword.
  interaction({
    call: customer.changePassword,
    scenario: 'with the right current password',
    given: [alexExists, alexLoggedIn],
    session: alex.session,
    input: { old_password: alex.password, password: 'Ragnarok1' },
    willRespondWith: {
      status: 200,
      body: { status: 'SUCCESS', message: string('Your password has been changed.') },
    },
    expected: { returns: undefined },
  }),
  interaction({
    call: customer.changePassword,
    scenario: 'with a wrong current password',
    given: [alexExists, alexLoggedIn],
    session: alex.session,
    input: { old_password: 'NotMyPassword1', password: 'Ragnarok1' },
    ...invalidField(400, 'Failed to change password.', 'old_password', 'The current password is incorrect.'),
  }),

  // ---- Basics and profile ----
  customerInteraction(alex, {
    call: customer.basics,
    scenario: 'of a customer with a full profile',
    given: [alexProfile],
    input: {},
    willRespondWith: { status: 200, body: envelope.success(alexBasicsBody) },
    expected: { returns: alexBasicsOut },
  }),
  staleTokenInteraction(customer.basics, {}),
  customerInteraction(alex, {
    call: customer.updateBasics,
    // The phone as on file: a different one needs changeContact (lapi-server refuses it here).
    scenario: 'with the phone number on file and a date of birth',
    given: [alexProfile],
    input: { phoneNo: '(512) 555-0142', dob: '06/12/1984' },
    willRespondWith: { status: 200, body: envelope.success(alexBasicsBody) },
    expected: { returns: alexBasicsOut },
  }),
  customerInteraction(alex, {
    call: customer.updateBasics,
    scenario: "with another customer's e-mail",
    given: [samExists],
    input: { email: sam.email },
    ...emailTaken,
  }),

  // ---- Address ----
  customerInteraction(alex, {
    call: customer.saveAddress,
    scenario: 'with billing the same as shipping',
    input: { ...newAddress, smsallow: 1 },
    willRespondWith: { status: 200, body: envelope.success(addressesBody(newAddress, newAddress, 1)) },
    expected: { returns: addressesOut(newAddress, newAddress, 1) },
  }),
  customerInteraction(alex, {
    call: customer.saveAddress,
    scenario: 'with a ZIP code of four digits',
    input: { ...newAddress, zip: '7870', smsallow: 1 },
    ...invalidField(400, 'Failed to save address.', 'zip', 'Invalid ZIP code format'),
  }),

  // ---- Card on file ----
  customerInteraction(alex, {
    call: customer.updateCard,
    scenario: 'with a valid card',
    input: card,
    // The app's key for this card: a double click vaults it once.
    idempotencyKey: '8c7e2f4a-1d3b-4e5f-8a9b-0c1d2e3f4a5b',
    ...succeeds({ body: envelope.success(alexCard.body), returns: alexCard.returns }),
  }),
  customerInteraction(alex, {
    call: customer.updateCard,
    scenario: 'with a number failing the Luhn check',
    input: { ...card, ccnum: '4242424242424241' },
    ...paymentFails(400, 'Your card number is incorrect.'),
  }),

  // ---- Phone verification ----
  customerInteraction(alex, {
    call: customer.sendSmsCode,
    scenario: 'to the phone of the account',
    given: [alexProfile],
    input: { action: 'send' },
    willRespondWith: {
      status: 200,
      body: envelope.success({ sent_to: string('(•••) •••-0142'), expires_in_seconds: integer(600) }),
    },
    expected: { returns: { sent_to: '(•••) •••-0142', expires_in_seconds: 600 } },
  }),
  customerInteraction(alex, {
    call: customer.verifySmsCode,
    scenario: 'with the code that was sent',
    given: [
      alexProfile,
      given('an SMS code was sent to the customer', { leadsId: alex.leadsId, code: SMS_CODE }),
    ],
    input: { action: 'verify', code: SMS_CODE },
    willRespondWith: { status: 200, body: envelope.success({ verified: equal(true) }) },
    expected: { returns: { verified: true } },
  }),
  customerInteraction(alex, {
    call: customer.verifySmsCode,
    scenario: 'with a wrong code',
    given: [
      alexProfile,
      given('an SMS code was sent to the customer', { leadsId: alex.leadsId, code: SMS_CODE }),
    ],
    input: { action: 'verify', code: '111111' },
    ...fails(400, equal('The code is incorrect or has expired.')),
  }),

  // ---- Subscriptions ----
  customerInteraction(alex, {
    call: customer.subscriptions,
    scenario: 'of a customer with subscriptions',
    given: [alexSubscriptions('sleep')],
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success(
        eachLike({
          id: integer(7001),
          product_id: integer(41),
          product_name: string('Sleep Gummies'),
          category: string('sleep'),
          frequency: frequency('MONTHLY'),
          status: string('active'),
          next_ship_date: isoDate('2026-11-14'),
          price: amount('17.50'),
          img: string('/images/supp-sleep.webp'),
        }),
      ),
    },
    expected: {
      returns: [
        {
          id: 7001,
          product_id: 41,
          product_name: 'Sleep Gummies',
          category: 'sleep',
          frequency: 'MONTHLY',
          status: 'active',
          next_ship_date: '2026-11-14',
          price: 17.5,
          img: '/images/supp-sleep.webp',
        },
      ],
    },
  }),
  staleTokenInteraction(customer.subscriptions, {}),

  // ---- v2: account page ----
  customerInteraction(alex, {
    call: customer.accountData,
    scenario: 'of a customer with a profile, an address and a card',
    given: [alexProfile, alexAddresses, alexCardOnFile('approve')],
    input: {},
    ...succeeds(alexAccountPage()),
  }),
  staleTokenInteraction(customer.accountData, {}),
  customerInteraction(alex, {
    call: customer.updateProfile,
    // Names only: the gateway changes the e-mail and phone through changeContact, with the password.
    scenario: 'with new names',
    given: [alexProfile],
    input: { prospect: { first_name: 'Alexander', last_name: 'Berg' } },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        first_name: string('Alexander'),
        last_name: string('Berg'),
        email: string(alex.email),
        phone: string('(512) 555-0142'),
        dob: usDate('06/12/1984'),
      }),
    },
    expected: {
      returns: {
        first_name: 'Alexander',
        last_name: 'Berg',
        email: alex.email,
        phone: '(512) 555-0142',
        dob: '06/12/1984',
      },
    },
  }),
  // Extensions (issue 11, point 3): e-mail and phone changes need the current password, and a new
  // e-mail takes effect once confirmed from it. See lapi-client's changeContact and confirmEmail.
  interaction({
    call: customer.changeContact,
    scenario: 'with the right current password and a new e-mail',
    given: [alexExists, alexLoggedIn],
    session: alex.session,
    input: { password: alex.password, email: NEW_EMAIL },
    ...succeeds({
      body: envelope.success({ pending_email: pendingEmail.body }),
      returns: { pending_email: pendingEmail.returns },
    }),
  }),
  interaction({
    call: customer.changeContact,
    scenario: 'with a wrong current password',
    given: [alexExists, alexLoggedIn],
    session: alex.session,
    input: { password: 'NotMyPassword1', phone: '(512) 555-0199' },
    ...invalidField(400, 'Failed to update account.', 'password', 'The current password is incorrect.'),
  }),
  interaction({
    call: customer.confirmEmail,
    scenario: 'with the link of a pending change',
    given: [emailChangePending],
    input: { token: CONFIRMATION_TOKEN },
    willRespondWith: { status: 200, body: envelope.success({ email: string(NEW_EMAIL) }) },
    expected: { returns: { email: NEW_EMAIL } },
  }),
  interaction({
    call: customer.confirmEmail,
    scenario: 'with a used or expired link',
    given: [given('no e-mail change exists for the token', { confirmationToken: CONFIRMATION_TOKEN })],
    input: { token: CONFIRMATION_TOKEN },
    ...fails(400, equal('This confirmation link has expired or was already used.')),
  }),
  customerInteraction(alex, {
    call: customer.accountData,
    scenario: 'of a customer whose new e-mail waits for confirmation',
    given: [alexProfile, alexAddresses, alexCardOnFile('approve'), emailChangePending],
    input: {},
    ...succeeds(alexAccountPage(pendingEmail)),
  }),
  customerInteraction(alex, {
    call: customer.updateProfile,
    scenario: "with another customer's e-mail",
    given: [samExists],
    input: { prospect: { email: sam.email } },
    ...emailTaken,
  }),
  customerInteraction(alex, {
    call: customer.changeAddress,
    scenario: 'with a new shipping address',
    given: [alexAddresses],
    input: { address: newAddress },
    willRespondWith: { status: 200, body: envelope.success(addressesBody(newAddress, newAddress, 1)) },
    expected: { returns: addressesOut(newAddress, newAddress, 1) },
  }),
  customerInteraction(alex, {
    call: customer.changeAddress,
    scenario: 'with a state that is not a U.S. state code',
    input: { address: { ...newAddress, state: 'Texas' } },
    ...invalidField(
      400,
      'Failed to save address.',
      'address.state',
      'State must be a two-letter U.S. state code',
    ),
  }),
  customerInteraction(alex, {
    call: customer.changeBillingAddress,
    scenario: 'with a billing address of its own',
    given: [alexAddresses],
    input: { address: billingAddress },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        ...addressesBody(alexHome, billingAddress, 1),
        billing_same_as_shipping: like(false),
      }),
    },
    expected: { returns: { ...addressesOut(alexHome, billingAddress, 1), billing_same_as_shipping: false } },
  }),
  customerInteraction(alex, {
    call: customer.changeBillingAddress,
    scenario: 'with a ZIP code of four digits',
    input: { address: { ...billingAddress, zip: '7520' } },
    ...invalidField(400, 'Failed to save address.', 'address.zip', 'Invalid ZIP code format'),
  }),

  // ---- v2: health data (SKY GLP) ----
  customerInteraction(alex, {
    call: customer.listMeasurements,
    scenario: 'of a SKY GLP patient',
    given: [
      alexSubscriptions('SKY GLP'),
      given('the customer has weight measurements', {
        leadsId: alex.leadsId,
        measurements: [
          { measuredOn: '2026-11-17', weightLbs: 227.1 },
          { measuredOn: '2026-11-10', weightLbs: 228.5 },
        ],
      }),
    ],
    input: { action: 'list' },
    willRespondWith: {
      status: 200,
      body: envelope.success(
        eachLike({ id: integer(12007), weight_lbs: like(227.1), measured_on: isoDate('2026-11-17') }),
      ),
    },
    expected: { returns: [{ id: 12007, weight_lbs: 227.1, measured_on: '2026-11-17' }] },
  }),
  customerInteraction(sam, {
    call: customer.listMeasurements,
    scenario: 'of a customer outside the SKY GLP programme',
    given: [given('the customer has no SKY GLP subscription', { leadsId: sam.leadsId })],
    input: { action: 'list' },
    willRespondWith: {
      status: 403,
      body: envelope.failure(string('Health data is available to SKY GLP programme patients only.')),
    },
    expected: { throws: { httpStatus: 403 } },
  }),
  customerInteraction(alex, {
    call: customer.addMeasurement,
    scenario: 'with a weigh-in',
    given: [alexSubscriptions('SKY GLP')],
    input: { action: 'add', weight_lbs: 226.4, measured_on: '2026-11-20' },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        id: integer(12008),
        weight_lbs: like(226.4),
        measured_on: isoDate('2026-11-20'),
      }),
    },
    expected: { returns: { id: 12008, weight_lbs: 226.4, measured_on: '2026-11-20' } },
  }),
  customerInteraction(alex, {
    call: customer.addMeasurement,
    scenario: 'with a weight under 50 lbs',
    given: [alexSubscriptions('SKY GLP')],
    input: { action: 'add', weight_lbs: 20.5, measured_on: '2026-11-20' },
    ...invalidField(
      400,
      'Failed to save measurement.',
      'weight_lbs',
      'Weight must be between 50 and 1000 lbs.',
    ),
  }),
]);
