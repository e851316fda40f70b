import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { perDatabase } from '../db/per-database.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions } from '../db/schema/index.ts';

/**
 * How long a session lives (docs/decisions.md, "Sessions"): it ends after `idleMs` without a call
 * (sliding) and `lifetimeMs` after login whatever happens, whichever comes first.
 */
export interface SessionPolicy {
  readonly idleMs: number;
  readonly lifetimeMs: number;
}

/**
 * 30 minutes idle (ASVS 5 level 2 leaves the number to risk; health data and payment tokens are behind
 * every page, and 30 minutes is what HIPAA-minded portals use), 12 hours at most: a working day on
 * one device, so a session taken from a shared computer or a stolen cookie dies the same day.
 */
export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 30 * 60_000, lifetimeMs: 12 * 60 * 60_000 };

/**
 * last_seen_at is written at most this often: the idle timeout is therefore honoured to within a
 * minute (a session may end up to a minute early), and a page's calls cost no write at all.
 */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** `SESSION_IDLE_MINUTES` and `SESSION_MAX_HOURS`; absent ones keep the defaults, invalid ones refuse to start. */
export function sessionPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): SessionPolicy {
  const read = (name: string, unitMs: number, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`${name} must be a positive number, not ${raw}`);
    return Math.round(value * unitMs);
  };
  const policy = {
    idleMs: read('SESSION_IDLE_MINUTES', 60_000, DEFAULT_SESSION_POLICY.idleMs),
    lifetimeMs: read('SESSION_MAX_HOURS', 60 * 60_000, DEFAULT_SESSION_POLICY.lifetimeMs),
  };
  if (policy.idleMs <= LAST_SEEN_RESOLUTION_MS) {
    throw new Error('SESSION_IDLE_MINUTES must be more than 1 (last use is recorded once a minute)');
  }
  return policy;
}

/** 32 random bytes (256 bits), URL-safe so it travels unchanged in headers and cookies. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A plain SHA-256 is enough (unlike passwords): the token already carries 256 bits of entropy, so there
 * is nothing to brute-force, and lookups by hash stay a primary-key hit.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface ActiveSession {
  readonly tokenHash: string;
  readonly leadId: number;
  /** The absolute end; the idle timeout may end the session sooner. */
  readonly expiresAt: Date;
}

export async function createSession(
  db: Db,
  leadId: number,
  now: Date,
  {
    lifetimeMs = DEFAULT_SESSION_POLICY.lifetimeMs,
    token = newSessionToken(),
  }: { lifetimeMs?: number; token?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  const tokenHash = hashSessionToken(token);
  await db
    .insert(sessions)
    .values({ tokenHash, leadId, createdAt: now, expiresAt, lastSeenAt: now })
    // Only reachable with a caller-chosen token (fixed tokens of pact provider states): re-arm it.
    .onConflictDoUpdate({
      target: sessions.tokenHash,
      set: { leadId, createdAt: now, expiresAt, lastSeenAt: now, revokedAt: null },
    });
  return { token, expiresAt };
}

/**
 * Every customer call starts here, so the statement is prepared (see preparedPerDatabase). It is still
 * asked on every call: several lapi-servers may share one Postgres, and a session revoked or expired on
 * any of them must fail on all of them at once, so no server keeps validity in memory.
 *
 * It reads the session row by its hash alone; the three limits are judged in findActiveSession, so
 * that calls arriving together can share one read (see sessionReadsInFlight).
 */
export const sessionRowQuery = preparedPerDatabase('find_session', (db) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      leadId: sessions.leadId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRowQuery>['execute']>>[number];

/**
 * Reads of a session row under way, per database and token hash. A page's calls arrive together
 * with one token (the Shell's three, the orders page's two): the second and third join the first's
 * read instead of asking again. On Postgres that was a third of a Shell's statements
 * (docs/decisions.md, "One session read per page"). Nothing outlives the read: a call that arrives
 * after it answered reads again, so a revocation is seen by every call that starts after the read
 * that follows it, as before, give or take the one read's round trip.
 */
const sessionReadsInFlight = perDatabase(() => new Map<string, Promise<SessionRow | undefined>>());

function readSessionRow(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const reads = sessionReadsInFlight(db);
  const underWay = reads.get(tokenHash);
  if (underWay !== undefined) return underWay;
  const read = sessionRowQuery(db)
    .execute({ tokenHash })
    .then(([row]) => row)
    .finally(() => reads.delete(tokenHash));
  reads.set(tokenHash, read);
  return read;
}

/**
 * Slides the idle timeout. Conditional on the row still being stale, so that servers (or concurrent
 * calls) that all saw a stale last_seen_at write it once, not once each.
 */
const touchSessionQuery = preparedPerDatabase('touch_session', (db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        lte(sessions.lastSeenAt, sql.placeholder('staleBefore')),
      ),
    ),
);

/**
 * The session of a token, or null when it is unknown, revoked, or past one of its three limits: the
 * absolute end written at login, the lifetime counted from login (so that a shorter SESSION_MAX_HOURS
 * also ends sessions issued under a longer one), and the idle timeout counted from the last recorded
 * call.
 */
export async function findActiveSession(
  db: Db,
  token: string,
  now: Date,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<ActiveSession | null> {
  const tokenHash = hashSessionToken(token);
  const row = await readSessionRow(db, tokenHash);
  if (row === undefined) return null;
  const at = now.getTime();
  const alive =
    row.expiresAt.getTime() > at &&
    row.createdAt.getTime() > at - policy.lifetimeMs &&
    row.lastSeenAt.getTime() > at - policy.idleMs;
  if (!alive) return null;
  const staleBefore = at - LAST_SEEN_RESOLUTION_MS;
  if (row.lastSeenAt.getTime() <= staleBefore) {
    // Placeholders skip the column's encoder, so instants go as the column would send them.
    const touch = { tokenHash, now: now.toISOString(), staleBefore: new Date(staleBefore).toISOString() };
    await touchSessionQuery(db).execute(touch);
  }
  return { tokenHash, leadId: row.leadId, expiresAt: row.expiresAt };
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of the lead: a password reset (whoever knew the old password is logged
 * out) and "Log out everywhere" on the account page.
 */
export async function revokeAllSessions(db: Db, leadId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.leadId, leadId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length;
}
