import { messages } from '@helmsman/domain';
import { resetDatabase, schema } from '@helmsman/lapi-server';
import { buildASTSchema, type GraphQLObjectType } from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { typeDefs } from '../typeDefs.generated.ts';
import { NO_SHIPPING_ADDRESS } from './resolvers/Mutation/updateBillingAddress.ts';

/** Every line the GraphQL layer and the legacy API log, at every level: the card must be in none. */
const logLines: string[] = [];
const capture = () => pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness({ logger: capture(), graphqlLogger: capture(), lapiLogger: capture() });
});
afterAll(() => gateway.close());

const ACCOUNT_FIELDS = `
  profile { firstName lastName email phone dateOfBirth }
  shippingAddress { address address2 city state zip country }
  billingAddress { address address2 city state zip country }
  billingSameAsShipping smsOptIn
  paymentMethod { brand last4 expMonth expYear }`;
const RESULT = `ok error { message fieldErrors { field message } } account { ${ACCOUNT_FIELDS} }`;

const ACCOUNT = `{ account { ${ACCOUNT_FIELDS} } }`;
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${RESULT} } }`;
const UPDATE_SHIPPING = `mutation ($input: UpdateShippingAddressInput!) { updateShippingAddress(input: $input) { ${RESULT} } }`;
const UPDATE_BILLING = `mutation ($input: UpdateBillingAddressInput!) { updateBillingAddress(input: $input) { ${RESULT} } }`;
const UPDATE_CARD = `mutation ($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { ${RESULT} } }`;
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) {
  ok error { message fieldErrors { field message } } } }`;

interface Address {
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}
interface Account {
  profile: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    dateOfBirth: string | null;
  };
  shippingAddress: Address | null;
  billingAddress: Address | null;
  billingSameAsShipping: boolean;
  smsOptIn: boolean;
  paymentMethod: { brand: string; last4: string; expMonth: number; expYear: number } | null;
}
interface FormResult {
  ok: boolean;
  error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
  account?: Account | null;
}

const alexProfile = {
  firstName: 'Alex',
  lastName: 'Berg',
  email: 'alex@helmsman.test',
  phone: '(512) 555-0142',
};
const austin = { address: '412 Congress Ave', address2: 'Apt 5B', city: 'Austin', state: 'TX', zip: '78701' };
const visa = { ccnum: '4242424242424242', ccexp: '12/30', cccvv: '123', consent: true, shipping: 'standard' };
const passwords = { oldPassword: 'Valhalla1', password: 'Asgard123', passwordConfirm: 'Asgard123' };

async function account(cookie: string): Promise<Account> {
  const { body } = await gateway.graphql<{ account: Account }>(ACCOUNT, { cookie });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.account;
}

async function mutate(mutation: string, name: string, input: object, cookie: string): Promise<FormResult> {
  const { body } = await gateway.graphql<Record<string, FormResult>>(mutation, {
    variables: { input },
    cookie,
  });
  const result = body.data?.[name];
  if (!result) throw new Error(JSON.stringify(body.errors));
  return result;
}

const fieldErrorsOf = (result: FormResult) =>
  Object.fromEntries((result.error?.fieldErrors ?? []).map(({ field, message }) => [field, message]));

beforeEach(async () => {
  await resetDatabase(gateway.database.db);
  logLines.length = 0;
});

describe('logged out', () => {
  const calls: [string, string, object | undefined][] = [
    ['Query.account', ACCOUNT, undefined],
    ['updateProfile', UPDATE_PROFILE, alexProfile],
    ['updateShippingAddress', UPDATE_SHIPPING, { ...austin, smsallow: true }],
    ['updateBillingAddress', UPDATE_BILLING, { sameAsShipping: true }],
    ['updatePaymentMethod', UPDATE_CARD, visa],
    ['changePassword', CHANGE_PASSWORD, passwords],
  ];
  it.each(calls)('%s is UNAUTHENTICATED', async (_name, query, input) => {
    const { body } = await gateway.graphql(query, input ? { variables: { input } } : {});
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.data ?? null).toBeNull();
  });

  it('is UNAUTHENTICATED even for input the form would refuse', async () => {
    const { body } = await gateway.graphql(UPDATE_PROFILE, {
      variables: { input: { ...alexProfile, email: 'nope' } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Query.account', () => {
  it("gives alex's profile, addresses, SMS opt-in and only the summary of his card", async () => {
    const cookie = await gateway.login();
    expect(await account(cookie)).toEqual({
      profile: { ...alexProfile, dateOfBirth: '06/12/1984' },
      shippingAddress: { ...austin, country: 'US' },
      billingAddress: { ...austin, country: 'US' },
      billingSameAsShipping: true,
      smsOptIn: true,
      paymentMethod: { brand: 'visa', last4: '0002', expMonth: 9, expYear: 2028 },
    });
  });

  it('gives sam his own account: no card, no texts, an empty second address line as null', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const sam = await account(cookie);
    expect(sam.profile).toMatchObject({ firstName: 'Sam', lastName: 'Rivera', email: 'sam@helmsman.test' });
    expect(sam.shippingAddress).toMatchObject({ city: 'Seattle', address2: null });
    expect(sam.smsOptIn).toBe(false);
    expect(sam.paymentMethod).toBeNull();
  });

  it('has no field that could carry a card number or security code', () => {
    // From the schema itself: the gateway answers no introspection outside development.
    const card = buildASTSchema(typeDefs).getType('PaymentCard') as GraphQLObjectType;
    expect(Object.keys(card.getFields()).sort()).toEqual(['brand', 'expMonth', 'expYear', 'last4']);
  });
});

describe('Mutation.updateProfile', () => {
  it('saves the names without the password and answers the refreshed account', async () => {
    const cookie = await gateway.login();
    const result = await mutate(
      UPDATE_PROFILE,
      'updateProfile',
      // The phone on file in another spelling is no change.
      { firstName: ' Alexander ', lastName: 'Berg', email: 'ALEX@helmsman.test', phone: '512 555 0142' },
      cookie,
    );
    expect(result).toMatchObject({ ok: true, error: null });
    // Trimmed by the domain schema.
    expect(result.account?.profile).toMatchObject({ firstName: 'Alexander', phone: '(512) 555-0142' });
    expect((await account(cookie)).profile.firstName).toBe('Alexander');
  });

  it('changes the phone only with the current password, which a wrong one leaves as it was', async () => {
    const cookie = await gateway.login();
    const change = { ...alexProfile, firstName: 'Alexander', phone: '512 555 0199' };
    const without = await mutate(UPDATE_PROFILE, 'updateProfile', change, cookie);
    expect(without.ok).toBe(false);
    expect(fieldErrorsOf(without)).toEqual({
      currentPassword: 'Enter your current password to change your e-mail or phone.',
    });
    const wrong = await mutate(
      UPDATE_PROFILE,
      'updateProfile',
      { ...change, currentPassword: 'Valhalla9' },
      cookie,
    );
    expect(wrong.ok).toBe(false);
    expect(fieldErrorsOf(wrong)).toEqual({ currentPassword: 'The current password is incorrect.' });
    // Nothing changed, the names neither.
    expect((await account(cookie)).profile).toMatchObject(alexProfile);

    const right = await mutate(
      UPDATE_PROFILE,
      'updateProfile',
      { ...change, currentPassword: 'Valhalla1' },
      cookie,
    );
    expect(right).toMatchObject({ ok: true, error: null });
    expect(right.account?.profile).toMatchObject({ firstName: 'Alexander', phone: '(512) 555-0199' });
  });

  it('refuses an empty name and a malformed e-mail with the form messages, calling nothing', async () => {
    const cookie = await gateway.login();
    const result = await mutate(
      UPDATE_PROFILE,
      'updateProfile',
      { ...alexProfile, firstName: '  ', email: 'alex@' },
      cookie,
    );
    expect(result.ok).toBe(false);
    expect(fieldErrorsOf(result)).toEqual({ firstName: 'First name is required', email: 'Invalid Email' });
    expect((await account(cookie)).profile).toMatchObject(alexProfile);
  });

  it("puts the legacy API's refusals under the fields: a phone it cannot read, an e-mail another account has", async () => {
    const cookie = await gateway.login();
    const withPassword = { ...alexProfile, currentPassword: 'Valhalla1' };
    const badPhone = await mutate(UPDATE_PROFILE, 'updateProfile', { ...withPassword, phone: '12' }, cookie);
    expect(badPhone.error?.message).toBe('Failed to update account.');
    expect(fieldErrorsOf(badPhone)).toEqual({ phone: 'Phone number must be a 10-digit U.S. number' });

    const taken = await mutate(
      UPDATE_PROFILE,
      'updateProfile',
      { ...withPassword, email: 'sam@helmsman.test' },
      cookie,
    );
    expect(taken.ok).toBe(false);
    expect(fieldErrorsOf(taken)).toEqual({ email: 'An account with this e-mail already exists.' });
  });
});

describe('Mutation.updateShippingAddress', () => {
  it('saves the address and the SMS opt-in, keeping a billing address of its own', async () => {
    const cookie = await gateway.login();
    const billing = { sameAsShipping: false, ...austin, address: '9 Lamar Blvd', address2: null };
    expect((await mutate(UPDATE_BILLING, 'updateBillingAddress', billing, cookie)).ok).toBe(true);

    const chicago = { address: '1 N State St', address2: '', city: 'Chicago', state: 'IL', zip: '60602' };
    const result = await mutate(
      UPDATE_SHIPPING,
      'updateShippingAddress',
      { ...chicago, smsallow: false },
      cookie,
    );
    expect(result).toMatchObject({ ok: true, error: null });
    expect(result.account).toMatchObject({
      shippingAddress: { ...chicago, address2: null },
      billingAddress: { address: '9 Lamar Blvd', city: 'Austin' },
      billingSameAsShipping: false,
      smsOptIn: false,
    });
    expect((await account(cookie)).smsOptIn).toBe(false);
  });

  it("refuses a ZIP that is not 5 characters with 'Invalid ZIP code format', and missing fields", async () => {
    const cookie = await gateway.login();
    const result = await mutate(
      UPDATE_SHIPPING,
      'updateShippingAddress',
      { ...austin, zip: '7870', city: '', address2: null, smsallow: true },
      cookie,
    );
    expect(result.ok).toBe(false);
    expect(fieldErrorsOf(result)).toEqual({ zip: 'Invalid ZIP code format', city: 'City is required' });
    expect((await account(cookie)).shippingAddress?.zip).toBe('78701');
  });

  it("puts the legacy API's refusal of a 5-character ZIP that is not digits under the ZIP", async () => {
    const cookie = await gateway.login();
    const result = await mutate(
      UPDATE_SHIPPING,
      'updateShippingAddress',
      { ...austin, zip: '7870A', smsallow: true },
      cookie,
    );
    expect(result.error?.message).toBe(messages.failedSaveAddress);
    expect(fieldErrorsOf(result)).toEqual({ zip: 'Invalid ZIP code format' });
  });
});

describe('Mutation.updateBillingAddress', () => {
  it('saves a billing address of its own, then goes back to the shipping address', async () => {
    const cookie = await gateway.login();
    const own = { sameAsShipping: false, address: '9 Lamar Blvd', city: 'Austin', state: 'tx', zip: '78704' };
    const saved = await mutate(UPDATE_BILLING, 'updateBillingAddress', own, cookie);
    expect(saved.ok).toBe(true);
    expect(saved.account?.billingAddress).toMatchObject({
      address: '9 Lamar Blvd',
      state: 'TX',
      zip: '78704',
    });
    expect(saved.account?.billingSameAsShipping).toBe(false);

    const same = await mutate(UPDATE_BILLING, 'updateBillingAddress', { sameAsShipping: true }, cookie);
    expect(same.ok).toBe(true);
    expect(same.account).toMatchObject({
      billingSameAsShipping: true,
      billingAddress: { ...austin, country: 'US' },
      // The shipping address and the opt-in were sent back unchanged.
      shippingAddress: { ...austin, country: 'US' },
      smsOptIn: true,
    });
  });

  it('validates the fields of a billing address of its own', async () => {
    const cookie = await gateway.login();
    const result = await mutate(
      UPDATE_BILLING,
      'updateBillingAddress',
      { sameAsShipping: false, address: '9 Lamar Blvd', city: 'Austin', state: 'TX', zip: '787041' },
      cookie,
    );
    expect(fieldErrorsOf(result)).toEqual({ zip: 'Invalid ZIP code format' });
    const missing = await mutate(UPDATE_BILLING, 'updateBillingAddress', { sameAsShipping: false }, cookie);
    expect(fieldErrorsOf(missing)).toEqual({
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'ZIP code is required',
    });
  });

  it("puts the legacy API's refusal of a state under the state", async () => {
    const cookie = await gateway.login();
    const result = await mutate(
      UPDATE_BILLING,
      'updateBillingAddress',
      { sameAsShipping: false, address: '9 Lamar Blvd', city: 'Austin', state: 'XX', zip: '78704' },
      cookie,
    );
    expect(result.error?.message).toBe(messages.failedSaveAddress);
    expect(fieldErrorsOf(result)).toEqual({ state: 'State must be a two-letter U.S. state code' });
  });

  it('cannot bill to the shipping address of a customer without one', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    // Every demo customer loses the address (the database is reset before each test).
    await gateway.database.db.update(schema.leads).set({ address: null, city: null, state: null, zip: null });
    const result = await mutate(UPDATE_BILLING, 'updateBillingAddress', { sameAsShipping: true }, cookie);
    expect(result).toMatchObject({ ok: false, error: { message: NO_SHIPPING_ADDRESS } });
  });
});

describe('Mutation.updatePaymentMethod', () => {
  it('replaces the card and answers only its brand, last four and expiry', async () => {
    const cookie = await gateway.login();
    const { body } = await gateway.graphql<{ updatePaymentMethod: FormResult }>(UPDATE_CARD, {
      variables: { input: visa },
      cookie,
    });
    expect(body.data?.updatePaymentMethod).toMatchObject({ ok: true, error: null });
    expect(body.data?.updatePaymentMethod.account?.paymentMethod).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(JSON.stringify(body)).not.toContain(visa.ccnum);
    expect((await account(cookie)).paymentMethod?.last4).toBe('4242');
  });

  it('refuses the card form with the spec messages', async () => {
    const cookie = await gateway.login();
    const result = await mutate(
      UPDATE_CARD,
      'updatePaymentMethod',
      { ccnum: '42424242424242421', ccexp: '12/2030', cccvv: '', consent: false, shipping: 'standard' },
      cookie,
    );
    expect(result.ok).toBe(false);
    expect(fieldErrorsOf(result)).toEqual({
      ccnum: 'Max 16 digits allowed',
      ccexp: 'Not a valid expiration date',
      cccvv: 'Card security code is Required',
      consent: 'Continue your payment by checking the box above',
    });
    const empty = await mutate(UPDATE_CARD, 'updatePaymentMethod', { ...visa, ccnum: '' }, cookie);
    expect(fieldErrorsOf(empty)).toEqual({ ccnum: 'Card number is required' });
    expect((await account(cookie)).paymentMethod?.last4).toBe('0002');
  });

  it("gives the processor's description of a card it refuses, keeping the card on file", async () => {
    const cookie = await gateway.login();
    const bad = await mutate(
      UPDATE_CARD,
      'updatePaymentMethod',
      { ...visa, ccnum: '4242424242424241' },
      cookie,
    );
    expect(bad).toMatchObject({ ok: false, error: { message: 'Your card number is incorrect.' } });
    const expired = await mutate(UPDATE_CARD, 'updatePaymentMethod', { ...visa, ccexp: '01/20' }, cookie);
    expect(expired.error?.message).toBe('Your card has expired.');
    expect((await account(cookie)).paymentMethod?.last4).toBe('0002');
  });

  it('never logs the card number or the security code, saved or refused', async () => {
    const cookie = await gateway.login();
    const cvv = '987';
    await mutate(UPDATE_CARD, 'updatePaymentMethod', { ...visa, cccvv: cvv }, cookie);
    await mutate(
      UPDATE_CARD,
      'updatePaymentMethod',
      { ...visa, ccnum: '4000000000000002', cccvv: cvv },
      cookie,
    );
    await mutate(UPDATE_CARD, 'updatePaymentMethod', { ...visa, ccexp: '13/99', cccvv: cvv }, cookie);
    // A variable of the wrong type is refused by GraphQL itself, before any resolver.
    await gateway.graphql(UPDATE_CARD, {
      variables: { input: { ...visa, cccvv: cvv, ccnum: Number(visa.ccnum) } },
      cookie,
    });
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    // As a number of its own: '987' inside a timestamp or a pid is no leak (it made this test flaky).
    for (const secret of [visa.ccnum, '4000000000000002', cvv])
      expect(log).not.toMatch(new RegExp(`(?<![0-9])${secret}(?![0-9])`));
  });

  it('does not echo a card number of the wrong type, or a card missing a field, back in the error', async () => {
    const cookie = await gateway.login();
    const wrongType = await gateway.graphql(UPDATE_CARD, {
      variables: { input: { ...visa, ccnum: Number(visa.ccnum) } },
      cookie,
    });
    expect(wrongType.body.errors?.[0]?.message).toBe(
      'Variable "$input" got an invalid value at "input.ccnum"; String cannot represent a non string value.',
    );
    const { ccexp: _, ...withoutExpiry } = visa;
    const missing = await gateway.graphql(UPDATE_CARD, { variables: { input: withoutExpiry }, cookie });
    expect(missing.body.errors?.[0]?.message).toMatch(/"ccexp" of required type "String!" was not provided/);
    for (const answer of [wrongType, missing]) {
      expect(JSON.stringify(answer.body)).not.toContain(visa.ccnum);
      expect(JSON.stringify(answer.body)).not.toContain(visa.cccvv);
    }
  });
});

describe('Mutation.changePassword', () => {
  it('changes the password; the old one no longer logs in, this session stays', async () => {
    const cookie = await gateway.login();
    expect(await mutate(CHANGE_PASSWORD, 'changePassword', passwords, cookie)).toEqual({
      ok: true,
      error: null,
    });
    expect((await account(cookie)).profile.firstName).toBe('Alex');
    await expect(gateway.login('alex@helmsman.test', 'Valhalla1')).rejects.toThrow(/login failed/);
    await expect(gateway.login('alex@helmsman.test', 'Asgard123')).resolves.toMatch(/^helmsman_session=/);
  });

  it('refuses passwords too short, too long or not confirmed with the spec messages', async () => {
    const cookie = await gateway.login();
    const short = await mutate(
      CHANGE_PASSWORD,
      'changePassword',
      { oldPassword: '', password: 'abc', passwordConfirm: 'abc' },
      cookie,
    );
    expect(fieldErrorsOf(short)).toEqual({
      oldPassword: 'Current password is required',
      password: 'Please enter a password more than 6',
    });
    const long = await mutate(
      CHANGE_PASSWORD,
      'changePassword',
      { ...passwords, password: 'a'.repeat(17), passwordConfirm: 'a'.repeat(17) },
      cookie,
    );
    expect(fieldErrorsOf(long)).toEqual({ password: 'Please enter a password less than 16' });
    const mismatch = await mutate(
      CHANGE_PASSWORD,
      'changePassword',
      { ...passwords, passwordConfirm: 'Asgard124' },
      cookie,
    );
    expect(fieldErrorsOf(mismatch)).toEqual({ passwordConfirm: 'Passwords must match' });
  });

  it('puts a wrong current password under that field, changing nothing', async () => {
    const cookie = await gateway.login();
    const result = await mutate(
      CHANGE_PASSWORD,
      'changePassword',
      { ...passwords, oldPassword: 'Valhalla9' },
      cookie,
    );
    expect(result.ok).toBe(false);
    expect(fieldErrorsOf(result)).toEqual({ oldPassword: 'The current password is incorrect.' });
    await expect(gateway.login()).resolves.toMatch(/^helmsman_session=/);
  });
});
