import type { PaymentProcessor } from '@helmsman/lapi-server';
import {
  commerceFixtures,
  createTestProcessor,
  demo,
  messagingFixtures,
  resetDatabase,
} from '@helmsman/lapi-server/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test/harness.ts';
import { idempotencyTexts } from './idempotency.ts';
import { CSRF_HEADER } from './yoga.ts';

/**
 * Idempotency keys end to end: the gateway's mutations and POST /attachments pass the app's key to a
 * real lapi-server over HTTP, which writes once per key (docs/decisions.md, "Idempotent writes").
 */

let tokenized = 0;
const processor = createTestProcessor();
const payments: PaymentProcessor = {
  tokenize: (...args) => {
    tokenized += 1;
    return processor.tokenize(...args);
  },
  charge: (...args) => processor.charge(...args),
};

let gateway: GatewayHarness;
let alex: string;
beforeAll(async () => {
  gateway = await startGatewayHarness({ lapiServices: { payments } });
});
afterAll(() => gateway.close());
beforeEach(async () => {
  tokenized = 0;
  await resetDatabase(gateway.database.db);
  alex = await gateway.login();
});

const db = () => gateway.database.db;
const key = () => crypto.randomUUID();
const SLEEP = String(demo.alex.subscriptions.sleepGummies);

const FORM_ERROR = 'error { message fieldErrors { field message } }';
const UPDATE_SUBSCRIPTION = `mutation ($input: UpdateSubscriptionInput!) {
  updateSubscription(input: $input) { ok error { code message fieldErrors { field message } } subscription { id nextShipDate } }
}`;
const SEND_MESSAGE = `mutation ($input: SendMessageInput!) {
  sendMessage(input: $input) { ok ${FORM_ERROR} message { id body attachment { id } } }
}`;
const UPDATE_CARD = `mutation ($input: UpdatePaymentMethodInput!) {
  updatePaymentMethod(input: $input) { ok ${FORM_ERROR} account { paymentMethod { last4 } } }
}`;
const visa = { ccnum: '4242424242424242', ccexp: '12/30', cccvv: '123', consent: true, shipping: 'standard' };

async function mutate(query: string, input: object) {
  const answer = await gateway.graphql<Record<string, Record<string, unknown>>>(query, {
    cookie: alex,
    variables: { input },
  });
  if (!answer.body.data) throw new Error(JSON.stringify(answer.body.errors));
  return Object.values(answer.body.data)[0] as {
    ok: boolean;
    error: { fieldErrors: { field: string; message: string }[] } | null;
    [field: string]: unknown;
  };
}

/** Alex's rows in one of the tables a write adds to. */
async function rowsOf(table: 'orders' | 'messages' | 'uploads'): Promise<number> {
  const { rows } = await db().execute<{ n: number }>(
    `select count(*)::int as n from ${table} where lead_id = ${demo.alex.leadsId}`,
  );
  return rows[0]?.n ?? -1;
}

function upload(idempotencyKey: string | undefined, bytes: Uint8Array = messagingFixtures.TINY_PNG) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'rash.png');
  return gateway.app.fetch(
    new Request('http://localhost/attachments', {
      method: 'POST',
      headers: {
        [CSRF_HEADER]: '1',
        cookie: alex,
        ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
      },
      body: form,
    }),
  );
}

describe('updateSubscription with an idempotencyKey', () => {
  it('retried with the same key skips once and answers the same subscription', async () => {
    const idempotencyKey = key();
    const input = { subscriptionId: SLEEP, action: 'SKIP', idempotencyKey };
    const first = await mutate(UPDATE_SUBSCRIPTION, input);
    const again = await mutate(UPDATE_SUBSCRIPTION, input);
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    // A new key is a new skip: the date moves again from where the first left it.
    const next = await mutate(UPDATE_SUBSCRIPTION, { ...input, idempotencyKey: key() });
    expect((next.subscription as { nextShipDate: string }).nextShipDate).not.toBe(
      (first.subscription as { nextShipDate: string }).nextShipDate,
    );
  });

  it('ship now double-clicked (two requests at once, one key) orders and charges once', async () => {
    await commerceFixtures.storeTestCard(db(), demo.alex.leadsId);
    const before = await rowsOf('orders');
    const input = { subscriptionId: SLEEP, action: 'SHIP_NOW', idempotencyKey: key() };
    const [first, second] = await Promise.all([
      mutate(UPDATE_SUBSCRIPTION, input),
      mutate(UPDATE_SUBSCRIPTION, input),
    ]);
    expect(first?.ok).toBe(true);
    expect(second).toEqual(first);
    expect(await rowsOf('orders')).toBe(before + 1);
  });

  it('refuses a key that is not a UUID, and a key used for another change', async () => {
    const bad = await mutate(UPDATE_SUBSCRIPTION, {
      subscriptionId: SLEEP,
      action: 'SKIP',
      idempotencyKey: 'x'.repeat(37),
    });
    expect(bad.ok).toBe(false);
    expect(bad.error?.fieldErrors).toEqual([{ field: 'idempotencyKey', message: idempotencyTexts.invalid }]);

    const idempotencyKey = key();
    await mutate(UPDATE_SUBSCRIPTION, { subscriptionId: SLEEP, action: 'SKIP', idempotencyKey });
    const reused = await mutate(UPDATE_SUBSCRIPTION, {
      subscriptionId: SLEEP,
      action: 'PAUSE',
      idempotencyKey,
    });
    expect(reused.ok).toBe(false);
    expect(reused.error?.fieldErrors).toEqual([
      { field: 'idempotencyKey', message: idempotencyTexts.reused },
    ]);
    const { rows } = await db().execute<{ status: string }>(
      `select status from subscriptions where id = ${Number(SLEEP)}`,
    );
    expect(rows[0]?.status).toBe('active');
  });
});

describe('sendMessage and POST /attachments with an idempotencyKey', () => {
  it('a photo and its message retried with the message key are stored once each', async () => {
    const idempotencyKey = key();
    const uploadsBefore = await rowsOf('uploads');
    const stored = await upload(idempotencyKey);
    expect(stored.status).toBe(201);
    const storedBody = (await stored.json()) as { id: string };
    // Re-encoded again on the retry: the same photo gives the same bytes, so the same request.
    const again = await upload(idempotencyKey);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(storedBody.id);
    expect(await rowsOf('uploads')).toBe(uploadsBefore + 1);

    const messagesBefore = await rowsOf('messages');
    const input = { body: 'Here is the rash', attachmentId: storedBody.id, idempotencyKey };
    const sent = await mutate(SEND_MESSAGE, input);
    const resent = await mutate(SEND_MESSAGE, input);
    expect(sent.ok).toBe(true);
    expect(resent).toEqual(sent);
    expect(await rowsOf('messages')).toBe(messagesBefore + 1);
  });

  it('refuses a malformed key before storing anything, and another photo under a used key', async () => {
    const uploadsBefore = await rowsOf('uploads');
    const bad = await upload('not-a-uuid');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'BAD_IDEMPOTENCY_KEY', message: idempotencyTexts.invalid },
    });

    const idempotencyKey = key();
    expect((await upload(idempotencyKey)).status).toBe(201);
    const otherPhoto = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#1d3557' },
    })
      .png()
      .toBuffer();
    const other = await upload(idempotencyKey, new Uint8Array(otherPhoto));
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await rowsOf('uploads')).toBe(uploadsBefore + 1);

    const message = await mutate(SEND_MESSAGE, { body: 'Hello', idempotencyKey: 'nope' });
    expect(message.error?.fieldErrors).toEqual([
      { field: 'idempotencyKey', message: idempotencyTexts.invalid },
    ]);
  });
});

describe('updatePaymentMethod with an idempotencyKey', () => {
  it('retried with the same key vaults the card once and answers the same account', async () => {
    const input = { ...visa, idempotencyKey: key() };
    const first = await mutate(UPDATE_CARD, input);
    const again = await mutate(UPDATE_CARD, input);
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(tokenized).toBe(1);
    // Without a key each call goes to the processor, as before.
    await mutate(UPDATE_CARD, visa);
    await mutate(UPDATE_CARD, visa);
    expect(tokenized).toBe(3);
  });

  it('refuses another card under a used key, without vaulting it', async () => {
    const idempotencyKey = key();
    await mutate(UPDATE_CARD, { ...visa, idempotencyKey });
    const other = await mutate(UPDATE_CARD, { ...visa, ccnum: '5555555555554444', idempotencyKey });
    expect(other.ok).toBe(false);
    expect(other.error?.fieldErrors).toEqual([{ field: 'idempotencyKey', message: idempotencyTexts.reused }]);
    expect(tokenized).toBe(1);
  });
});
