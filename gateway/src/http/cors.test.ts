import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LapiClient } from '@helmsman/lapi-client';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../server.ts';
import { CSRF_HEADER, createGatewayYoga } from '../yoga.ts';
import { createGatewayListener } from './listener.ts';

/**
 * The gateway's own Yoga (createGatewayYoga, not a test schema) behind the shop's listener, over real
 * HTTP: what another site's page gets when it tries to use a customer's cookie.
 */
const ALLOWED = 'https://admin.helmsman.test';
const FOREIGN = 'https://evil.example';

interface Running {
  url: string;
  server: Server;
  lapi: LapiClient;
}
const running: Running[] = [];

async function start(corsOrigins: readonly string[]): Promise<string> {
  const lapi = new LapiClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
  const logger = pino({ level: 'silent' });
  const yoga = createGatewayYoga({ lapi, logger, corsOrigins });
  const app = createGatewayApp({ yoga, lapi, logger });
  const server = createServer(createGatewayListener({ yoga, app }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  running.push({ url, server, lapi });
  return url;
}

let closed: string;
let allowlisted: string;
beforeAll(async () => {
  closed = await start([]);
  allowlisted = await start([ALLOWED]);
});

afterAll(async () => {
  for (const { server, lapi } of running) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await lapi.close();
  }
});

function preflight(url: string, origin: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': `content-type, ${CSRF_HEADER}`,
    },
  });
}

function query(url: string, origin: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
}

function grants(response: Response): string[] {
  return [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
}

describe('cross-origin requests to /graphql', () => {
  it('by default, grants no origin anything: no Access-Control-Allow-* on the preflight or the answer', async () => {
    for (const origin of [FOREIGN, ALLOWED, 'null']) {
      expect(grants(await preflight(closed, origin))).toEqual([]);
      expect(grants(await query(closed, origin))).toEqual([]);
    }
  });

  it('with an allowlist, grants exactly the listed origin, and nothing to any other', async () => {
    const granted = await preflight(allowlisted, ALLOWED);
    expect(granted.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(granted.headers.get('access-control-allow-credentials')).toBe('true');
    expect(granted.headers.get('access-control-allow-headers')).toBe(`content-type, ${CSRF_HEADER}`);
    expect((await query(allowlisted, ALLOWED)).headers.get('access-control-allow-origin')).toBe(ALLOWED);

    for (const origin of [FOREIGN, `${ALLOWED}.evil.example`, 'http://admin.helmsman.test', 'null']) {
      expect(grants(await preflight(allowlisted, origin))).toEqual([]);
      expect(grants(await query(allowlisted, origin))).toEqual([]);
    }
  });

  it('takes no multipart bodies on /graphql (uploads go to /attachments, with its checks)', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ __typename }' }));
    form.set('map', '{}');
    const response = await fetch(`${closed}/graphql`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: '1' },
      body: form,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('__typename');
  });
});
