import { createHash, randomBytes } from 'node:crypto';
import { createSessionForTest, demo, MemoryMailer, resetDatabase } from '@helmsman/lapi-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimits } from '../src/rate-limit/index.ts';
import { variablesArbitrary } from './graphql-arbitrary.ts';
import { type GatewayHarness, type GraphQLAnswer, startGatewayHarness } from './harness.ts';
import { documentFor, permissiveRateLimitTable, schemaOperations } from './schema-operations.ts';

/**
 * Fuzzing (issue 11, point 10): every mutation of the schema, 1,000 generated inputs each (derived from
 * its argument types by graphql-arbitrary.ts: hostile strings, edge numbers, missing and extra fields,
 * nulls, wrong kinds), as alex, with limits that never refuse. Every answer: no 5xx, no stack trace or
 * file path, and every message a customer could see is either the masked 'Unexpected error.' or a
 * message written for them, never an internal one (an error class, SQL, the database, a path).
 *
 * The mutations (sorted by name) are dealt to `of` test files, so that the test workers fuzz them in
 * parallel; a mutation added to the schema is dealt to one of them without anyone adding it.
 * Deterministic: each mutation's seed comes from its name (fast-check prints seed and counterexample
 * when a property fails); FUZZ_RUNS changes the number of inputs for a longer local run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

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
  beforeAll(async () => {
    gateway = await startGatewayHarness({
      rateLimits: createMemoryRateLimits({ table: permissiveRateLimitTable() }),
      lapiServices: { mailer: new MemoryMailer() },
    });
  }, 60_000);
  afterAll(() => gateway.close());

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

  describe(`fuzzing the mutations, part ${part + 1} of ${of} (${RUNS} inputs each, as alex)`, () => {
    it.each(mutations.map((operation) => ({ name: operation.name, operation })))(
      '$name',
      async ({ name, operation }) => {
        // Each mutation starts from the demo data: what fuzzing one did (a changed password, a cancelled
        // subscription) must not decide what the next one can reach.
        await resetDatabase(gateway.database.db);
        let cookie = await alexSession();
        const document = documentFor(operation);
        const statuses: Record<number, number> = {};
        let masked = 0;
        let firstMasked: unknown;
        const started = performance.now();
        const cpu = process.cpuUsage();

        await fc.assert(
          fc.asyncProperty(
            variablesArbitrary(operation.field.args),
            cookieArbitrary(operation.field.args.length > 0),
            async (variables, forgedCookie) => {
              const answer = await gateway.graphql(document, { variables, cookie: forgedCookie ?? cookie });
              statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
              if (messagesIn(answer.body).includes('Unexpected error.')) {
                masked += 1;
                firstMasked ??= variables;
              }
              // logout and logoutEverywhere end the session: the next input gets a new one.
              if (forgedCookie === null && answer.sessionCookie === '') cookie = await alexSession();
              expect(problemsOf(answer), JSON.stringify(answer.body).slice(0, 1000)).toEqual([]);
            },
          ),
          { numRuns: RUNS, seed: seedOf(name) },
        );

        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const { user, system } = process.cpuUsage(cpu);
        const cpuSeconds = ((user + system) / 1e6).toFixed(1);
        summary.push(
          `${name}: ${RUNS} inputs in ${seconds} s (CPU ${cpuSeconds} s), statuses ${JSON.stringify(statuses)}, masked ${masked}${
            firstMasked === undefined ? '' : ` (first: ${JSON.stringify(firstMasked).slice(0, 300)})`
          }`,
        );
      },
      180_000,
    );

    afterAll(() => {
      console.info(`fuzzed ${mutations.length} mutations\n${summary.join('\n')}`);
    });
  });
}
