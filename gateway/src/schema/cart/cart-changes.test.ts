import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { mergeAdds, mergeLineKey } from './merge-lines.ts';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness();
});
afterAll(() => gateway.close());

const CART_FIELDS = `items { productId quantity quantitySupported } itemCount subtotalCents discountCents
  totalCents coupon { code description }`;
const RESULT = `ok error { message fieldErrors { field message } } cart { ${CART_FIELDS} }`;
const CART = `{ cart { ${CART_FIELDS} } }`;
const ADD = `mutation ($productId: ID!, $quantity: Int) { addToCart(productId: $productId, quantity: $quantity) { ok } }`;
const UPDATE = `mutation ($productId: ID!, $quantity: Int!) {
  updateCartQuantity(productId: $productId, quantity: $quantity) { ${RESULT} } }`;
const APPLY = `mutation ($code: String!) { applyCoupon(code: $code) { ${RESULT} } }`;
const CHECK = `query ($code: String!, $subtotalCents: Int!) { checkCoupon(code: $code, subtotalCents: $subtotalCents) {
  ok error { message fieldErrors { field message } } coupon { code description discountCents totalCents } } }`;
const MERGE = `mutation ($items: [CartLineInput!]!, $mergeKey: ID!) {
  mergeVisitorCart(items: $items, mergeKey: $mergeKey) { ${RESULT} } }`;

interface CartView {
  items: { productId: string; quantity: number; quantitySupported: boolean }[];
  itemCount: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  coupon: { code: string; description: string } | null;
}
interface ChangeResult {
  ok: boolean;
  error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
  cart: CartView | null;
}

async function change<K extends string>(
  field: K,
  document: string,
  cookie: string,
  variables: Record<string, unknown>,
): Promise<ChangeResult> {
  const { body } = await gateway.graphql<Record<K, ChangeResult>>(document, { cookie, variables });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data[field];
}

const quantities = (cart: CartView | null | undefined) =>
  Object.fromEntries((cart?.items ?? []).map((item) => [item.productId, item.quantity]));

async function cartOf(cookie: string): Promise<CartView> {
  const { body } = await gateway.graphql<{ cart: CartView }>(CART, { cookie });
  return body.data?.cart as CartView;
}

async function emptyCart(cookie: string): Promise<void> {
  for (const item of (await cartOf(cookie)).items) {
    await change('updateCartQuantity', UPDATE, cookie, { productId: item.productId, quantity: 0 });
  }
}

describe('the cart changes', () => {
  it('require a session, except the public coupon check', async () => {
    for (const [query, variables] of [
      [UPDATE, { productId: '40', quantity: 1 }],
      [APPLY, { code: 'WELCOME15' }],
      [MERGE, { items: [], mergeKey: crypto.randomUUID() }],
    ] as const) {
      const { body } = await gateway.graphql(query, { variables });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const { body } = await gateway.graphql(CHECK, { variables: { code: 'WELCOME15', subtotalCents: 4998 } });
    expect(body.data?.checkCoupon).toEqual({
      ok: true,
      error: null,
      coupon: { code: 'WELCOME15', description: '15% off your order', discountCents: 750, totalCents: 4248 },
    });
  });

  it('sets a quantity, removes at 0, and says which products take no quantity', async () => {
    const alex = await gateway.login();
    await emptyCart(alex);
    await gateway.graphql(ADD, { cookie: alex, variables: { productId: '40', quantity: 1 } });
    await gateway.graphql(ADD, { cookie: alex, variables: { productId: '160' } });
    const set = await change('updateCartQuantity', UPDATE, alex, { productId: '40', quantity: 4 });
    expect(set.ok).toBe(true);
    expect(set.cart?.items).toEqual([
      { productId: '40', quantity: 4, quantitySupported: true },
      { productId: '160', quantity: 1, quantitySupported: false },
    ]);
    const tooMany = await change('updateCartQuantity', UPDATE, alex, { productId: '40', quantity: 11 });
    expect(tooMany).toMatchObject({ ok: false, error: { fieldErrors: [{ field: 'quantity' }] } });
    const bundle = await change('updateCartQuantity', UPDATE, alex, { productId: '160', quantity: 2 });
    expect(bundle.ok).toBe(false);
    expect(bundle.error?.message).toMatch(/Holiday Bundle Special/);
    const removed = await change('updateCartQuantity', UPDATE, alex, { productId: '160', quantity: 0 });
    expect(quantities(removed.cart)).toEqual({ 40: 4 });
    // Already gone (another tab): the cart as it is, no error.
    const again = await change('updateCartQuantity', UPDATE, alex, { productId: '160', quantity: 0 });
    expect(again).toMatchObject({ ok: true, cart: { itemCount: 4 } });
  });

  it("applies a coupon to the cart, and puts the legacy API's refusal on the field 'code'", async () => {
    const alex = await gateway.login();
    const unknown = await change('applyCoupon', APPLY, alex, { code: 'NOPE' });
    expect(unknown).toEqual({
      ok: false,
      error: {
        message: 'This coupon code is not valid.',
        fieldErrors: [{ field: 'code', message: 'This coupon code is not valid.' }],
      },
      cart: null,
    });
    const blank = await change('applyCoupon', APPLY, alex, { code: '  ' });
    expect(blank.error?.fieldErrors).toEqual([{ field: 'code', message: 'Enter a coupon code.' }]);
    const applied = await change('applyCoupon', APPLY, alex, { code: ' WELCOME15 ' });
    expect(applied.ok).toBe(true);
    expect(applied.cart?.coupon).toEqual({ code: 'WELCOME15', description: '15% off your order' });
    expect(applied.cart?.discountCents).toBe(Math.round(4 * 2499 * 0.15));
    expect((await cartOf(alex)).coupon?.code).toBe('WELCOME15');
  });

  it('checks a code for a visitor: the refusal on the field, a nonsense subtotal refused', async () => {
    const { body } = await gateway.graphql(CHECK, { variables: { code: 'NOPE', subtotalCents: 2499 } });
    expect(body.data?.checkCoupon).toMatchObject({
      ok: false,
      error: { fieldErrors: [{ field: 'code', message: 'This coupon code is not valid.' }] },
      coupon: null,
    });
    const negative = await gateway.graphql(CHECK, { variables: { code: 'SAVE5', subtotalCents: -1 } });
    expect(negative.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(negative.body.errors?.[0]?.message).toBe(
      'subtotalCents must be a whole number of cents from 0 to 10000000.',
    );
  });
});

describe('mergeVisitorCart', () => {
  it('adds the local lines: quantities add up to the maximum, a one-per-order product only when absent', async () => {
    const sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
    await emptyCart(sam);
    await gateway.graphql(ADD, { cookie: sam, variables: { productId: '41', quantity: 8 } });
    await gateway.graphql(ADD, { cookie: sam, variables: { productId: '160' } });
    const merged = await change('mergeVisitorCart', MERGE, sam, {
      items: [
        { productId: '41', quantity: 5 },
        { productId: '160', quantity: 1 },
        { productId: '36', quantity: 2 },
      ],
      mergeKey: crypto.randomUUID(),
    });
    expect(merged.ok).toBe(true);
    expect(quantities(merged.cart)).toEqual({ 41: 10, 160: 1, 36: 2 });
  });

  it('merges one local cart once, also when two tabs merge it at the same time', async () => {
    const sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
    await emptyCart(sam);
    await gateway.graphql(ADD, { cookie: sam, variables: { productId: '31', quantity: 1 } });
    const variables = {
      items: [
        { productId: '31', quantity: 2 },
        { productId: '40', quantity: 3 },
      ],
      mergeKey: crypto.randomUUID(),
    };
    const [first, second] = await Promise.all([
      change('mergeVisitorCart', MERGE, sam, variables),
      change('mergeVisitorCart', MERGE, sam, variables),
    ]);
    expect(first?.ok && second?.ok).toBe(true);
    const again = await change('mergeVisitorCart', MERGE, sam, variables);
    expect(again.ok).toBe(true);
    expect(quantities(await cartOf(sam))).toEqual({ 31: 3, 40: 3 });
  });

  it('refuses a merge key that is no UUID, and product ids the shop does not sell', async () => {
    const sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const badKey = await change('mergeVisitorCart', MERGE, sam, { items: [], mergeKey: 'tab-1' });
    expect(badKey.error?.fieldErrors.map((error) => error.field)).toEqual(['mergeKey']);
    const { body } = await gateway.graphql(MERGE, {
      cookie: sam,
      variables: { items: [{ productId: '999', quantity: 1 }], mergeKey: crypto.randomUUID() },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the merge plan', () => {
  const cart = (items: [number, number][]) =>
    ({
      cart: {
        products: { items: items.map(([product_id, quantity]) => ({ product_id, quantity })) },
      },
    }) as Parameters<typeof mergeAdds>[1];
  const plan = (local: [number, number][], server: [number, number][]) =>
    mergeAdds(new Map(local), cart(server)).map(({ product, quantity }) => [product.product_id, quantity]);

  it('is the same or nothing whether a second tab reads the cart before or after the first tab added', () => {
    expect(plan([[40, 3]], [[40, 8]])).toEqual([[40, 2]]);
    expect(plan([[40, 3]], [[40, 10]])).toEqual([]);
    expect(plan([[160, 1]], [])).toEqual([[160, undefined]]);
    expect(plan([[160, 1]], [[160, 1]])).toEqual([]);
  });

  it('derives one UUID-shaped key per merge and product', () => {
    const mergeKey = crypto.randomUUID();
    expect(mergeLineKey(mergeKey, 40)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(mergeLineKey(mergeKey, 40)).toBe(mergeLineKey(mergeKey.toUpperCase(), 40));
    expect(mergeLineKey(mergeKey, 41)).not.toBe(mergeLineKey(mergeKey, 40));
  });
});
