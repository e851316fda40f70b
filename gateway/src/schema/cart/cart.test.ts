import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness();
});
afterAll(() => gateway.close());

const CART_FIELDS = `items { productId name image priceCents frequency frequencyText priceLabel dose description quantity }
  itemCount subtotalCents discountCents totalCents`;
const CART = `{ cart { ${CART_FIELDS} } }`;
const ADD = `mutation ($productId: ID!, $quantity: Int) {
  addToCart(productId: $productId, quantity: $quantity) { ok error { message } cart { ${CART_FIELDS} } } }`;
const REMOVE = `mutation ($productId: ID!) { removeFromCart(productId: $productId) { ${CART_FIELDS} } }`;

interface CartView {
  items: { productId: string; name: string; quantity: number; priceCents: number }[];
  itemCount: number;
  subtotalCents: number;
  totalCents: number;
}

async function add(cookie: string, productId: string, quantity?: number) {
  const { body } = await gateway.graphql<{
    addToCart: { ok: boolean; error: { message: string } | null; cart: CartView | null };
  }>(ADD, { cookie, variables: { productId, quantity } });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.addToCart;
}

describe('Query.cart and the cart mutations', () => {
  it('require a session', async () => {
    for (const [query, variables] of [
      [CART, {}],
      [ADD, { productId: '40' }],
      [REMOVE, { productId: '40' }],
    ] as const) {
      const { body } = await gateway.graphql(query, { variables });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it("starts empty, adds up, counts bottles, and keeps each customer's cart their own", async () => {
    const alex = await gateway.login();
    const sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const empty = await gateway.graphql<{ cart: CartView }>(CART, { cookie: alex });
    expect(empty.body.data?.cart).toMatchObject({ items: [], itemCount: 0, totalCents: 0 });

    await add(alex, '40', 2);
    const added = await add(alex, '31');
    expect(added.ok).toBe(true);
    expect(added.cart?.items).toEqual([
      {
        productId: '40',
        name: 'Sleep Gummies',
        image: '/images/supp-sleep.webp',
        priceCents: 2499,
        frequency: 'ONE_TIME',
        frequencyText: 'One bottle',
        priceLabel: '$24.99',
        dose: 'Two gummies 30 minutes before bed',
        description: expect.any(String),
        quantity: 2,
      },
      expect.objectContaining({
        productId: '31',
        frequency: 'MONTHLY',
        frequencyText: 'One bottle a month subscription',
        priceLabel: '$17.50/month',
        quantity: 1,
      }),
    ]);
    expect(added.cart?.itemCount).toBe(3);
    expect(added.cart?.subtotalCents).toBe(2 * 2499 + 1750);

    const samCart = await gateway.graphql<{ cart: CartView }>(CART, { cookie: sam });
    expect(samCart.body.data?.cart.items).toEqual([]);
  });

  it("passes on the legacy API's refusal of a quantity the product does not support", async () => {
    const sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const refused = await add(sam, '160', 2);
    expect(refused.ok).toBe(false);
    expect(refused.cart).toBeNull();
    expect(refused.error?.message).toMatch(/Holiday Bundle Special/);
  });

  it('refuses product ids the shop does not sell before asking the legacy API', async () => {
    const alex = await gateway.login();
    for (const productId of ['999', '-1', 'x', '40 OR 1=1']) {
      const { body } = await gateway.graphql(REMOVE, { cookie: alex, variables: { productId } });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    await expect(add(alex, '30', 0)).resolves.toMatchObject({ ok: false });
  });

  it('removes a product whatever its quantity, and answers the cart again when it was already gone', async () => {
    const alex = await gateway.login();
    const first = await gateway.graphql<{ removeFromCart: CartView }>(REMOVE, {
      cookie: alex,
      variables: { productId: '40' },
    });
    expect(first.body.data?.removeFromCart.items.map((item) => item.productId)).toEqual(['31']);
    expect(first.body.data?.removeFromCart.itemCount).toBe(1);
    const again = await gateway.graphql<{ removeFromCart: CartView }>(REMOVE, {
      cookie: alex,
      variables: { productId: '40' },
    });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data?.removeFromCart).toEqual(first.body.data?.removeFromCart);
  });
});
