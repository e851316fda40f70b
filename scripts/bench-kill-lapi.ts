// `pnpm bench:kill-lapi`: do the writes that must happen once survive a crash of the legacy API, and
// does a retry with their idempotency key finish them exactly once? lapi-server runs as its own process
// on a PGlite data directory on disk (scripts/bench-kill-lapi-server.ts: standalone.ts's server with a
// hook that holds each keyed write for a second, inside its transaction or after its commit, so the
// kill lands at a known point); a gateway points at it with LAPI_URL. For each write the app keys (a
// card update with a test card, a ship now, a message with a photo), alex writes one after another,
// each write with a key of its own; after three acknowledged writes, with the next in flight and held,
// lapi-server gets SIGKILL. Before it restarts, the bench opens the data directory itself: every
// acknowledged write must be there, and the one in flight whole (the write and its key) or absent
// (neither). lapi-server then restarts on that directory and the write in flight is retried through the
// gateway with its same key: it must be there exactly once. Prints a table; exits 1 when a promise was
// broken. Options: --rounds N (kills per kind of write, default 2: the odd ones before the commit, the
// even ones after it).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@helmsman/lapi-server';
import { demo, messagingFixtures } from '@helmsman/lapi-server/testing';
import { freePort, type StartedShop, startShop } from '../app/e2e/start-shop.ts';
import {
  SendMessageDocument,
  UpdatePaymentMethodDocument,
  UpdateSubscriptionDocument,
} from '../app/src/gql/hooks.ts';
import { CSRF, logIn } from './bench-shop.ts';

const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1] || 2);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALEX = demo.alex.leadsId;
const SHIP_NOW_SUBSCRIPTION = String(demo.alex.subscriptions.sleepGummies);

// ---- lapi-server as a process of its own ----

interface LapiProcess {
  child: ChildProcess;
  output: () => string;
}

/** Starts lapi-server (migrated, seeded when empty) and waits until it answers. */
type Hold = 'none' | 'before-commit' | 'after-commit';
/** How long the hook holds a keyed write; the kill lands half way through. */
const HOLD_MS = 1_000;

async function startLapi(
  dataDir: string,
  port: number,
  hold: Hold = 'none',
): Promise<{ lapi: LapiProcess; ms: number }> {
  const started = performance.now();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-kill-lapi-server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BENCH_HOLD: hold,
      BENCH_HOLD_MS: String(HOLD_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`lapi-server exited (${child.exitCode}):\n${output}`);
    try {
      // Any answer will do (an unknown path is a 404 envelope): it listens once migrated and seeded.
      await fetch(`http://127.0.0.1:${port}/lapi/`, { method: 'POST' });
      return { lapi: { child, output: () => output }, ms: performance.now() - started };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`lapi-server did not answer within 90 s:\n${output}`);
}

async function signal(lapi: LapiProcess, name: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  if (lapi.child.exitCode !== null || lapi.child.signalCode !== null) return;
  const exited = new Promise((resolve) => lapi.child.once('exit', resolve));
  lapi.child.kill(name);
  await exited;
}
const kill9 = (lapi: LapiProcess) => signal(lapi, 'SIGKILL');
/** SIGTERM: lapi-server closes PGlite, so the bench can open the directory to look. */
const stop = (lapi: LapiProcess) => signal(lapi, 'SIGTERM');

// ---- the gateway, as the app calls it ----

async function graphql(
  shop: StartedShop,
  cookie: string,
  document: { toString(): string },
  variables: object,
) {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...CSRF },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return (await response.json()) as { data?: Record<string, { ok?: boolean } | null>; errors?: unknown[] };
}

/** One write as the app makes it: true when the gateway acknowledged it. */
type Write = (shop: StartedShop, cookie: string, intent: Intent) => Promise<boolean>;

interface Intent {
  readonly n: number;
  readonly key: string;
}

const cardExpiry = (n: number) => `${String((n % 12) + 1).padStart(2, '0')}/${30 + Math.floor(n / 12)}`;
const messageBody = (n: number) => `kill-lapi message ${n}`;

const writes: Record<Kind, Write> = {
  async card(shop, cookie, { n, key }) {
    const answer = await graphql(shop, cookie, UpdatePaymentMethodDocument, {
      input: {
        ccnum: '4242424242424242',
        ccexp: cardExpiry(n),
        cccvv: '123',
        consent: true,
        shipping: 'standard',
        idempotencyKey: key,
      },
    });
    return answer.data?.updatePaymentMethod?.ok === true;
  },
  async shipNow(shop, cookie, { key }) {
    const answer = await graphql(shop, cookie, UpdateSubscriptionDocument, {
      input: { subscriptionId: SHIP_NOW_SUBSCRIPTION, action: 'SHIP_NOW', idempotencyKey: key },
    });
    return answer.data?.updateSubscription?.ok === true;
  },
  async photoMessage(shop, cookie, { n, key }) {
    // As the composer does: the photo first, then the message, both under the message's key.
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(messagingFixtures.TINY_PNG)], { type: 'image/png' }),
      'rash.png',
    );
    const uploaded = await fetch(`${shop.url}/attachments`, {
      method: 'POST',
      headers: { cookie, ...CSRF, 'Idempotency-Key': key },
      body: form,
    });
    if (uploaded.status !== 201) return false;
    const { id } = (await uploaded.json()) as { id: string };
    const answer = await graphql(shop, cookie, SendMessageDocument, {
      input: { body: messageBody(n), attachmentId: id, idempotencyKey: key },
    });
    return answer.data?.sendMessage?.ok === true;
  },
};

type Kind = 'card' | 'shipNow' | 'photoMessage';
const kinds: readonly Kind[] = ['card', 'shipNow', 'photoMessage'];
const titles: Record<Kind, string> = {
  card: 'card update (test card)',
  shipNow: 'subscription: ship now',
  photoMessage: 'message with a photo',
};
/** The legacy paths whose keys a write leaves. */
const routesOf: Record<Kind, readonly string[]> = {
  card: ['/lapi/account/ccupdate/'],
  shipNow: ['/lapi/subscription/update/'],
  photoMessage: ['/lapi/upload_image/', '/lapi/messaging/send/'],
};

// ---- what the data directory holds ----

interface Snapshot {
  /** The keys alex's writes left, per legacy path (each key row commits with its write). */
  keys: Record<string, Set<string>>;
  orders: number;
  uploads: number;
  messageBodies: string[];
  card: { exp: string; updatedAt: string } | null;
}

async function inspect(pgliteDir: string): Promise<Snapshot> {
  const database = await openDatabase({ dataDir: pgliteDir });
  try {
    const rows = async <T>(query: string) =>
      (await database.db.execute<T & Record<string, unknown>>(query)).rows;
    const keyRows = await rows<{ route: string; key: string }>(
      `select route, key from idempotency_keys where lead_id = ${ALEX}`,
    );
    const keys: Record<string, Set<string>> = {};
    for (const { route, key } of keyRows) {
      keys[route] ??= new Set();
      keys[route].add(key);
    }
    const [orders] = await rows<{ n: number }>(
      `select count(*)::int as n from orders where lead_id = ${ALEX}`,
    );
    const [uploads] = await rows<{ n: number }>(
      `select count(*)::int as n from uploads where lead_id = ${ALEX}`,
    );
    const messages = await rows<{ body: string }>(
      `select body from messages where lead_id = ${ALEX} and body like 'kill-lapi message %'`,
    );
    const [card] = await rows<{ exp_month: number; exp_year: number; updated_at: Date | string }>(
      `select exp_month, exp_year, updated_at from payment_methods where lead_id = ${ALEX}`,
    );
    return {
      keys,
      orders: orders?.n ?? 0,
      uploads: uploads?.n ?? 0,
      messageBodies: messages.map((row) => row.body),
      card: card
        ? {
            exp: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year % 100}`,
            updatedAt: new Date(card.updated_at).toISOString(),
          }
        : null,
    };
  } finally {
    await database.close();
  }
}

/**
 * How many writes of this kind the data shows since the baseline: orders for ship now, messages for
 * a message, and for the card (one row, replaced) its keys.
 */
function writesIn(kind: Kind, snapshot: Snapshot, baseline: Snapshot): number {
  if (kind === 'shipNow') return snapshot.orders - baseline.orders;
  if (kind === 'photoMessage') return snapshot.messageBodies.length - baseline.messageBodies.length;
  return keyCount(snapshot, CC_UPDATE) - keyCount(baseline, CC_UPDATE);
}

const CC_UPDATE = '/lapi/account/ccupdate/';
const keyCount = (snapshot: Snapshot, route: string) => snapshot.keys[route]?.size ?? 0;
/** Whether the intent's key (so its write) is there, on the kind's last path (the message for a photo message). */
const hasKey = (kind: Kind, snapshot: Snapshot, intent: Intent) =>
  snapshot.keys[routesOf[kind].at(-1) as string]?.has(intent.key) ?? false;

// ---- the run ----

interface Round {
  kind: Kind;
  hold: Hold;
  attempted: number;
  acknowledged: number;
  foundAfterRestart: number;
  inFlight: 'whole' | 'absent' | 'HALF';
  afterRetry: number;
  duplicates: number;
  restartMs: number;
  broken: string[];
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'helmsman-kill-lapi-'));
const pgliteDir = path.join(dataDir, 'pglite');
const port = await freePort();
const lapiUrl = `http://127.0.0.1:${port}`;
const results: Round[] = [];
let intents = 0;
// The first start migrates and seeds; then the data as every round starts from it.
let lapi = (await startLapi(dataDir, port)).lapi;
let shop: StartedShop | null = null;
try {
  await stop(lapi);
  let baseline = await inspect(pgliteDir);
  let cookie: string | null = null;
  for (const kind of kinds) {
    for (let round = 0; round < rounds; round += 1) {
      const hold: Hold = round % 2 === 0 ? 'before-commit' : 'after-commit';
      lapi = (await startLapi(dataDir, port, hold)).lapi;
      // A gateway per round: its rate limits (10 card updates a day per customer) start afresh.
      shop = await startShop({ LAPI_URL: lapiUrl, LOG_LEVEL: 'warn' }, { dataInMemory: true });
      // The session lives in the legacy API: one login serves every gateway.
      cookie ??= (await logIn(shop)).cookie;
      const { round: result, after } = await killDuringWrites(kind, hold, shop, cookie, baseline);
      results.push(result);
      baseline = after;
      await shop.stop();
      shop = null;
    }
  }
} finally {
  await shop?.stop();
  await kill9(lapi);
  await rm(dataDir, { recursive: true, force: true });
}

async function killDuringWrites(
  kind: Kind,
  hold: Hold,
  shop: StartedShop,
  cookie: string,
  baseline: Snapshot,
): Promise<{ round: Round; after: Snapshot }> {
  const broken: string[] = [];
  const acknowledged: Intent[] = [];
  let attempted = 0;
  let inFlight: { intent: Intent; since: number } | null = null;
  let killed = false;
  // Writes one after another, each a new intent with its own key, until lapi-server is gone.
  const writer = (async () => {
    while (!killed) {
      const intent: Intent = { n: intents++, key: crypto.randomUUID() };
      inFlight = { intent, since: performance.now() };
      attempted += 1;
      const ok = await writes[kind](shop, cookie, intent).catch(() => false);
      if (ok) acknowledged.push(intent);
      if (killed) return;
      inFlight = null;
      // Before the kill every write must go through.
      if (!ok) broken.push(`write ${intent.n} failed before the kill`);
    }
  })();
  // Three acknowledged writes first; then the kill lands half way through the next one's hold (a
  // message with a photo is two held writes: half way through the second, the message's).
  const killAfterMs = kind === 'photoMessage' ? HOLD_MS * 1.5 : HOLD_MS / 2;
  let victim: Intent | null = null;
  while (victim === null && broken.length === 0) {
    const current = inFlight as { intent: Intent; since: number } | null;
    if (acknowledged.length >= 3 && current && performance.now() - current.since >= killAfterMs) {
      killed = true;
      victim = current.intent;
      await kill9(lapi);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  if (victim === null) throw new Error(`${kind}: ${broken.join('; ')}`);
  await writer;
  const inFlightIntent: Intent = victim;

  // The data directory as the crash left it (PGlite replays its WAL on open, as a restart would).
  const before = await inspect(pgliteDir);
  const ackedBefore = acknowledged.filter((intent) => intent !== inFlightIntent);
  const writesBefore = writesIn(kind, before, baseline);
  const victimWrites = writesBefore - ackedBefore.length;
  const victimKey = hasKey(kind, before, inFlightIntent);
  // Whole: the write and its key; absent: neither. (A photo stored without its message is a write of
  // its own with its own key row; the retry then sends the message.)
  let state: Round['inFlight'];
  if (victimWrites === 0 && !victimKey) state = 'absent';
  else if (victimWrites === 1 && victimKey) state = 'whole';
  else state = 'HALF';
  if (state === 'HALF')
    broken.push(`the write in flight is half there (${victimWrites} rows, key ${victimKey})`);
  if (kind === 'photoMessage') {
    const uploads = before.uploads - baseline.uploads;
    const uploadKeys = keyCount(before, '/lapi/upload_image/') - keyCount(baseline, '/lapi/upload_image/');
    if (uploads !== uploadKeys) broken.push(`${uploads} photos stored but ${uploadKeys} photo keys`);
  }
  if (kind === 'card' && state === 'whole' && before.card?.exp !== cardExpiry(inFlightIntent.n)) {
    broken.push(`card on file ${before.card?.exp}, the write in flight was ${cardExpiry(inFlightIntent.n)}`);
  }
  const foundAfterRestart = acknowledged.filter(
    (intent) =>
      hasKey(kind, before, intent) &&
      (kind !== 'photoMessage' || before.messageBodies.includes(messageBody(intent.n))),
  ).length;
  if (foundAfterRestart < acknowledged.length) {
    broken.push(`${acknowledged.length - foundAfterRestart} acknowledged writes lost`);
  }

  // Restart on the same directory (without the hold) and retry the write in flight with its key, up
  // to three times: the gateway's pool finds out on its next request that the old connections are gone.
  const restarted = await startLapi(dataDir, port);
  lapi = restarted.lapi;
  let retried = false;
  for (let attempt = 0; attempt < 3 && !retried; attempt += 1) {
    retried = await writes[kind](shop, cookie, inFlightIntent).catch(() => false);
  }
  if (!retried) broken.push('the retry with the same key failed');
  await stop(lapi);
  const after = await inspect(pgliteDir);
  const writesAfter = writesIn(kind, after, baseline);
  const expected = ackedBefore.length + 1;
  const duplicates = Math.max(0, writesAfter - expected) + duplicatesOf(kind, after, baseline, expected);
  const afterRetry =
    kind === 'photoMessage'
      ? after.messageBodies.filter((body) => body === messageBody(inFlightIntent.n)).length
      : writesAfter - ackedBefore.length;
  if (afterRetry !== 1) broken.push(`after the retry the write in flight is there ${afterRetry} times`);
  if (kind === 'card') {
    if (after.card?.exp !== cardExpiry(inFlightIntent.n)) broken.push('the retried card is not on file');
    // A replay writes nothing: a card stored before the crash keeps its row untouched.
    if (state === 'whole' && after.card?.updatedAt !== before.card?.updatedAt) {
      broken.push('the retry stored the card again');
    }
  }
  if (duplicates > 0) broken.push(`${duplicates} duplicates`);
  return {
    round: {
      kind,
      hold,
      attempted,
      acknowledged: acknowledged.length,
      foundAfterRestart,
      inFlight: state,
      afterRetry,
      duplicates,
      restartMs: restarted.ms,
      broken,
    },
    after,
  };
}

/** Rows a write leaves besides the one writesIn counts: a message's photo. */
function duplicatesOf(kind: Kind, after: Snapshot, baseline: Snapshot, expected: number): number {
  if (kind !== 'photoMessage') return 0;
  const counts = new Map<string, number>();
  for (const body of after.messageBodies) counts.set(body, (counts.get(body) ?? 0) + 1);
  const repeatedBodies = [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  return repeatedBodies + Math.max(0, after.uploads - baseline.uploads - expected);
}

const header = [
  'write',
  'kill',
  'attempted',
  'acknowledged',
  'found after restart',
  'in flight at the kill',
  'after retry',
  'duplicates',
  'restart',
];
const table = results.map((round) => [
  titles[round.kind],
  round.hold,
  String(round.attempted),
  String(round.acknowledged),
  String(round.foundAfterRestart),
  round.inFlight,
  `${round.afterRetry}x`,
  String(round.duplicates),
  `${(round.restartMs / 1000).toFixed(1)} s`,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => (row[column] ?? '').length)),
);
const line = (cells: string[]) =>
  `  ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`;
console.log(
  `bench:kill-lapi: kill -9 of lapi-server (PGlite on disk) with a write in flight, held ${HOLD_MS} ms before or after its commit; ${rounds} per write`,
);
console.log(line(header));
for (const row of table) console.log(line(row));
const total = (pick: (round: Round) => number) => results.reduce((sum, round) => sum + pick(round), 0);
console.log(
  `  total: ${total((r) => r.attempted)} attempted, ${total((r) => r.acknowledged)} acknowledged, ${total((r) => r.foundAfterRestart)} found after restart, ${results.filter((r) => r.inFlight === 'whole').length} in flight whole / ${results.filter((r) => r.inFlight === 'absent').length} absent, ${total((r) => r.duplicates)} duplicates`,
);
const brokenRounds = results.filter((round) => round.broken.length > 0);
for (const round of brokenRounds) console.log(`  BROKEN (${titles[round.kind]}): ${round.broken.join('; ')}`);
process.exitCode = brokenRounds.length > 0 ? 1 : 0;
