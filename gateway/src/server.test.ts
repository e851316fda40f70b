import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LapiClient, LapiProtocolError, LapiTimeoutError } from '@helmsman/lapi-client';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test/harness.ts';
import { LEGACY_UNAVAILABLE, maskGatewayError } from './errors/index.ts';
import { createGatewayApp } from './server.ts';
import { CSRF_HEADER, createGatewayYoga, logFields } from './yoga.ts';

let gateway: GatewayHarness;
let appDir: string;

beforeAll(async () => {
  appDir = await mkdtemp(path.join(tmpdir(), 'helmsman-app-'));
  await writeFile(
    path.join(appDir, 'index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  await writeFile(path.join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  gateway = await startGatewayHarness({ appDir });
});
afterAll(async () => {
  await gateway.close();
  await rm(appDir, { recursive: true, force: true });
});

describe('gateway HTTP surface', () => {
  it('answers /health', async () => {
    const response = await gateway.app.fetch(new Request('http://localhost/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('never lets GraphQL answers into an HTTP cache', async () => {
    const answer = await gateway.graphql('{ me { leadsId } }');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a cross-site style request without the CSRF header', async () => {
    const response = await gateway.app.fetch(
      new Request('http://localhost/graphql?query=%7Bme%7BleadsId%7D%7D', { method: 'GET' }),
    );
    expect(response.status).toBe(403);
  });

  it('serves the app shell for client routes and 404 for missing files', async () => {
    const page = await gateway.app.fetch(new Request('http://localhost/orders'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const asset = await gateway.app.fetch(new Request('http://localhost/favicon.svg'));
    expect(asset.status).toBe(200);
    const missing = await gateway.app.fetch(new Request('http://localhost/assets/missing.js'));
    expect(missing.status).toBe(404);
  });

  it('serves the build id of the app it serves, as it is now and never from a cache', async () => {
    const buildJson = () => gateway.app.fetch(new Request('http://localhost/build.json'));
    await writeFile(path.join(appDir, 'build.json'), '{"id":"3f9a0c2d1b7e4a65"}\n');
    const first = await buildJson();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ id: '3f9a0c2d1b7e4a65' });
    // A new version put in place while the gateway runs is what the next request sees.
    await writeFile(path.join(appDir, 'build.json'), '{"id":"8d1e5b7c9a2f0364"}\n');
    expect(await (await buildJson()).json()).toEqual({ id: '8d1e5b7c9a2f0364' });
  });

  it('answers 404 for the build id when no built app is served (the app then sees nothing new)', async () => {
    await rm(path.join(appDir, 'build.json'), { force: true });
    const withoutId = await gateway.app.fetch(new Request('http://localhost/build.json'));
    expect(withoutId.status).toBe(404);
    expect(withoutId.headers.get('cache-control')).toBe('no-store');
    const apiOnly = createGatewayApp({
      yoga: gateway.yoga,
      lapi: gateway.lapi,
      logger: pino({ level: 'silent' }),
    });
    const noApp = await apiOnly.fetch(new Request('http://localhost/build.json'));
    expect(noApp.status).toBe(404);
    expect(noApp.headers.get('cache-control')).toBe('no-store');
  });
});

describe('error masking', () => {
  it("tells of an unreachable legacy API in the spec's words, hides the details and logs the cause", async () => {
    const logged: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
    const lapi = new LapiClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 1000 });
    const app = createGatewayApp({ yoga: createGatewayYoga({ lapi, logger }), lapi, logger });
    const response = await app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({
          query: 'mutation { login(input: { email: "alex@helmsman.test", password: "Valhalla1" }) { ok } }',
        }),
      }),
    );
    const body = (await response.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors[0]?.message).toBe(LEGACY_UNAVAILABLE);
    expect(body.errors[0]?.extensions?.code).toBe('UNAVAILABLE');
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
    expect(logged.join('\n')).toContain('could not be reached');
    // Yoga's own line for the masked error carries the original, serialised (not `{}`).
    const masked = logged.map((line) => JSON.parse(line)).filter((line) => line.err?.type);
    expect(masked.map((line) => `${line.err.message} ${line.err.stack}`).join('\n')).toContain(
      'could not be reached',
    );
    await lapi.close();
  });

  it('masks every other failure as "Unexpected error.": a malformed legacy answer, a plain bug', () => {
    for (const error of [
      new LapiProtocolError(
        '/lapi/leads/patientdata answered without the legacy envelope',
        '/lapi/leads/patientdata',
      ),
      new TypeError("Cannot read properties of undefined (reading 'orders')"),
    ]) {
      const masked = maskGatewayError(error, 'Unexpected error.');
      expect(masked.message).toBe('Unexpected error.');
      expect(JSON.stringify(masked)).not.toContain('patientdata');
    }
    const down = maskGatewayError(
      new LapiTimeoutError('/lapi/account/orders/ timed out', '/lapi/account/orders/'),
      'Unexpected error.',
    );
    expect(down.message).toBe(LEGACY_UNAVAILABLE);
  });

  it('logs what Yoga logs as fields pino can serialise: the error under err, the rest under yoga', () => {
    const error = new Error('boom');
    expect(logFields([error])).toEqual({ err: error });
    expect(logFields(['parsing failed', { line: 1 }])).toEqual({ yoga: ['parsing failed', { line: 1 }] });
    expect(logFields(['while executing', error])).toEqual({ err: error, yoga: ['while executing'] });
  });

  it('refuses queries with more aliases than the limit', async () => {
    const deep = `{ me { ${'__typename '.repeat(1)} } ${'a: me { leadsId } '.repeat(20)} }`;
    const answer = await gateway.graphql(deep);
    expect(answer.body.errors?.[0]?.message).toMatch(/alias/i);
  });
});

describe('the Secure session cookie on /attachments', () => {
  it('is read only under its __Host- name: a plainly named cookie (plantable by a subdomain) is no session', async () => {
    const logger = pino({ level: 'silent' });
    const lapi = new LapiClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    const app = createGatewayApp({
      yoga: createGatewayYoga({ lapi, logger, secureCookies: true }),
      lapi,
      logger,
      secureCookies: true,
    });
    const value = `1001.${'t'.repeat(32)}`;
    const upload = (cookie: string) =>
      app.fetch(
        new Request('http://localhost/attachments', {
          method: 'POST',
          headers: { cookie, [CSRF_HEADER]: '1', 'content-type': 'text/plain' },
          body: 'not a form',
        }),
      );
    const plain = await upload(`helmsman_session=${value}`);
    expect(plain.status).toBe(401);
    // Past the session check: refused for what it carries (no photo), not for who sent it.
    const prefixed = await upload(`__Host-helmsman_session=${value}`);
    expect(prefixed.status).toBe(400);
    expect(await prefixed.json()).toMatchObject({ error: { code: 'NO_FILE' } });
    await lapi.close();
  });
});
