import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { clicks, leads } from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';
import { defaultServices } from '../services.ts';
import { FAILED_CREATE_ACCOUNT } from './signup.ts';

const CREATE = '/lapi/account/create/';
const VERIFY = '/lapi/account/verifyauthentication/';

const signup = {
  email: 'Freya.Nord@Example.com',
  first_name: ' Freya ',
  last_name: 'Nord',
  password: 'Asgard123',
  consent: true,
};

describe.each(backends)('sign-up on %s', (backend) => {
  const context = useAccountApp(backend);
  const create = (data: object) => context.call(CREATE, data);

  beforeEach(async () => {
    context.clock.reset();
    await resetDatabase(context.database.db);
  });

  it('creates the lead and logs it in, like login', async () => {
    const answer = await create(signup);
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope).toEqual({
      status: 'SUCCESS',
      message: 'Account created.',
      data: {
        leads_id: expect.any(Number),
        token: expect.stringMatching(/^[\w-]{43}$/),
        expires_at: expect.any(String),
      },
    });
    const { leads_id: leadsId, token } = answer.envelope.data as { leads_id: number; token: string };
    expect(leadsId).not.toBe(demo.alex.leadsId);
    expect(leadsId).not.toBe(demo.sam.leadsId);

    const me = await context.call(VERIFY, { leads_id: leadsId }, token);
    expect(me.httpStatus).toBe(200);
    expect(me.envelope.data).toMatchObject({
      leads_id: leadsId,
      email: 'freya.nord@example.com',
      first_name: 'Freya',
      last_name: 'Nord',
      prospects_id: expect.any(Number),
    });
    const login = await context.call('/lapi/account/login/', {
      email: 'freya.nord@example.com',
      password: 'Asgard123',
    });
    expect(login.httpStatus).toBe(200);

    const [row] = await context.database.db.select().from(leads).where(eq(leads.id, leadsId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.consentedAt).toBeInstanceOf(Date);
    expect(row?.address).toBeNull();
  });

  it("attributes the visitor's unclaimed click to the new lead, and never a claimed one", async () => {
    const clickOf = async () => {
      const answer = await context.call('/lapi/click/create/', {
        token: defaultServices().publicToken,
        url: '/',
      });
      return (answer.envelope.data as { click_id: number }).click_id;
    };
    const clickId = await clickOf();
    const first = await create({ ...signup, clicks_id: clickId });
    const second = await create({ ...signup, email: 'odin@example.com', clicks_id: String(clickId) });
    expect([first.httpStatus, second.httpStatus]).toEqual([200, 200]);
    const [click] = await context.database.db.select().from(clicks).where(eq(clicks.id, clickId));
    expect(click?.leadId).toBe((first.envelope.data as { leads_id: number }).leads_id);
  });

  it('gives every new lead its own prospects_id, far from the demo ones', async () => {
    const first = await create(signup);
    const second = await create({ ...signup, email: 'odin@example.com', consent: 1 });
    const prospectsIds = await Promise.all(
      [first, second].map(async (answer) => {
        const { token } = answer.envelope.data as { token: string };
        return ((await context.call(VERIFY, {}, token)).envelope.data as { prospects_id: number })
          .prospects_id;
      }),
    );
    expect(new Set(prospectsIds).size).toBe(2);
    for (const id of prospectsIds) expect(id).toBeGreaterThan(600_000);
  });

  it('answers 409 to an e-mail that already has an account, in any case, and creates nothing', async () => {
    const before = await context.database.db.$count(leads);
    const answer = await create({ ...signup, email: ' ALEX@helmsman.test ' });
    expect(answer.httpStatus).toBe(409);
    expect(answer.envelope).toEqual({
      status: 'FAILURE',
      message: 'An account with this e-mail already exists.',
      data: {
        field: 'email',
        message: 'An account with this e-mail already exists.',
        fields: { email: 'An account with this e-mail already exists.' },
      },
    });
    expect(await context.database.db.$count(leads)).toBe(before);
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const answers = await Promise.all([create(signup), create({ ...signup, first_name: 'Other' })]);
    expect(answers.map((answer) => answer.httpStatus).sort()).toEqual([200, 409]);
    expect(await context.database.db.$count(leads, eq(leads.email, 'freya.nord@example.com'))).toBe(1);
  });

  it.each([
    [{ consent: false }, 'consent', 'Continue your online visit by checking the box above'],
    [{ consent: undefined }, 'consent', 'Continue your online visit by checking the box above'],
    [{ password: '12345' }, 'password', 'Please enter a password more than 6'],
    [{ password: 'x'.repeat(17) }, 'password', 'Please enter a password less than 16'],
    [{ first_name: '' }, 'first_name', 'Field required'],
    [{ last_name: undefined }, 'last_name', 'Field required'],
    [{ email: 'freya@' }, 'email', 'Invalid Email'],
  ])('answers 400 to %j with the form message, and creates nothing', async (change, field, message) => {
    const before = await context.database.db.$count(leads);
    const answer = await create({ ...signup, ...change });
    expect(answer.httpStatus).toBe(400);
    expect(answer.envelope).toMatchObject({
      status: 'FAILURE',
      message: FAILED_CREATE_ACCOUNT,
      data: { field, message },
    });
    expect(await context.database.db.$count(leads)).toBe(before);
  });
});
