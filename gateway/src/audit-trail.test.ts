import { demo, messagingFixtures, schema } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test/harness.ts';
import { CSRF_HEADER } from './yoga.ts';

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { ok } }';
const THREAD = '{ messageThread { unreadCount messages { id } } }';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The audit trail end to end (issue 11, point 7): the gateway tells the legacy API, over real HTTP,
 * the client address it determined, and lapi-server's audit row carries it.
 */
describe('audit trail through the gateway', () => {
  let gateway: GatewayHarness;

  beforeAll(async () => {
    gateway = await startGatewayHarness();
  });
  afterAll(async () => {
    await gateway.close();
  });

  const rowsOf = async (route: string) =>
    (await gateway.database.db.select().from(schema.auditEvents)).filter((row) => row.route === route);

  it("records a logged-in customer's message read with the address the gateway saw", async () => {
    const login = await gateway.graphql<{ login: { ok: boolean } }>(LOGIN, {
      variables: { input: { email: demo.alex.email, password: demo.alex.password } },
      clientIp: '198.51.100.23',
    });
    expect(login.body.data?.login.ok).toBe(true);
    const cookie = `helmsman_session=${login.sessionCookie}`;

    const first = await gateway.graphql(THREAD, { cookie, clientIp: '198.51.100.23' });
    expect(first.body.errors).toBeUndefined();
    // Another request from elsewhere; what the browser says in X-Forwarded-For proves nothing (the
    // harness trusts no proxy), so the socket's peer is the address.
    const second = await gateway.graphql(THREAD, {
      cookie,
      clientIp: '2001:db8::7',
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(second.body.errors).toBeUndefined();

    const reads = await rowsOf('/lapi/messaging/getall/');
    expect(reads).toEqual([
      expect.objectContaining({
        actor: demo.alex.leadsId,
        customerId: demo.alex.leadsId,
        resource: 'messages',
        action: 'read',
        ip: '198.51.100.23',
        requestId: expect.stringMatching(UUID),
      }),
      expect.objectContaining({
        actor: demo.alex.leadsId,
        ip: '2001:db8::7',
        requestId: expect.stringMatching(UUID),
      }),
    ]);
    // One id per gateway request, shared by its legacy calls.
    expect(reads[0]?.requestId).not.toBe(reads[1]?.requestId);

    const [loginRow] = await rowsOf('/lapi/account/login/');
    expect(loginRow).toMatchObject({
      actor: null,
      customerId: demo.alex.leadsId,
      action: 'login',
      ip: '198.51.100.23',
    });
  });
  it('records a photo stored and read back through /attachments with the address the gateway saw', async () => {
    const cookie = await gateway.login(demo.sam.email, demo.sam.password);
    const peer = { incoming: { socket: { remoteAddress: '::ffff:192.0.2.44' } } };
    const form = new FormData();
    form.set('file', new Blob([messagingFixtures.TINY_PNG], { type: 'image/png' }), 'photo.png');
    const stored = await gateway.app.fetch(
      new Request('http://localhost/attachments', {
        method: 'POST',
        headers: { [CSRF_HEADER]: '1', cookie },
        body: form,
      }),
      peer,
    );
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    const read = await gateway.app.fetch(
      new Request(`http://localhost/attachments/${id}`, { headers: { cookie } }),
      peer,
    );
    expect(read.status).toBe(200);
    const rows = (await gateway.database.db.select().from(schema.auditEvents)).filter(
      (row) => row.resource === 'uploads' && row.customerId === demo.sam.leadsId,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'create',
        resourceId: id,
        ip: '192.0.2.44',
        requestId: expect.stringMatching(UUID),
      }),
      expect.objectContaining({
        action: 'read',
        resourceId: id,
        ip: '192.0.2.44',
        requestId: expect.stringMatching(UUID),
      }),
    ]);
  });
});
