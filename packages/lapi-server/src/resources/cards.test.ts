import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALEX_TOKEN, SAM_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { paymentMethods } from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';

const CC_UPDATE = '/lapi/account/ccupdate/';
const PUBLIC_TOKEN = 'pk_cards_test';

/** The processor's test vectors, each with a CVV of its own so a leak can be traced to its request. */
const vectors = [
  { number: '4242424242424242', cvv: '734', last4: '4242', behaviour: 'approve' },
  { number: '4000000000000002', cvv: '829', last4: '0002', behaviour: 'decline' },
  { number: '4000000000009995', cvv: '915', last4: '9995', behaviour: 'insufficient' },
  { number: '4000000000000069', cvv: '4061', last4: '0069', behaviour: 'expired' },
] as const;
const luhnFailing = { number: '4242424242424241', cvv: '572' } as const;

/** Every line the app logs, at every level. */
const logLines: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });

function cardData(number: string, cvv: string, overrides: object = {}) {
  return {
    ccnum: number,
    ccexp: '12/34',
    cccvv: cvv,
    consent: true,
    shipping: 'same',
    token: PUBLIC_TOKEN,
    ...overrides,
  };
}

describe.each(backends)('card on file on %s', (backend) => {
  const context = useAccountApp(backend, { logger, services: { publicToken: PUBLIC_TOKEN } });
  const update = (data: object, token = ALEX_TOKEN) => context.call(CC_UPDATE, data, token);
  const cardOf = async (leadId: number) => {
    const [row] = await context.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.leadId, leadId));
    return row;
  };

  beforeEach(async () => {
    context.clock.reset();
    await resetDatabase(context.database.db);
    await context.logInDemoCustomers();
    logLines.length = 0;
  });

  it('stores brand, last four, expiry and the processor token of a new card, and answers only the summary', async () => {
    const answer = await update(cardData('4242 4242 4242 4242', '734'));
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope).toEqual({
      status: 'SUCCESS',
      message: 'Your card was updated.',
      data: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    });
    expect(await cardOf(demo.alex.leadsId)).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      processorToken: expect.stringMatching(/^tok_test_approve_/),
    });
    // One card per customer: the new one replaced the demo card.
    expect(
      await context.database.db.$count(paymentMethods, eq(paymentMethods.leadId, demo.alex.leadsId)),
    ).toBe(1);
  });

  it("vaults the decline cards too: the processor's token carries the decline to the next charge", async () => {
    for (const vector of vectors) {
      const answer = await update(cardData(vector.number, vector.cvv));
      expect(answer.httpStatus, vector.number).toBe(200);
      expect((await cardOf(demo.alex.leadsId))?.processorToken).toMatch(
        new RegExp(`^tok_test_${vector.behaviour}_`),
      );
    }
  });

  it('answers 400 with the processor description to a number failing the Luhn check, keeping the old card', async () => {
    const before = await cardOf(demo.alex.leadsId);
    const answer = await update(cardData(luhnFailing.number, luhnFailing.cvv));
    expect(answer.httpStatus).toBe(400);
    expect(answer.envelope).toEqual({
      status: 'FAILURE',
      data: null,
      message: 'Your card number is incorrect.',
      error_description: 'Your card number is incorrect.',
      error_code: 'invalid_number',
    });
    expect(await cardOf(demo.alex.leadsId)).toEqual(before);
  });

  it('answers 400 to an expiry date in the past', async () => {
    const answer = await update(cardData('4242424242424242', '734', { ccexp: '01/20' }));
    expect(answer.httpStatus).toBe(400);
    expect(answer.envelope).toMatchObject({
      error_description: 'Your card has expired.',
      error_code: 'expired_card',
    });
  });

  it.each([
    [{ ccnum: '42424242424242424' }, 'ccnum', 'Max 16 digits allowed'],
    [{ ccnum: '4242-4242-4242-424x' }, 'ccnum', 'Card number must be digits only'],
    [{ ccnum: undefined }, 'ccnum', 'Card number is required'],
    [{ ccexp: '1/34' }, 'ccexp', 'Not a valid expiration date'],
    [{ ccexp: '12/2034' }, 'ccexp', 'Not a valid expiration date'],
    [{ cccvv: '' }, 'cccvv', 'Card security code is Required'],
    [{ consent: false }, 'consent', 'Continue your payment by checking the box above'],
    [{ shipping: '' }, 'shipping', 'Shipping is required'],
  ])('answers 400 payment-style to %j naming the field', async (change, field, message) => {
    const answer = await update(cardData('4242424242424242', '734', change));
    expect(answer.httpStatus).toBe(400);
    expect(answer.envelope).toMatchObject({
      status: 'FAILURE',
      message,
      error_description: message,
      error_code: 'invalid_request',
      data: { field, message },
    });
  });

  it("answers 400 without the shop's public token, and stores nothing", async () => {
    const before = await cardOf(demo.alex.leadsId);
    const answer = await update(cardData('4242424242424242', '734', { token: 'pk_someone_else' }));
    expect(answer.httpStatus).toBe(400);
    expect(await cardOf(demo.alex.leadsId)).toEqual(before);
  });

  it("changes only the session's customer's card", async () => {
    const alexBefore = await cardOf(demo.alex.leadsId);
    expect((await update(cardData('4242424242424242', '734'), SAM_TOKEN)).httpStatus).toBe(200);
    expect(await cardOf(demo.sam.leadsId)).toMatchObject({ last4: '4242' });
    expect(await cardOf(demo.alex.leadsId)).toEqual(alexBefore);
    const other = await update(
      { ...cardData('4242424242424242', '734'), leads_id: demo.alex.leadsId },
      SAM_TOKEN,
    );
    expect(other.httpStatus).toBe(403);
    expect(await cardOf(demo.alex.leadsId)).toEqual(alexBefore);
  });

  it('never keeps a card number or CVV anywhere: not in any table, not in any log line, not in any answer', async () => {
    const answers: string[] = [];
    const attempts = [...vectors, luhnFailing];
    for (const { number, cvv } of attempts) {
      for (const spelled of [number, number.replace(/(\d{4})(?=\d)/g, '$1 ')]) {
        const answer = await update(cardData(spelled, cvv));
        answers.push(JSON.stringify(answer.envelope));
      }
    }
    // Invalid inputs take another path (schema errors), which must not echo the number either.
    answers.push(JSON.stringify((await update(cardData(`${vectors[0].number}9`, '734'))).envelope));
    answers.push(JSON.stringify((await update(cardData(vectors[0].number, '73a'))).envelope));

    const tables = await context.database.db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    );
    expect(tables.rows.map((table) => table.name)).toContain('payment_methods');
    const dumps: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await context.database.db.execute<{ row: string }>(
        sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`,
      );
      dumps.push(...rows.rows.map((row) => row.row));
    }
    // The capture works: the card calls were logged, at several levels.
    expect(logLines.some((line) => line.includes('card on file replaced'))).toBe(true);
    expect(logLines.some((line) => line.includes('"level":20'))).toBe(true);

    for (const [where, texts] of [
      ['database', dumps],
      ['logs', logLines],
      ['answers', answers],
    ] as const) {
      const text = texts.join('\n');
      for (const { number, cvv } of attempts) {
        expect(text, `${where} hold the number ${number}`).not.toContain(number);
        expect(text, `${where} hold the number ${number}`).not.toContain(
          number.replace(/(\d{4})(?=\d)/g, '$1 '),
        );
        // A bare 3-digit CVV may occur inside a timestamp or a random token; as a JSON value it may not.
        expect(text, `${where} hold the CVV of ${number}`).not.toContain(`"${cvv}"`);
      }
    }
    // Not even the field names: nothing of the request body reaches storage or logs.
    expect([...dumps, ...logLines].join('\n')).not.toMatch(/cccvv|ccnum/);
  });
});
