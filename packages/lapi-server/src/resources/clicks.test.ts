import { US_STATES } from '@helmsman/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi } from '../../test/http.ts';
import { demoCare } from '../db/demo-data.ts';
import { clicks, stateWaitlist } from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';
import { defaultServices } from '../services.ts';

const CREATE = '/lapi/click/create/';
const STATES = '/lapi/click/statesallowed/';
const WAITLIST = '/lapi/click/statewaitlist/';
const { publicToken } = defaultServices();

const visit = {
  a: 'helmsman',
  c1: 'newsletter',
  s1: 'nov-2026',
  s2: 'hero',
  s3: '',
  url: 'https://helmsman.example/?a=helmsman&c1=newsletter&gclid=abc',
  referrer: 'https://www.google.com/',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  device_type: 'mobile',
  ip_address: '198.51.100.23',
  campaigns_id: '12',
  token: publicToken,
};

describe.each(backends)('clicks on %s', (backend) => {
  const context = useTestApp(backend);
  const call = (path: string, data: object) => callLapi(context.app, path, data);

  beforeEach(async () => {
    await resetDatabase(context.database.db);
  });

  describe('click/create', () => {
    it('stores the visit with its extra query fields and answers a new click_id', async () => {
      const answer = await call(CREATE, { ...visit, gclid: 'abc', utm_medium: 'email' });
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: { click_id: expect.any(Number) },
        message: '',
      });
      const clickId = (answer.envelope.data as { click_id: number }).click_id;
      expect(clickId).toBeGreaterThan(demoCare.alexClickId);
      const [row] = await context.database.db.select().from(clicks).where(eq(clicks.id, clickId));
      expect(row).toMatchObject({
        leadId: null,
        a: 'helmsman',
        c1: 'newsletter',
        s1: 'nov-2026',
        s2: 'hero',
        s3: null,
        s4: null,
        deviceType: 'mobile',
        ipAddress: '198.51.100.23',
        campaignsId: '12',
        extra: { gclid: 'abc', utm_medium: 'email' },
      });
    });

    it('needs nothing but the token, and takes campaigns_id as a number', async () => {
      expect((await call(CREATE, { token: publicToken })).httpStatus).toBe(200);
      const answer = await call(CREATE, { token: publicToken, campaigns_id: 7 });
      const clickId = (answer.envelope.data as { click_id: number }).click_id;
      const [row] = await context.database.db.select().from(clicks).where(eq(clicks.id, clickId));
      expect(row?.campaignsId).toBe('7');
    });

    it('never ties an anonymous click to the lead it names: only sign-up or login claims it', async () => {
      const answer = await call(CREATE, { ...visit, leads_id: '1001' });
      const clickId = (answer.envelope.data as { click_id: number }).click_id;
      const [row] = await context.database.db.select().from(clicks).where(eq(clicks.id, clickId));
      expect(row?.leadId).toBeNull();
    });

    it.each([
      [
        'a wrong token',
        { ...visit, token: 'pk_someone_else' },
        'token',
        'token must be the public product token',
      ],
      ['no token', { a: 'helmsman' }, 'token', 'token is required'],
      [
        'an address that is not one',
        { ...visit, ip_address: '999.1.1.1' },
        'ip_address',
        'ip_address must be an IPv4 or IPv6 address',
      ],
      [
        'letters in campaigns_id',
        { ...visit, campaigns_id: 'twelve' },
        'campaigns_id',
        'campaigns_id must be digits',
      ],
      [
        'a sub-id over 255 characters',
        { ...visit, s4: 'x'.repeat(256) },
        's4',
        's4 must have at most 255 characters',
      ],
      ['an extra field that is not text', { ...visit, gclid: 42 }, 'gclid', 'gclid must be a string'],
      [
        'an extra value over 500 characters',
        { ...visit, gclid: 'x'.repeat(501) },
        'gclid',
        'gclid must have at most 500 characters',
      ],
      [
        'an extra field name with odd characters',
        { ...visit, 'a b': 'x' },
        'a b',
        'a b is not a valid field name',
      ],
      [
        'more than 30 extra fields',
        { ...visit, ...Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`x${i}`, 'v'])) },
        'data',
        'data must have at most 30 extra fields',
      ],
    ])(
      'answers 400 "Failed to create click" to %s, naming the field, and stores nothing',
      async (_name, data, field, problem) => {
        const before = await context.database.db.$count(clicks);
        const answer = await call(CREATE, data);
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope.status).toBe('FAILURE');
        expect(answer.envelope.message).toBe('Failed to create click');
        expect(answer.envelope.data).toMatchObject({ field });
        expect((answer.envelope.data as { fields: Record<string, string> }).fields[field]).toContain(problem);
        expect(await context.database.db.$count(clicks)).toBe(before);
      },
    );
  });

  describe('click/statesallowed', () => {
    const statesOf = async (category: string) => {
      const answer = await call(STATES, { category });
      expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
      return answer.envelope.data as { code: string; name: string }[];
    };

    it('lists where ed, sleep and hair are treated: every state but five, by code with its name', async () => {
      for (const category of ['ed', 'sleep', 'hair']) {
        const states = await statesOf(category);
        expect(states).toHaveLength(US_STATES.length - 5);
        expect(states).toContainEqual({ code: 'TX', name: 'Texas' });
        expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
        expect(states.map((state) => state.code)).not.toContain('AK');
        expect(states.map((state) => state.code)).toEqual([...states.map((state) => state.code)].sort());
      }
    });

    it('lists fewer states for the SKY GLP weight programme', async () => {
      const states = await statesOf('SKY GLP');
      expect(states.map((state) => state.code)).toEqual([...demoCare.skyGlpStates]);
      expect(states).toContainEqual({ code: 'WA', name: 'Washington' });
      expect(states.map((state) => state.code)).not.toContain('NV');
    });

    it('answers 400 "Failed to determine eligibility" to an unknown category, listing the known ones', async () => {
      const answer = await call(STATES, { category: 'immunity' });
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope).toEqual({
        status: 'FAILURE',
        message: 'Failed to determine eligibility',
        data: {
          field: 'category',
          message: 'category must be one of "ed", "hair", "SKY GLP", "sleep"',
          fields: { category: 'category must be one of "ed", "hair", "SKY GLP", "sleep"' },
        },
      });
    });

    it('answers 400 to a missing or empty category', async () => {
      for (const [data, problem] of [
        [{}, 'category is required'],
        [{ category: '  ' }, 'category must not be empty'],
        [{ category: 3 }, 'category must be a string'],
      ] as const) {
        const answer = await call(STATES, data);
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope).toMatchObject({
          message: 'Failed to determine eligibility',
          data: { message: problem },
        });
      }
    });
  });

  describe('click/statewaitlist (extension)', () => {
    const listed = () =>
      context.database.db
        .select({ category: stateWaitlist.category, state: stateWaitlist.state, email: stateWaitlist.email })
        .from(stateWaitlist);

    it('lists the e-mail for a state the clinic does not treat yet, once however often asked', async () => {
      for (const email of ['Pat@Example.com', 'pat@example.com ']) {
        const answer = await call(WAITLIST, { category: 'SKY GLP', state: 'mt', email });
        expect(answer.httpStatus).toBe(200);
        expect(answer.envelope).toEqual({ status: 'SUCCESS', data: null, message: 'Listed.' });
      }
      await expect(listed()).resolves.toEqual([
        { category: 'SKY GLP', state: 'MT', email: 'pat@example.com' },
      ]);
    });

    it('answers 409 for a state the clinic already treats, and lists nothing', async () => {
      const answer = await call(WAITLIST, { category: 'ed', state: 'TX', email: 'pat@example.com' });
      expect(answer.httpStatus).toBe(409);
      expect(answer.envelope.message).toBe('The clinic already treats ed in Texas.');
      await expect(listed()).resolves.toEqual([]);
    });

    it('answers 400 to an unknown category, state or e-mail', async () => {
      for (const [data, problem] of [
        [
          { category: 'astrology', state: 'AK', email: 'pat@example.com' },
          'category is not a category the clinic treats',
        ],
        [{ category: 'ed', state: 'XX', email: 'pat@example.com' }, 'state must be a US state code'],
        [{ category: 'ed', state: 'AK', email: 'pat' }, 'email must be an e-mail address'],
      ] as const) {
        const answer = await call(WAITLIST, data);
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope).toMatchObject({
          message: 'Failed to join the wait list',
          data: { message: problem },
        });
      }
      await expect(listed()).resolves.toEqual([]);
    });
  });
});
