import { and, asc, count, desc, eq, isNull, like, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { selectJson } from '../../../db/json-result.ts';
import { backupFileRevisions, backupItems, backupSnapshots } from '../../../db/schema.ts';
import { likePrefix } from './index.repository.ts';
import type { EntryRowLike } from '../presenters.ts';

/** A browser row as the page query answers it (timestamps as ISO text). */
export type EntryRow = EntryRowLike & { revisionCompleted: string | null };

/** What some files under a folder add up to (see folderTotals); `latest` is ISO text. */
export interface FolderTotals {
  size: number;
  backupSize: number;
  latest: string | null;
  /** Every one of the files is on cloud / on local storage (null: no files). */
  onS3: boolean | null;
  onNas: boolean | null;
  files: number;
}
export interface FolderTotalsRow {
  id: number;
  /** The files present now, and every file (deleted ones too). */
  current: FolderTotals;
  last: FolderTotals;
}

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

/** Up to this many matches a search sorts them all; past it, it walks the path order (see search). */
export const SORT_MATCHES_UP_TO = 10_000;

/** `*` is the user's wildcard; every other LIKE character matches itself. No `*`: a contains match. */
export function searchPattern(term: string): string {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return term.includes('*') ? escaped.replaceAll('*', '%') : `%${escaped}%`;
}

/** Read side of the file index: folder pages, search, revisions and jobs. */
export function createBrowseRepository(db: Database) {
  // FOLDER sorts after FILE, so descending type puts folders first, then by name.
  const order = [sql`${backupItems.type} desc nulls last`, sql`lower(${backupItems.name})`, asc(backupItems.id)];

  // A page's ids are picked from backup_items alone (an index range read), in order, and only
  // those rows are joined to their revisions: joining first would look up every row OFFSET skips.
  // The page comes back as one JSON array (see selectJson), in the order of the ids.
  const entriesOf = async (ids: SQLWrapper) => {
    const rows = await selectJson<EntryRow[] | null>(
      db,
      sql`select json_agg(json_build_object(
            'id', i.id, 'name', i.name, 'fullPath', i.full_path, 'type', i.type, 'status', i.status, 'removed', i.removed,
            'parentId', i.parent_id, 'missingSnapshotId', i.missing_snapshot_id, 'size', r.size, 'backupSize', r.backup_size,
            'onS3', r.on_s3, 'onNas', r.on_nas, 'revisionCompleted', s.job_completed) order by page.ord)
          from unnest(array(${ids})) with ordinality as page(id, ord)
          join ${backupItems} i on i.id = page.id
          left join ${backupFileRevisions} r on r.id = i.latest_revision_id
          left join ${backupSnapshots} s on s.id = r.snapshot_id`,
    );
    return rows ?? [];
  };
  const pageIds = (where: SQL | undefined, by: SQL[], pageNo: number, size: number) =>
    db
      .select({ id: backupItems.id })
      .from(backupItems)
      .where(where)
      .orderBy(...by)
      .limit(size)
      .offset(pageNo * size);
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
      const [row] = await db
        .select()
        .from(backupItems)
        .where(and(eq(backupItems.planId, planId), eq(backupItems.id, itemId)));
      return row;
    },

    /** A page of a folder (null: the plan's roots). A folder's total is its stored child count. */
    async children(planId: number, parent: { id: number; childCount: number } | null, pageNo: number, size: number) {
      const where = childrenOf(planId, parent?.id ?? null);
      const [rows, total] = await Promise.all([entriesOf(pageIds(where, order, pageNo, size)), parent ? parent.childCount : countOf(where)]);
      return { rows, total };
    },

    /** The plan's first root item (an image plan's volume), or null before any backup. */
    async firstRootId(planId: number): Promise<number | null> {
      const [row] = await pageIds(childrenOf(planId, null), order, 0, 1);
      return row?.id ?? null;
    },

    /**
     * A page of the entries whose names match a search term, optionally below a folder, in path
     * order (results group by folder). `matches` is the term's exact total, which picks the plan:
     * a term matching many names walks the (plan, path) key until the page is full, a rare one
     * collects its matches through the trigram index and sorts them. The planner cannot choose
     * reliably itself: it estimates a contains-match from a sample of about 100 names, and one
     * sampled hit makes a rare term look common (a walk of the whole plan, ~300 ms a page).
     */
    search(planId: number, term: string, underFolder: string | null, pageNo: number, size: number, matches: number): Promise<EntryRow[]> {
      const where = matching(planId, term, underFolder);
      if (matches > SORT_MATCHES_UP_TO) {
        return entriesOf(pageIds(where, [asc(backupItems.fullPath)], pageNo, size));
      }
      // MATERIALIZED keeps the filter from being merged into a path-ordered walk.
      return entriesOf(sql`with found as materialized (select ${backupItems.id} as id, ${backupItems.fullPath} as path from ${backupItems} where ${where})
        select id from found order by path limit ${size} offset ${pageNo * size}`);
    },

    /**
     * Totals of the files under every folder of a plan (spec 000 §3: a folder row's size,
     * backupSize and newest revision, and where its data is): their latest revisions' sizes, the
     * newest job that wrote one, and whether every one of them is on cloud / on local storage.
     * `current` counts the files present now, `last` every file, deleted ones too (what a deleted
     * folder held). One pass over the plan's files grouped by folder, then each folder's sums
     * carried up its chain of parents: per folder it would read a subtree per folder (seconds
     * for a page of folders of a million files), this reads each file once.
     */
    async folderTotals(planId: number): Promise<FolderTotalsRow[]> {
      const rows = await selectJson<FolderTotalsRow[] | null>(
        db,
        sql`with recursive direct as (
              select i.parent_id as id,
                sum(r.size) filter (where i.status = 'DEFINED') as size, sum(r.backup_size) filter (where i.status = 'DEFINED') as backup_size,
                max(s.job_completed) filter (where i.status = 'DEFINED') as latest, bool_and(r.on_s3) filter (where i.status = 'DEFINED') as on_s3,
                bool_and(r.on_nas) filter (where i.status = 'DEFINED') as on_nas, count(*) filter (where i.status = 'DEFINED') as files,
                sum(r.size) as all_size, sum(r.backup_size) as all_backup_size, max(s.job_completed) as all_latest,
                bool_and(r.on_s3) as all_on_s3, bool_and(r.on_nas) as all_on_nas, count(*) as all_files
              from ${backupItems} i
              join ${backupFileRevisions} r on r.id = i.latest_revision_id
              join ${backupSnapshots} s on s.id = r.snapshot_id
              where i.plan_id = ${planId} and i.type = 'FILE' and i.parent_id is not null
              group by i.parent_id
            ), chain(id, ancestor) as (
              select id, id from direct
              union all
              select c.id, p.parent_id from chain c join ${backupItems} p on p.id = c.ancestor where p.parent_id is not null
            )
            select json_agg(json_build_object(
              'id', t.id,
              'current', json_build_object('size', t.size, 'backupSize', t.backup_size, 'latest', t.latest, 'onS3', t.on_s3, 'onNas', t.on_nas, 'files', t.files),
              'last', json_build_object('size', t.all_size, 'backupSize', t.all_backup_size, 'latest', t.all_latest, 'onS3', t.all_on_s3, 'onNas', t.all_on_nas, 'files', t.all_files)))
            from (
              select c.ancestor as id,
                coalesce(sum(d.size), 0) as size, coalesce(sum(d.backup_size), 0) as backup_size, max(d.latest) as latest,
                bool_and(d.on_s3) as on_s3, bool_and(d.on_nas) as on_nas, sum(d.files)::int as files,
                sum(d.all_size) as all_size, sum(d.all_backup_size) as all_backup_size, max(d.all_latest) as all_latest,
                bool_and(d.all_on_s3) as all_on_s3, bool_and(d.all_on_nas) as all_on_nas, sum(d.all_files)::int as all_files
              from chain c join direct d on d.id = c.id
              group by c.ancestor
            ) t`,
      );
      return rows ?? [];
    },

    countMatches(planId: number, term: string, underFolder: string | null) {
      return countOf(matching(planId, term, underFolder));
    },

    /**
     * The matches of a term counted up to `cap` + 1: exact when there are at most `cap`, otherwise
     * `cap` + 1, found in the time `cap` matches take. MATERIALIZED plans the scan as the exact
     * count plans it (no LIMIT to tempt the planner into a walk that may find nothing), and the
     * outer LIMIT stops reading it once enough matches are in.
     */
    async countMatchesUpTo(planId: number, term: string, underFolder: string | null, cap: number): Promise<number> {
      const n = await selectJson<number | null>(
        db,
        sql`with found as materialized (select 1 from ${backupItems} where ${matching(planId, term, underFolder)})
          select count(*)::int from (select 1 from found limit ${cap + 1}) enough`,
      );
      return n ?? 0;
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
      const rows = await base()
        .where(where)
        .orderBy(desc(backupSnapshots.jobCompleted), desc(backupFileRevisions.id))
        .limit(size)
        .offset(pageNo * size);
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
      const where = and(
        eq(backupSnapshots.planId, planId),
        eq(backupSnapshots.deleted, false),
        onS3 === undefined ? undefined : eq(backupSnapshots.onS3, onS3),
      );
      const [total] = await db.select({ n: count() }).from(backupSnapshots).where(where);
      const rows = await db
        .select()
        .from(backupSnapshots)
        .where(where)
        .orderBy(desc(backupSnapshots.jobCompleted), desc(backupSnapshots.id))
        .limit(size)
        .offset(pageNo * size);
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
        item_id: number;
        full_path: string;
        revision_id: number;
        chunks: string[];
        size: number;
        modified: Date | string | null;
        on_s3: boolean;
        deleted_at: Date | string | null;
      }[];
    },
  };
}
export type BrowseRepository = ReturnType<typeof createBrowseRepository>;
