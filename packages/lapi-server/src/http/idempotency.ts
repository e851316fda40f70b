import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { type Envelope, failure, type Reply } from './envelope.ts';
import type { FormFiles } from './files.ts';
import type { Outcome } from './input.ts';

/**
 * Idempotent writes (docs/decisions.md, "Idempotent writes (issue 11)"): a route declared
 * `idempotent` and called with an `Idempotency-Key` header does its write at most once per customer,
 * route and key. The key's row is claimed before the handler runs and completed with the answer, in
 * the same transaction as the write, so:
 *
 * - a repeat with the same body answers the stored status and envelope (header Idempotent-Replayed)
 *   without running the handler;
 * - a repeat with another body is refused (422) and changes nothing;
 * - a repeat while the first is in flight waits for it (Postgres: the second insert of the same key
 *   blocks on the primary key until the first commits or rolls back; PGlite runs one transaction at a
 *   time) and then answers as a repeat, or does the write if the first rolled back;
 * - a crash, a thrown error or a 5xx answer rolls back the write and the key together, so a retry
 *   with the key does the write (the key never stands for a write that is not there).
 *
 * Calls without the header behave as before: the legacy API's other clients do not send one.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored one, not a new write (as Stripe names it). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key counts: a retry a day later is a new request (rows are swept lazily after that). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Visible ASCII, like Stripe's 255: room for a UUID or any client's own scheme, nothing to escape in logs. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** Expired rows removed by each keyed write: small enough to cost nothing when there is a backlog. */
const SWEEP_BATCH = 100;

/**
 * How a route opts in. `true`: the request's fingerprint is its parsed input and files. A function
 * gives the value to fingerprint instead, to leave secrets out (the card update keeps only the last
 * four digits: a hash of a card number is no protection, there are too few candidates).
 */
export type IdempotentOption<Input> = true | { fingerprint(input: Input): unknown };

/** The header's key, null without one, or the 400 for one that is not a key. */
export function readIdempotencyKey(header: string | undefined): Outcome<string | null> {
  if (header === undefined) return { ok: true, value: null };
  if (!KEY_SHAPE.test(header)) {
    return {
      ok: false,
      reply: failure(
        400,
        `Invalid request: the ${IDEMPOTENCY_KEY_HEADER} header must be 1 to 255 visible ASCII characters`,
      ),
    };
  }
  return { ok: true, value: header };
}

/** SHA-256 (hex) of a value as canonical JSON (sorted keys) and of each file's bytes, by field name. */
export async function requestFingerprint(value: unknown, files: FormFiles): Promise<string> {
  const hash = createHash('sha256').update(canonicalJson(value));
  for (const name of [...files.keys()].sort()) {
    const file = files.get(name) as File;
    const bytes = createHash('sha256')
      .update(new Uint8Array(await file.arrayBuffer()))
      .digest('hex');
    hash.update(`\0file\0${name}\0${bytes}`);
  }
  return hash.digest('hex');
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export const idempotencyFailures = {
  keyReused: () =>
    failure(
      422,
      `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request: send a new key with a new request.`,
    ),
  /** Not expected: a claimed key is completed in the transaction that claimed it. Safe to retry. */
  inProgress: () =>
    failure(409, `A request with this ${IDEMPOTENCY_KEY_HEADER} is still in progress: try again shortly.`),
} as const;

export interface KeyedRequest {
  readonly leadId: number;
  /** The route's path: the same key on two routes is two writes. */
  readonly route: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly now: Date;
  /** Called when the answer is a stored one, e.g. to set the Idempotent-Replayed header. */
  readonly onReplay?: () => void;
}

/** Thrown out of the transaction to roll it back while still answering the handler's reply. */
class NotKept extends Error {
  constructor(readonly reply: Reply) {
    super('a 5xx answer is not kept');
  }
}

/**
 * Runs `write` at most once for the request's key (see the top of this file). `db` may itself be a
 * transaction (the audit trail's): this one is then a savepoint inside it, still one commit.
 */
export async function answerOnce(
  db: Db,
  request: KeyedRequest,
  write: (tx: Db) => Promise<Reply>,
): Promise<Reply> {
  const { leadId, route, key, fingerprint, now } = request;
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  const thisKey = and(
    eq(idempotencyKeys.leadId, leadId),
    eq(idempotencyKeys.route, route),
    eq(idempotencyKeys.key, key),
  );
  try {
    return await db.transaction(async (tx) => {
      // Claims the key, or takes over an expired claim. A live one is left alone (no row returned);
      // on Postgres this statement first waits for a transaction that claimed the key and is still open.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ leadId, route, key, requestHash: fingerprint, createdAt: now })
        .onConflictDoUpdate({
          target: [idempotencyKeys.leadId, idempotencyKeys.route, idempotencyKeys.key],
          set: { requestHash: fingerprint, createdAt: now, responseStatus: null, responseBody: null },
          setWhere: lt(idempotencyKeys.createdAt, cutoff),
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) return storedAnswer(tx, thisKey, request);

      await sweepExpired(tx, cutoff);
      const reply = await write(tx);
      if (reply.httpStatus >= 500) throw new NotKept(reply);
      await tx
        .update(idempotencyKeys)
        .set({
          responseStatus: reply.httpStatus,
          responseBody: reply.envelope as unknown as Record<string, unknown>,
        })
        .where(thisKey);
      return reply;
    });
  } catch (error) {
    if (error instanceof NotKept) return error.reply;
    throw error;
  }
}

async function storedAnswer(tx: Db, thisKey: ReturnType<typeof and>, request: KeyedRequest): Promise<Reply> {
  // A statement of its own: under READ COMMITTED it sees the row the claim above waited for.
  const [stored] = await tx.select().from(idempotencyKeys).where(thisKey);
  if (!stored || stored.responseStatus === null || stored.responseBody === null) {
    return idempotencyFailures.inProgress();
  }
  if (stored.requestHash !== request.fingerprint) return idempotencyFailures.keyReused();
  request.onReplay?.();
  return {
    httpStatus: stored.responseStatus as Reply['httpStatus'],
    envelope: stored.responseBody as unknown as Envelope,
  };
}

/**
 * Removes a batch of anyone's expired keys. SKIP LOCKED: two writes sweeping at once take different
 * rows instead of waiting for each other.
 */
async function sweepExpired(tx: Db, cutoff: Date): Promise<void> {
  await tx.execute(sql`
    delete from ${idempotencyKeys}
    where (lead_id, route, key) in (
      select lead_id, route, key from ${idempotencyKeys}
      where created_at < ${cutoff.toISOString()}
      order by created_at
      limit ${SWEEP_BATCH}
      for update skip locked
    )`);
}

/**
 * The keyed request of a call, when its route is idempotent and it carries a key: null otherwise (the
 * write runs as before), or the 400 for a malformed key.
 */
export async function keyedRequestOf(
  route: { readonly path: string; readonly idempotent?: IdempotentOption<never> | undefined },
  header: string | undefined,
  call: { leadId: number; input: unknown; files: FormFiles; now: Date; onReplay: () => void },
): Promise<Outcome<KeyedRequest | null>> {
  if (route.idempotent === undefined) return { ok: true, value: null };
  const key = readIdempotencyKey(header);
  if (!key.ok || key.value === null) return key as Outcome<null>;
  const option = route.idempotent as IdempotentOption<unknown>;
  const fingerprinted = option === true ? call.input : option.fingerprint(call.input);
  return {
    ok: true,
    value: {
      leadId: call.leadId,
      route: route.path,
      key: key.value,
      fingerprint: await requestFingerprint(fingerprinted, call.files),
      now: call.now,
      onReplay: call.onReplay,
    },
  };
}
