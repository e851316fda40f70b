import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeBody, LapiClient } from './client.ts';
import { defineCall } from './define-call.ts';
import { LapiFailure, LapiNetworkError, LapiProtocolError, LapiTimeoutError } from './errors.ts';
import { account } from './index.ts';
import { json, type SeenRequest, scriptedServer } from './testing/scripted-server.ts';

/** The client is exercised over the wire; each test starts from a successful login answer. */
const server = scriptedServer(
  json(200, { status: 'SUCCESS', data: { leads_id: 1001, token: 'a'.repeat(43) }, message: '' }),
);

describe('LapiClient transport', () => {
  it('posts form data with one field `data` holding JSON with sorted keys', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl });
    await client.call(account.login, { password: 'Valhalla1', email: 'alex@helmsman.test' });
    expect(server.seen).toHaveLength(1);
    const request = server.seen[0] as SeenRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/lapi/account/login/');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBeUndefined();
    expect(new URLSearchParams(request.body.toString()).get('data')).toBe(
      '{"email":"alex@helmsman.test","password":"Valhalla1"}',
    );
    await client.close();
  });

  it('returns the typed data of a SUCCESS answer', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl });
    await expect(client.call(account.login, { email: 'a@b.c', password: 'x' })).resolves.toEqual({
      leads_id: 1001,
      token: 'a'.repeat(43),
    });
    await client.close();
  });

  it('adds the bearer token and the session lead to customer calls', async () => {
    server.answer = json(200, {
      status: 'SUCCESS',
      data: [{ product: 'Sildenafil 50 mg', product_category: 'ed' }],
    });
    const client = new LapiClient({ baseUrl: `${server.baseUrl}/` });
    const pending = await client.forSession({ leadsId: 1001, token: 'tok' }).call(account.pendingOrders, {});
    expect(pending).toEqual([{ product: 'Sildenafil 50 mg', product_category: 'ed' }]);
    expect(server.seen[0]?.headers.authorization).toBe('Bearer tok');
    expect(server.seen[0]?.body.toString()).toBe(encodeBody({ leads_id: 1001 }));
    await client.close();
  });

  it('sends an idempotency key as the Idempotency-Key header, only when given, outside the body', async () => {
    server.answer = json(200, { status: 'SUCCESS', data: [] });
    const client = new LapiClient({ baseUrl: server.baseUrl });
    const lapi = client.forSession({ leadsId: 1001, token: 'tok' });
    await lapi.call(account.pendingOrders, {}, { idempotencyKey: '6f1c1f1e-8b0e-4c8e-9d6b-2f4f2a6f0e11' });
    await lapi.call(account.pendingOrders, {});
    expect(server.seen[0]?.headers['idempotency-key']).toBe('6f1c1f1e-8b0e-4c8e-9d6b-2f4f2a6f0e11');
    expect(server.seen[0]?.body.toString()).toBe(encodeBody({ leads_id: 1001 }));
    expect(server.seen[1]?.headers['idempotency-key']).toBeUndefined();
    await client.close();
  });

  it('sends the request origin as X-Forwarded-For and X-Request-Id from a forRequest view only', async () => {
    server.answer = json(200, { status: 'SUCCESS', data: [] });
    const client = new LapiClient({ baseUrl: server.baseUrl });
    const view = client.forRequest({
      clientIp: '203.0.113.7',
      requestId: 'b3f1c2d4-0000-4000-8000-000000000001',
    });
    await view.forSession({ leadsId: 1001, token: 'tok' }).call(account.pendingOrders, {});
    await client.forSession({ leadsId: 1001, token: 'tok' }).call(account.pendingOrders, {});
    // Not an address, not an id: left out rather than sent (in-process requests have no client address).
    await client
      .forRequest({ clientIp: 'unknown', requestId: 'two words' })
      .forSession({ leadsId: 1001, token: 'tok' })
      .call(account.pendingOrders, {});
    expect(
      server.seen.map((request) => [request.headers['x-forwarded-for'], request.headers['x-request-id']]),
    ).toEqual([
      ['203.0.113.7', 'b3f1c2d4-0000-4000-8000-000000000001'],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    // The body the pacts pin is the same either way.
    expect(server.seen[0]?.body.toString()).toBe(server.seen[1]?.body.toString());
    server.answer = json(200, {
      status: 'SUCCESS',
      data: { leads_id: 1001, token: 'a'.repeat(43) },
      message: '',
    });
    await view.call(account.login, { email: 'a@b.c', password: 'x' });
    expect(server.seen[3]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    await client.close();
  });

  it('refuses to make a customer call without a session', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl });
    expect(() => client.call(account.pendingOrders, {})).toThrow(/customer-scoped/);
    await client.close();
  });

  it('reads the orders details from `message`, as the legacy API puts them there', async () => {
    const lander = {
      email: 'alex@helmsman.test',
      prospects_id: '582731',
      first_name: 'Alex',
      last_name: 'Berg',
      flags: [],
      subscriptions: {},
      order_history: {},
    };
    server.answer = json(200, { status: 'SUCCESS', data: null, message: lander });
    const client = new LapiClient({ baseUrl: server.baseUrl });
    const result = await client.forSession({ leadsId: 1001, token: 't' }).call(account.ordersDetails, {});
    expect(result.prospects_id).toBe(582731);
    await client.close();
  });

  it('prefixes v2 calls with /lapi/v2 and honours a base path', async () => {
    const v2 = defineCall<Record<string, never>, unknown>({
      path: 'ecom/cart',
      api: 'v2',
      auth: 'public',
      response: z.unknown(),
    });
    const client = new LapiClient({ baseUrl: `${server.baseUrl}/legacy` });
    await client.call(v2, {});
    expect(server.seen[0]?.url).toBe('/legacy/lapi/v2/ecom/cart');
    await client.close();
  });
});

describe('LapiClient failures', () => {
  it('raises LapiFailure with the server message on FAILURE', async () => {
    server.answer = json(401, { status: 'FAILURE', data: null, message: 'Invalid email or password.' });
    const client = new LapiClient({ baseUrl: server.baseUrl });
    const error = await client
      .call(account.login, { email: 'a@b.c', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LapiFailure);
    expect(error).toMatchObject({
      httpStatus: 401,
      serverMessage: 'Invalid email or password.',
      isSessionEnded: true,
    });
    await client.close();
  });

  it('counts only 2xx as success, even when the envelope says SUCCESS', async () => {
    server.answer = json(500, {
      status: 'SUCCESS',
      data: { leads_id: 1, token: 'x'.repeat(20) },
      message: '',
    });
    const client = new LapiClient({ baseUrl: server.baseUrl });
    await expect(client.call(account.login, { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      name: 'LapiFailure',
      httpStatus: 500,
    });
    await client.close();
  });

  it('carries payment-style error descriptions and codes', async () => {
    server.answer = json(402, {
      status: 'FAILURE',
      data: null,
      message: '',
      error_description: 'Your card was declined.',
    });
    const client = new LapiClient({ baseUrl: server.baseUrl });
    await expect(client.call(account.login, { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      httpStatus: 402,
      details: { errorDescription: 'Your card was declined.' },
    });
    await client.close();
  });

  it('raises LapiProtocolError on a body that is not JSON or not the envelope', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl });
    server.answer = (res) => res.end('<html>oops</html>');
    await expect(client.call(account.login, { email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
    server.answer = json(200, { ok: true });
    await expect(client.call(account.login, { email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
    await client.close();
  });

  it('raises LapiProtocolError when data has the wrong shape, naming the field', async () => {
    server.answer = json(200, { status: 'SUCCESS', data: { leads_id: 'abc', token: 'short' }, message: '' });
    const client = new LapiClient({ baseUrl: server.baseUrl });
    await expect(client.call(account.login, { email: 'a@b.c', password: 'x' })).rejects.toThrow(/leads_id/);
    await client.close();
  });

  it('gives up after the timeout', async () => {
    server.answer = () => undefined; // never answers
    const client = new LapiClient({ baseUrl: server.baseUrl, timeoutMs: 150 });
    await expect(client.call(account.login, { email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(
      LapiTimeoutError,
    );
    await client.close();
  });

  it('raises LapiNetworkError when nothing listens', async () => {
    const client = new LapiClient({ baseUrl: 'http://127.0.0.1:1' });
    await expect(client.call(account.login, { email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(
      LapiNetworkError,
    );
    await client.close();
  });
});

describe('LapiClient connection reuse', () => {
  it('keeps connections alive across calls', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl, connections: 1 });
    for (let i = 0; i < 5; i += 1) await client.call(account.login, { email: 'a@b.c', password: 'x' });
    expect(new Set(server.seen.map((s) => s.headers.connection ?? 'keep-alive'))).toEqual(
      new Set(['keep-alive']),
    );
    await client.close();
  });
});
