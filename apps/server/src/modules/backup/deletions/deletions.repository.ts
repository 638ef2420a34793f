import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { backupDeletions, backupItems, backupPlans, backupSnapshots } from '../../../db/schema.ts';
import { indexEntriesChanged, underPath } from '../browse/index.repository.ts';

export type DeletionInsert = typeof backupDeletions.$inferInsert;

/** Scheduled data deletions and the index changes that carry them out. */
export function createDeletionsRepository(db: Database) {
  const withPlan = {
    deletion: backupDeletions,
    planUid: backupPlans.uid,
    planName: backupPlans.name,
    planType: backupPlans.type,
    planVolume: backupPlans.volume,
  };
  return {
    async insert(values: DeletionInsert) {
      const [row] = await db.insert(backupDeletions).values(values).returning({ id: backupDeletions.id });
      return row!.id;
    },

    async listForNode(nodeId: number) {
      return db
        .select(withPlan)
        .from(backupDeletions)
        .innerJoin(backupPlans, eq(backupPlans.id, backupDeletions.planId))
        .where(eq(backupDeletions.nodeId, nodeId))
        .orderBy(desc(backupDeletions.id));
    },

    async find(id: number) {
      const [row] = await db
        .select(withPlan)
        .from(backupDeletions)
        .innerJoin(backupPlans, eq(backupPlans.id, backupDeletions.planId))
        .where(eq(backupDeletions.id, id));
      return row;
    },

    async itemsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: backupItems.id, name: backupItems.name, path: backupItems.fullPath }).from(backupItems).where(inArray(backupItems.id, ids));
    },

    async cancel(id: number) {
      const rows = await db
        .update(backupDeletions)
        .set({ status: 'CANCELED' })
        .where(and(eq(backupDeletions.id, id), eq(backupDeletions.status, 'SCHEDULED')))
        .returning({ id: backupDeletions.id });
      return rows.length > 0;
    },

    /** Claims due deletions (SKIP LOCKED, so two servers never run the same one). */
    async claimDue(now: Date) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(backupDeletions)
          .where(and(eq(backupDeletions.status, 'SCHEDULED'), lte(backupDeletions.scheduledFor, now)))
          .orderBy(asc(backupDeletions.id))
          .limit(20)
          .for('update', { skipLocked: true });
        if (due.length)
          await tx
            .update(backupDeletions)
            .set({ status: 'DONE', executedAt: now })
            .where(
              inArray(
                backupDeletions.id,
                due.map((d) => d.id),
              ),
            );
        return due;
      });
    },

    async markFailed(id: number, error: string) {
      await db.update(backupDeletions).set({ status: 'FAILED', error }).where(eq(backupDeletions.id, id));
    },

    /** Whole plan: every snapshot deleted, the file index dropped, the plan tagged. */
    async deletePlanData(planId: number) {
      await db.update(backupSnapshots).set({ deleted: true }).where(eq(backupSnapshots.planId, planId));
      await db.delete(backupItems).where(eq(backupItems.planId, planId));
      await db.update(backupPlans).set({ dataDeleted: true, lastSuccess: null }).where(eq(backupPlans.id, planId));
      await indexEntriesChanged(db, planId, []);
    },

    /** The full paths of chosen items, and then the items (with their subtrees and revisions) removed. */
    async deleteItems(planId: number, itemIds: number[]) {
      if (itemIds.length === 0) return [];
      const chosen = await db
        .select({ fullPath: backupItems.fullPath, parentId: backupItems.parentId })
        .from(backupItems)
        .where(and(eq(backupItems.planId, planId), inArray(backupItems.id, itemIds)));
      const paths = chosen.map((c) => c.fullPath);
      if (paths.length) {
        await db.delete(backupItems).where(and(eq(backupItems.planId, planId), or(...paths.map(underPath))));
        await indexEntriesChanged(
          db,
          planId,
          chosen.map((c) => c.parentId),
        );
      }
      return paths;
    },

    async liveSnapshots(planId: number) {
      return db
        .select()
        .from(backupSnapshots)
        .where(and(eq(backupSnapshots.planId, planId), eq(backupSnapshots.deleted, false)));
    },

    /** jobGuids of the organization's snapshots that a data deletion removed. */
    async deletedGuids(organizationId: number) {
      const rows = await db
        .select({ jobGuid: backupSnapshots.jobGuid })
        .from(backupSnapshots)
        .innerJoin(backupPlans, eq(backupPlans.id, backupSnapshots.planId))
        .where(and(eq(backupPlans.organizationId, organizationId), eq(backupSnapshots.deleted, true)));
      return rows.map((r) => r.jobGuid);
    },

    /** Live local snapshots of every plan of the organization writing to the same local target. */
    async liveLocalGuids(organizationId: number, localPath: string) {
      const rows = await db
        .select({ jobGuid: backupSnapshots.jobGuid })
        .from(backupSnapshots)
        .innerJoin(backupPlans, eq(backupPlans.id, backupSnapshots.planId))
        .where(
          and(
            eq(backupPlans.organizationId, organizationId),
            eq(backupPlans.localPath, localPath),
            eq(backupSnapshots.deleted, false),
            eq(backupSnapshots.onNas, true),
          ),
        );
      return rows.map((r) => r.jobGuid);
    },

    hasLocalData: async (planId: number) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(backupSnapshots)
        .where(and(eq(backupSnapshots.planId, planId), eq(backupSnapshots.onNas, true)));
      return (row?.n ?? 0) > 0;
    },
  };
}
export type DeletionsRepository = ReturnType<typeof createDeletionsRepository>;
