import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LapiClient } from '@helmsman/lapi-client';
import { afterAll, describe, expect, it } from 'vitest';
import { type FormResult, fieldErrorsOf, useAccountGateway } from '../../../test/account-forms.ts';
import { createGatewayClient } from '../../../test/harness.ts';
import { createMemoryRateLimits } from '../../rate-limit/index.ts';

/** The checkout's operations: sign-up, the step data, the address, the upsells and placing the order. */
const { gateway, logLines } = useAccountGateway();

const FORM_ERROR = 'error { message fieldErrors { field message } }';
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { ok ${FORM_ERROR} customer { email firstName lastName } } }`;
const CHECKOUT = `{ checkout { firstName lastName email shippingAddress { address address2 city state zip }
  savedCard { brand last4 expMonth expYear } cart { items { productId quantity } totalCents } } }`;
const SAVE_ADDRESS = `mutation ($input: CheckoutAddressInput!) { saveCheckoutAddress(input: $input) { ok ${FORM_ERROR}
  address { address address2 city state zip } } }`;
const UPSELLS =
  '{ upsells { productId name priceCents frequency priceLabel frequencyText image description dose } }';
const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok ${FORM_ERROR}
  order { orderNumber status subtotalCents discountCents totalCents items { productId name quantity image } subscriptionIds } } }`;
const ADD = 'mutation ($p: ID!, $q: Int) { addToCart(productId: $p, quantity: $q) { ok } }';
const ORDERS = '{ orders { history { number status totalCents } billingProblemOrder } }';
const SUBSCRIPTIONS = '{ subscriptions { id productId status } }';

const chicago = {
  address: '233 S Wacker Dr',
  address2: 'Floor 9',
  city: 'Chicago',
  state: 'IL',
  zip: '60606',
};
const newcomer = {
  email: 'newcomer@helmsman.test',
  firstName: 'Nia',
  lastName: 'Newcomer',
  password: 'Seasalt1',
  consent: true,
};
const approving = { number: '4242424242424242', expiry: '12/30', securityCode: '321', consent: true };
const declining = { ...approving, number: '4000000000000002' };

interface PlaceOrderAnswer extends FormResult {
  order: {
    orderNumber: string;
    status: string;
    totalCents: number;
    subtotalCents: number;
    items: { productId: string; quantity: number; image: string | null }[];
    subscriptionIds: string[];
  } | null;
}

async function data<T>(query: string, cookie?: string, variables?: object): Promise<T> {
  const { body } = await gateway.graphql<T>(query, { cookie, variables });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const placeOrder = async (cookie: string, input: object) =>
  (await data<{ placeOrder: PlaceOrderAnswer }>(PLACE_ORDER, cookie, { input })).placeOrder;

describe('logged out', () => {
  it.each([
    ['Query.checkout', CHECKOUT, undefined],
    ['Query.upsells', UPSELLS, undefined],
    ['saveCheckoutAddress', SAVE_ADDRESS, chicago],
    ['placeOrder', PLACE_ORDER, { shipping: chicago, card: approving, idempotencyKey: randomUUID() }],
  ] as const)('%s is UNAUTHENTICATED', async (_name, query, input) => {
    const { body } = await gateway.graphql(query, input ? { variables: { input } } : {});
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Mutation.signUp', () => {
  it("refuses with the spec's messages before any account is made", async () => {
    const { signUp } = await data<{ signUp: FormResult }>(SIGN_UP, undefined, {
      input: { email: ' ', firstName: '', lastName: '', password: 'short', consent: false },
    });
    expect(signUp.ok).toBe(false);
    expect(fieldErrorsOf(signUp)).toEqual({
      email: 'Field required',
      firstName: 'Field required',
      lastName: 'Field required',
      password: 'Please enter a password more than 6',
      consent: 'Continue your online visit by checking the box above',
    });
    const tooLong = await data<{ signUp: FormResult }>(SIGN_UP, undefined, {
      input: { ...newcomer, password: 'x'.repeat(17) },
    });
    expect(fieldErrorsOf(tooLong.signUp)).toEqual({ password: 'Please enter a password less than 16' });
  });

  it('creates the account and logs it in with the cookie login sets', async () => {
    const answer = await gateway.graphql<{ signUp: FormResult & { customer: unknown } }>(SIGN_UP, {
      variables: { input: newcomer },
    });
    expect(answer.body.data?.signUp).toMatchObject({
      ok: true,
      error: null,
      customer: { email: newcomer.email, firstName: 'Nia', lastName: 'Newcomer' },
    });
    expect(answer.setCookie).toMatch(/HttpOnly/i);
    expect(answer.setCookie).toMatch(/SameSite=Lax/i);
    const cookie = `helmsman_session=${answer.sessionCookie}`;
    const { me } = await data<{ me: { email: string } }>('{ me { email } }', cookie);
    expect(me.email).toBe(newcomer.email);
    const { checkout } = await data<{ checkout: object }>(CHECKOUT, cookie);
    expect(checkout).toMatchObject({ email: newcomer.email, shippingAddress: null, savedCard: null });
  });

  it("ties the visitor's click to the new account; a click id that is not one is left out", async () => {
    const registered = await data<{ registerClick: { clickId: string } }>(
      'mutation ($input: RegisterClickInput!) { registerClick(input: $input) { clickId } }',
      undefined,
      {
        input: {
          params: [],
          url: 'https://shop.test/',
          referrer: '',
          userAgent: 'Mozilla/5.0',
          deviceType: 'desktop',
        },
      },
    );
    const { clickId } = registered.registerClick;
    const signedUp = await data<{ signUp: FormResult }>(SIGN_UP, undefined, {
      input: { ...newcomer, clickId },
    });
    expect(signedUp.signUp.ok).toBe(true);
    const { rows } = await gateway.database.db.execute(
      `select c.lead_id, l.id from clicks c, leads l where c.id = ${Number(clickId)} and l.email = '${newcomer.email}'`,
    );
    const [claimed] = rows as { lead_id: number | null; id: number }[];
    expect(claimed?.lead_id).toBe(claimed?.id);
    const odd = await data<{ signUp: FormResult }>(SIGN_UP, undefined, {
      input: { ...newcomer, email: 'odd-click@helmsman.test', clickId: '1 or 1=1' },
    });
    expect(odd.signUp.ok).toBe(true);
  });

  it('says a taken e-mail under the e-mail field, and sets no cookie', async () => {
    const answer = await gateway.graphql<{ signUp: FormResult }>(SIGN_UP, {
      variables: { input: { ...newcomer, email: 'ALEX@helmsman.test' } },
    });
    expect(answer.body.data?.signUp.ok).toBe(false);
    expect(Object.keys(fieldErrorsOf(answer.body.data?.signUp as FormResult))).toEqual(['email']);
    expect(answer.sessionCookie).toBeUndefined();
  });
});

describe('Query.checkout and Mutation.saveCheckoutAddress', () => {
  it("gives alex's names, address on file, card summary and cart", async () => {
    const cookie = await gateway.login();
    await data(ADD, cookie, { p: '40', q: 2 });
    const { checkout } = await data<{ checkout: unknown }>(CHECKOUT, cookie);
    expect(checkout).toEqual({
      firstName: 'Alex',
      lastName: expect.any(String),
      email: 'alex@helmsman.test',
      shippingAddress: expect.objectContaining({ city: 'Austin', state: 'TX' }),
      savedCard: { brand: 'visa', last4: '0002', expMonth: 9, expYear: 2028 },
      cart: { items: [{ productId: '40', quantity: 2 }], totalCents: 2 * 2499 },
    });
  });

  it("checks the ZIP with the spec's message, then saves the address", async () => {
    const cookie = await gateway.login();
    const bad = await data<{ saveCheckoutAddress: FormResult }>(SAVE_ADDRESS, cookie, {
      input: { ...chicago, zip: '6060' },
    });
    expect(fieldErrorsOf(bad.saveCheckoutAddress)).toEqual({ zip: 'Invalid ZIP code format' });
    const saved = await data<{ saveCheckoutAddress: FormResult & { address: unknown } }>(
      SAVE_ADDRESS,
      cookie,
      {
        input: chicago,
      },
    );
    expect(saved.saveCheckoutAddress).toMatchObject({ ok: true, address: chicago });
    const { checkout } = await data<{ checkout: { shippingAddress: unknown } }>(CHECKOUT, cookie);
    expect(checkout.shippingAddress).toEqual(chicago);
  });
});

describe('Query.upsells', () => {
  it('offers shop products with their labels', async () => {
    const cookie = await gateway.login();
    const { upsells } = await data<{ upsells: { productId: string; priceLabel: string }[] }>(UPSELLS, cookie);
    expect(upsells.length).toBeGreaterThan(0);
    expect(upsells).toContainEqual(expect.objectContaining({ productId: '160' }));
  });

  it("answers a legacy failure with the spec's message, unmasked", async () => {
    const failing = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ status: 'FAILURE', message: 'relation "products" does not exist', data: null }),
      );
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const lapi = new LapiClient({ baseUrl: `http://127.0.0.1:${(failing.address() as AddressInfo).port}` });
    afterAll(async () => {
      await lapi.close();
      await new Promise((resolve) => failing.close(resolve));
    });
    const client = createGatewayClient({ lapi, rateLimits: createMemoryRateLimits() });
    const { body } = await client.graphql(UPSELLS, { cookie: `helmsman_session=7.${'t'.repeat(32)}` });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Unable to retrieve available products, please try again later.',
      extensions: { code: 'UPSELLS_UNAVAILABLE' },
    });
  });
});

describe('Mutation.placeOrder', () => {
  it("refuses a missing or malformed key and card details with the spec's messages, before any call", async () => {
    const cookie = await gateway.login();
    const refused = await placeOrder(cookie, {
      shipping: { ...chicago, zip: '1' },
      card: { number: '42424242424242424', expiry: '13/30', securityCode: '', consent: false },
      idempotencyKey: 'not-a-uuid',
    });
    expect(fieldErrorsOf(refused)).toEqual({
      'shipping.zip': 'Invalid ZIP code format',
      'card.number': 'Max 16 digits allowed',
      'card.expiry': 'Not a valid expiration date',
      'card.securityCode': 'Card security code is Required',
      'card.consent': 'Continue your payment by checking the box above',
      idempotencyKey: 'idempotencyKey must be a UUID (36 characters), e.g. from crypto.randomUUID().',
    });
    const { orders } = await data<{ orders: { history: unknown[] } }>(ORDERS, cookie);
    const before = orders.history.length;
    await data(ADD, cookie, { p: '31' });
    expect((await data<{ orders: { history: unknown[] } }>(ORDERS, cookie)).orders.history).toHaveLength(
      before,
    );
  });

  it('places the order once for a key: the order, its subscription, an emptied cart; a repeat answers the same', async () => {
    const cookie = await gateway.login();
    await data(ADD, cookie, { p: '40', q: 2 });
    await data(ADD, cookie, { p: '31' });
    const input = { shipping: chicago, card: approving, idempotencyKey: randomUUID() };
    const first = await placeOrder(cookie, input);
    expect(first).toMatchObject({
      ok: true,
      error: null,
      order: {
        status: 'Processing',
        subtotalCents: 2 * 2499 + 1750,
        totalCents: 2 * 2499 + 1750,
        items: [
          { productId: '40', quantity: 2, image: '/images/supp-sleep.webp' },
          { productId: '31', quantity: 1, image: expect.any(String) },
        ],
      },
    });
    expect(first.order?.subscriptionIds).toHaveLength(1);
    const [again, racing] = await Promise.all([placeOrder(cookie, input), placeOrder(cookie, input)]);
    expect(again).toEqual(first);
    expect(racing).toEqual(first);

    const { orders } = await data<{ orders: { history: { number: string }[] } }>(ORDERS, cookie);
    expect(orders.history.filter((order) => order.number === first.order?.orderNumber)).toHaveLength(1);
    const { subscriptions } = await data<{ subscriptions: { id: string }[] }>(SUBSCRIPTIONS, cookie);
    expect(subscriptions.map((subscription) => subscription.id)).toContain(first.order?.subscriptionIds[0]);
    const { checkout } = await data<{ checkout: { cart: { items: unknown[] }; savedCard: unknown } }>(
      CHECKOUT,
      cookie,
    );
    expect(checkout.cart.items).toEqual([]);
    expect(checkout.savedCard).toMatchObject({ last4: '4242' });

    const otherOrder = await placeOrder(cookie, { ...input, shipping: { ...chicago, address2: 'Floor 10' } });
    expect(fieldErrorsOf(otherOrder)).toEqual({
      idempotencyKey:
        'This idempotencyKey was already used for a different request: make a new key for a new request.',
    });
  });

  it("a declined card answers the legacy description and leaves the 'Declined' order with the billing notice", async () => {
    // Sam: no billing flag yet and no card on file.
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    await data(ADD, cookie, { p: '40' });
    const declined = await placeOrder(cookie, {
      shipping: chicago,
      card: declining,
      idempotencyKey: randomUUID(),
    });
    expect(declined).toMatchObject({ ok: false, error: { message: 'Your card was declined.' }, order: null });
    const { orders } = await data<{
      orders: { history: { number: string; status: string }[]; billingProblemOrder: string | null };
    }>(ORDERS, cookie);
    const latest = orders.history[0];
    expect(latest?.status).toBe('Declined');
    expect(orders.billingProblemOrder).toBe(latest?.number);
    // The cart stays for another try; a declined card never becomes the card on file.
    const onFile = await placeOrder(cookie, { shipping: chicago, idempotencyKey: randomUUID() });
    expect(onFile.error?.message).toBe('No payment method on file.');
  });

  it("answers the legacy API's own refusal of the address (a 400) with its words", async () => {
    const cookie = await gateway.login();
    await data(ADD, cookie, { p: '40' });
    const refusedState = await placeOrder(cookie, {
      shipping: { ...chicago, state: 'ZZ' },
      card: approving,
      idempotencyKey: randomUUID(),
    });
    expect(refusedState).toMatchObject({ ok: false, order: null });
    expect(refusedState.error?.message).toMatch(/state/);
  });

  it("an empty cart is the legacy API's 409 description", async () => {
    const cookie = await gateway.login();
    const empty = await placeOrder(cookie, {
      shipping: chicago,
      card: approving,
      idempotencyKey: randomUUID(),
    });
    expect(empty).toMatchObject({ ok: false, error: { message: 'Your cart is empty.' } });
  });

  it('never logs or answers the card number or the security code', async () => {
    const cookie = await gateway.login();
    await data(ADD, cookie, { p: '40' });
    const cvv = '987';
    const answers = [
      await placeOrder(cookie, {
        shipping: chicago,
        card: { ...declining, securityCode: cvv },
        idempotencyKey: randomUUID(),
      }),
      await placeOrder(cookie, {
        shipping: chicago,
        card: { ...approving, securityCode: cvv },
        idempotencyKey: randomUUID(),
      }),
    ];
    expect(logLines.length).toBeGreaterThan(0);
    const written = [...logLines, JSON.stringify(answers)].join('\n');
    for (const secret of [approving.number, declining.number, cvv])
      expect(written).not.toMatch(new RegExp(`(?<![0-9])${secret}(?![0-9])`));
  });
});
