import { randomUUID } from 'node:crypto';
import { defaultSiteConfig } from '@helmsman/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { CHOOSE_TREATMENT_FIRST } from './to-visit-treatment.ts';

/** The visit's payment step: the treatment and what is on file, then the treatment order. */

const FORM_ERROR = 'error { message fieldErrors { field message } }';
const VISIT_CHECKOUT = `query ($category: String!) { visitCheckout(category: $category) { category
  treatment { productId name priceCents frequency priceLabel frequencyText image }
  shippingAddress { address city state zip } savedCard { brand last4 } } }`;
const PLACE = `mutation ($input: PlaceVisitOrderInput!) { placeVisitOrder(input: $input) { ok ${FORM_ERROR}
  order { orderNumber status totalCents subscriptionId } } }`;
const SAVE_CHOICES = `mutation ($input: SaveVisitPreferencesInput!) { saveVisitPreferences(input: $input) { ok } }`;
const THREAD = '{ messageThread { messages { sender body } } }';
const ORDERS = '{ orders { history { number status totalCents } } }';

const austin = { address: '412 Congress Ave', address2: 'Apt 5B', city: 'Austin', state: 'TX', zip: '78701' };
const approving = { number: '4242424242424242', expiry: '12/30', securityCode: '321', consent: true };
/** Not the demo's default (Sildenafil 50 mg monthly): what is ordered follows the treatment step. */
const tadalafilQuarterly = {
  frequency: 'QUARTERLY',
  drug: 'tadalafil',
  dosage: '5 mg',
  shipFrequency: 'MONTHLY',
};

interface Placed {
  ok: boolean;
  error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
  order: { orderNumber: string; status: string; totalCents: number; subscriptionId: string | null } | null;
}

let gateway: GatewayHarness;
let alex: string;
let sam: string;

async function data<T>(query: string, cookie: string, variables?: object): Promise<T> {
  const { body } = await gateway.graphql<T>(query, { cookie, variables });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const place = async (cookie: string, input: object) =>
  (await data<{ placeVisitOrder: Placed }>(PLACE, cookie, { input })).placeVisitOrder;

beforeAll(async () => {
  gateway = await startGatewayHarness();
  alex = await gateway.login();
  sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
});
afterAll(() => gateway.close());

const checkoutOf = async (cookie: string, category: string) =>
  (await data<{ visitCheckout: Record<string, unknown> }>(VISIT_CHECKOUT, cookie, { category }))
    .visitCheckout;

describe('Query.visitCheckout', () => {
  it("names no treatment until the treatment step's drug, dosage and billing are saved", async () => {
    // Alex's seeded ED visit has a drug and a dosage, not yet how it is billed.
    expect(await checkoutOf(alex, 'ed')).toMatchObject({ category: 'ed', treatment: null });
    expect(await checkoutOf(alex, 'hair')).toMatchObject({ category: 'hair', treatment: null });
  });

  it('names the treatment of the saved choices from the domain, and the address and card on file', async () => {
    const saved = await data<{ saveVisitPreferences: { ok: boolean } }>(SAVE_CHOICES, alex, {
      input: { category: 'ed', ...tadalafilQuarterly },
    });
    expect(saved.saveVisitPreferences.ok).toBe(true);
    expect(await checkoutOf(alex, 'ed')).toEqual({
      category: 'ed',
      treatment: {
        productId: '2111',
        name: 'Tadalafil 5 mg',
        priceCents: 9450,
        frequency: 'QUARTERLY',
        priceLabel: '$94.50/quarterly',
        frequencyText: 'Billed every three months',
        image: '/images/treatment-ed.webp',
      },
      shippingAddress: { address: '412 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      savedCard: { brand: 'visa', last4: '0002' },
    });
  });

  it('refuses an unknown category, and a visitor', async () => {
    const unknown = await gateway.graphql(VISIT_CHECKOUT, { cookie: alex, variables: { category: 'teeth' } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const visitor = await gateway.graphql(VISIT_CHECKOUT, { variables: { category: 'ed' } });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Mutation.placeVisitOrder', () => {
  it("refuses the form's problems under their fields before any legacy call", async () => {
    const placed = await place(alex, {
      category: 'ed',
      shipping: { ...austin, zip: '787' },
      card: { ...approving, number: '4242x', consent: false },
      idempotencyKey: 'not-a-uuid',
    });
    expect(placed.ok).toBe(false);
    expect(placed.error?.fieldErrors.map((error) => error.field).sort()).toEqual([
      'card.consent',
      'card.number',
      'idempotencyKey',
      'shipping.zip',
    ]);
  });

  it("gives the legacy API's description of a declined card on file (402)", async () => {
    const placed = await place(alex, { category: 'ed', shipping: austin, idempotencyKey: randomUUID() });
    expect(placed).toMatchObject({ ok: false, error: { message: 'Your card was declined.' }, order: null });
  });

  it('orders nothing, and keeps the card, without a treatment chosen on a visit of the category', async () => {
    const before = await checkoutOf(sam, 'ed');
    expect(before.treatment).toBeNull();
    const placed = await place(sam, {
      category: 'ed',
      shipping: { address: '88 Pike St', city: 'Seattle', state: 'WA', zip: '98101' },
      card: approving,
      idempotencyKey: randomUUID(),
    });
    expect(placed).toEqual({
      ok: false,
      error: { message: CHOOSE_TREATMENT_FIRST, fieldErrors: [] },
      order: null,
    });
    expect(await checkoutOf(sam, 'ed')).toEqual(before);
  });

  it("puts a new card on file and orders once for a double click, and the doctor's first message follows", async () => {
    const input = { category: 'ed', shipping: austin, card: approving, idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([place(alex, input), place(alex, input)]);
    expect(first).toMatchObject({ ok: true, error: null, order: { status: 'Processing', totalCents: 9450 } });
    expect(second).toEqual(first);
    const { orders } = await data<{ orders: { history: { number: string }[] } }>(ORDERS, alex);
    expect(orders.history.filter((order) => order.number === first.order?.orderNumber)).toHaveLength(1);
    const { visitCheckout } = await data<{ visitCheckout: { savedCard: { last4: string } } }>(
      VISIT_CHECKOUT,
      alex,
      { category: 'ed' },
    );
    expect(visitCheckout.savedCard.last4).toBe('4242');
    const { messageThread } = await data<{ messageThread: { messages: { sender: string; body: string }[] } }>(
      THREAD,
      alex,
    );
    const firstMessages = messageThread.messages.filter((message) =>
      message.body.includes('I will review your erectile dysfunction visit'),
    );
    expect(firstMessages).toEqual([
      {
        sender: 'DOCTOR',
        body: expect.stringMatching(/^Hi Alex, I'm Dr\. Maya Lindqvist, MD, .* you can reply here\.$/),
      },
    ]);
  });

  it('is refused while onlineVisit is off', async () => {
    const off = await startGatewayHarness({
      siteConfig: { ...defaultSiteConfig, features: { ...defaultSiteConfig.features, onlineVisit: false } },
    });
    try {
      const cookie = await off.login();
      const { body } = await off.graphql(PLACE, {
        cookie,
        variables: { input: { category: 'ed', shipping: austin, idempotencyKey: randomUUID() } },
      });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await off.close();
    }
  });
});
