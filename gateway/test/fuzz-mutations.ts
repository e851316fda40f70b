import { createHash, randomBytes } from 'node:crypto';
import { LapiClient } from '@helmsman/lapi-client';
import { createSessionForTest, demo, MemoryMailer, resetDatabase } from '@helmsman/lapi-server/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimits } from '../src/rate-limit/index.ts';
import { variablesArbitrary } from './graphql-arbitrary.ts';
import {
  createGatewayClient,
  type GatewayHarness,
  type GraphQLAnswer,
  startGatewayHarness,
} from './harness.ts';
import { documentFor, permissiveRateLimitTable, schemaOperations } from './schema-operations.ts';
import { legacyScriptArbitrary, type StubLapi, startStubLapi } from './stub-lapi.ts';

type GatewayClient = ReturnType<typeof createGatewayClient>;

/**
 * Fuzzing (issue 11, point 10): every mutation of the schema, with inputs generated from its argument
 * types by graphql-arbitrary.ts (hostile strings, edge numbers, missing and extra fields, nulls, wrong
 * kinds), as alex, with limits that never refuse. Every answer: no 5xx, no stack trace or file path,
 * and every message a customer could see is either the masked 'Unexpected error.' or a message written
 * for them, never an internal one (an error class, SQL, the database, a path).
 *
 * Each mutation gets 1,000 inputs, in two phases (docs/decisions.md, "Proof (issue 11)"):
 * - REAL_RUNS (100) through the real legacy API (lapi-server on PGlite, over HTTP): its validation and
 *   the database's answers. A proxy in front of it (test/stub-lapi.ts) records those answers;
 * - STUB_RUNS (900) through a stub legacy API that answers at once: each legacy call gets, from a
 *   script fast-check generates with the input, one of the real answers recorded for its path or one
 *   of the legacy API's typical failures (refusals with field errors, 401/403, 5xx with SQL and stack
 *   traces in them, bodies that are not JSON, the wrong shape, a dropped connection). The gateway's
 *   parsing, validation and masking are the same code; the legacy side fails in more ways than the
 *   real one ever does.
 *
 * The mutations (sorted by name) are dealt to `of` test files, so that the test workers fuzz them in
 * parallel; a mutation added to the schema is dealt to one of them without anyone adding it.
 * Deterministic: each mutation's seeds come from its name (fast-check prints seed and counterexample
 * when a property fails); FUZZ_RUNS and FUZZ_REAL_RUNS change the number of inputs for a longer run.
 */
const REAL_RUNS = Number(process.env.FUZZ_REAL_RUNS ?? 100);
const STUB_RUNS = Number(process.env.FUZZ_RUNS ?? 900);

const seedOf = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

/** What gives internals away in a message meant for a customer. */
const INTERNAL =
  /\b(Type|Reference|Syntax|Range)?Error:|\bSQL\b|drizzle|postgres|pglite|node_modules|\bat \S+ \(|[\\/][\w.-]+\.(ts|js|mjs)\b|ECONNREFUSED|\bundefined\b|\[object Object\]|\bstack\b/i;
/** Anywhere in an answer, data included: a stack frame or a path of this machine. */
const TRACE = /node_modules|\/work\/|\.ts:\d+:\d+|\n\s+at \S+/;

/** Every string under a `message` or `detail` key: what the app may show. */
function messagesIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'message' || key === 'detail' ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => messagesIn(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([inner, item]) => messagesIn(item, inner));
  return [];
}

export function problemsOf(answer: GraphQLAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  const raw = JSON.stringify(answer.body);
  if (TRACE.test(raw)) problems.push('a stack trace or a file path');
  for (const error of answer.body.errors ?? []) {
    const extensions = (error.extensions ?? {}) as Record<string, unknown>;
    for (const key of ['stacktrace', 'exception', 'originalError', 'stack'])
      if (key in extensions) problems.push(`extensions.${key}`);
  }
  for (const message of messagesIn(answer.body))
    if (message !== 'Unexpected error.' && INTERNAL.test(message))
      problems.push(`internal message: ${message}`);
  return problems;
}

/**
 * The session cookie the input comes with: usually alex's (null here), sometimes a forged one (another
 * lead id, a guessed token, junk). For mutations without arguments the cookie is all the input they
 * have: nine in ten are forged there, and alex's own (the one input that does real work, the same every
 * time) comes every tenth.
 */
function cookieArbitrary(hasArgs: boolean): fc.Arbitrary<string | null> {
  const token = fc.stringMatching(/^[A-Za-z0-9_-]{0,70}$/);
  const forged = fc.oneof(
    fc.constant(''),
    fc
      .tuple(fc.constantFrom(demo.alex.leadsId, demo.sam.leadsId, 0, 999_999_999_999), token)
      .map(([leadsId, guess]) => `helmsman_session=${leadsId}.${guess}`),
    fc.stringMatching(/^[ -~]{0,120}$/).map((junk) => `helmsman_session=${junk.replaceAll(';', '')}`),
  );
  return fc.oneof(
    { arbitrary: fc.constant(null), weight: hasArgs ? 9 : 1 },
    { arbitrary: forged, weight: hasArgs ? 1 : 9 },
  );
}

export function fuzzMutations({ part, of }: { part: number; of: number }): void {
  let gateway: GatewayHarness;
  let stub: StubLapi;
  /** The gateway in front of the real legacy API, through the recording proxy. */
  let real: GatewayClient;
  /** The gateway in front of the scripted stub. */
  let stubbed: GatewayClient;
  const clients: LapiClient[] = [];
  beforeAll(async () => {
    const rateLimits = createMemoryRateLimits({ table: permissiveRateLimitTable() });
    gateway = await startGatewayHarness({ rateLimits, lapiServices: { mailer: new MemoryMailer() } });
    stub = await startStubLapi({ realUrl: gateway.lapiUrl });
    const lapiVia = () => {
      const client = new LapiClient({ baseUrl: stub.url, timeoutMs: 5000 });
      clients.push(client);
      return client;
    };
    real = createGatewayClient({ lapi: lapiVia(), rateLimits });
    stubbed = createGatewayClient({ lapi: lapiVia(), rateLimits });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await stub?.close();
    await gateway?.close();
  });

  /** A new session of alex, straight in the legacy database (no argon2 login). */
  async function alexSession(): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await createSessionForTest(gateway.database.db, demo.alex.leadsId, token);
    return `helmsman_session=${demo.alex.leadsId}.${token}`;
  }

  const mutations = schemaOperations('mutation')
    .sort((x, y) => x.name.localeCompare(y.name))
    .filter((_operation, index) => index % of === part);
  const summary: string[] = [];

  describe(`fuzzing the mutations, part ${part + 1} of ${of} (${REAL_RUNS} inputs each through the real legacy API, ${STUB_RUNS} through a stub, as alex)`, () => {
    it.each(mutations.map((operation) => ({ name: operation.name, operation })))(
      '$name',
      async ({ name, operation }) => {
        const document = documentFor(operation);
        const inputs = () =>
          [
            variablesArbitrary(operation.field.args),
            cookieArbitrary(operation.field.args.length > 0),
          ] as const;

        // 1. Through the real legacy API. Each mutation starts from the demo data: what fuzzing one did
        // (a changed password, a cancelled subscription) must not decide what the next one can reach.
        await resetDatabase(gateway.database.db);
        stub.proxy();
        let cookie = await alexSession();
        const realStats = newStats();
        await fc.assert(
          fc.asyncProperty(...inputs(), async (variables, forgedCookie) => {
            const answer = await real.graphql(document, { variables, cookie: forgedCookie ?? cookie });
            realStats.count(answer, variables);
            // logout and logoutEverywhere end the session: the next input gets a new one.
            if (forgedCookie === null && answer.sessionCookie === '') cookie = await alexSession();
            expectNoProblems(answer);
          }),
          { numRuns: REAL_RUNS, seed: seedOf(name) },
        );
        realStats.end();

        // 2. Through the stub: every legacy call answered from the script that comes with the input.
        // The session is alex's as far as the gateway can tell; the script decides what the legacy API
        // makes of it.
        const stubCookie = `helmsman_session=${demo.alex.leadsId}.${'s'.repeat(32)}`;
        const stubStats = newStats();
        await fc.assert(
          fc.asyncProperty(...inputs(), legacyScriptArbitrary, async (variables, forgedCookie, script) => {
            stub.script(script);
            const answer = await stubbed.graphql(document, { variables, cookie: forgedCookie ?? stubCookie });
            stubStats.count(answer, variables);
            expectNoProblems(answer);
          }),
          { numRuns: STUB_RUNS, seed: seedOf(`${name} (stub)`) },
        );
        stubStats.end();
        stub.proxy();

        summary.push(`${name}: ${realStats.line(REAL_RUNS, 'real')}; ${stubStats.line(STUB_RUNS, 'stub')}`);
      },
      180_000,
    );

    afterAll(() => {
      console.info(
        `fuzzed ${mutations.length} mutations\n${summary.join('\n')}\nstub answers by kind: ${JSON.stringify(
          stub.kinds(),
        )}\nreal answers recorded per path: ${JSON.stringify(stub.recordedPaths())}`,
      );
    });
  });
}

/** The property, checked on every answer (the answer's text is only made for a failure's message). */
function expectNoProblems(answer: GraphQLAnswer): void {
  const problems = problemsOf(answer);
  if (problems.length > 0) expect(problems, JSON.stringify(answer.body).slice(0, 1000)).toEqual([]);
}

/** Statuses, masked answers and time of one phase, for the file's summary. */
function newStats() {
  const statuses: Record<number, number> = {};
  let masked = 0;
  let firstMasked: unknown;
  const started = performance.now();
  const cpu = process.cpuUsage();
  let ended: { seconds: number; cpuSeconds: number } | undefined;
  return {
    count(answer: GraphQLAnswer, variables: unknown): void {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (messagesIn(answer.body).includes('Unexpected error.')) {
        masked += 1;
        firstMasked ??= variables;
      }
    },
    /** The phase is over: its time and CPU stop here. */
    end(): void {
      const { user, system } = process.cpuUsage(cpu);
      ended = { seconds: (performance.now() - started) / 1000, cpuSeconds: (user + system) / 1e6 };
    },
    line(runs: number, phase: string): string {
      const seconds = ended?.seconds.toFixed(1);
      const cpuSeconds = ended?.cpuSeconds.toFixed(1);
      return `${runs} inputs (${phase}) in ${seconds} s (CPU ${cpuSeconds} s), statuses ${JSON.stringify(statuses)}, masked ${masked}${
        firstMasked === undefined ? '' : ` (first: ${JSON.stringify(firstMasked).slice(0, 200)})`
      }`;
    },
  };
}
