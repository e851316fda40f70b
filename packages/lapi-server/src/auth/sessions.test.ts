import { afterEach, describe, expect, it, vi } from 'vitest';
import { backends, useTestDatabase } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { createSession, DEFAULT_SESSION_POLICY, findActiveSession, sessionRowQuery } from './sessions.ts';

/** The shared read of calls that arrive together (resources/sessions.test.ts covers the limits). */
describe.each(backends)('session reads on %s', (backend) => {
  const context = useTestDatabase(backend);
  const db = () => context.database.db;
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lets a page's calls that arrive together share one read, and keeps nothing after it", async () => {
    const now = new Date();
    const { token, expiresAt } = await createSession(db(), demo.alex.leadsId, now);
    const reads = vi.spyOn(sessionRowQuery(db()), 'execute');
    const together = await Promise.all([1, 2, 3].map(() => findActiveSession(db(), token, now)));
    const session = { tokenHash: expect.any(String), leadId: demo.alex.leadsId, expiresAt };
    expect(together).toEqual([session, session, session]);
    expect(reads).toHaveBeenCalledTimes(1);

    // The next call reads again: a revocation in between is seen.
    await expect(findActiveSession(db(), token, now)).resolves.toEqual(session);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('judges each call by its own instant, though they share the read', async () => {
    const loggedInAt = new Date('2026-11-20T09:00:00Z');
    const { token } = await createSession(db(), demo.alex.leadsId, loggedInAt);
    const reads = vi.spyOn(sessionRowQuery(db()), 'execute');
    const lastIdleMoment = new Date(loggedInAt.getTime() + DEFAULT_SESSION_POLICY.idleMs - 1);
    const idle = new Date(loggedInAt.getTime() + DEFAULT_SESSION_POLICY.idleMs);
    const [alive, ended] = await Promise.all([
      findActiveSession(db(), token, lastIdleMoment),
      findActiveSession(db(), token, idle),
    ]);
    expect(alive).toMatchObject({ leadId: demo.alex.leadsId });
    expect(ended).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('does not share a read between different tokens', async () => {
    const now = new Date();
    const alex = await createSession(db(), demo.alex.leadsId, now);
    const sam = await createSession(db(), demo.sam.leadsId, now);
    const [forAlex, forSam, unknown] = await Promise.all([
      findActiveSession(db(), alex.token, now),
      findActiveSession(db(), sam.token, now),
      findActiveSession(db(), 'no-such-token', now),
    ]);
    expect(forAlex?.leadId).toBe(demo.alex.leadsId);
    expect(forSam?.leadId).toBe(demo.sam.leadsId);
    expect(unknown).toBeNull();
  });
});
