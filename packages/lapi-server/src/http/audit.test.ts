import { gt, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backends, useTestDatabase } from '../../test/backends.ts';
import { callLapi, type LapiCallOptions, lapiRequest, send } from '../../test/http.ts';
import { imageFile, jpegHead } from '../../test/images.ts';
import { createApp } from '../app.ts';
import { createBackground } from '../background.ts';
import { demo, demoVisit } from '../db/demo-data.ts';
import { auditEvents, weightMeasurements } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { createEmailChangeForTest } from '../resources/contact-change.ts';
import { routes } from '../routes.ts';
import { type LapiServer, startLapiServer } from '../server.ts';
import { MemoryMailer } from '../services.ts';
import { type AuditAction, type AuditResource, createOriginResolver, normaliseAddress } from './audit.ts';
import { success } from './envelope.ts';
import { customerInput } from './input.ts';
import { defineRoute, type Route } from './route.ts';

/**
 * Every route that reads or writes health data or changes the account, and what its audit rows speak
 * of. Kept by hand on purpose: a route added to the table, or one whose declaration changes, fails the
 * first test until this list agrees, so nobody drops a call out of the trail unnoticed.
 */
const AUDITED: Readonly<Record<string, AuditResource>> = {
  // Health data
  '/lapi/messaging/getall/': 'messages',
  '/lapi/messaging/getrecent/': 'messages',
  '/lapi/messaging/send/': 'messages',
  '/lapi/v2/account/measurement': 'measurements',
  '/lapi/upload_image/': 'uploads',
  '/lapi/upload_image/get/': 'uploads',
  '/lapi/leads/patientdata': 'patient_data',
  '/lapi/questionnaire/get_questions/': 'visit_answers',
  '/lapi/questionnaire/save_question/': 'visit_answers',
  '/lapi/questionnaire/get_next_question/': 'visit_answers',
  '/lapi/questionnaire/get_previous_question/': 'visit_answers',
  '/lapi/v2/questionnaire/next_question': 'visit_answers',
  '/lapi/v2/questionnaire/previous_question': 'visit_answers',
  '/lapi/v2/questionnaire/submit_question': 'visit_answers',
  '/lapi/risk/assessment/': 'visit_answers',
  '/lapi/leads/startprogram': 'visit',
  '/lapi/product/preferences/': 'visit',
  '/lapi/product/drug/': 'visit',
  '/lapi/product/dosage/': 'visit',
  '/lapi/product/hair-preferences/': 'visit',
  '/lapi/product/sleep-preferences/': 'visit',
  // The account
  '/lapi/account/create/': 'account',
  '/lapi/account/update/': 'account',
  '/lapi/v2/account/update': 'account',
  '/lapi/account/address/': 'address',
  '/lapi/v2/account/change-address': 'address',
  '/lapi/v2/account/change-billing-address': 'address',
  '/lapi/account/passwordupdate/': 'password',
  '/lapi/account/changepassword/': 'password',
  '/lapi/account/change-contact/': 'email',
  '/lapi/account/confirm-email/': 'email',
  '/lapi/account/smsauth/': 'phone',
  '/lapi/account/ccupdate/': 'card',
  '/lapi/v2/ecom/place-order': 'card',
  '/lapi/account/login/': 'session',
  '/lapi/account/logout/': 'session',
  '/lapi/account/logout-everywhere/': 'session',
};

describe('the route table', () => {
  it('has every route decide about the audit trail: a declaration or an explicit none', () => {
    const undecided = routes.filter((route) => route.audit === undefined).map((route) => route.path);
    expect(undecided).toEqual([]);
  });

  it('audits exactly the routes that touch health data or the account, as listed', () => {
    const declared = Object.fromEntries(
      routes.flatMap((route) =>
        route.audit === undefined || route.audit === 'none' ? [] : [[route.path, route.audit.resource]],
      ),
    );
    expect(declared).toEqual(AUDITED);
  });
});

describe('the client address', () => {
  const originFrom = (
    trusted: readonly string[],
    peer: string | undefined,
    headers: Record<string, string>,
  ) =>
    createOriginResolver(trusted)({
      env: { incoming: { socket: { remoteAddress: peer } } },
      req: { header: (name: string) => headers[name] },
    } as never);

  it('believes X-Forwarded-For and X-Request-Id only from a trusted peer', () => {
    const headers = { 'X-Forwarded-For': '198.51.100.4, 203.0.113.7', 'X-Request-Id': 'req-1' };
    expect(originFrom(['127.0.0.1'], '::ffff:127.0.0.1', headers)).toEqual({
      ip: '203.0.113.7',
      requestId: 'req-1',
    });
    expect(originFrom(['10.0.0.0/8'], '10.1.2.3', headers).ip).toBe('203.0.113.7');
    expect(originFrom(['127.0.0.1'], '192.0.2.9', headers)).toEqual({ ip: '192.0.2.9', requestId: null });
    expect(originFrom([], '127.0.0.1', headers)).toEqual({ ip: '127.0.0.1', requestId: null });
  });

  it('keeps the peer when the header is junk, and junk request ids out', () => {
    expect(originFrom(['127.0.0.1'], '127.0.0.1', { 'X-Forwarded-For': 'evil' })).toEqual({
      ip: '127.0.0.1',
      requestId: null,
    });
    expect(originFrom(['127.0.0.1'], '127.0.0.1', { 'X-Request-Id': 'a b\n' }).requestId).toBeNull();
    expect(originFrom(['127.0.0.1'], undefined, {})).toEqual({ ip: null, requestId: null });
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
  });
});

const ALEX = 'audit-test-token-alex-00000000000000';
const SAM = 'audit-test-token-sam-000000000000000';
const CLIENT_IP = '203.0.113.7';

describe.each(backends)('audit trail on %s', (backend) => {
  const context = useTestDatabase(backend);
  const db = () => context.database.db;
  const mailer = new MemoryMailer();
  const background = createBackground();
  let server: LapiServer | undefined;
  let untrustingServer: LapiServer | undefined;
  let lastId = 0;

  beforeAll(async () => {
    const options = {
      database: context.database,
      logger: pino({ level: 'silent' }),
      services: { mailer, background },
    };
    // Real HTTP from loopback: the peer the default LAPI_TRUSTED_PROXIES trusts, as the gateway is.
    server = await startLapiServer(options);
    untrustingServer = await startLapiServer({ ...options, trustedProxies: [] });
  });
  afterAll(async () => {
    await server?.close();
    await untrustingServer?.close();
  });

  beforeEach(async () => {
    await resetDatabase(db());
    await createSessionForTest(db(), demo.alex.leadsId, ALEX);
    await createSessionForTest(db(), demo.sam.leadsId, SAM);
    // The trail survives resets (it is append-only): each test looks at the rows after this one.
    const [last] = await db()
      .select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` })
      .from(auditEvents);
    lastId = last?.id ?? 0;
  });

  const overHttp = { fetch: (request: Request) => fetch(request) };
  /** A legacy call over real HTTP with the headers the gateway sends, and more. */
  const request = (
    baseUrl: string,
    path: string,
    data: unknown,
    options: LapiCallOptions,
    headers: object,
  ) => {
    const plain = lapiRequest(path, data, { ...options, baseUrl });
    const withHeaders = new Headers(plain.headers);
    for (const [name, value] of Object.entries(headers)) withHeaders.set(name, value);
    return new Request(plain, { headers: withHeaders });
  };
  const call = async (path: string, data: unknown, token?: string, options: LapiCallOptions = {}) => {
    if (!server) throw new Error('server not started');
    const answer = await send(
      overHttp,
      request(
        server.url,
        path,
        data,
        { ...options, token },
        {
          'X-Forwarded-For': CLIENT_IP,
          'X-Request-Id': 'gw-req-1',
        },
      ),
    );
    await background.settled();
    return answer;
  };
  const newRows = () =>
    db().select().from(auditEvents).where(gt(auditEvents.id, lastId)).orderBy(auditEvents.id);
  const row = (
    route: string,
    resource: AuditResource,
    action: AuditAction,
    extra: { actor?: number | null; customerId?: number; resourceId?: string | null } = {},
  ) => ({
    id: expect.any(Number),
    at: expect.any(Date),
    actor: extra.actor === undefined ? demo.alex.leadsId : extra.actor,
    customerId: extra.customerId ?? demo.alex.leadsId,
    action,
    resource,
    resourceId: extra.resourceId === undefined ? null : extra.resourceId,
    route,
    ip: CLIENT_IP,
    requestId: 'gw-req-1',
  });

  it('records a read of the messages: who, whose, what, from where', async () => {
    const answer = await call('/lapi/messaging/getall/', {}, ALEX);
    expect(answer.httpStatus).toBe(200);
    expect(await newRows()).toEqual([row('/lapi/messaging/getall/', 'messages', 'read')]);
  });

  it('records a message sent, with its id', async () => {
    const answer = await call('/lapi/messaging/send/', { body: 'Is it fine with coffee?' }, ALEX);
    expect(answer.httpStatus).toBe(200);
    const id = String((answer.envelope.data as { id: number }).id);
    expect(await newRows()).toEqual([row('/lapi/messaging/send/', 'messages', 'create', { resourceId: id })]);
  });

  it('records the weight log read, and a weigh-in added', async () => {
    expect((await call('/lapi/v2/account/measurement', { action: 'list' }, ALEX)).httpStatus).toBe(200);
    const added = await call(
      '/lapi/v2/account/measurement',
      { action: 'add', weight_lbs: 220.5, measured_on: '2026-11-20' },
      ALEX,
    );
    expect(added.httpStatus).toBe(200);
    expect(await newRows()).toEqual([
      row('/lapi/v2/account/measurement', 'measurements', 'read'),
      row('/lapi/v2/account/measurement', 'measurements', 'create', { resourceId: '2026-11-20' }),
    ]);
  });

  it("records a read of a visit's answers, with the visit", async () => {
    const answer = await call('/lapi/questionnaire/get_questions/', { category: 'ed' }, ALEX);
    expect(answer.httpStatus).toBe(200);
    expect(await newRows()).toEqual([
      row('/lapi/questionnaire/get_questions/', 'visit_answers', 'read', {
        resourceId: String(demoVisit.alexEd.id),
      }),
    ]);
  });

  it('records an upload stored and read back', async () => {
    const stored = await call('/lapi/upload_image/', {}, ALEX, {
      encoding: 'multipart',
      files: { fileToUpload: imageFile(jpegHead, 'IMG_0001.jpg', 'image/jpeg') },
    });
    expect(stored.httpStatus).toBe(200);
    const uploadId = (stored.envelope.data as { upload_id: number }).upload_id;
    expect((await call('/lapi/upload_image/get/', { upload_id: uploadId }, ALEX)).httpStatus).toBe(200);
    expect(await newRows()).toEqual([
      row('/lapi/upload_image/', 'uploads', 'create', { resourceId: String(uploadId) }),
      row('/lapi/upload_image/get/', 'uploads', 'read', { resourceId: String(uploadId) }),
    ]);
  });

  it('records account changes: names, password, e-mail requested and confirmed', async () => {
    const names = await call('/lapi/v2/account/update', { prospect: { first_name: 'Alexander' } }, ALEX);
    expect(names.httpStatus).toBe(200);
    const contact = await call(
      '/lapi/account/change-contact/',
      { password: demo.alex.password, email: 'alex.new@example.com' },
      ALEX,
    );
    expect(contact.httpStatus).toBe(200);
    await createEmailChangeForTest(db(), demo.alex.leadsId, 'alex.newer@example.com', 'audit-confirm-token');
    expect((await call('/lapi/account/confirm-email/', { token: 'audit-confirm-token' })).httpStatus).toBe(
      200,
    );
    const password = await call(
      '/lapi/account/changepassword/',
      { old_password: demo.alex.password, password: 'Valhalla9' },
      ALEX,
    );
    expect(password.httpStatus).toBe(200);
    expect(await newRows()).toEqual([
      row('/lapi/v2/account/update', 'account', 'update'),
      row('/lapi/account/change-contact/', 'email', 'update'),
      // A link names no session: nobody logged in acted, but the account is Alex's.
      row('/lapi/account/confirm-email/', 'email', 'update', { actor: null }),
      row('/lapi/account/changepassword/', 'password', 'update'),
    ]);
  });

  it('records a login as the customer it logged in, and nothing for a failed one', async () => {
    const refused = await call('/lapi/account/login/', { email: demo.sam.email, password: 'wrong-password' });
    expect(refused.httpStatus).not.toBe(200);
    const login = await call('/lapi/account/login/', { email: demo.sam.email, password: demo.sam.password });
    expect(login.httpStatus).toBe(200);
    expect(await newRows()).toEqual([
      row('/lapi/account/login/', 'session', 'login', { actor: null, customerId: demo.sam.leadsId }),
    ]);
  });

  it('records nothing for a refused change or a call outside the trail', async () => {
    const wrong = await call(
      '/lapi/account/changepassword/',
      { old_password: 'not-the-password', password: 'Valhalla9' },
      ALEX,
    );
    expect(wrong.httpStatus).toBe(400);
    expect((await call('/lapi/account/subscriptions/', {}, ALEX)).httpStatus).toBe(200);
    expect(await newRows()).toEqual([]);
  });

  it("takes the client's address from the socket when the peer is not a trusted proxy", async () => {
    if (!untrustingServer) throw new Error('server not started');
    const answer = await send(
      overHttp,
      request(
        untrustingServer.url,
        '/lapi/messaging/getrecent/',
        {},
        { token: SAM },
        {
          'X-Forwarded-For': '198.51.100.66',
          'X-Request-Id': 'forged',
        },
      ),
    );
    expect(answer.httpStatus).toBe(200);
    expect(await newRows()).toMatchObject([
      { actor: demo.sam.leadsId, customerId: demo.sam.leadsId, ip: '127.0.0.1', requestId: null },
    ]);
  });

  it('refuses to update, delete or truncate audit rows', async () => {
    await call('/lapi/messaging/getall/', {}, ALEX);
    const [written] = await newRows();
    if (!written) throw new Error('no audit row');
    const attempts = [
      sql`update audit_events set actor = null where id = ${written.id}`,
      sql`delete from audit_events where id = ${written.id}`,
      sql`truncate audit_events`,
    ];
    for (const attempt of attempts) {
      await expect(db().execute(attempt)).rejects.toThrow();
    }
    expect(await newRows()).toEqual([written]);
  });

  it('rolls a write back when its audit row cannot be written', async () => {
    // A route whose audit entry breaks the action check constraint: the insert fails after the write.
    const broken: Route = defineRoute({
      path: '/lapi/test/broken-audit',
      kind: 'extension',
      auth: 'customer',
      summary: 'test',
      input: customerInput.extend({ measured_on: z.string() }),
      audit: {
        resource: 'measurements',
        action: 'create',
        entries: () => [{ resource: 'measurements', action: 'tampered' as AuditAction }],
      },
      async handler({ measured_on }, { db: tx, leadId }) {
        await tx
          .insert(weightMeasurements)
          .values({ leadId, weightTenthsLbs: 2000, measuredOn: measured_on });
        return success(null);
      },
    });
    const app = createApp({
      database: context.database,
      logger: pino({ level: 'silent' }),
      routes: [broken],
    });
    const answer = await callLapi(
      app,
      '/lapi/test/broken-audit',
      { measured_on: '2026-11-21' },
      { token: ALEX },
    );
    expect(answer.httpStatus).toBe(500);
    const weights = await db()
      .select()
      .from(weightMeasurements)
      .where(sql`${weightMeasurements.measuredOn} = '2026-11-21'`);
    expect(weights).toEqual([]);
    expect(await newRows()).toEqual([]);
  });
});
