import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../test/harness.ts';
import { readTrustedDocuments } from '../plugins/trusted-documents.ts';
import type { GatewayYoga } from '../yoga.ts';
import { createFirstData, queriesByName, withFirstData } from './first-data.ts';

const INDEX =
  '<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const queries = queriesByName(readTrustedDocuments());

let gateway: GatewayHarness;
let appDir: string;
let cookie: string;

beforeAll(async () => {
  appDir = await mkdtemp(path.join(tmpdir(), 'helmsman-first-data-'));
  await writeFile(path.join(appDir, 'index.html'), INDEX);
  await writeFile(
    path.join(appDir, 'route-assets.json'),
    JSON.stringify({
      entry: { js: ['assets/index.js'], css: [] },
      routes: { '/orders': { js: [], css: [] }, '/login': { js: [], css: [] } },
      prerender: {},
      queries: { '/orders': ['Shell', 'Orders'] },
    }),
  );
  gateway = await startGatewayHarness({ appDir });
  cookie = await gateway.login();
});
afterAll(async () => {
  await gateway.close();
  await rm(appDir, { recursive: true, force: true });
});

const page = (pathname: string, headers: Record<string, string> = {}) =>
  gateway.app.fetch(new Request(`http://localhost${pathname}`, { headers }));

/** The answers inlined in a page, or undefined when it has none. */
function firstDataOf(html: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/json" id="first-data">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

describe("a customer page's first data", () => {
  it('carries the answers its first view waits for, exactly as /graphql gives them, and is never cached', async () => {
    const response = await page('/orders', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = firstDataOf(await response.text());
    const shell = await gateway.graphql(queries.get('Shell') as string, { cookie });
    const orders = await gateway.graphql(queries.get('Orders') as string, { cookie });
    expect(shell.body.errors).toBeUndefined();
    expect(data).toEqual({ Shell: shell.body.data, Orders: orders.body.data });
  });

  it('is compressed for the browser that accepts brotli', async () => {
    const response = await page('/orders', { cookie, 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(Object.keys(firstDataOf(html) ?? {})).toEqual(['Shell', 'Orders']);
  });

  it('is left out without a session, with one that has ended, and on pages that list none', async () => {
    for (const [pathname, headers] of [
      ['/orders', {}],
      ['/orders', { cookie: 'helmsman_session=1001.not-a-session-token' }],
      ['/login', { cookie }],
      ['/nowhere', { cookie }],
    ] as const) {
      const response = await page(pathname, headers);
      const html = await response.text();
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(firstDataOf(html), `${pathname} ${JSON.stringify(headers)}`).toBeUndefined();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('is left out past its deadline: a legacy API that hangs never holds the page back', async () => {
    const hanging = { fetch: () => new Promise<never>(() => {}) } as unknown as GatewayYoga;
    const firstData = createFirstData({ yoga: hanging, documents: readTrustedDocuments(), deadlineMs: 5 });
    expect(await firstData(['Shell'], cookie, undefined)).toBeNull();
  });

  it('leaves out an operation that fails, and everything when the Shell fails', async () => {
    const answers: Record<string, object> = {
      Shell: { data: { shell: { hasFlags: false } } },
      Orders: { data: null, errors: [{ message: 'Unexpected error.' }] },
    };
    const yoga = {
      fetch: async (_url: string, init: { body: string }) =>
        Response.json(answers[(JSON.parse(init.body) as { operationName: string }).operationName]),
    } as unknown as GatewayYoga;
    const firstData = createFirstData({ yoga, documents: readTrustedDocuments() });
    expect((await firstData(['Shell', 'Orders'], cookie, undefined))?.data).toEqual({
      Shell: { shell: { hasFlags: false } },
    });
    answers.Shell = { data: null, errors: [{ message: 'Not logged in.' }] };
    expect(await firstData(['Shell', 'Orders'], cookie, undefined)).toBeNull();
  });

  it("keeps the customer's texts inside their script element, whatever they hold", () => {
    const hostile = { Shell: { name: "$' $& $` </script><script>alert(1)</script>" } };
    const html = withFirstData(INDEX, hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(firstDataOf(html)).toEqual(hostile);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it("knows the app's queries by operation name", () => {
    expect(queries.get('Shell')).toMatch(/^\s*query Shell \{/);
    expect(queries.has('UpdateSubscription')).toBe(false);
  });
});
