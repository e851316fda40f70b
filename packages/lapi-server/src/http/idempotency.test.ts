import { and, count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, TestClock, useTestDatabase } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { imageFile, tinyPng } from '../../test/images.ts';
import { createApp, type LapiApp } from '../app.ts';
import { demo } from '../db/demo-data.ts';
import {
  auditEvents,
  idempotencyKeys,
  messages,
  orders,
  paymentMethods,
  subscriptions,
  uploads,
} from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { createTestProcessor, type PaymentProcessor } from '../payments/test-processor.ts';
import { storeTestCard } from '../resources/commerce-fixtures.ts';
import { routes } from '../routes.ts';
import { failure, success } from './envelope.ts';
import { customerInput } from './input.ts';
import { defineRoute, type Route } from './route.ts';

const SEND = '/lapi/messaging/send/';
const UPLOAD = '/lapi/upload_image/';
const UPDATE = '/lapi/subscription/update/';
const CC_UPDATE = '/lapi/account/ccupdate/';
const FLAKY = '/lapi/test/flaky-write/';
const ALEX = 'alex-idempotency-test-token';
const SAM = 'sam-idempotency-test-token';
const PUBLIC_TOKEN = 'pk_idempotency_test';
const SLEEP = demo.alex.subscriptions.sleepGummies;
const DAY_MS = 24 * 60 * 60 * 1000;

const key = () => crypto.randomUUID();

/**
 * A write that answers 500 (as ccupdate does for a processor failure) the first `failures` times, or
 * throws: the message it inserted must go with its key, so a retry with the key writes it once.
 */
let flakyFailures = 0;
let flakyThrows = false;
const flakyWrite = defineRoute({
  path: FLAKY,
  kind: 'extension',
  auth: 'customer',
  summary: 'Test only: inserts a message, then fails as told.',
  input: customerInput,
  idempotent: true,
  async handler(_input, { db, leadId, clock }) {
    await db.insert(messages).values({
      leadId,
      doctorId: demo.doctor.id,
      sender: 'patient',
      body: 'flaky write',
      sentAt: clock.now(),
    });
    if (flakyThrows) throw new Error('the write failed half way');
    if (flakyFailures > 0) {
      flakyFailures -= 1;
      return failure(500, 'Internal error.');
    }
    return success({ written: true });
  },
});

describe.each(backends)('idempotent writes on %s', (backend) => {
  const context = useTestDatabase(backend);
  const clock = new TestClock();
  let tokenized = 0;
  const processor = createTestProcessor();
  const payments: PaymentProcessor = {
    tokenize: (...args) => {
      tokenized += 1;
      return processor.tokenize(...args);
    },
    charge: (...args) => processor.charge(...args),
  };
  let app: LapiApp;
  beforeAll(() => {
    app = createApp({
      database: context.database,
      logger: pino({ level: 'silent' }),
      clock,
      routes: [...routes, flakyWrite as unknown as Route],
      services: { payments, publicToken: PUBLIC_TOKEN },
    });
  });
  const db = () => context.database.db;
  const call = (path: string, data: object, idempotencyKey?: string, token = ALEX) =>
    callLapi(app, path, data, {
      token,
      ...(idempotencyKey === undefined ? {} : { headers: { 'Idempotency-Key': idempotencyKey } }),
    });
  const upload = (idempotencyKey: string, bytes = tinyPng) =>
    callLapi(
      app,
      UPLOAD,
      { purpose: 'message' },
      {
        token: ALEX,
        encoding: 'multipart',
        files: { fileToUpload: imageFile(bytes) },
        headers: { 'Idempotency-Key': idempotencyKey },
      },
    );
  const countOf = async (
    table: typeof messages | typeof uploads | typeof orders,
    leadId: number = demo.alex.leadsId,
  ) => {
    const [row] = await db().select({ n: count() }).from(table).where(eq(table.leadId, leadId));
    return row?.n ?? 0;
  };
  const messageCount = () => countOf(messages);
  const sendsAudited = async () =>
    (
      await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.route, SEND), eq(auditEvents.action, 'create')))
    ).length;
  const keyRows = () => db().select().from(idempotencyKeys);
  const sameAnswer = (first: LapiAnswer, second: LapiAnswer) => {
    expect(second.httpStatus).toBe(first.httpStatus);
    expect(second.envelope).toEqual(first.envelope);
  };

  beforeEach(async () => {
    clock.reset();
    tokenized = 0;
    flakyFailures = 0;
    flakyThrows = false;
    await resetDatabase(db());
    await createSessionForTest(db(), demo.alex.leadsId, ALEX);
    await createSessionForTest(db(), demo.sam.leadsId, SAM);
  });

  describe('a message', () => {
    it('sent twice with the same key is stored once, and the repeat answers the first answer', async () => {
      const before = await messageCount();
      const auditedBefore = await sendsAudited();
      const idempotencyKey = key();
      const first = await call(SEND, { body: 'Is it fine to take it with coffee?' }, idempotencyKey);
      const second = await call(SEND, { body: 'Is it fine to take it with coffee?' }, idempotencyKey);
      expect(first.httpStatus, JSON.stringify(first.envelope)).toBe(200);
      sameAnswer(first, second);
      expect(first.headers.get('Idempotent-Replayed')).toBeNull();
      expect(second.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await messageCount()).toBe(before + 1);
      // The audit trail tells one write: the repeat wrote nothing.
      expect(await sendsAudited()).toBe(auditedBefore + 1);
    });

    it('with the same key and another body is refused with 422, and nothing more is written', async () => {
      const before = await messageCount();
      const idempotencyKey = key();
      await call(SEND, { body: 'First words' }, idempotencyKey);
      const other = await call(SEND, { body: 'Other words' }, idempotencyKey);
      expect(other.httpStatus).toBe(422);
      expect(other.envelope).toMatchObject({
        status: 'FAILURE',
        message:
          'This Idempotency-Key was already used for a different request: send a new key with a new request.',
      });
      expect(await messageCount()).toBe(before + 1);
    });

    it('sent five times at once with one key is stored once, and all five get the same answer', async () => {
      const before = await messageCount();
      const idempotencyKey = key();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(SEND, { body: 'Sent by an eager double click' }, idempotencyKey),
        ),
      );
      for (const answer of answers) {
        expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
        sameAnswer(answers[0] as LapiAnswer, answer);
      }
      expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(
        4,
      );
      expect(await messageCount()).toBe(before + 1);
    });

    it('without a key is stored each time, as legacy clients expect', async () => {
      const before = await messageCount();
      await call(SEND, { body: 'Twice' });
      await call(SEND, { body: 'Twice' });
      expect(await messageCount()).toBe(before + 2);
      expect(await keyRows()).toEqual([]);
    });

    it('refuses a malformed key (400) before anything is written', async () => {
      const before = await messageCount();
      for (const bad of ['', 'has space', 'x'.repeat(256), 'naïve']) {
        const answer = await call(SEND, { body: 'Hello' }, bad);
        expect(answer.httpStatus, bad).toBe(400);
        expect(answer.envelope.message).toBe(
          'Invalid request: the Idempotency-Key header must be 1 to 255 visible ASCII characters',
        );
      }
      expect(await messageCount()).toBe(before);
    });

    it("keeps keys per customer: Sam's request with Alex's key is a write of its own", async () => {
      const idempotencyKey = key();
      const alexBefore = await messageCount();
      const samBefore = await countOf(messages, demo.sam.leadsId);
      // Sam has no doctor until an online visit: his refusal is stored under his key only.
      await call(SEND, { body: 'Hello' }, idempotencyKey, ALEX);
      const sam = await call(SEND, { body: 'Hello' }, idempotencyKey, SAM);
      expect(sam.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await messageCount()).toBe(alexBefore + 1);
      expect(await countOf(messages, demo.sam.leadsId)).toBe(samBefore);
      expect((await keyRows()).map((row) => row.leadId).sort()).toEqual(
        [demo.alex.leadsId, demo.sam.leadsId].sort(),
      );
    });

    it('counts a key for 24 hours: after that the same key is a new request, and old keys are swept', async () => {
      clock.freeze();
      const before = await messageCount();
      const idempotencyKey = key();
      const stale = key();
      await call(SEND, { body: 'Yesterday' }, stale);
      clock.advance(1_000);
      await call(SEND, { body: 'Yesterday' }, idempotencyKey);
      clock.advance(DAY_MS - 500);
      // Sessions end long before a day is out: a new login, same customer.
      await createSessionForTest(db(), demo.alex.leadsId, ALEX, clock.now());
      // Within the window (stale is now 24 h + 500 ms old, idempotencyKey 500 ms less than 24 h).
      const within = await call(SEND, { body: 'Yesterday' }, idempotencyKey);
      expect(within.httpStatus, JSON.stringify(within.envelope)).toBe(200);
      expect(within.headers.get('Idempotent-Replayed')).toBe('true');
      clock.advance(1_000);
      await createSessionForTest(db(), demo.alex.leadsId, ALEX, clock.now());
      const after = await call(SEND, { body: 'Yesterday' }, idempotencyKey);
      expect(after.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await messageCount()).toBe(before + 3);
      // The write past the window took the key over and swept the other expired one.
      expect((await keyRows()).map((row) => row.key)).toEqual([idempotencyKey]);
    });

    it('a photo and its message can share the key: each route is written once', async () => {
      const idempotencyKey = key();
      const uploadsBefore = await countOf(uploads);
      const stored = await upload(idempotencyKey);
      const again = await upload(idempotencyKey);
      sameAnswer(stored, again);
      expect(stored.httpStatus, JSON.stringify(stored.envelope)).toBe(200);
      const uploadId = (stored.envelope.data as { upload_id: number }).upload_id;
      const before = await messageCount();
      const sent = await call(SEND, { body: 'See the photo', attachment_id: uploadId }, idempotencyKey);
      const resent = await call(SEND, { body: 'See the photo', attachment_id: uploadId }, idempotencyKey);
      sameAnswer(sent, resent);
      expect(await countOf(uploads)).toBe(uploadsBefore + 1);
      expect(await messageCount()).toBe(before + 1);
      // Other bytes under the same key are another request.
      const otherPhoto = Uint8Array.from([...tinyPng, 0]);
      expect((await upload(idempotencyKey, otherPhoto)).httpStatus).toBe(422);
    });
  });

  describe('what is not kept', () => {
    it('a 5xx answer: its write rolls back with the key, and the retry with the key writes once', async () => {
      const before = await messageCount();
      const idempotencyKey = key();
      flakyFailures = 1;
      const failed = await call(FLAKY, {}, idempotencyKey);
      expect(failed.httpStatus).toBe(500);
      expect(await messageCount()).toBe(before);
      expect(await keyRows()).toEqual([]);
      const retried = await call(FLAKY, {}, idempotencyKey);
      expect(retried.httpStatus).toBe(200);
      expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await messageCount()).toBe(before + 1);
    });

    it('a write that throws half way: neither the write nor the key is there', async () => {
      const before = await messageCount();
      const idempotencyKey = key();
      flakyThrows = true;
      expect((await call(FLAKY, {}, idempotencyKey)).httpStatus).toBe(500);
      expect(await messageCount()).toBe(before);
      expect(await keyRows()).toEqual([]);
      flakyThrows = false;
      expect((await call(FLAKY, {}, idempotencyKey)).httpStatus).toBe(200);
      expect(await messageCount()).toBe(before + 1);
    });
  });

  describe('a subscription change', () => {
    it('ship now retried with the same key orders and charges once, even when sent at once', async () => {
      await storeTestCard(db(), demo.alex.leadsId);
      const ordersBefore = await countOf(orders);
      const idempotencyKey = key();
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          call(UPDATE, { subscription_id: SLEEP, action: 'ship_now' }, idempotencyKey),
        ),
      );
      for (const answer of answers) {
        expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
        sameAnswer(answers[0] as LapiAnswer, answer);
      }
      expect(await countOf(orders)).toBe(ordersBefore + 1);
    });

    it('a skip retried with the same key moves the date once; a new key skips again', async () => {
      const nextShip = async () =>
        (await db().select().from(subscriptions).where(eq(subscriptions.id, SLEEP)))[0]?.nextShipDate;
      const start = await nextShip();
      const idempotencyKey = key();
      const first = await call(UPDATE, { subscription_id: SLEEP, action: 'skip' }, idempotencyKey);
      const afterFirst = await nextShip();
      const second = await call(UPDATE, { subscription_id: SLEEP, action: 'skip' }, idempotencyKey);
      sameAnswer(first, second);
      expect(afterFirst).not.toBe(start);
      expect(await nextShip()).toBe(afterFirst);
      await call(UPDATE, { subscription_id: SLEEP, action: 'skip' }, key());
      expect(await nextShip()).not.toBe(afterFirst);
    });

    it('a refusal is kept too: the repeat answers it without looking again', async () => {
      const idempotencyKey = key();
      const refused = await call(UPDATE, { subscription_id: SLEEP, action: 'resume' }, idempotencyKey);
      expect(refused.httpStatus).toBe(409);
      const again = await call(UPDATE, { subscription_id: SLEEP, action: 'resume' }, idempotencyKey);
      sameAnswer(refused, again);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    });
  });

  describe('the card update', () => {
    const card = (number: string, cvv = '734') => ({
      ccnum: number,
      ccexp: '12/34',
      cccvv: cvv,
      consent: true,
      shipping: 'same',
      token: PUBLIC_TOKEN,
    });

    it('retried with the same key vaults the card once; the stored request has no card number', async () => {
      const idempotencyKey = key();
      const first = await call(CC_UPDATE, card('4242 4242 4242 4242'), idempotencyKey);
      const second = await call(CC_UPDATE, card('4242 4242 4242 4242'), idempotencyKey);
      expect(first.httpStatus, JSON.stringify(first.envelope)).toBe(200);
      sameAnswer(first, second);
      expect(tokenized).toBe(1);
      const rows = await db()
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.leadId, demo.alex.leadsId), eq(idempotencyKeys.route, CC_UPDATE)));
      expect(rows).toHaveLength(1);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain('4242424242424242');
      expect(stored).not.toContain('734');
      const [onFile] = await db()
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.leadId, demo.alex.leadsId));
      expect(onFile?.last4).toBe('4242');
    });

    it('with the same key and another card (other last four) is refused with 422 and not vaulted', async () => {
      const idempotencyKey = key();
      await call(CC_UPDATE, card('4242424242424242'), idempotencyKey);
      const other = await call(CC_UPDATE, card('4000000000000002', '829'), idempotencyKey);
      expect(other.httpStatus).toBe(422);
      expect(tokenized).toBe(1);
    });
  });
});
