import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALEX_TOKEN, SAM_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { subscriptions, weightMeasurements } from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';
import { FAILED_SAVE_MEASUREMENT, NOT_IN_PROGRAMME } from './measurements.ts';

const MEASUREMENT = '/lapi/v2/account/measurement';
const logLines: string[] = [];

describe.each(backends)('weight measurements on %s', (backend) => {
  const context = useAccountApp(backend, {
    logger: pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) }),
  });
  const alex = (data: object) => context.call(MEASUREMENT, data, ALEX_TOKEN);
  const today = () => context.clock.now().toISOString().slice(0, 10);

  beforeEach(async () => {
    context.clock.reset();
    await resetDatabase(context.database.db);
    await context.logInDemoCustomers();
    logLines.length = 0;
  });

  it("lists Alex's weekly weigh-ins newest first, trending down", async () => {
    const answer = await alex({ action: 'list', leads_id: demo.alex.leadsId });
    expect(answer.httpStatus).toBe(200);
    const list = answer.envelope.data as { id: number; weight_lbs: number; measured_on: string }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list[0]).toEqual({ id: expect.any(Number), weight_lbs: 227.1, measured_on: '2026-11-17' });
    const dates = list.map((entry) => entry.measured_on);
    expect(dates).toEqual([...dates].sort().reverse());
    // Oldest to newest, every week lighter than the one before.
    const weights = list.map((entry) => entry.weight_lbs).reverse();
    for (let i = 1; i < weights.length; i++) expect(weights[i]).toBeLessThan(weights[i - 1] ?? 0);
  });

  it('adds a measurement with one decimal, and a second one the same day corrects it', async () => {
    const added = await alex({ action: 'add', weight_lbs: 226.4, measured_on: today() });
    expect(added.httpStatus).toBe(200);
    expect(added.envelope).toEqual({
      status: 'SUCCESS',
      message: 'Measurement saved.',
      data: { id: expect.any(Number), weight_lbs: 226.4, measured_on: today() },
    });
    await alex({ action: 'add', weight_lbs: 226, measured_on: today() });
    const list = (await alex({ action: 'list' })).envelope.data as {
      weight_lbs: number;
      measured_on: string;
    }[];
    expect(list[0]).toMatchObject({ weight_lbs: 226, measured_on: today() });
    expect(list.filter((entry) => entry.measured_on === today())).toHaveLength(1);
  });

  it('never logs a weight', async () => {
    await alex({ action: 'add', weight_lbs: 219.7, measured_on: today() });
    await alex({ action: 'list' });
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toMatch(/219\.7|227\.1|weight/i);
  });

  it.each([
    [{ weight_lbs: 49.9 }, 'weight_lbs', 'Weight must be between 50 and 1000 lbs.'],
    [{ weight_lbs: 1000.1 }, 'weight_lbs', 'Weight must be between 50 and 1000 lbs.'],
    [{ weight_lbs: 180.05 }, 'weight_lbs', 'Weight can have one decimal at most.'],
    [{ weight_lbs: '180' }, 'weight_lbs', 'Weight must be a number of pounds.'],
    [{ measured_on: '11/17/2026' }, 'measured_on', 'Date must be YYYY-MM-DD.'],
    [{ measured_on: '2026-02-29' }, 'measured_on', 'Invalid date'],
  ])("answers 400 'Failed to save measurement.' to %j", async (change, field, message) => {
    const before = await context.database.db.$count(weightMeasurements);
    const answer = await alex({ action: 'add', weight_lbs: 200, measured_on: '2026-11-01', ...change });
    expect(answer.httpStatus).toBe(400);
    expect(answer.envelope).toMatchObject({
      status: 'FAILURE',
      message: FAILED_SAVE_MEASUREMENT,
      data: { field, message },
    });
    expect(await context.database.db.$count(weightMeasurements)).toBe(before);
  });

  it('accepts the limits 50 and 1000 lbs and refuses a date in the future', async () => {
    expect((await alex({ action: 'add', weight_lbs: 50, measured_on: '2026-11-01' })).httpStatus).toBe(200);
    expect((await alex({ action: 'add', weight_lbs: 1000, measured_on: '2026-11-02' })).httpStatus).toBe(200);
    const tomorrow = new Date(context.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const future = await alex({ action: 'add', weight_lbs: 200, measured_on: tomorrow });
    expect(future.httpStatus).toBe(400);
    expect(future.envelope.data).toMatchObject({
      field: 'measured_on',
      message: 'The date cannot be in the future.',
    });
  });

  it('answers 403 to a customer without an active SKY GLP subscription, for list and add', async () => {
    for (const data of [{ action: 'list' }, { action: 'add', weight_lbs: 180, measured_on: '2026-11-01' }]) {
      const answer = await context.call(MEASUREMENT, data, SAM_TOKEN);
      expect(answer.httpStatus).toBe(403);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: NOT_IN_PROGRAMME });
    }
    expect(
      await context.database.db.$count(weightMeasurements, eq(weightMeasurements.leadId, demo.sam.leadsId)),
    ).toBe(0);
    // A cancelled programme closes the log too.
    await context.database.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, demo.alex.subscriptions.skyGlp));
    expect((await alex({ action: 'list' })).httpStatus).toBe(403);
  });

  it("does not show Alex's weights to Sam, even in the programme", async () => {
    await context.database.db.insert(subscriptions).values({
      leadId: demo.sam.leadsId,
      productId: demo.products.semaglutide,
      productName: 'Semaglutide Weight Programme',
      category: 'SKY GLP',
      frequency: 'MONTHLY',
      status: 'active',
      nextShipDate: '2026-12-01',
      priceCents: 29900,
    });
    expect((await context.call(MEASUREMENT, { action: 'list' }, SAM_TOKEN)).envelope.data).toEqual([]);
    const other = await context.call(MEASUREMENT, { action: 'list', leads_id: demo.alex.leadsId }, SAM_TOKEN);
    expect(other.httpStatus).toBe(403);
    expect(other.envelope.message).toBe('Not allowed.');
  });
});
