import { gt, max } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backends, useTestDatabase } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { auditEvents } from '../db/schema/index.ts';
import {
  type AuditAction,
  type AuditEntry,
  type AuditRowContext,
  appendAuditEntries,
  insertAuditEvent,
  insertAuditRows,
} from './audit.ts';

/** The audit rows of reads, written several calls' at a time (AuditBatcher in audit.ts). */
describe.each(backends)('audit rows in batches on %s', (backend) => {
  const context = useTestDatabase(backend);
  const db = () => context.database.db;
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const read = (route: string): { entries: AuditEntry[]; row: AuditRowContext } => ({
    entries: [{ resource: 'messages', action: 'read', resourceId: route }],
    row: {
      actor: demo.alex.leadsId,
      customerId: demo.alex.leadsId,
      route,
      origin: { ip: '203.0.113.7', requestId: `req-${route}` },
    },
  });
  const append = ({ entries, row }: ReturnType<typeof read>) => appendAuditEntries(db(), entries, row);
  const lastId = async () => {
    const [last] = await db()
      .select({ id: max(auditEvents.id) })
      .from(auditEvents);
    return last?.id ?? 0;
  };
  // A batch's rows may take their ids in any order; the trail orders by time, not id.
  const rowsAfter = (id: number) =>
    db().select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(auditEvents.route);

  it('writes a lone call at once, and the calls that finish meanwhile together in the next statement', async () => {
    const before = await lastId();
    const lone = vi.spyOn(insertAuditEvent(db()), 'execute');
    const several = vi.spyOn(insertAuditRows(db()), 'execute');
    // The first call's insert is under way when the others append theirs.
    const calls = ['/a', '/b', '/c', '/d'].map((route) => append(read(route)));
    await Promise.all(calls);
    expect(lone).toHaveBeenCalledTimes(1);
    expect(several).toHaveBeenCalledTimes(1);
    const written = await rowsAfter(before);
    expect(written.map((row) => row.route)).toEqual(['/a', '/b', '/c', '/d']);
    expect(written.find((row) => row.route === '/b')).toEqual({
      id: expect.any(Number),
      at: expect.any(Date),
      actor: demo.alex.leadsId,
      customerId: demo.alex.leadsId,
      action: 'read',
      resource: 'messages',
      resourceId: '/b',
      route: '/b',
      ip: '203.0.113.7',
      requestId: 'req-/b',
    });
  });

  it('writes nothing for a call without entries, and resolves it at once', async () => {
    const before = await lastId();
    const lone = vi.spyOn(insertAuditEvent(db()), 'execute');
    const several = vi.spyOn(insertAuditRows(db()), 'execute');
    await appendAuditEntries(db(), [], read('/none').row);
    expect(lone).not.toHaveBeenCalled();
    expect(several).not.toHaveBeenCalled();
    expect(await rowsAfter(before)).toEqual([]);
  });

  it("fails only the call whose row the table refuses, never its neighbours'", async () => {
    const before = await lastId();
    const first = append(read('/first'));
    const broken = read('/broken');
    const tampered = {
      ...broken,
      entries: [{ resource: 'messages' as const, action: 'tampered' as AuditAction }],
    };
    const batch = [append(read('/before')), append(tampered), append(read('/after'))];
    await first;
    const settled = await Promise.allSettled(batch);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const written = await rowsAfter(before);
    expect(written.map((row) => row.route)).toEqual(['/after', '/before', '/first']);
  });
});
