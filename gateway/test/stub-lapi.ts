import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';

/**
 * A legacy API for fuzzing the gateway fast (test/fuzz-mutations.ts), in two modes:
 *
 * - `proxy`: every call goes on to the real lapi-server and its answer (status and body) is recorded
 *   under the call's path;
 * - `scripted`: nothing is forwarded and every call is answered at once with what the current script
 *   says: one of the real answers recorded for that path, or one of the legacy API's typical failures
 *   (400 with field errors, 401/403, 404, 5xx with an internal message or a stack trace in it, a body
 *   that is not JSON, the wrong shape, a dropped connection). No timeouts: waiting out a deadline
 *   costs time, and the gateway treats a timeout exactly as a dropped connection (errors/masking.ts:
 *   LapiTimeoutError and LapiNetworkError both become UNAVAILABLE), which `reset` exercises at once.
 *
 * The gateway's masking must hold against every one of them; the real lapi-server rarely or never
 * answers this way.
 */

/** How the stub answers one legacy call. */
export type LegacyAnswer =
  /** One of the real answers recorded for the call's path (`pick` modulo how many there are). */
  | { kind: 'recorded'; pick: number }
  /** A refusal of the input as the legacy API words it: a message meant for the customer, per field. */
  | { kind: 'refusal'; status: 400 | 402 | 404 | 409 | 422; message: string; fields: Record<string, string> }
  /** The session is over (or never was). */
  | { kind: 'unauthenticated'; status: 401 | 403 }
  /** A failure on the legacy side: its text is internal and must never reach the customer. */
  | { kind: 'server-error'; status: 500 | 502 | 503; body: string; enveloped: boolean }
  /** A success that is no JSON (truncated, HTML, empty). */
  | { kind: 'malformed'; status: 200 | 201; body: string }
  /** The envelope says SUCCESS with data of another shape than the call's. */
  | { kind: 'wrong-shape'; data: unknown }
  /** The connection is dropped without an answer. */
  | { kind: 'reset' };

/** What the legacy API's failures carry that must stay inside: SQL, paths, stack frames, class names. */
const INTERNAL_TEXTS = [
  'Error: relation "leads" does not exist (postgres) at Db.query (/var/www/lapi/src/db.js:88:12)',
  "TypeError: Cannot read properties of undefined (reading 'leads_id')\n    at handler (/srv/lapi/routes.ts:41:7)",
  'Fatal error: Uncaught PDOException: SQLSTATE[42P01] SQL error in /var/www/html/lapi/index.js:42\nStack trace:\n#0 {main}',
  'ECONNREFUSED 127.0.0.1:5432 (pglite)',
  'drizzle: Failed query: select * from "sessions" where token_hash = $1',
];

/** Refusals as the legacy API writes them: for the customer, with hostile content passed through. */
const REFUSAL_MESSAGES = [
  'Invalid input.',
  'Product 40 is not in your cart.',
  'Unable to start consultation, please try again later.',
  'The link has expired.',
  'Your card was declined.',
  '<script>alert(1)</script>',
  'Zoë Ærøskøbing 😀',
  '',
];
const REFUSAL_FIELDS = [
  'email',
  'password',
  'first_name',
  'phoneNo',
  'zip',
  'ccnum',
  'orders_id',
  'weight_lbs',
];

const json = fc.jsonValue({ maxDepth: 3 });

export const legacyAnswerArbitrary: fc.Arbitrary<LegacyAnswer> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('recorded' as const), pick: fc.nat() }), weight: 24 },
  {
    arbitrary: fc.record({
      kind: fc.constant('refusal' as const),
      status: fc.constantFrom(400 as const, 402 as const, 404 as const, 409 as const, 422 as const),
      message: fc.constantFrom(...REFUSAL_MESSAGES),
      fields: fc.dictionary(fc.constantFrom(...REFUSAL_FIELDS), fc.constantFrom(...REFUSAL_MESSAGES), {
        maxKeys: 3,
      }),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('unauthenticated' as const),
      status: fc.constantFrom(401 as const, 403 as const),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('server-error' as const),
      status: fc.constantFrom(500 as const, 502 as const, 503 as const),
      body: fc.constantFrom(...INTERNAL_TEXTS),
      enveloped: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('malformed' as const),
      status: fc.constantFrom(200 as const, 201 as const),
      body: fc.constantFrom('{"status":"SUCC', '<html><body>Bad Gateway</body></html>', '', 'null', '[]'),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('wrong-shape' as const), data: json }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'reset' as const }), weight: 2 },
);

/**
 * The answers to one gateway request's legacy calls. A call's answer depends on its path and on how
 * many calls to that path came before it in this request, not on arrival order, so calls the gateway
 * makes in parallel get the same answers on every run (the script is fast-check's, and so replayable).
 */
export const legacyScriptArbitrary: fc.Arbitrary<LegacyAnswer[]> = fc.array(legacyAnswerArbitrary, {
  minLength: 1,
  maxLength: 4,
});

interface Recorded {
  status: number;
  body: string;
}

const hashOf = (text: string) => {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 31 + text.charCodeAt(index)) | 0;
  return Math.abs(hash);
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const envelopeOf = (status: 'SUCCESS' | 'FAILURE', rest: Record<string, unknown>) =>
  JSON.stringify({ status, ...rest });

export async function startStubLapi(options: { realUrl: string }) {
  const recorded = new Map<string, Recorded[]>();
  /** At most this many distinct answers kept per path. */
  const MAX_PER_PATH = 32;
  let mode: 'proxy' | 'scripted' = 'proxy';
  let script: LegacyAnswer[] = [{ kind: 'recorded', pick: 0 }];
  let seen = new Map<string, number>();
  const kinds: Record<string, number> = {};

  function record(path: string, answer: Recorded): void {
    const list = recorded.get(path) ?? [];
    if (list.length < MAX_PER_PATH && !list.some((known) => known.body === answer.body)) list.push(answer);
    recorded.set(path, list);
  }

  function send(res: ServerResponse, status: number, body: string): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  }

  async function proxy(req: IncomingMessage, res: ServerResponse, path: string, body: Buffer) {
    // Every header the gateway sent (the session, an idempotency key, the client's address...), but
    // those of this hop.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const answer = await fetch(new URL(path, options.realUrl), {
      method: 'POST',
      headers,
      body: new Uint8Array(body),
    });
    const text = await answer.text();
    record(path, { status: answer.status, body: text });
    send(res, answer.status, text);
  }

  /** The scripted answer to a call of `path`: a status and body, or no answer at all. */
  function scriptedAnswer(path: string): Recorded | 'reset' {
    const occurrence = seen.get(path) ?? 0;
    seen.set(path, occurrence + 1);
    const answer = script[(hashOf(path) + occurrence) % script.length] ?? { kind: 'recorded', pick: 0 };
    kinds[answer.kind] = (kinds[answer.kind] ?? 0) + 1;
    switch (answer.kind) {
      case 'recorded': {
        const list = recorded.get(path);
        // A path the real sample never reached: an empty success, which no call's schema accepts.
        return (
          list?.[answer.pick % list.length] ?? { status: 200, body: envelopeOf('SUCCESS', { data: {} }) }
        );
      }
      case 'refusal':
        return {
          status: answer.status,
          body: envelopeOf('FAILURE', {
            message: answer.message,
            data: { fields: answer.fields },
            ...(answer.status === 402 && { error_description: answer.message }),
          }),
        };
      case 'unauthenticated':
        return {
          status: answer.status,
          body: envelopeOf('FAILURE', { message: 'Invalid or expired token.' }),
        };
      case 'server-error':
        return {
          status: answer.status,
          body: answer.enveloped
            ? envelopeOf('FAILURE', {
                message: answer.body,
                error_code: answer.status,
                error_description: answer.body,
              })
            : answer.body,
        };
      case 'malformed':
        return { status: answer.status, body: answer.body };
      case 'wrong-shape':
        return { status: 200, body: envelopeOf('SUCCESS', { data: answer.data, message: answer.data }) };
      case 'reset':
        return answer.kind;
    }
  }

  function scripted(req: IncomingMessage, res: ServerResponse, path: string): void {
    const answer = scriptedAnswer(path);
    if (answer === 'reset') req.socket.destroy();
    else send(res, answer.status, answer.body);
  }

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    readBody(req)
      .then((body) => (mode === 'proxy' ? proxy(req, res, path, body) : scripted(req, res, path)))
      .catch((error: unknown) => {
        if (!res.headersSent) send(res, 599, `stub failure: ${String(error)}`);
      });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Forward to the real legacy API and record its answers. */
    proxy(): void {
      mode = 'proxy';
    },
    /** Answer every call of the next gateway request from `next`. */
    script(next: LegacyAnswer[]): void {
      mode = 'scripted';
      script = next.length > 0 ? next : [{ kind: 'recorded', pick: 0 }];
      seen = new Map();
    },
    /** How many distinct real answers were recorded, per path. */
    recordedPaths(): Record<string, number> {
      return Object.fromEntries([...recorded].map(([path, list]) => [path, list.length]));
    },
    /** How often each kind of answer was given in scripted mode. */
    kinds(): Record<string, number> {
      return { ...kinds };
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StubLapi = Awaited<ReturnType<typeof startStubLapi>>;
