import { messages } from '@helmsman/domain';
import { schema } from '@helmsman/lapi-server/testing';
import { describe, expect, it } from 'vitest';
import {
  austin,
  fieldErrorsOf,
  UPDATE_BILLING,
  UPDATE_SHIPPING,
  useAccountGateway,
} from '../../../test/account-forms.ts';
import { NO_SHIPPING_ADDRESS } from './resolvers/Mutation/updateBillingAddress.ts';

/** The account page's shipping and billing address forms. */
const { gateway, account, mutate } = useAccountGateway();

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
