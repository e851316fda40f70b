import { beforeEach, describe, expect, it } from 'vitest';
import { ALEX_TOKEN, SAM_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { FAILED_CHANGE_PASSWORD, PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from './password-change.ts';
import { createResetForTest } from './password-reset.ts';

const CHANGE = '/lapi/account/changepassword/';
const LOGIN = '/lapi/account/login/';
const VERIFY = '/lapi/account/verifyauthentication/';
const UPDATE = '/lapi/account/passwordupdate/';
const ALEX_PHONE_TOKEN = 'account-test-token-alex-phone-00000000';
const RESET_TOKEN = 'password-change-test-reset-token-000000000';

describe.each(backends)('password change (extension) on %s', (backend) => {
  const context = useAccountApp(backend);
  const change = (data: object, token = ALEX_TOKEN) =>
    context.call(CHANGE, { leads_id: demo.alex.leadsId, ...data }, token);
  const login = (password: string) => context.call(LOGIN, { email: demo.alex.email, password });

  beforeEach(async () => {
    context.mailer.sent.length = 0;
    await resetDatabase(context.database.db);
    await context.logInDemoCustomers();
  });

  it('sets the new password when the current one is right, and tells the customer by e-mail', async () => {
    const answer = await change({ old_password: demo.alex.password, password: 'Asgard123' });
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope).toEqual({ status: 'SUCCESS', data: null, message: PASSWORD_CHANGED });
    expect((await login(demo.alex.password)).httpStatus).toBe(401);
    expect((await login('Asgard123')).httpStatus).toBe(200);
    await expect.poll(() => context.mailer.sent.length).toBe(1);
    expect(context.mailer.sent[0]).toMatchObject({
      channel: 'email',
      to: demo.alex.email,
      subject: 'Your password was changed',
    });
    expect(context.mailer.sent[0]?.text).not.toContain('Asgard123');
  });

  it('refuses a wrong current password as a field error, changing nothing', async () => {
    const answer = await change({ old_password: 'Valhalla9', password: 'Asgard123' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.envelope).toMatchObject({
      status: 'FAILURE',
      message: FAILED_CHANGE_PASSWORD,
      data: { field: 'old_password', fields: { old_password: WRONG_CURRENT_PASSWORD } },
    });
    expect((await login(demo.alex.password)).httpStatus).toBe(200);
    expect(context.mailer.sent).toHaveLength(0);
  });

  it('refuses a new password outside 6 to 16 characters with the spec messages', async () => {
    const short = await change({ old_password: demo.alex.password, password: 'abc' });
    expect(short.envelope).toMatchObject({
      message: FAILED_CHANGE_PASSWORD,
      data: { fields: { password: 'Please enter a password more than 6' } },
    });
    const long = await change({ old_password: demo.alex.password, password: 'a'.repeat(17) });
    expect(long.envelope).toMatchObject({
      data: { fields: { password: 'Please enter a password less than 16' } },
    });
    expect((await login(demo.alex.password)).httpStatus).toBe(200);
  });

  it("ends the customer's other sessions and reset links, keeping this one", async () => {
    await createSessionForTest(context.database.db, demo.alex.leadsId, ALEX_PHONE_TOKEN);
    await createResetForTest(context.database.db, demo.alex.leadsId, RESET_TOKEN);
    expect((await change({ old_password: demo.alex.password, password: 'Asgard123' })).httpStatus).toBe(200);

    expect((await context.call(VERIFY, {}, ALEX_TOKEN)).httpStatus).toBe(200);
    expect((await context.call(VERIFY, {}, ALEX_PHONE_TOKEN)).httpStatus).toBe(401);
    expect((await context.call(UPDATE, { token: RESET_TOKEN, password: 'Midgard12' })).httpStatus).toBe(400);
    // Sam is someone else: his session is untouched.
    expect((await context.call(VERIFY, {}, SAM_TOKEN)).httpStatus).toBe(200);
  });

  it("acts on the session's own lead only", async () => {
    const answer = await change(
      { leads_id: demo.sam.leadsId, old_password: demo.sam.password, password: 'Asgard123' },
      ALEX_TOKEN,
    );
    expect(answer.httpStatus).toBe(403);
    expect(
      (await context.call(LOGIN, { email: demo.sam.email, password: demo.sam.password })).httpStatus,
    ).toBe(200);
  });
});
