import { describe, expect, it } from 'vitest';
import { LapiProtocolError } from '../errors.ts';
import { customer } from '../index.ts';
import { failureOf, scriptedLapi } from '../testing/scripted-server.ts';

const lapi = scriptedLapi();

const alexAddress = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

describe('public identity calls', () => {
  it('signs up and returns the session, without a bearer token', async () => {
    lapi.succeed({ leads_id: '1003', token: 'x'.repeat(43) });
    const answer = await lapi.client.call(customer.signUp, {
      email: 'freya@example.com',
      first_name: 'Freya',
      last_name: 'Nord',
      password: 'Asgard123',
      consent: true,
    });
    expect(answer).toEqual({ leads_id: 1003, token: 'x'.repeat(43) });
    expect(lapi.sent[0]?.url).toBe('/lapi/account/create/');
    expect(lapi.sent[0]?.authorization).toBeUndefined();
    expect(lapi.sent[0]?.data).toBe(
      '{"consent":true,"email":"freya@example.com","first_name":"Freya","last_name":"Nord","password":"Asgard123"}',
    );
  });

  it('requests a reset and resolves to nothing, whatever the data', async () => {
    lapi.reply(200, { status: 'SUCCESS', data: null, message: 'If an account …' });
    await expect(
      lapi.client.call(customer.requestPasswordReset, { clicks_id: null, token: 'pk', email: 'a@b.co' }),
    ).resolves.toBeUndefined();
    expect(lapi.sent[0]).toMatchObject({
      url: '/lapi/account/reset/',
      data: '{"clicks_id":null,"email":"a@b.co","token":"pk"}',
    });
  });

  it('rejects a password update with the message to show under the form', async () => {
    lapi.reply(400, {
      status: 'FAILURE',
      data: null,
      message: 'This password reset link has expired or was already used.',
    });
    const error = await failureOf(
      lapi.client.call(customer.updatePassword, { token: 'abc', password: 'Secret123' }),
    );
    expect(error).toMatchObject({
      httpStatus: 400,
      serverMessage: 'This password reset link has expired or was already used.',
    });
    expect(lapi.sent[0]?.url).toBe('/lapi/account/passwordupdate/');
  });

  it('reads field errors from a 400 and a 409', async () => {
    lapi.reply(409, {
      status: 'FAILURE',
      message: 'An account with this e-mail already exists.',
      data: {
        field: 'email',
        message: 'An account with this e-mail already exists.',
        fields: { email: 'taken' },
      },
    });
    const error = await failureOf(
      lapi.client.call(customer.signUp, {
        email: 'a@b.co',
        first_name: 'A',
        last_name: 'B',
        password: 'x',
        consent: true,
      }),
    );
    expect(error.httpStatus).toBe(409);
    expect(error.details.fieldErrors).toEqual({ email: 'taken' });
  });
});

describe('customer calls', () => {
  it('reads the basics, turning smsallow into a boolean', async () => {
    lapi.succeed({
      first_name: 'Alex',
      last_name: 'Berg',
      email: 'alex@helmsman.test',
      phone: '(512) 555-0142',
      dob: '06/12/1984',
      prospects_id: 582731,
      smsallow: 1,
    });
    expect(await lapi.customer.call(customer.basics, {})).toMatchObject({
      dob: '06/12/1984',
      smsallow: true,
    });
    expect(lapi.sent[0]).toMatchObject({
      url: '/lapi/account/basics',
      data: '{"leads_id":1001}',
      authorization: `Bearer ${lapi.session.token}`,
    });
  });

  it('saves an address and reads 400 field errors under "Failed to save address."', async () => {
    lapi.reply(400, {
      status: 'FAILURE',
      message: 'Failed to save address.',
      data: {
        field: 'zip',
        message: 'Invalid ZIP code format',
        fields: { zip: 'Invalid ZIP code format' },
      },
    });
    const error = await failureOf(
      lapi.customer.call(customer.saveAddress, {
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '7870',
        smsallow: 1,
      }),
    );
    expect(error.serverMessage).toBe('Failed to save address.');
    expect(error.details.fieldErrors).toEqual({ zip: 'Invalid ZIP code format' });
    expect(lapi.sent[0]?.data).toBe(
      '{"address":"1 Main St","city":"Austin","leads_id":1001,"smsallow":1,"state":"TX","zip":"7870"}',
    );
  });

  it('reads a refused card payment-style', async () => {
    lapi.reply(400, {
      status: 'FAILURE',
      data: null,
      message: 'Your card number is incorrect.',
      error_description: 'Your card number is incorrect.',
      error_code: 'invalid_number',
    });
    const error = await failureOf(
      lapi.customer.call(customer.updateCard, {
        ccnum: '4242424242424241',
        ccexp: '12/34',
        cccvv: '123',
        consent: true,
        shipping: 'same',
        token: 'pk',
      }),
    );
    expect(error.details).toEqual({
      errorDescription: 'Your card number is incorrect.',
      errorCode: 'invalid_number',
    });
  });

  it('lists subscriptions with prices as numbers', async () => {
    lapi.succeed([
      {
        id: 7001,
        product_id: 41,
        product_name: 'Sleep Gummies',
        category: 'sleep',
        frequency: 'MONTHLY',
        status: 'active',
        next_ship_date: '2026-11-14',
        price: '17.50',
        img: '/images/supp-sleep.webp',
      },
    ]);
    expect(await lapi.customer.call(customer.subscriptions, {})).toEqual([
      expect.objectContaining({ id: 7001, price: 17.5, next_ship_date: '2026-11-14' }),
    ]);
  });

  it('posts the v2 calls under /lapi/v2/account', async () => {
    lapi.succeed({
      profile: { first_name: 'Alex', last_name: 'Berg', email: 'a@b.co', phone: null, dob: null },
      shipping_address: alexAddress,
      billing_address: alexAddress,
      billing_same_as_shipping: true,
      smsallow: 0,
      payment_method: { brand: 'visa', last4: '0002', exp_month: 9, exp_year: 2028 },
    });
    const data = await lapi.customer.call(customer.accountData, {});
    expect(data).toMatchObject({ smsallow: false, payment_method: { last4: '0002' } });
    lapi.succeed([{ id: 12007, weight_lbs: 227.1, measured_on: '2026-11-17' }]);
    expect(await lapi.customer.call(customer.listMeasurements, { action: 'list' })).toHaveLength(1);
    expect(lapi.sent.map((request) => request.url)).toEqual([
      '/lapi/v2/account/data',
      '/lapi/v2/account/measurement',
    ]);
    expect(lapi.sent[1]?.data).toBe('{"action":"list","leads_id":1001}');
  });

  it('refuses an answer of the wrong shape', async () => {
    lapi.succeed({ verified: 'yes' });
    await expect(
      lapi.customer.call(customer.verifySmsCode, { action: 'verify', code: '123456' }),
    ).rejects.toBeInstanceOf(LapiProtocolError);
  });
});
