import { and, count, desc, eq, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupFileRevisions, backupItems, backupPlans, backupSnapshots } from '../../db/schema.ts';

export type SnapshotInsert = typeof backupSnapshots.$inferInsert;
export type ItemInsert = typeof backupItems.$inferInsert;
export type RevisionInsert = typeof backupFileRevisions.$inferInsert;

const BATCH = 1000;
const batches = <T>(rows: T[]): T[][] => Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern for every path strictly below a folder (`/` and `C:/` roots end with a slash already). */
export const likePrefix = (folderPath: string) => `${escapeLike(folderPath)}${folderPath.endsWith('/') ? '' : '/'}%`;

/** The path itself or anything below it. */
export const underPath = (folderPath: string): SQL =>
  or(eq(backupItems.fullPath, folderPath), like(backupItems.fullPath, likePrefix(folderPath))) as SQL;

/**
 * After entries were added under or removed from folders: the folders' stored child counts and
 * the plan's index version (which keys cached search totals) catch up.
 */
export async function indexEntriesChanged(db: Database, planId: number, parentIds: Iterable<number | null | undefined>) {
  const ids = [...new Set([...parentIds].filter((id): id is number => typeof id === 'number'))];
  for (const batch of batches(ids)) {
    await db
      .update(backupItems)
      .set({ childCount: sql`(select count(*)::int from ${backupItems} c where c.parent_id = ${backupItems.id})` })
      .where(inArray(backupItems.id, batch));
  }
  await db.update(backupPlans).set({ indexVersion: sql`${backupPlans.indexVersion} + 1` }).where(eq(backupPlans.id, planId));
}

/** A plan's live snapshots (completed at or before `at`, when given), and their newest-first order. */
const liveOf = (planId: number, at?: Date) =>
  and(eq(backupSnapshots.planId, planId), eq(backupSnapshots.deleted, false), at ? lte(backupSnapshots.jobCompleted, at) : undefined);
const newestFirst = [desc(backupSnapshots.jobCompleted), desc(backupSnapshots.id)];

/** The file index writers: snapshots (completed jobs), items (paths) and file revisions. */
export function createIndexRepository(db: Database) {
  return {
    async findSnapshotByGuid(jobGuid: string) {
      const [row] = await db.select().from(backupSnapshots).where(eq(backupSnapshots.jobGuid, jobGuid));
      return row;
    },

    async findSnapshot(planId: number, snapshotId: number) {
      const [row] = await db.select().from(backupSnapshots).where(and(eq(backupSnapshots.planId, planId), eq(backupSnapshots.id, snapshotId)));
      return row;
    },

    /** The id of the plan's newest live snapshot (the one entries are Missing from), or null. */
    async latestSnapshotId(planId: number): Promise<number | null> {
      const [row] = await db.select({ id: backupSnapshots.id }).from(backupSnapshots).where(liveOf(planId)).orderBy(...newestFirst).limit(1);
      return row?.id ?? null;
    },

    /** The plan's newest live snapshot completed at or before `at` (or the newest at all). */
    async latestSnapshot(planId: number, at?: Date) {
      const [row] = await db.select().from(backupSnapshots).where(liveOf(planId, at)).orderBy(...newestFirst).limit(1);
      return row;
    },

    async insertSnapshot(values: SnapshotInsert) {
      const [row] = await db.insert(backupSnapshots).values(values).onConflictDoNothing().returning({ id: backupSnapshots.id });
      return row?.id ?? null;
    },

    async itemsOfPlan(planId: number) {
      return db
        .select({ id: backupItems.id, fullPath: backupItems.fullPath, type: backupItems.type, latestRevisionId: backupItems.latestRevisionId })
        .from(backupItems)
        .where(eq(backupItems.planId, planId));
    },

    /** New paths of one plan; their folders' child counts follow. */
    async insertItems(planId: number, rows: ItemInsert[]) {
      const out: { id: number; fullPath: string }[] = [];
      for (const batch of batches(rows)) {
        out.push(...(await db.insert(backupItems).values(batch).returning({ id: backupItems.id, fullPath: backupItems.fullPath })));
      }
      if (rows.length) await indexEntriesChanged(db, planId, rows.map((r) => r.parentId));
      return out;
    },

    async insertRevisions(rows: RevisionInsert[]) {
      for (const batch of batches(rows)) await db.insert(backupFileRevisions).values(batch).onConflictDoNothing();
    },

    /** Paths present in a snapshot: defined again, seen now. */
    async markSeen(itemIds: number[], snapshotId: number) {
      for (const batch of batches(itemIds)) {
        await db
          .update(backupItems)
          .set({ status: 'DEFINED', lastSeenSnapshotId: snapshotId, deletedSnapshotId: null })
          .where(inArray(backupItems.id, batch));
      }
    },

    /** Paths the snapshot reports as gone keep their last revision and become DELETED. */
    async markDeleted(planId: number, paths: string[], snapshotId: number) {
      for (const batch of batches(paths)) {
        await db
          .update(backupItems)
          .set({ status: 'DELETED', deletedSnapshotId: snapshotId })
          .where(and(eq(backupItems.planId, planId), inArray(backupItems.fullPath, batch), eq(backupItems.status, 'DEFINED')));
      }
    },

    /** Items outside every include of the plan are tagged Removed (and untagged when included again). */
    async markRemoved(planId: number, includes: string[]) {
      const inside = includes.length ? or(...includes.map((p) => underPath(p))) : sql`false`;
      await db.update(backupItems).set({ removed: sql`not (${inside})` }).where(eq(backupItems.planId, planId));
    },

    /** Points each item of a plan at its newest live revision (after indexing or deleting). */
    async refreshLatestRevisions(planId: number) {
      await db.execute(sql`
        update ${backupItems} i set latest_revision_id = r.id
        from (
          select distinct on (r.item_id) r.id, r.item_id
          from ${backupFileRevisions} r join ${backupSnapshots} s on s.id = r.snapshot_id
          where s.plan_id = ${planId} and not s.deleted
          order by r.item_id, s.job_completed desc, r.id desc
        ) r
        where i.id = r.item_id and i.latest_revision_id is distinct from r.id`);
      await db.execute(sql`
        update ${backupItems} i set latest_revision_id = null
        where i.plan_id = ${planId} and i.latest_revision_id is not null
          and not exists (select 1 from ${backupFileRevisions} r join ${backupSnapshots} s on s.id = r.snapshot_id where r.id = i.latest_revision_id and not s.deleted)`);
    },

    /** Marks a snapshot and the revisions live as of it as being on cloud storage (sync to cloud). */
    async markSyncedToCloud(snapshotId: number) {
      const [snap] = await db.select().from(backupSnapshots).where(eq(backupSnapshots.id, snapshotId));
      if (!snap) return;
      await db.update(backupSnapshots).set({ onS3: true }).where(eq(backupSnapshots.id, snapshotId));
      await db.execute(sql`
        update ${backupFileRevisions} set on_s3 = true where id in (
          select distinct on (r.item_id) r.id
          from ${backupFileRevisions} r join ${backupSnapshots} s on s.id = r.snapshot_id
          where s.plan_id = ${snap.planId} and s.job_completed <= ${snap.jobCompleted} and not s.deleted
          order by r.item_id, s.job_completed desc, r.id desc)`);
    },

    /**
     * Files under any of `roots` that had been deleted by `asOf`, each with the job holding its
     * last revision (a restore with "restore deleted files" reads them from there).
     */
    async deletedFilesAsOf(planId: number, roots: string[], asOf: Date) {
      if (roots.length === 0) return [];
      const result: unknown = await db.execute(sql`
        select distinct on (i.id) i.full_path, s.job_guid, s.on_s3, s.on_nas
        from ${backupItems} i
        join ${backupSnapshots} ds on ds.id = i.deleted_snapshot_id
        join ${backupFileRevisions} r on r.item_id = i.id
        join ${backupSnapshots} s on s.id = r.snapshot_id
        where i.plan_id = ${planId} and i.type = 'FILE' and i.status = 'DELETED'
          and ds.job_completed <= ${asOf} and s.job_completed <= ${asOf} and not s.deleted
          and (${sql.join(roots.map((p) => sql`(i.full_path = ${p} or i.full_path like ${likePrefix(p)})`), sql` or `)})
        order by i.id, s.job_completed desc, r.id desc`);
      return (result as { rows: { full_path: string; job_guid: string; on_s3: boolean; on_nas: boolean }[] }).rows;
    },

    async countItems(planId: number) {
      const [row] = await db.select({ n: count() }).from(backupItems).where(eq(backupItems.planId, planId));
      return row?.n ?? 0;
    },
  };
}
export type IndexRepository = ReturnType<typeof createIndexRepository>;
export type SnapshotRow = NonNullable<Awaited<ReturnType<IndexRepository['findSnapshotByGuid']>>>;
