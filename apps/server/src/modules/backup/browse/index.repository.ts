import { and, count, desc, eq, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { selectJson } from '../../../db/json-result.ts';
import { rowsOf } from '../../../db/raw-rows.ts';
import { backupFileRevisions, backupItems, backupPlans, backupSnapshots } from '../../../db/schema.ts';

export type SnapshotInsert = typeof backupSnapshots.$inferInsert;
export type ItemInsert = typeof backupItems.$inferInsert;
export type RevisionInsert = typeof backupFileRevisions.$inferInsert;
/** A path of a plan as the indexer compares it with a new snapshot. */
export interface IndexedItem {
  id: number;
  fullPath: string;
  type: 'FOLDER' | 'FILE';
  latestRevisionId: number | null;
  status: 'DEFINED' | 'DELETED';
  missingSnapshotId: number | null;
}

const BATCH = 1000;
/** Advisory lock keys of the id reservations (reserveIds); arbitrary, unique in this schema. */
const RESERVE_ITEMS_LOCK = 280_001;
const RESERVE_REVISIONS_LOCK = 280_002;
const batches = <T>(rows: T[], size = BATCH): T[][] => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** Rows per multi-row statement of the indexer, and the most JSON one statement carries. */
const BULK_ROWS = 5000;
const BULK_CHARS = 4 * 1024 * 1024;

/**
 * Strings as UTF-8 will store them: a lone surrogate (possible in a Windows file name) becomes
 * U+FFFD, as a bound text parameter would; JSON would keep it as an escape that jsonb refuses.
 */
export const wellFormed = (text: string) =>
  !/[\uD800-\uDFFF]/.test(text) ? text : text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * Rows as JSON arrays for `jsonb_to_recordset`, at most BULK_ROWS rows or about BULK_CHARS
 * characters each: one statement and one parameter per batch, whatever the row count, on both
 * PGlite and PostgreSQL (a parameter per value would mean thousands of them).
 */
function* jsonBatches<T>(rows: T[], toJson: (row: T) => unknown): Generator<{ json: string; count: number }> {
  let parts: string[] = [];
  let chars = 0;
  for (const row of rows) {
    const part = JSON.stringify(toJson(row));
    if (parts.length > 0 && (parts.length >= BULK_ROWS || chars + part.length > BULK_CHARS)) {
      yield { json: `[${parts.join(',')}]`, count: parts.length };
      parts = [];
      chars = 0;
    }
    parts.push(part);
    chars += part.length + 1;
  }
  if (parts.length > 0) yield { json: `[${parts.join(',')}]`, count: parts.length };
}

/** An int[] parameter as PostgreSQL's array literal: one parameter for any number of ids. */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;
/** A text[] parameter as an array literal: every element quoted, `"` and `\` escaped. */
const textArray = (texts: string[]) => `{${texts.map((t) => `"${wellFormed(t).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
/** Reports rows written, batch by batch (progress of a long indexing). */
export type OnRows = (rows: number) => void;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern for every path strictly below a folder (`/` and `C:/` roots end with a slash already). */
export const likePrefix = (folderPath: string) => `${escapeLike(folderPath)}${folderPath.endsWith('/') ? '' : '/'}%`;

/** The path itself or anything below it. */
export const underPath = (folderPath: string): SQL => or(eq(backupItems.fullPath, folderPath), like(backupItems.fullPath, likePrefix(folderPath))) as SQL;

/**
 * After entries were added under or removed from folders: the folders' stored child counts and
 * the plan's index version (which keys cached search totals) catch up.
 */
export async function indexEntriesChanged(db: Database, planId: number, parentIds: Iterable<number | null | undefined>) {
  const ids = [...new Set([...parentIds].filter((id): id is number => typeof id === 'number'))];
  for (const batch of batches(ids)) {
    await db
      .update(backupItems)
      // The plan in the count lets it read the (plan, parent, …) index instead of every row.
      .set({ childCount: sql`(select count(*)::int from ${backupItems} c where c.plan_id = ${planId} and c.parent_id = ${backupItems.id})` })
      .where(inArray(backupItems.id, batch));
  }
  await db
    .update(backupPlans)
    .set({ indexVersion: sql`${backupPlans.indexVersion} + 1` })
    .where(eq(backupPlans.id, planId));
}

/** A plan's live snapshots (completed at or before `at`, when given), and their newest-first order. */
const liveOf = (planId: number, at?: Date) =>
  and(eq(backupSnapshots.planId, planId), eq(backupSnapshots.deleted, false), at ? lte(backupSnapshots.jobCompleted, at) : undefined);
const newestFirst = [desc(backupSnapshots.jobCompleted), desc(backupSnapshots.id)];

/** The file index writers over a database or one transaction of it. */
function indexWriters(db: Database) {
  return {
    async findSnapshotByGuid(jobGuid: string) {
      const [row] = await db.select().from(backupSnapshots).where(eq(backupSnapshots.jobGuid, jobGuid));
      return row;
    },

    async findSnapshot(planId: number, snapshotId: number) {
      const [row] = await db
        .select()
        .from(backupSnapshots)
        .where(and(eq(backupSnapshots.planId, planId), eq(backupSnapshots.id, snapshotId)));
      return row;
    },

    /** The id of the plan's newest live snapshot (the one entries are Missing from), or null. */
    async latestSnapshotId(planId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: backupSnapshots.id })
        .from(backupSnapshots)
        .where(liveOf(planId))
        .orderBy(...newestFirst)
        .limit(1);
      return row?.id ?? null;
    },

    /** The plan's newest live snapshot completed at or before `at` (or the newest at all). */
    async latestSnapshot(planId: number, at?: Date) {
      const [row] = await db
        .select()
        .from(backupSnapshots)
        .where(liveOf(planId, at))
        .orderBy(...newestFirst)
        .limit(1);
      return row;
    },

    async insertSnapshot(values: SnapshotInsert) {
      const [row] = await db.insert(backupSnapshots).values(values).onConflictDoNothing().returning({ id: backupSnapshots.id });
      return row?.id ?? null;
    },

    /**
     * Every path of a plan, with what the indexer compares: its newest revision, DELETED, Missing.
     * One JSON document rather than a row per path: PGlite decodes every field of a result row in
     * JavaScript, which for 100,000 paths took seconds (issue 28).
     */
    async itemsOfPlan(planId: number): Promise<IndexedItem[]> {
      const rows = await selectJson<[number, string, IndexedItem['type'], number | null, IndexedItem['status'], number | null][] | null>(
        db,
        sql`select json_agg(json_build_array(id, full_path, type, latest_revision_id, status, missing_snapshot_id))
            from ${backupItems} where plan_id = ${planId}`,
      );
      return (rows ?? []).map(([id, fullPath, type, latestRevisionId, status, missingSnapshotId]) => ({
        id,
        fullPath,
        type,
        latestRevisionId,
        status,
        missingSnapshotId,
      }));
    },

    /**
     * Ids for `count` new rows of a table, taken from its identity sequence now, so the rows can
     * refer to each other (a child to its folder, an item to its latest revision) before they are
     * written, and each table is written in one pass.
     */
    async reserveIds(table: 'items' | 'revisions', count: number): Promise<number[]> {
      if (count === 0) return [];
      const name = table === 'items' ? 'backup_items' : 'backup_file_revisions';
      // One block of `count` ids: nextval once, then the sequence moved past the block. A nextval
      // per row cost ~60 µs each on PGlite (1.2 s for 20,000 rows, issue 28). The two steps are not
      // atomic, so reservers take a session advisory lock around them (sequence changes are not
      // transactional: the lock is released at once, not held to the end of the indexing's
      // transaction). Only the indexer inserts these rows, always with ids reserved here.
      const lockKey = table === 'items' ? RESERVE_ITEMS_LOCK : RESERVE_REVISIONS_LOCK;
      await db.execute(sql`select pg_advisory_lock(${lockKey}::bigint)`);
      let first: number;
      try {
        const result = await db.execute(sql`
          select s.first::int as first, setval(pg_get_serial_sequence(${name}, 'id'), s.first + ${count}::int - 1) as last
          from (select nextval(pg_get_serial_sequence(${name}, 'id')) as first) s`);
        first = Number(rowsOf<{ first: number }>(result)[0]!.first);
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${lockKey}::bigint)`);
      }
      return Array.from({ length: count }, (_, i) => first + i);
    },

    /**
     * New paths of one plan with their reserved ids, in multi-row statements.
     * Their folders' child counts are left to `entriesChanged`, once for the whole snapshot.
     */
    async insertItems(rows: (ItemInsert & { id: number })[], onRows?: OnRows) {
      const statements = jsonBatches(rows, (r) => ({
        id: r.id,
        p: r.planId,
        pa: r.parentId ?? null,
        f: wellFormed(r.fullPath),
        n: wellFormed(r.name),
        t: r.type,
        l: r.latestRevisionId ?? null,
      }));
      for (const { json, count } of statements) {
        await db.execute(sql`
          insert into ${backupItems} (id, plan_id, parent_id, full_path, name, type, latest_revision_id, status)
          overriding system value
          select r.id, r.p, r.pa, r.f, r.n, r.t, r.l, 'DEFINED'
          from jsonb_to_recordset(${json}::jsonb) as r(id int, p int, pa int, f text, n text, t text, l int)`);
        onRows?.(count);
      }
    },

    /** Folders under which entries were added or removed: their child counts, the plan's index version. */
    async entriesChanged(planId: number, parentIds: Iterable<number | null | undefined>) {
      await indexEntriesChanged(db, planId, parentIds);
    },

    /** File revisions with their reserved ids, in multi-row statements (one already there is left). */
    async insertRevisions(rows: (RevisionInsert & { id: number })[], onRows?: OnRows) {
      const statements = jsonBatches(rows, (r) => ({
        id: r.id,
        i: r.itemId,
        s: r.snapshotId,
        z: r.size,
        b: r.backupSize,
        m: r.modified ? r.modified.toISOString() : null,
        c: r.chunks,
        o: r.onS3 ?? false,
        n: r.onNas ?? false,
      }));
      for (const { json, count } of statements) {
        await db.execute(sql`
          insert into ${backupFileRevisions} (id, item_id, snapshot_id, size, backup_size, modified, chunks, on_s3, on_nas)
          overriding system value
          select r.id, r.i, r.s, r.z, r.b, r.m, r.c, r.o, r.n
          from jsonb_to_recordset(${json}::jsonb) as r(id int, i int, s int, z float8, b float8, m timestamptz, c jsonb, o boolean, n boolean)
          on conflict do nothing`);
        onRows?.(count);
      }
    },

    /** Points items at given revisions (the newest snapshot's new content). */
    async setLatestRevisions(pairs: { itemId: number; revisionId: number }[]) {
      for (const batch of batches(pairs, BULK_ROWS * 4)) {
        await db.execute(sql`
          update ${backupItems} i set latest_revision_id = t.r
          from unnest(${intArray(batch.map((p) => p.itemId))}::int[], ${intArray(batch.map((p) => p.revisionId))}::int[]) as t(i, r)
          where i.id = t.i`);
      }
    },

    /** Paths back in a snapshot after being DELETED or Missing: defined again, no longer missing. */
    async markPresent(itemIds: number[], onRows?: OnRows) {
      for (const batch of batches(itemIds, BULK_ROWS * 4)) {
        await db.execute(sql`
          update ${backupItems} set status = 'DEFINED', missing_snapshot_id = null, deleted_snapshot_id = null
          where id = any(${intArray(batch)}::int[])`);
        onRows?.(batch.length);
      }
    },

    /** Paths of the plan absent from its newest snapshot: Missing while that snapshot is the newest. */
    async markMissing(itemIds: number[], snapshotId: number, onRows?: OnRows) {
      for (const batch of batches(itemIds, BULK_ROWS * 4)) {
        await db.execute(sql`update ${backupItems} set missing_snapshot_id = ${snapshotId}::int where id = any(${intArray(batch)}::int[])`);
        onRows?.(batch.length);
      }
    },

    /** Paths the snapshot reports as gone keep their last revision and become DELETED. */
    async markDeleted(planId: number, paths: string[], snapshotId: number) {
      for (const batch of batches(paths, BULK_ROWS)) {
        await db.execute(sql`
          update ${backupItems} set status = 'DELETED', deleted_snapshot_id = ${snapshotId}::int
          where plan_id = ${planId} and full_path = any(${textArray(batch)}::text[]) and status = 'DEFINED'`);
      }
    },

    /**
     * Fresh planner statistics after a large insert: PGlite never gathers them on its own, and
     * PostgreSQL's autovacuum comes later than the queries that follow in the same indexing.
     */
    async analyze() {
      await db.execute(sql`analyze ${backupItems}, ${backupFileRevisions}`);
    },

    /**
     * Merges the name-search index's pending list (the names inserted since the last merge) into
     * its tree. The indexer leaves new names there (migration 0045) so that a snapshot's indexing
     * does not pay for the merge; the server runs this after the job is COMPLETED (decision 0056).
     */
    async mergeNameSearch() {
      await db.execute(sql`select gin_clean_pending_list('backup_items_lower_name_trgm_idx'::regclass)`);
    },

    /** Items outside every include of the plan are tagged Removed (and untagged when included again). */
    async markRemoved(planId: number, includes: string[]) {
      const inside = includes.length ? or(...includes.map((p) => underPath(p))) : sql`false`;
      // Only rows whose tag changes: after a backup with the same includes, none.
      await db
        .update(backupItems)
        .set({ removed: sql`not (${inside})` })
        .where(and(eq(backupItems.planId, planId), sql`${backupItems.removed} is distinct from (not (${inside}))`));
    },

    /**
     * Points each item of a plan at its newest live revision (after indexing or deleting). With
     * `itemIds` (indexing: the items that got a revision) only those: nothing else changed.
     */
    async refreshLatestRevisions(planId: number, itemIds?: number[]) {
      if (itemIds) {
        for (const batch of batches(itemIds, BULK_ROWS * 4)) {
          await db.execute(sql`
            update ${backupItems} i set latest_revision_id = r.id
            from (
              select distinct on (r.item_id) r.id, r.item_id
              from unnest(${intArray(batch)}::int[]) as t(item_id)
              join ${backupFileRevisions} r on r.item_id = t.item_id
              join ${backupSnapshots} s on s.id = r.snapshot_id
              where s.plan_id = ${planId} and not s.deleted
              order by r.item_id, s.job_completed desc, r.id desc
            ) r
            where i.id = r.item_id and i.latest_revision_id is distinct from r.id`);
        }
        return;
      }
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
          and (${sql.join(
            roots.map((p) => sql`(i.full_path = ${p} or i.full_path like ${likePrefix(p)})`),
            sql` or `,
          )})
        order by i.id, s.job_completed desc, r.id desc`);
      return (result as { rows: { full_path: string; job_guid: string; on_s3: boolean; on_nas: boolean }[] }).rows;
    },

    async countItems(planId: number) {
      const [row] = await db.select({ n: count() }).from(backupItems).where(eq(backupItems.planId, planId));
      return row?.n ?? 0;
    },
  };
}
export type IndexWriters = ReturnType<typeof indexWriters>;

/** The file index: snapshots (completed jobs), items (paths) and file revisions. */
export function createIndexRepository(db: Database) {
  return {
    ...indexWriters(db),
    /** Runs `work` in one transaction: a snapshot is indexed whole or not at all. */
    transaction: <T>(work: (index: IndexWriters) => Promise<T>): Promise<T> => db.transaction((tx) => work(indexWriters(tx))),
  };
}
export type IndexRepository = ReturnType<typeof createIndexRepository>;
export type SnapshotRow = NonNullable<Awaited<ReturnType<IndexRepository['findSnapshotByGuid']>>>;
