import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { READY_MESSAGE, type ScaleOutInstance, startScaleOutInstance } from '../test/scale-out-instance.ts';
import { RATE_LIMITS } from './rate-limit/index.ts';
import { CSRF_HEADER } from './yoga.ts';

/**
 * Issue 11, scale-out: two gateways and two legacy APIs (lapi-server) on one Postgres: gateway A →
 * legacy API A, gateway B → legacy API B (LAPI_URL), both gateways' rate limits in the same database
 * (DATABASE_URL). A runs in this test's process, B in a child process of its own, so the two share
 * nothing but the database (test/scale-out-instance.ts starts each as standalone.ts and main.ts do).
 * The requests go over real HTTP to either gateway, as a load balancer without sticky sessions sends
 * them, and the session, the rate limits and the cart must hold whichever gateway gets them.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The same non-default product token on every instance, as a deployment sets it (README). */
const PUBLIC_TOKEN = 'pk_scale_out_test';
/** The load balancer's address: the gateways believe its X-Forwarded-For (TRUSTED_PROXIES). */
const BALANCER = '127.0.0.1';
/** How long the child may take to say it listens (it imports both servers; the machine may be busy). */
const START_TIMEOUT_MS = 60_000;

interface Gateway {
  readonly name: string;
  readonly url: string;
}

let child: ChildProcess | undefined;

/**
 * Instance B: test/scale-out-instance.ts in a Node process of its own (tsx, as `pnpm start` runs),
 * configured by its environment; resolves with its gateway's address once it says it listens.
 */
async function startChildInstance(env: Record<string, string>): Promise<{ gateway: string; lapi: string }> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'gateway/test/scale-out-instance.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  // The last lines of output, for the failure message.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  started.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    let pending = '';
    const timer = setTimeout(
      () => reject(new Error(`instance B did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    started.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        let entry: { msg?: string; gateway?: string; lapi?: string };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          continue;
        }
        if (entry.msg === READY_MESSAGE && entry.gateway && entry.lapi) {
          clearTimeout(timer);
          resolve({ gateway: entry.gateway, lapi: entry.lapi });
        }
      }
    });
    started.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance B exited with code ${code} before it listened:\n${output}`));
    });
  });
}

/** SIGTERM (the instance closes its servers and database on it), SIGKILL if it does not end. */
async function stopChild(running: ChildProcess): Promise<void> {
  if (running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
  running.kill('SIGTERM');
  const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  /** The session cookie this answer set ('' when cleared), or undefined when it did not touch it. */
  sessionCookie: string | undefined;
}

/** One GraphQL request over HTTP, as the browser sends it behind a balancer that adds X-Forwarded-For. */
async function graphql<T>(
  gateway: Gateway,
  query: string,
  options: { variables?: object; cookie?: string; client?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      'x-forwarded-for': options.client ?? '192.0.2.1',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const match = /helmsman_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
  const body = (await response.json()) as Omit<Answer<T>, 'sessionCookie'>;
  return { ...body, sessionCookie: match ? (match[1] ?? '') : undefined };
}

const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) { ok error { message } customer { leadsId email firstName } } }`;
const LOGOUT = 'mutation { logout }';
const SHELL = '{ shell { customer { leadsId email firstName } cartCount } }';
const RESET = 'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }';
const CART = '{ cart { items { productId quantity } itemCount subtotalCents } }';
const ADD = `mutation ($productId: ID!, $quantity: Int) {
  addToCart(productId: $productId, quantity: $quantity) { ok error { message } cart { itemCount } } }`;
const REMOVE = 'mutation ($productId: ID!) { removeFromCart(productId: $productId) { itemCount } }';

interface LoginData {
  login: {
    ok: boolean;
    error: { message: string } | null;
    customer: { leadsId: string; email: string; firstName: string } | null;
  };
}
interface ShellData {
  shell: { customer: { leadsId: string; email: string; firstName: string }; cartCount: number | null };
}
interface CartData {
  cart: { items: { productId: string; quantity: number }[]; itemCount: number; subtotalCents: number };
}

async function login(gateway: Gateway, email: string, password: string, client?: string) {
  return graphql<LoginData>(gateway, LOGIN, { variables: { input: { email, password } }, client });
}

async function loggedIn(gateway: Gateway, email: string, password: string): Promise<string> {
  const answer = await login(gateway, email, password);
  if (!answer.data?.login.ok || !answer.sessionCookie)
    throw new Error(`login on ${gateway.name} failed: ${JSON.stringify(answer)}`);
  return `helmsman_session=${answer.sessionCookie}`;
}

function errorCode(answer: Answer<unknown>): string | undefined {
  return answer.errors?.[0]?.extensions?.code;
}

let serverUrl: string;
let databaseUrl: string;
let dataDir: string;
let instanceA: ScaleOutInstance | undefined;
let lapiB: string;
let gatewayA: Gateway;
let gatewayB: Gateway;

beforeAll(async () => {
  serverUrl = inject('postgresUrl');
  // Empty: the two legacy APIs migrate and seed it as they start side by side (each takes an advisory
  // lock for that), as N instances of a deployment do on a new database.
  databaseUrl = await createDatabase(serverUrl, 'scale_out');
  // The legacy APIs' mail outboxes (password reset e-mails).
  dataDir = await mkdtemp(path.join(tmpdir(), 'helmsman-scale-out-'));
  const env = (name: string) => ({
    // The legacy API's database, and the gateway's shared store of the rate limits.
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(dataDir, name),
    LAPI_PUBLIC_TOKEN: PUBLIC_TOKEN,
    TRUSTED_PROXIES: BALANCER,
    // Plain HTTP on loopback here; behind a TLS-terminating balancer in production it is true.
    COOKIE_SECURE: 'false',
    // No built app: only the API is served.
    APP_DIR: path.join(dataDir, 'no-app'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  });
  const [a, b] = await Promise.allSettled([startScaleOutInstance(env('a')), startChildInstance(env('b'))]);
  // Kept before either failure is thrown, so that afterAll closes what did start.
  if (a.status === 'fulfilled') instanceA = a.value;
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  gatewayA = { name: 'gateway A', url: a.value.gatewayUrl };
  gatewayB = { name: 'gateway B', url: b.value.gateway };
  lapiB = b.value.lapi;
}, 120_000);

afterAll(async () => {
  await Promise.all([instanceA?.close(), child && stopChild(child)]);
  if (databaseUrl) await dropDatabase(serverUrl, databaseUrl);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('two gateways and two legacy APIs on one Postgres', () => {
  it('are two gateways, each with its own legacy API, in two processes', () => {
    expect(child?.pid).toBeGreaterThan(0);
    expect(child?.pid).not.toBe(process.pid);
    expect(gatewayA.url).not.toBe(gatewayB.url);
    expect(instanceA?.lapiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(lapiB).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(instanceA?.lapiUrl).not.toBe(lapiB);
  });

  it('share the session: logged in on A, the customer is known on B; logged out on B, the cookie fails on A', async () => {
    const onA = await login(gatewayA, 'alex@helmsman.test', 'Valhalla1');
    expect(onA.data?.login.ok).toBe(true);
    expect(onA.sessionCookie).toBeTruthy();
    const cookie = `helmsman_session=${onA.sessionCookie}`;

    const shellOnB = await graphql<ShellData>(gatewayB, SHELL, { cookie });
    expect(shellOnB.errors).toBeUndefined();
    expect(shellOnB.data?.shell.customer).toEqual(onA.data?.login.customer);
    expect(shellOnB.data?.shell.customer.email).toBe('alex@helmsman.test');

    const logout = await graphql<{ logout: boolean }>(gatewayB, LOGOUT, { cookie });
    expect(logout.data?.logout).toBe(true);
    expect(logout.sessionCookie).toBe('');

    const shellOnA = await graphql<ShellData>(gatewayA, SHELL, { cookie });
    expect(shellOnA.data ?? null).toBeNull();
    expect(errorCode(shellOnA)).toBe('UNAUTHENTICATED');
  });

  it('share the login backoff: five failures split between A and B, and the sixth attempt is refused on either', async () => {
    const { backoffAfter } = RATE_LIMITS.login;
    expect(backoffAfter).toBe(5);
    const client = '203.0.113.61';
    for (let failure = 0; failure < backoffAfter; failure += 1) {
      const answer = await login(
        failure % 2 === 0 ? gatewayA : gatewayB,
        'sam@helmsman.test',
        'Wrong-guess-9',
        client,
      );
      // Each gateway alone has seen at most three: only a shared count refuses the sixth.
      expect(errorCode(answer)).toBeUndefined();
      expect(answer.data?.login.ok).toBe(false);
    }
    for (const gateway of [gatewayB, gatewayA]) {
      // The right password too, and from another address: the account waits.
      const refused = await login(gateway, 'sam@helmsman.test', 'Valhalla2', '198.51.100.62');
      expect(errorCode(refused)).toBe('RATE_LIMITED');
      expect(refused.sessionCookie).toBeUndefined();
    }
    // Another account is not held back.
    expect((await login(gatewayB, 'alex@helmsman.test', 'Valhalla1', client)).data?.login.ok).toBe(true);
  });

  it('share the per-address limit, keyed by the client the balancer forwards', async () => {
    const { points } = RATE_LIMITS.resetRequestsPerIp;
    const client = '203.0.113.63';
    const request = (gateway: Gateway, from: string) =>
      graphql<{ requestPasswordReset: { ok: boolean } }>(gateway, RESET, {
        variables: { input: { email: 'alex@helmsman.test' } },
        client: from,
      });
    for (let i = 0; i < points; i += 1) {
      const answer = await request(i % 2 === 0 ? gatewayA : gatewayB, client);
      // ok: the legacy APIs took the gateways' product token (the same LAPI_PUBLIC_TOKEN everywhere).
      expect(answer.data?.requestPasswordReset.ok).toBe(true);
    }
    expect(errorCode(await request(gatewayA, client))).toBe('RATE_LIMITED');
    expect(errorCode(await request(gatewayB, client))).toBe('RATE_LIMITED');
    // Another client behind the same balancer is counted on its own.
    expect((await request(gatewayB, '203.0.113.64')).data?.requestPasswordReset.ok).toBe(true);
  });

  it('share the cart: added through A, read and changed through B, read through A', async () => {
    const cookie = await loggedIn(gatewayA, 'alex@helmsman.test', 'Valhalla1');
    const added = await graphql<{ addToCart: { ok: boolean } }>(gatewayA, ADD, {
      cookie,
      variables: { productId: '40', quantity: 2 },
    });
    expect(added.data?.addToCart.ok).toBe(true);

    const onB = await graphql<CartData>(gatewayB, CART, { cookie });
    expect(onB.data?.cart.items).toEqual([{ productId: '40', quantity: 2 }]);
    expect(onB.data?.cart.subtotalCents).toBe(2 * 2499);

    // Adding again adds up: the quantity changes through B.
    const more = await graphql<{ addToCart: { ok: boolean } }>(gatewayB, ADD, {
      cookie,
      variables: { productId: '40', quantity: 1 },
    });
    expect(more.data?.addToCart.ok).toBe(true);
    const onA = await graphql<CartData>(gatewayA, CART, { cookie });
    expect(onA.data?.cart.items).toEqual([{ productId: '40', quantity: 3 }]);
    expect((await graphql<ShellData>(gatewayB, SHELL, { cookie })).data?.shell.cartCount).toBe(3);

    const removed = await graphql<{ removeFromCart: { itemCount: number } }>(gatewayB, REMOVE, {
      cookie,
      variables: { productId: '40' },
    });
    expect(removed.data?.removeFromCart.itemCount).toBe(0);
    expect((await graphql<CartData>(gatewayA, CART, { cookie })).data?.cart.items).toEqual([]);
  });
});
