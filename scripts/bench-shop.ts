// What the gateway benchmarks share (bench-gateway.ts, bench-hive.ts): the bench customer's session,
// the legacy calls behind the Shell and Orders queries, requests as the app and the gateway send them,
// a stub legacy API that answers at once with answers recorded from a real shop, and CPU readings
// from /proc.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { account, ecom, encodeBody, LapiClient, messaging } from '@helmsman/lapi-client';
import { type StartedShop, startShop } from '../app/e2e/start-shop.ts';

export const CSRF = { 'x-graphql-yoga-csrf': '1' };
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
export const CLK_TCK = 100;

/**
 * The legacy calls behind each query, with the inputs their resolvers send
 * (gateway/src/schema/{shell,orders}/resolvers/Query/*.ts); paths as the gateway's client makes them.
 */
const paths = new LapiClient({ baseUrl: 'http://127.0.0.1:1' });
export const legacyCalls = [
  { name: 'leads/patientdata', path: paths.pathOf(messaging.patientData), body: {}, for: 'Shell' },
  { name: 'v2/ecom/cart', path: paths.pathOf(ecom.cartContents), body: {}, for: 'Shell' },
  { name: 'messaging/getrecent', path: paths.pathOf(messaging.getRecent), body: { limit: 1 }, for: 'Shell' },
  { name: 'account/orders', path: paths.pathOf(account.ordersDetails), body: {}, for: 'Orders' },
  { name: 'account/pendingorders', path: paths.pathOf(account.pendingOrders), body: {}, for: 'Orders' },
] as const;
await paths.close();
export type LegacyCall = (typeof legacyCalls)[number];

export interface BenchSession {
  cookie: string;
  leadsId: number;
  token: string;
}

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export function graphqlRequest(
  server: { url: string },
  cookie: string,
  query: string,
  operationName?: string,
): LoadRequest {
  return {
    url: `${server.url}/graphql`,
    headers: { 'content-type': 'application/json', cookie, ...CSRF },
    body: JSON.stringify(operationName ? { query, operationName } : { query }),
  };
}

/** The seeded bench customer (alex@helmsman.test), logged in as the app does it. */
export async function logIn(shop: StartedShop): Promise<BenchSession> {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { ok } }',
      variables: { input: { email: 'alex@helmsman.test', password: 'Valhalla1' } },
    }),
  });
  // The cookie as the shop names it: `__Host-` prefixed when it sets Secure cookies.
  const match = /(?:__Host-)?helmsman_session=(\d+)\.([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  if (!match) throw new Error(`login failed: ${await response.text()}`);
  return {
    cookie: match[0],
    leadsId: Number(match[1]),
    token: match[2] as string,
  };
}

export function lapiUrlOf(shop: StartedShop): string {
  const match = /"lapi":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(shop.output());
  if (!match?.[1]) throw new Error('the shop did not log its embedded legacy API address');
  return match[1];
}

/** A legacy call as the gateway's client sends it, for the session's customer. */
export function lapiRequest(lapiUrl: string, session: BenchSession, call: LegacyCall): LoadRequest {
  return {
    url: `${lapiUrl}${call.path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${session.token}`,
    },
    body: encodeBody({ ...call.body, leads_id: session.leadsId }),
  };
}

/**
 * Every legacy call's answer for the bench customer, recorded from a real shop (stopped afterwards),
 * by path; the session stays valid for a gateway in front of a stub that serves them.
 */
export async function recordLegacyAnswers(): Promise<{
  session: BenchSession;
  answers: Map<string, string>;
}> {
  const real = await startShop({ LOG_LEVEL: 'info' });
  try {
    const session = await logIn(real);
    const lapiUrl = lapiUrlOf(real);
    const answers = new Map<string, string>();
    for (const call of legacyCalls) {
      const request = lapiRequest(lapiUrl, session, call);
      const answer = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
      });
      const text = await answer.text();
      if (answer.status !== 200) throw new Error(`${call.path}: HTTP ${answer.status} ${text}`);
      answers.set(call.path, text);
    }
    return { session, answers };
  } finally {
    await real.stop();
  }
}

export interface Stub {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** A legacy API that answers at once with answers recorded from the real one (by path). */
export async function startStub(recorded: Map<string, string>): Promise<Stub> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const body = recorded.get(request.url ?? '');
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      response.end(body ?? '{"status":"FAILURE","message":"not recorded"}');
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** A process's (all its threads) or one thread's user + system time in clock ticks. */
export function cpuTicks(pid: number, file = `/proc/${pid}/stat`): number {
  // /proc/<pid>/stat: fields 14 and 15 are user and system time in clock ticks (after the comm field).
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** A process's or thread's CPU in ms, or 0 once it has gone. */
export function cpuMs(pid: number, file?: string): number {
  try {
    return (cpuTicks(pid, file) / CLK_TCK) * 1000;
  } catch {
    return 0;
  }
}
