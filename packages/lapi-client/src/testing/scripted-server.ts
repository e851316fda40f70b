import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { LapiClient, type LapiSession, type SessionLapiClient } from '../client.ts';
import { LapiFailure } from '../errors.ts';

/** A request as the scripted server received it. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** How the scripted server answers the next request. */
export type Answer = (res: ServerResponse) => void;

export function json(status: number, body: unknown): Answer {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

export interface ScriptedServer {
  /** Known once the file's tests start (the server listens on a free loopback port). */
  readonly baseUrl: string;
  /** The requests of the current test, in arrival order. */
  readonly seen: readonly SeenRequest[];
  /** What the server answers from now on; each test starts from the default answer. */
  answer: Answer;
}

/**
 * A real HTTP server for the test file that calls this (at its top level): the client is exercised
 * over the wire, each test scripts the answer, and the server records what arrived.
 */
export function scriptedServer(defaultAnswer: Answer): ScriptedServer {
  let server: Server | undefined;
  let seen: SeenRequest[] = [];
  const scripted = {
    baseUrl: '',
    answer: defaultAnswer,
    get seen(): readonly SeenRequest[] {
      return seen;
    },
  };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      scripted.answer(res);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    scripted.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  beforeEach(() => {
    seen = [];
    scripted.answer = defaultAnswer;
  });

  return scripted;
}

/** A call as the call tests look at it: the path, the JSON in `data`, and the bearer token if any. */
export interface SentCall {
  readonly url: string;
  readonly data: string;
  readonly authorization: string | undefined;
}

export interface ScriptedLapi {
  /** One client for the file, on the scripted server. */
  readonly client: LapiClient;
  /** The customer whose session the customer calls carry. */
  readonly session: LapiSession;
  /** The client for that session: it adds the bearer token and `leads_id`. */
  readonly customer: SessionLapiClient;
  /** The calls of the current test, in arrival order. */
  readonly sent: readonly SentCall[];
  /** The next answers: this status and legacy envelope. */
  reply(status: number, body: unknown): void;
  /** The next answers: a SUCCESS envelope holding `data`. */
  succeed(data: unknown): void;
}

/** The scripted server behind a LapiClient, for the tests of the call definitions (src/calls/). */
export function scriptedLapi(): ScriptedLapi {
  const server = scriptedServer(json(500, { status: 'FAILURE', data: null, message: 'No answer scripted.' }));
  let client: LapiClient | undefined;

  beforeAll(() => {
    client = new LapiClient({ baseUrl: server.baseUrl });
  });
  afterAll(() => client?.close());

  const session: LapiSession = { leadsId: 1001, token: 'scripted-lapi-session-token' };
  const started = () => {
    if (!client) throw new Error('scriptedLapi: the client exists once the file’s tests run');
    return client;
  };

  return {
    get client() {
      return started();
    },
    session,
    get customer() {
      return started().forSession(session);
    },
    get sent() {
      return server.seen.map(
        (request): SentCall => ({
          url: request.url,
          data: new URLSearchParams(request.body.toString('utf8')).get('data') ?? '',
          authorization: request.headers.authorization,
        }),
      );
    },
    reply(status, body) {
      server.answer = json(status, body);
    },
    succeed(data) {
      server.answer = json(200, { status: 'SUCCESS', data, message: '' });
    },
  };
}

/** The LapiFailure a call must end in (it fails the test if the call succeeds or fails otherwise). */
export async function failureOf(call: Promise<unknown>): Promise<LapiFailure> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LapiFailure);
  return error as LapiFailure;
}
