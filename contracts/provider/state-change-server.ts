import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@helmsman/lapi-server';
import { resetDatabase } from '@helmsman/lapi-server/testing';
import { z } from 'zod';
import { type StateHandler, type StateHandlerTable, stateHandlers } from './states.ts';

/**
 * Pact's standard state-change endpoint for a lapi-server verified over HTTP, as a backend's own test
 * deployment would expose it (README "Implementing states on your side"): `POST {state, params,
 * action}`. `setup` makes the state true with the in-process handlers; `teardown` (sent after each
 * interaction) puts the demo data back, so the next interaction starts clean as it does in process.
 *
 * It creates sessions with known tokens: a test tool, never to run beside a production database.
 */

export const STATE_CHANGE_PATH = '/_pact/provider-states';
const MAX_BODY_BYTES = 64 * 1024;

const stateChange = z.object({
  state: z.string().min(1),
  params: z.record(z.string(), z.unknown()).default({}),
  action: z.enum(['setup', 'teardown']).default('setup'),
});

export interface StateChangeServer {
  /** The URL to pass as `--states-url` (PROVIDER_STATES_URL). */
  readonly url: string;
  close(): Promise<void>;
}

export async function startStateChangeServer(
  db: Db,
  {
    host = '127.0.0.1',
    port = 0,
    table = stateHandlers,
  }: { host?: string; port?: number; table?: StateHandlerTable } = {},
): Promise<StateChangeServer> {
  // Reset once per interaction, not once per state: teardown comes for each of its states.
  let changedSinceReset = false;

  async function apply(body: unknown): Promise<{ status: number; message: string }> {
    const parsed = stateChange.safeParse(body);
    if (!parsed.success) return { status: 400, message: `bad state change: ${parsed.error.message}` };
    const { state, params, action } = parsed.data;
    if (action === 'teardown') {
      if (changedSinceReset) await resetDatabase(db);
      changedSinceReset = false;
      return { status: 200, message: 'reset' };
    }
    const handler = (table as Record<string, StateHandler<never> | undefined>)[state];
    if (!handler) return { status: 400, message: `unknown provider state "${state}"` };
    changedSinceReset = true;
    await handler(params as never, db);
    return { status: 200, message: 'ok' };
  }

  const server: Server = createServer((request, response) => {
    const answer = (status: number, message: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message }));
    };
    if (request.method !== 'POST' || request.url !== STATE_CHANGE_PATH) {
      answer(404, `only POST ${STATE_CHANGE_PATH}`);
      return;
    }
    readJson(request)
      .then(apply)
      .then(
        ({ status, message }) => answer(status, message),
        // A state that cannot be made true fails the verification with the reason (e.g. StateError).
        (error: unknown) => answer(500, (error as Error).message),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}${STATE_CHANGE_PATH}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('state change body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return null;
  }
}
