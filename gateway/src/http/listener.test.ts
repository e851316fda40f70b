import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LapiClient } from '@helmsman/lapi-client';
import { createSchema, createYoga } from 'graphql-yoga';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../server.ts';
import { CSRF_HEADER, type GatewayYoga } from '../yoga.ts';
import { preferredEncoding } from './app-pages.ts';
import {
  bodyRefusal,
  createGatewayListener,
  GRAPHQL_COMPRESSION_THRESHOLD,
  GRAPHQL_MAX_BODY_BYTES,
} from './listener.ts';

const BIG = 'x'.repeat(GRAPHQL_COMPRESSION_THRESHOLD * 4);
const CHUNK = 'console.log("dashboard");'.repeat(100);

let server: Server;
let url: string;
let appDir: string;
let lapi: LapiClient;

/** A built app as Vite leaves it: hashed chunks with their .br/.gz twins and hidden maps. */
async function writeBuiltApp(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><head><title>app</title></head><div id="root"></div>',
  );
  await writeFile(path.join(dir, 'assets/dashboard-abc.js'), CHUNK);
  await writeFile(path.join(dir, 'assets/dashboard-abc.js.br'), brotliCompressSync(CHUNK));
  await writeFile(path.join(dir, 'assets/dashboard-abc.js.gz'), gzipSync(CHUNK));
  await writeFile(path.join(dir, 'assets/dashboard-abc.js.map'), '{"version":3}');
  await writeFile(
    path.join(dir, 'route-assets.json'),
    JSON.stringify({
      entry: { js: ['assets/index-1.js'], css: ['assets/index-1.css'] },
      routes: {
        '/dashboard': { js: ['assets/dashboard-abc.js'], css: [] },
        '/visit/:category/question/:questionId': { js: ['assets/visit-def.js'], css: ['assets/visit.css'] },
        '/cart': { js: [], css: [] },
      },
    }),
  );
}

beforeAll(async () => {
  appDir = await mkdtemp(path.join(tmpdir(), 'helmsman-listener-'));
  await writeBuiltApp(appDir);
  const logger = pino({ level: 'silent' });
  lapi = new LapiClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
  // A schema of its own: one small and one large answer, whatever the legacy API holds.
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { small: String! big: String! }',
      resolvers: { Query: { small: () => 'ok', big: () => BIG } },
    }),
    landingPage: false,
  }) as unknown as GatewayYoga;
  const app = createGatewayApp({ yoga, lapi, logger, appDir });
  server = createServer(createGatewayListener({ yoga, app }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await lapi.close();
  await rm(appDir, { recursive: true, force: true });
});

function graphql(query: string, acceptEncoding?: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      // fetch would decompress on its own: ask for the raw bytes to see what the server sent.
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : { 'accept-encoding': 'identity' }),
    },
    body: JSON.stringify({ query }),
  });
}

describe('the /graphql fast path', () => {
  it('sets no-store and the security headers on every answer', async () => {
    const response = await graphql('{ small }');
    expect(await response.json()).toEqual({ data: { small: 'ok' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // ASVS V12 / issue 11: HSTS for one year, subdomains included.
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends small answers uncompressed', async () => {
    const response = await graphql('{ small }', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('compresses answers above the threshold with brotli, and says it varies', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'accept-encoding': 'br' },
      body: JSON.stringify({ query: '{ big }' }),
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Node's fetch has already decoded it: the body is the answer itself.
    expect(await response.json()).toEqual({ data: { big: BIG } });
  });
});

describe('the GraphQL body limit', () => {
  it('refuses a body over the limit before reading it, in GraphQL shape', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ query: `{ small } # ${'x'.repeat(GRAPHQL_MAX_BODY_BYTES)}` }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request is too large.', extensions: { code: 'TOO_LARGE' } }],
    });
  });

  it('answers a body just under the limit', async () => {
    const query = '{ small }';
    const padding = GRAPHQL_MAX_BODY_BYTES - JSON.stringify({ query: `${query} # ` }).length - 1;
    const response = await graphql(`${query} # ${'x'.repeat(padding)}`);
    expect(response.status).toBe(200);
  });

  it.each([
    ['POST', undefined, 411],
    ['POST', '12abc', 413],
    ['POST', String(GRAPHQL_MAX_BODY_BYTES + 1), 413],
    ['POST', String(GRAPHQL_MAX_BODY_BYTES), null],
    ['GET', undefined, null],
  ] as const)('%s with Content-Length %s → %s', (method, length, status) => {
    expect(bodyRefusal(method, length)?.status ?? null).toBe(status);
  });
});

describe('the built app', () => {
  it('serves precompressed chunks by Accept-Encoding', async () => {
    const asset = `${url}/assets/dashboard-abc.js`;
    const br = await fetch(asset, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(await br.text()).toBe(CHUNK);
    const gzip = await fetch(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(CHUNK);
  });

  it('never serves source maps or the route manifest', async () => {
    for (const file of ['/assets/dashboard-abc.js.map', '/route-assets.json']) {
      const response = await fetch(`${url}${file}`);
      expect(response.status, file).toBe(404);
    }
  });

  it("preloads the route's chunks in its HTML", async () => {
    const dashboard = await (await fetch(`${url}/dashboard`)).text();
    expect(dashboard).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-abc.js">');
    const visit = await (await fetch(`${url}/visit/ed/question/3`)).text();
    expect(visit).toContain('<link rel="modulepreload" crossorigin href="/assets/visit-def.js">');
    expect(visit).toContain('<link rel="stylesheet" crossorigin href="/assets/visit.css">');
    expect(visit.indexOf('visit-def.js')).toBeLessThan(visit.indexOf('</head>'));
    const unknown = await (await fetch(`${url}/nowhere`)).text();
    expect(unknown).not.toContain('modulepreload');
    const page = await fetch(`${url}/dashboard`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the HTML compressed to browsers that accept it', async () => {
    const br = await fetch(`${url}/dashboard`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toContain('dashboard-abc.js');
    const gzip = await fetch(`${url}/orders`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('<div id="root">');
    const plain = await fetch(`${url}/orders`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.0, br;q=0.5', 'br'],
    ['identity', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
