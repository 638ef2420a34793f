import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { backupGcLocks } from '../../../db/schema.ts';

/**
 * The per-organization GC lock in the database, so several server processes sharing one database
 * never collect a repository while another leases jobs that write to or read from it.
 */
export function createGcLocksRepository(db: Database) {
  return {
    /** Takes the lock until `until` unless a live holder has it; answers whether it was taken. */
    async acquire(organizationId: number, holder: string, now: Date, until: Date): Promise<boolean> {
      await db.insert(backupGcLocks).values({ organizationId }).onConflictDoNothing();
      const taken = await db
        .update(backupGcLocks)
        .set({ holder, heldUntil: until, pending: false })
        .where(and(eq(backupGcLocks.organizationId, organizationId), or(isNull(backupGcLocks.heldUntil), lt(backupGcLocks.heldUntil, now))))
        .returning({ organizationId: backupGcLocks.organizationId });
      return taken.length > 0;
    },

    async release(organizationId: number, holder: string) {
      await db
        .update(backupGcLocks)
        .set({ holder: null, heldUntil: null })
        .where(and(eq(backupGcLocks.organizationId, organizationId), eq(backupGcLocks.holder, holder)));
    },

    /** A GC that had to wait for running jobs: kept so any process runs it later. */
    async markPending(organizationId: number, holder: string) {
      await db
        .update(backupGcLocks)
        .set({ holder: null, heldUntil: null, pending: true })
        .where(and(eq(backupGcLocks.organizationId, organizationId), eq(backupGcLocks.holder, holder)));
    },

    async pending(): Promise<number[]> {
      const rows = await db.select({ organizationId: backupGcLocks.organizationId }).from(backupGcLocks).where(eq(backupGcLocks.pending, true));
      return rows.map((r) => r.organizationId);
    },
  };
}
export type GcLocksRepository = ReturnType<typeof createGcLocksRepository>;
