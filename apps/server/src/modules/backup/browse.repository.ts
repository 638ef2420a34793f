import { and, asc, count, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupFileRevisions, backupItems, backupSnapshots } from '../../db/schema.ts';
import { likePrefix } from './index.repository.ts';

const entryColumns = {
  id: backupItems.id,
  name: backupItems.name,
  fullPath: backupItems.fullPath,
  type: backupItems.type,
  status: backupItems.status,
  removed: backupItems.removed,
  parentId: backupItems.parentId,
  lastSeenSnapshotId: backupItems.lastSeenSnapshotId,
  size: backupFileRevisions.size,
  backupSize: backupFileRevisions.backupSize,
  onS3: backupFileRevisions.onS3,
  onNas: backupFileRevisions.onNas,
  revisionCompleted: backupSnapshots.jobCompleted,
};

const revisionColumns = {
  id: backupFileRevisions.id,
  itemId: backupFileRevisions.itemId,
  size: backupFileRevisions.size,
  backupSize: backupFileRevisions.backupSize,
  modified: backupFileRevisions.modified,
  onS3: backupFileRevisions.onS3,
  onNas: backupFileRevisions.onNas,
  chunks: backupFileRevisions.chunks,
  jobGuid: backupSnapshots.jobGuid,
  snapshotId: backupSnapshots.id,
  bldType: backupSnapshots.bldType,
  jobCreated: backupSnapshots.jobCreated,
  jobCompleted: backupSnapshots.jobCompleted,
  fullPath: backupItems.fullPath,
  name: backupItems.name,
  planId: backupItems.planId,
};

/** `*` is the user's wildcard; every other LIKE character matches itself. No `*`: a contains match. */
export function searchPattern(term: string): string {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return term.includes('*') ? escaped.replaceAll('*', '%') : `%${escaped}%`;
}

/** Read side of the file index: folder pages, search, revisions and jobs. */
export function createBrowseRepository(db: Database) {
  const entries = () =>
    db
      .select(entryColumns)
      .from(backupItems)
      .leftJoin(backupFileRevisions, eq(backupFileRevisions.id, backupItems.latestRevisionId))
      .leftJoin(backupSnapshots, eq(backupSnapshots.id, backupFileRevisions.snapshotId));
  // FOLDER sorts after FILE, so descending type puts folders first, then by name.
  const order = [sql`${backupItems.type} desc nulls last`, sql`lower(${backupItems.name})`, asc(backupItems.id)];

  // The page's ids are picked from backup_items alone (an index range read) and only those rows
  // are joined to their revisions: joining first would look up every row OFFSET skips.
  const pageOf = (where: SQL | undefined, pageNo: number, size: number, by: SQL[] = order) => {
    const ids = db.select({ id: backupItems.id }).from(backupItems).where(where).orderBy(...by).limit(size).offset(pageNo * size).as('page_ids');
    return entries().innerJoin(ids, eq(ids.id, backupItems.id)).orderBy(...by);
  };
  const countOf = async (where: SQL | undefined) => (await db.select({ n: count() }).from(backupItems).where(where))[0]?.n ?? 0;
  const childrenOf = (planId: number, parentId: number | null) =>
    and(eq(backupItems.planId, planId), parentId === null ? isNull(backupItems.parentId) : eq(backupItems.parentId, parentId));
  // PostgreSQL lowers both sides, so the lower(name) indexes serve case-insensitive matching.
  const matching = (planId: number, term: string, underFolder: string | null) =>
    and(
      eq(backupItems.planId, planId),
      like(sql`lower(${backupItems.name})`, sql`lower(${searchPattern(term)})`),
      underFolder ? like(backupItems.fullPath, likePrefix(underFolder)) : undefined,
    );

  return {
    async item(planId: number, itemId: number) {
      const [row] = await db.select().from(backupItems).where(and(eq(backupItems.planId, planId), eq(backupItems.id, itemId)));
      return row;
    },

    /** A page of a folder (null: the plan's roots). A folder's total is its stored child count. */
    async children(planId: number, parent: { id: number; childCount: number } | null, pageNo: number, size: number) {
      const where = childrenOf(planId, parent?.id ?? null);
      const [rows, total] = await Promise.all([pageOf(where, pageNo, size), parent ? parent.childCount : countOf(where)]);
      return { rows, total };
    },

    /**
     * A page of the entries whose names match a search term, optionally below a folder, in path
     * order: results group by folder, and a term matching many names needs only a short walk of
     * the (plan, path) key instead of sorting every match.
     */
    search(planId: number, term: string, underFolder: string | null, pageNo: number, size: number) {
      return pageOf(matching(planId, term, underFolder), pageNo, size, [asc(backupItems.fullPath)]);
    },

    countMatches(planId: number, term: string, underFolder: string | null) {
      return countOf(matching(planId, term, underFolder));
    },

    async revisions(planId: number, itemId: number, onCloud: boolean | undefined, pageNo: number, size: number) {
      const where = and(
        eq(backupFileRevisions.itemId, itemId),
        eq(backupItems.planId, planId),
        eq(backupSnapshots.deleted, false),
        onCloud === undefined ? undefined : eq(backupFileRevisions.onS3, onCloud),
      );
      const base = () =>
        db
          .select(revisionColumns)
          .from(backupFileRevisions)
          .innerJoin(backupSnapshots, eq(backupSnapshots.id, backupFileRevisions.snapshotId))
          .innerJoin(backupItems, eq(backupItems.id, backupFileRevisions.itemId));
      const [total] = await db
        .select({ n: count() })
        .from(backupFileRevisions)
        .innerJoin(backupSnapshots, eq(backupSnapshots.id, backupFileRevisions.snapshotId))
        .innerJoin(backupItems, eq(backupItems.id, backupFileRevisions.itemId))
        .where(where);
      const rows = await base().where(where).orderBy(desc(backupSnapshots.jobCompleted), desc(backupFileRevisions.id)).limit(size).offset(pageNo * size);
      return { rows, total: total?.n ?? 0 };
    },

    async revision(planId: number, revisionId: number) {
      const [row] = await db
        .select(revisionColumns)
        .from(backupFileRevisions)
        .innerJoin(backupSnapshots, eq(backupSnapshots.id, backupFileRevisions.snapshotId))
        .innerJoin(backupItems, eq(backupItems.id, backupFileRevisions.itemId))
        .where(and(eq(backupFileRevisions.id, revisionId), eq(backupItems.planId, planId), eq(backupSnapshots.deleted, false)));
      return row;
    },

    /** A plan's live snapshots, newest first; `onS3` keeps those on (true) or off (false) cloud storage. */
    async snapshots(planId: number, onS3: boolean | undefined, pageNo: number, size: number) {
      const where = and(eq(backupSnapshots.planId, planId), eq(backupSnapshots.deleted, false), onS3 === undefined ? undefined : eq(backupSnapshots.onS3, onS3));
      const [total] = await db.select({ n: count() }).from(backupSnapshots).where(where);
      const rows = await db.select().from(backupSnapshots).where(where).orderBy(desc(backupSnapshots.jobCompleted), desc(backupSnapshots.id)).limit(size).offset(pageNo * size);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Files under a folder as of a snapshot time, in id batches (keyset) so a zip streams without
     * holding the whole listing: each file's newest revision at or before `asOf`, and whether the
     * file had been deleted by then.
     */
    async filesAsOf(planId: number, folderPath: string, asOf: Date, afterId: number, limit: number) {
      const result: unknown = await db.execute(sql`
        select distinct on (i.id) i.id as item_id, i.full_path, r.id as revision_id, r.chunks, r.size, r.modified, r.on_s3, ds.job_completed as deleted_at
        from ${backupItems} i
        join ${backupFileRevisions} r on r.item_id = i.id
        join ${backupSnapshots} s on s.id = r.snapshot_id
        left join ${backupSnapshots} ds on ds.id = i.deleted_snapshot_id
        where i.plan_id = ${planId} and i.type = 'FILE' and i.id > ${afterId}
          and (i.full_path = ${folderPath} or i.full_path like ${likePrefix(folderPath)})
          and s.job_completed <= ${asOf} and not s.deleted
        order by i.id, s.job_completed desc, r.id desc
        limit ${limit}`);
      // PGlite and node-postgres both answer { rows }.
      return (result as { rows: unknown[] }).rows as {
        item_id: number; full_path: string; revision_id: number; chunks: string[]; size: number; modified: Date | string | null; on_s3: boolean; deleted_at: Date | string | null;
      }[];
    },

  };
}
export type BrowseRepository = ReturnType<typeof createBrowseRepository>;
