import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { memoryTempDir } from '../../test/postgres.ts';
import { demo } from '../db/demo-data.ts';
import { openDatabase } from '../db/open.ts';
import { cartItems, orderItems, orderPayments, orders, subscriptions } from '../db/schema/index.ts';
import { CHARGE_GATE_ENV, CHARGE_REACHED, CHARGE_RELEASE } from '../payments/charge-gate.ts';

/**
 * Issue 13: `kill -9` of the legacy API while a place-order is in flight. The standalone lapi-server
 * runs as its own process on a PGlite data directory; the test processor's charge waits on a FIFO
 * (payments/charge-gate.ts), so the process is killed exactly inside the order's transaction. After a
 * restart on the same files the order is whole or absent, never half, and the retry with the same
 * Idempotency-Key charges once.
 */

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
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
  execFileSync('mkfifo', [join(gateDir, CHARGE_RELEASE)]);
  // The run's migrated snapshot as the data directory: initdb in WebAssembly is the slow part of a start.
  const snapshot = new Blob([await readFile(inject('pgliteTemplatePath'))]);
  const client = await PGlite.create(join(dataRoot, 'pglite'), { loadDataDir: snapshot });
  await client.close();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** `node --import tsx src/main.ts` on the data directory, answered once it says where it listens. */
async function startLapi(env: Record<string, string> = {}): Promise<Lapi> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
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

/** Alex's rows the order writes, read from the files once no server has them open. */
async function alexState(sinceOrder: number) {
  const database = await openDatabase({ dataDir: join(dataRoot, 'pglite') });
  try {
    const { db } = database;
    const newOrders = await db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.leadId, ALEX), gt(orders.orderNumber, sinceOrder)));
    const numbers = newOrders.map((row) => row.orderNumber);
    const lines = numbers.length
      ? await db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderNumber, numbers[0] as number))
      : [];
    const charges = numbers.length
      ? await db
          .select()
          .from(orderPayments)
          .where(eq(orderPayments.orderNumber, numbers[0] as number))
      : [];
    return {
      orders: numbers.length,
      lines: lines.length,
      charges: charges.length,
      subscriptions: await db.$count(subscriptions, eq(subscriptions.leadId, ALEX)),
      cart: await db.$count(cartItems, eq(cartItems.leadId, ALEX)),
    };
  } finally {
    await database.close();
  }
}

describe('place-order and kill -9', () => {
  it('leaves the order whole or absent, and the retry with the same key charges once', async () => {
    const first = await startLapi();
    const token = await logIn(first);
    await call(first, '/lapi/v2/ecom/add-product', { product: { product_id: 40, quantity: 2 } }, token);
    await call(first, '/lapi/v2/ecom/add-product', { product: { product_id: 31 } }, token);
    await stop(first, 'SIGTERM');
    const lastOrder = Math.max(...Object.values(demo.alex.orders));
    const before = await alexState(lastOrder);
    expect(before).toMatchObject({ orders: 0, cart: 2 });

    const crashing = await startLapi({ [CHARGE_GATE_ENV]: gateDir });
    const key = randomUUID();
    const inFlight = call(crashing, '/lapi/v2/ecom/place-order', order, token, key).then(
      () => 'answered',
      () => 'cut off',
    );
    // The charge is under way inside the order's transaction: the process now waits on the FIFO.
    await vi.waitFor(() => expect(existsSync(join(gateDir, CHARGE_REACHED))).toBe(true), {
      timeout: 60_000,
      interval: 50,
    });
    await stop(crashing, 'SIGKILL');
    expect(await inFlight).toBe('cut off');

    const afterCrash = await alexState(lastOrder);
    const whole = { orders: 1, lines: 2, charges: 1, subscriptions: before.subscriptions + 1, cart: 0 };
    const absent = { orders: 0, lines: 0, charges: 0, subscriptions: before.subscriptions, cart: 2 };
    expect([whole, absent]).toContainEqual(afterCrash);

    // The app retries with the same key once the legacy API is back (no gate now: charges go through).
    const restarted = await startLapi();
    try {
      const retry = await call(restarted, '/lapi/v2/ecom/place-order', order, token, key);
      expect(retry.httpStatus, JSON.stringify(retry.envelope)).toBe(200);
      const again = await call(restarted, '/lapi/v2/ecom/place-order', order, token, key);
      expect(again.envelope).toEqual(retry.envelope);
    } finally {
      await stop(restarted, 'SIGTERM');
    }
    expect(await alexState(lastOrder)).toEqual(whole);
  }, 240_000);
});
