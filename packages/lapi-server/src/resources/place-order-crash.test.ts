import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { memoryTempDir } from '../../test/postgres.ts';
import { demo } from '../db/demo-data.ts';
import { type Database, openDatabase } from '../db/open.ts';
import { cartItems, orderItems, orderPayments, orders, subscriptions } from '../db/schema/index.ts';

/**
 * Issue 13: `kill -9` of the legacy API while a place-order is in flight. lapi-server runs as its own
 * process on a PGlite data directory (test/held-place-order-server.ts), held on a FIFO either inside
 * the order's transaction or after its commit, and killed there: no timing decides where. After a
 * restart on the same files the order is absent or whole, never half, and the retry with the same
 * Idempotency-Key charges once.
 */

const SERVER = fileURLToPath(new URL('../../test/held-place-order-server.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ALEX = demo.alex.leadsId;
const shipping = { address: '412 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const order = { shipping, ccnum: '4242424242424242', ccexp: '12/30', cccvv: '123', consent: true };

interface Lapi {
  child: ChildProcess;
  url: string;
  output: () => string;
}

let root: string;
let dataRoot: string;
let gateDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(await memoryTempDir(), 'helmsman-crash-'));
  dataRoot = join(root, 'data');
  gateDir = join(root, 'gate');
  await mkdir(gateDir, { recursive: true });
  // PGlite makes its own directory, not the ones above it.
  await mkdir(dataRoot, { recursive: true });
  execFileSync('mkfifo', [join(gateDir, 'release')]);
  // The run's migrated snapshot as the data directory: initdb in WebAssembly is the slow part of a start.
  const snapshot = new Blob([await readFile(inject('pgliteTemplatePath'))]);
  const client = await PGlite.create(join(dataRoot, 'pglite'), { loadDataDir: snapshot });
  await client.close();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The server process on the data directory (held at `hold`), answered once it says where it listens. */
async function startLapi(hold?: 'before-commit' | 'after-commit'): Promise<Lapi> {
  const env: Record<string, string> = hold ? { HOLD: hold, HOLD_DIR: gateDir } : {};
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataRoot, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (match) resolve(match[1] as string);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) =>
      reject(new Error(`lapi-server exited (${code ?? signal}):\n${output}`)),
    );
  });
  return { child, url, output: () => output };
}

async function stop(lapi: Lapi, signal: NodeJS.Signals): Promise<void> {
  if (lapi.child.exitCode !== null || lapi.child.signalCode !== null) return;
  const exited = new Promise((resolve) => lapi.child.once('exit', resolve));
  lapi.child.kill(signal);
  await exited;
}

async function call(
  lapi: Lapi,
  path: string,
  data: unknown,
  token?: string,
  key?: string,
): Promise<LapiAnswer> {
  return callLapi({ fetch: (request) => fetch(request) }, path, data, {
    baseUrl: lapi.url,
    token,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

async function logIn(lapi: Lapi): Promise<string> {
  const answer = await call(lapi, '/lapi/account/login/', {
    email: demo.alex.email,
    password: demo.alex.password,
  });
  expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
  return (answer.envelope.data as { token: string }).token;
}

/** Alex's newest order number, read from the files once no server has them open. */
async function withFiles<T>(read: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: join(dataRoot, 'pglite') });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const latestOrder = () =>
  withFiles(async (db) => {
    const [row] = await db
      .select({ latest: max(orders.orderNumber) })
      .from(orders)
      .where(eq(orders.leadId, ALEX));
    return row?.latest ?? 0;
  });

/** What an order of alex's after `sinceOrder` wrote: the order, its lines and charge, and what it caused. */
const alexState = (sinceOrder: number) =>
  withFiles(async (db) => {
    const newOrders = await db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.leadId, ALEX), gt(orders.orderNumber, sinceOrder)));
    const numbers = newOrders.map((row) => row.orderNumber);
    return {
      orders: numbers.length,
      lines: numbers.length ? await db.$count(orderItems, inArray(orderItems.orderNumber, numbers)) : 0,
      charges: numbers.length
        ? await db.$count(orderPayments, inArray(orderPayments.orderNumber, numbers))
        : 0,
      subscriptions: await db.$count(subscriptions, eq(subscriptions.leadId, ALEX)),
      cart: await db.$count(cartItems, eq(cartItems.leadId, ALEX)),
    };
  });

describe('place-order and kill -9', () => {
  // In order, on the same files: each fills alex's cart again.
  it.each([
    ['before-commit', 'absent'],
    ['after-commit', 'whole'],
  ] as const)(
    'killed %s, the order is %s after a restart; the retry with the same key charges once',
    async (hold, expected) => {
      const plain = await startLapi();
      const token = await logIn(plain);
      await call(plain, '/lapi/v2/ecom/add-product', { product: { product_id: 40, quantity: 2 } }, token);
      await call(plain, '/lapi/v2/ecom/add-product', { product: { product_id: 31 } }, token);
      await stop(plain, 'SIGTERM');
      const since = await latestOrder();
      const before = await alexState(since);
      expect(before).toMatchObject({ orders: 0, charges: 0, cart: 2 });
      const whole = { orders: 1, lines: 2, charges: 1, subscriptions: before.subscriptions + 1, cart: 0 };

      await rm(join(gateDir, 'held'), { force: true });
      const held = await startLapi(hold);
      const key = randomUUID();
      const inFlight = call(held, '/lapi/v2/ecom/place-order', order, token, key).then(
        () => 'answered',
        () => 'cut off',
      );
      // The process now waits on the FIFO at the point named, and is killed there.
      await vi.waitFor(() => expect(existsSync(join(gateDir, 'held'))).toBe(true), {
        timeout: 60_000,
        interval: 50,
      });
      await stop(held, 'SIGKILL');
      expect(await inFlight).toBe('cut off');
      expect(await alexState(since)).toEqual(expected === 'whole' ? whole : before);

      // The app retries with the same key once the legacy API is back.
      const restarted = await startLapi();
      try {
        const retry = await call(restarted, '/lapi/v2/ecom/place-order', order, token, key);
        expect(retry.httpStatus, JSON.stringify(retry.envelope)).toBe(200);
        expect(retry.headers.get('Idempotent-Replayed')).toBe(expected === 'whole' ? 'true' : null);
        const again = await call(restarted, '/lapi/v2/ecom/place-order', order, token, key);
        expect(again.envelope).toEqual(retry.envelope);
      } finally {
        await stop(restarted, 'SIGTERM');
      }
      expect(await alexState(since)).toEqual(whole);
    },
    240_000,
  );
});
