import { buildASTSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  alexProfile,
  austin,
  CHANGE_PASSWORD,
  fieldErrorsOf,
  passwords,
  UPDATE_BILLING,
  UPDATE_CARD,
  UPDATE_PROFILE,
  UPDATE_SHIPPING,
  useAccountGateway,
  visa,
} from '../../../test/account-forms.ts';
import { typeDefs } from '../typeDefs.generated.ts';

/** The account page: logged out, the query, the profile and the password (addresses and card: beside). */
const { gateway, account, mutate } = useAccountGateway();

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
