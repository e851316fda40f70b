import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions } from '../db/schema.ts';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

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
  readonly expiresAt: Date;
}

export async function createSession(
  db: Db,
  leadId: number,
  now: Date,
  token: string = newSessionToken(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const tokenHash = hashSessionToken(token);
  await db
    .insert(sessions)
    .values({ tokenHash, leadId, createdAt: now, expiresAt })
    // Only reachable with a caller-chosen token (fixed tokens of pact provider states): re-arm it.
    .onConflictDoUpdate({
      target: sessions.tokenHash,
      set: { leadId, createdAt: now, expiresAt, revokedAt: null },
    });
  return { token, expiresAt };
}

/**
 * Every customer call starts here, so the statement is prepared (see preparedPerDatabase). It is still
 * asked every time: several lapi-servers may share one Postgres, and a session revoked or expired on
 * any of them must fail on all of them at once, so no server keeps validity in memory.
 */
const activeSessionQuery = preparedPerDatabase('find_active_session', (db) =>
  db
    .select({ tokenHash: sessions.tokenHash, leadId: sessions.leadId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

export async function findActiveSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const [session] = await activeSessionQuery(db).execute({
    tokenHash: hashSessionToken(token),
    // Placeholders skip the column's encoder, so the instant goes as the column would send it.
    now: now.toISOString(),
  });
  return session ?? null;
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of the lead (a password reset: whoever knew the old password is logged out). */
export async function revokeAllSessions(db: Db, leadId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.leadId, leadId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length;
}
