/**
 * What the audit trail (issue 11, point 7) costs the legacy API per call, on PGlite in process: the
 * same calls through the real route table and through a copy whose routes all say `audit: 'none'`,
 * interleaved in rounds. CPU time of this process (PGlite runs in it), not wall time, so that a busy
 * machine disturbs the comparison less.
 *
 *   pnpm exec tsx scripts/bench-audit.ts [--rounds 7] [--calls 150]
 */
import { parseArgs } from 'node:util';
import { createApp, openDatabase, routes } from '@helmsman/lapi-server';
import { callLapi, createSessionForTest, demo, resetDatabase } from '@helmsman/lapi-server/testing';
import { pino } from 'pino';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '7' }, calls: { type: 'string', default: '150' } },
});
const rounds = Number(values.rounds);
const calls = Number(values.calls);
const TOKEN = 'bench-audit-token-alex-0000000000000000';

const database = await openDatabase();
await database.migrate();
await resetDatabase(database.db);
await createSessionForTest(database.db, demo.alex.leadsId, TOKEN);
const logger = pino({ level: 'silent' });
const audited = createApp({ database, logger });
const unaudited = createApp({
  database,
  logger,
  routes: routes.map((route) => ({ ...route, audit: 'none' as const })),
});

async function cpuPerCall(app: typeof audited, path: string, data: object, n: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const answer = await callLapi(app, path, data, { token: TOKEN });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.envelope)}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / n;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const cases = [
  ['messages (read)', '/lapi/messaging/getall/', {}],
  ['weight log (read)', '/lapi/v2/account/measurement', { action: 'list' }],
  ['names (write)', '/lapi/v2/account/update', { prospect: { first_name: 'Alex' } }],
] as const;
for (const [name, path, data] of cases) {
  await cpuPerCall(unaudited, path, data, calls);
  await cpuPerCall(audited, path, data, calls);
  const none: number[] = [];
  const withAudit: number[] = [];
  for (let round = 0; round < rounds; round++) {
    none.push(await cpuPerCall(unaudited, path, data, calls));
    withAudit.push(await cpuPerCall(audited, path, data, calls));
  }
  const [a, b] = [median(none), median(withAudit)];
  console.log(
    `${name}: ${a.toFixed(2)} ms → ${b.toFixed(2)} ms CPU per call (+${(b - a).toFixed(2)}), median of ${rounds} rounds of ${calls}`,
  );
}
await database.close();
