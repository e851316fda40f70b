// `pnpm bench:crash`: does the shop's data survive `kill -9`? One shop on the embedded database, on
// disk, as `pnpm start` keeps it. Alex sends messages one after another (each a write the legacy API
// acknowledges); mid-stream, with a write in flight, the shop's process gets SIGKILL. A new shop then
// opens that very data directory: it must start, and every acknowledged message must be there, whole;
// the one in flight is either there whole or absent, never half. Prints the figures; exits 1 when a
// promise was broken. Options: --seconds N (how long to write before the kill, default 3).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type StartedShop, startShop } from '../app/e2e/start-shop.ts';
import { MessageThreadDocument, SendMessageDocument } from '../app/src/gql/hooks.ts';
import { CSRF, logIn } from './bench-shop.ts';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1] || 3);

async function graphql(
  shop: StartedShop,
  cookie: string,
  document: { toString(): string },
  variables?: object,
) {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...CSRF },
    body: JSON.stringify({ query: document.toString(), ...(variables && { variables }) }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

const first = await startShop({ LOG_LEVEL: 'warn' }, { dataInMemory: false });
const kept = await mkdtemp(path.join(tmpdir(), 'helmsman-crash-'));
let failed = false;
try {
  const cookie = (await logIn(first)).cookie;
  const acknowledged: string[] = [];
  let inFlight: string | null = null;
  const deadline = Date.now() + seconds * 1000;
  let killed = false;
  // Writes one after another; the kill lands while one is on its way.
  const writer = (async () => {
    for (let i = 0; !killed; i += 1) {
      const body = `crash-test message ${i} ${'x'.repeat(200)}`;
      inFlight = body;
      try {
        const answer = await graphql(first, cookie, SendMessageDocument, { input: { body } });
        if ((answer.data?.sendMessage as { ok?: boolean } | undefined)?.ok) acknowledged.push(body);
      } catch {
        return; // the shop is gone
      }
      inFlight = null;
    }
  })();
  while (Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  // Wait for a write to be on its way, then kill: the worst moment.
  while (inFlight === null) await new Promise((resolve) => setImmediate(resolve));
  const lastInFlight: string = inFlight;
  process.kill(first.pid, 'SIGKILL');
  killed = true;
  await writer;
  // The dead shop's data directory, as it was left.
  await cp(path.join(first.dataDir, 'pglite'), path.join(kept, 'pglite'), { recursive: true });

  const restartedAt = performance.now();
  const second = await startShop({ LOG_LEVEL: 'warn' }, { pgliteFrom: path.join(kept, 'pglite') });
  const restartMs = performance.now() - restartedAt;
  try {
    const thread = await graphql(second, (await logIn(second)).cookie, MessageThreadDocument);
    const bodies = new Set(
      ((thread.data?.messageThread as { messages: { body: string }[] } | undefined)?.messages ?? []).map(
        (message) => message.body,
      ),
    );
    const missing = acknowledged.filter((body) => !bodies.has(body));
    const partial = [...bodies].filter(
      (body) => body.startsWith('crash-test') && !acknowledged.includes(body) && body !== lastInFlight,
    );
    console.log(
      `bench:crash: kill -9 after ${seconds} s of writes, then a new shop on the same data directory`,
    );
    console.log(
      `  acknowledged writes   ${acknowledged.length}, found after the restart ${acknowledged.length - missing.length}`,
    );
    console.log(`  the write in flight   ${bodies.has(lastInFlight) ? 'there, whole' : 'absent'}`);
    console.log(`  other stray rows      ${partial.length}`);
    console.log(`  restart               healthy in ${Math.round(restartMs)} ms`);
    failed = missing.length > 0 || partial.length > 0;
    if (failed)
      console.log(`  BROKEN: ${missing.length} acknowledged writes lost, ${partial.length} stray rows`);
  } finally {
    await second.stop();
  }
} finally {
  await rm(first.dataDir, { recursive: true, force: true });
  await rm(kept, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
