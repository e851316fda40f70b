import { createHash } from 'node:crypto';
import { messages } from '@helmsman/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { demo, demoVisit } from '../db/demo-data.ts';
import { uploads, visits } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { DEFAULT_PUBLIC_TOKEN } from '../services.ts';
import { TINY_PNG } from './messaging-fixtures.ts';

const PATHS = {
  frequency: '/lapi/product/frequency/',
  drug: '/lapi/product/drug/',
  dosage: '/lapi/product/dosage/',
  hair: '/lapi/product/hair-preferences/',
  sleep: '/lapi/product/sleep-preferences/',
  ship: '/lapi/account/shipfrequency/',
};
const START = '/lapi/leads/startprogram';
const ALEX = 'alex-preferences-test-token';
const SAM = 'sam-preferences-test-token';
const token = DEFAULT_PUBLIC_TOKEN;
const FAILED_SHIP_FREQUENCY = 'Failed to save shipping frequency.';

/** A valid body for each call, for Alex's ED visit where the call applies to any category. */
const valid: Record<keyof typeof PATHS, object> = {
  frequency: { token, frequency: 'QUARTERLY' },
  drug: { token, drug: 'tadalafil' },
  dosage: { token, dosage: '100 mg' },
  hair: { token, concern: 'thinning_crown', products: ['finasteride', 'biotin_gummies'] },
  sleep: { trouble: 'staying_asleep', melatonin_ok: true },
  ship: { token, frequency: 'MONTHLY' },
};

function expectFailure(answer: LapiAnswer, httpStatus: number, message: string) {
  expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(httpStatus);
  expect(answer.envelope).toMatchObject({ status: 'FAILURE', message });
}

describe.each(backends)('product preferences on %s', (backend) => {
  const context = useTestApp(backend);
  const db = () => context.database.db;
  const call = (path: string, data: unknown, session: string) =>
    callLapi(context.app, path, data, { token: session });
  const alexVisit = async () =>
    (await db().select().from(visits).where(eq(visits.id, demoVisit.alexEd.id)))[0];

  beforeEach(async () => {
    await resetDatabase(db());
    await createSessionForTest(db(), demo.alex.leadsId, ALEX);
    await createSessionForTest(db(), demo.sam.leadsId, SAM);
  });

  it('stores the billing frequency on the current visit and answers all preferences', async () => {
    const answer = await call(PATHS.frequency, { leads_id: demo.alex.leadsId, ...valid.frequency }, ALEX);
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope).toEqual({
      status: 'SUCCESS',
      data: {
        visit_id: demoVisit.alexEd.id,
        category: 'ed',
        preferences: {
          frequency: 'QUARTERLY',
          drug: 'sildenafil',
          dosage: '50 mg',
          ship_frequency: null,
          hair: null,
          sleep: null,
        },
      },
      message: 'Preferences saved.',
    });
    expect(await alexVisit()).toMatchObject({ frequency: 'QUARTERLY' });
  });

  it("takes a drug from the category's list, clearing a dosage the new drug lacks", async () => {
    const answer = await call(PATHS.drug, { token, drug: ' Tadalafil ' }, ALEX);
    expect(answer.httpStatus).toBe(200);
    expect(await alexVisit()).toMatchObject({ drug: 'tadalafil', dosage: null });
    const wrong = await call(PATHS.drug, { token, drug: 'finasteride' }, ALEX);
    expectFailure(wrong, 400, messages.failedProductPreferences);
    expect(wrong.envelope.data).toMatchObject({
      field: 'drug',
      message: 'drug must be one of "sildenafil", "tadalafil" for ed visits',
    });
    expect(await alexVisit()).toMatchObject({ drug: 'tadalafil' });
  });

  it("keeps a dosage the new drug also has, and takes only the drug's dosages", async () => {
    await call(PATHS.drug, { token, drug: 'sildenafil' }, ALEX);
    expect(await alexVisit()).toMatchObject({ drug: 'sildenafil', dosage: '50 mg' });
    expect((await call(PATHS.dosage, { token, dosage: '100 mg' }, ALEX)).httpStatus).toBe(200);
    expect(await alexVisit()).toMatchObject({ dosage: '100 mg' });
    const wrong = await call(PATHS.dosage, { token, dosage: '20 mg' }, ALEX);
    expectFailure(wrong, 400, messages.failedProductPreferences);
    expect(wrong.envelope.data).toMatchObject({
      field: 'dosage',
      message: 'dosage must be one of "25 mg", "50 mg", "100 mg" for sildenafil',
    });
  });

  it('asks for a drug before its dosage (409)', async () => {
    await call(START, { category: 'ed' }, SAM);
    const answer = await call(PATHS.dosage, { token, dosage: '50 mg' }, SAM);
    expectFailure(answer, 409, messages.failedProductPreferences);
    expect(answer.envelope.data).toEqual({ reason: 'Choose a drug (/product/drug/) before its dosage.' });
  });

  it('takes hair preferences for a hair visit only', async () => {
    const onEd = await call(PATHS.hair, valid.hair, ALEX);
    expectFailure(onEd, 409, messages.failedProductPreferences);
    expect(onEd.envelope.data).toEqual({
      reason: 'Hair preferences apply to a hair visit, and the current visit is ed.',
    });
    await call(START, { category: 'hair' }, SAM);
    const answer = await call(PATHS.hair, valid.hair, SAM);
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope.data).toMatchObject({
      category: 'hair',
      preferences: { hair: { concern: 'thinning_crown', products: ['finasteride', 'biotin_gummies'] } },
    });
    const twice = await call(PATHS.hair, { ...valid.hair, products: ['minoxidil', 'minoxidil'] }, SAM);
    expectFailure(twice, 400, messages.failedProductPreferences);
    expect(twice.envelope.data).toMatchObject({
      field: 'products',
      message: 'products must not list a product twice',
    });
  });

  it('takes sleep preferences for a sleep visit, without the product token', async () => {
    await call(START, { category: 'sleep' }, ALEX);
    const answer = await call(PATHS.sleep, valid.sleep, ALEX);
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope.data).toMatchObject({
      category: 'sleep',
      preferences: { sleep: { trouble: 'staying_asleep', melatonin_ok: true } },
    });
    const wrong = await call(PATHS.sleep, { trouble: 'snoring', melatonin_ok: 'yes' }, ALEX);
    expectFailure(wrong, 400, messages.failedProductPreferences);
    expect(wrong.envelope.data).toMatchObject({
      fields: {
        trouble: 'trouble must be one of "falling_asleep", "staying_asleep", "waking_early", "all"',
        melatonin_ok: 'melatonin_ok must be true or false',
      },
    });
  });

  it('acts on the visit the customer touched last', async () => {
    await call(START, { category: 'sleep' }, ALEX);
    // The sleep visit is now current: an ED drug does not fit it.
    expectFailure(
      await call(PATHS.drug, { token, drug: 'sildenafil' }, ALEX),
      400,
      messages.failedProductPreferences,
    );
    // Resuming the ED visit makes it current again.
    await call(START, { new_category: 'ed' }, ALEX);
    expect((await call(PATHS.drug, { token, drug: 'tadalafil' }, ALEX)).httpStatus).toBe(200);
    expect(await alexVisit()).toMatchObject({ drug: 'tadalafil' });
  });

  it('applies to a submitted visit (the questions come first), not to a reviewed one', async () => {
    const finish = (status: 'submitted' | 'approved') =>
      db()
        .update(visits)
        .set({ status, currentQuestionId: null, submittedAt: new Date(), updatedAt: new Date() })
        .where(eq(visits.id, demoVisit.alexEd.id));
    await finish('submitted');
    expect((await call(PATHS.drug, { token, drug: 'tadalafil' }, ALEX)).httpStatus).toBe(200);
    expect(await alexVisit()).toMatchObject({ status: 'submitted', drug: 'tadalafil' });
    await finish('approved');
    expectFailure(await call(PATHS.frequency, valid.frequency, ALEX), 409, messages.failedProductPreferences);
    expect(await alexVisit()).toMatchObject({ frequency: null });
  });

  describe('the read (/product/preferences/, an extension)', () => {
    const READ = '/lapi/product/preferences/';

    it("answers the open visit's preferences, submitted too, and whether its photo is on file", async () => {
      await call(PATHS.frequency, valid.frequency, ALEX);
      await db()
        .update(visits)
        .set({ status: 'submitted', currentQuestionId: null, submittedAt: new Date() })
        .where(eq(visits.id, demoVisit.alexEd.id));
      const answer = await call(READ, { category: 'ed' }, ALEX);
      expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
      expect(answer.envelope.data).toEqual({
        visit_id: demoVisit.alexEd.id,
        category: 'ed',
        preferences: {
          frequency: 'QUARTERLY',
          drug: 'sildenafil',
          dosage: '50 mg',
          ship_frequency: null,
          hair: null,
          sleep: null,
        },
        photo_on_file: false,
      });

      await db()
        .insert(uploads)
        .values({
          leadId: demo.alex.leadsId,
          purpose: 'visit',
          contentType: 'image/png',
          sizeBytes: TINY_PNG.length,
          sha256: createHash('sha256').update(TINY_PNG).digest('hex'),
          bytes: TINY_PNG,
          visitId: demoVisit.alexEd.id,
        });
      expect((await call(READ, {}, ALEX)).envelope.data).toMatchObject({ photo_on_file: true });
      expect(await alexVisit()).toMatchObject({ frequency: 'QUARTERLY' });
    });

    it("fails with 409 without an open visit (of the category), and never reads Alex's for Sam", async () => {
      expectFailure(
        await call(READ, { category: 'hair' }, ALEX),
        409,
        'Failed to retrieve product preferences.',
      );
      expectFailure(await call(READ, {}, SAM), 409, 'Failed to retrieve product preferences.');
      expect((await call(READ, { leads_id: demo.alex.leadsId }, SAM)).httpStatus).toBe(403);
    });
  });

  it('stores how often the treatment ships (/account/shipfrequency/)', async () => {
    const answer = await call(PATHS.ship, valid.ship, ALEX);
    expect(answer.httpStatus).toBe(200);
    expect(await alexVisit()).toMatchObject({ shipFrequency: 'MONTHLY' });
    const oneTime = await call(PATHS.ship, { token, frequency: 'ONE_TIME' }, ALEX);
    expectFailure(oneTime, 400, FAILED_SHIP_FREQUENCY);
    expect(oneTime.envelope.data).toMatchObject({ field: 'frequency' });
  });

  it.each([
    ['frequency', PATHS.frequency, messages.failedProductPreferences],
    ['drug', PATHS.drug, messages.failedProductPreferences],
    ['dosage', PATHS.dosage, messages.failedProductPreferences],
    ['hair', PATHS.hair, messages.failedProductPreferences],
    ['ship', PATHS.ship, FAILED_SHIP_FREQUENCY],
  ] as const)(
    '%s refuses a missing or wrong public token (400) before touching the visit',
    async (key, path, message) => {
      const before = await alexVisit();
      const { token: _omitted, ...withoutToken } = valid[key] as { token: string };
      const missing = await call(path, withoutToken, ALEX);
      expectFailure(missing, 400, message);
      expect(missing.envelope.data).toMatchObject({ field: 'token', message: 'token is required' });
      const wrong = await call(path, { ...valid[key], token: 'pk_someone_else' }, ALEX);
      expectFailure(wrong, 400, message);
      expect(wrong.envelope.data).toMatchObject({
        field: 'token',
        message: 'token must be the public product token',
      });
      expect(await alexVisit()).toEqual(before);
    },
  );

  it.each(Object.entries(PATHS))('%s fails with 409 without a visit in progress', async (key, path) => {
    const answer = await call(path, valid[key as keyof typeof PATHS], SAM);
    expectFailure(answer, 409, key === 'ship' ? FAILED_SHIP_FREQUENCY : messages.failedProductPreferences);
    expect(answer.envelope.data).toEqual({
      reason: 'There is no online visit in progress; start one with /leads/startprogram.',
    });
  });

  it.each(Object.entries(PATHS))("%s never changes Alex's visit for Sam", async (key, path) => {
    const before = await alexVisit();
    await call(START, { category: key === 'hair' ? 'hair' : key === 'sleep' ? 'sleep' : 'ed' }, SAM);
    const body = valid[key as keyof typeof PATHS];
    // A visit id is no input of these calls; Alex's lead id is refused outright.
    const own = await call(path, { ...body, visit_id: demoVisit.alexEd.id }, SAM);
    if (key !== 'dosage') expect(own.httpStatus, JSON.stringify(own.envelope)).toBe(200);
    expect((await call(path, { ...body, leads_id: demo.alex.leadsId }, SAM)).httpStatus).toBe(403);
    expect(await alexVisit()).toEqual(before);
  });
});
