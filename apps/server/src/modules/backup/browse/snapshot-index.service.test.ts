import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createIndexRepository } from './index.repository.ts';
import type { PlanRow } from '../plans/plans.repository.ts';
import { createSnapshotIndexer } from './snapshot-index.service.ts';
import { presentEntry } from '../presenters.ts';
import type { ReportedSnapshot } from '../agent-channel/snapshot-schema.ts';

type Entry = ReportedSnapshot['entries'][number];

let ctx: TestContext;
let org = 0;
let node = 0;

const rows = async <T>(query: string): Promise<T[]> => ((await ctx.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const idOf = async (query: string): Promise<number> => (await rows<{ id: number }>(query))[0]!.id;

beforeAll(async () => {
  ctx = await createTestContext();
  org = await idOf(`INSERT INTO organizations (name) VALUES ('Indexing') RETURNING id`);
  node =
    await idOf(`INSERT INTO nodes (organization_id, device_uid, system_name, display_name, node_class, node_approval_type, approval_status, installation_status)
    VALUES (${org}, 'index-node', 'index', 'index', 'LINUX_SERVER', 'REGULAR', 'APPROVED', 'INSTALLED') RETURNING id`);
}, 60_000);
afterAll(() => ctx.close());

let plans = 0;
/** A fresh plan over /data. */
async function newPlan(): Promise<PlanRow> {
  const id = await idOf(`INSERT INTO backup_plans (uid, node_id, organization_id, name, type, includes, destination, schedule)
    VALUES ('index-plan-${++plans}', ${node}, ${org}, 'Indexing', 'FILE_FOLDER', '["/data"]', 'CLOUD',
      '{"scheduleType":"DAILY","hour":1,"minute":0,"weekDays":[],"dayOfMonth":1,"weekOfMonth":1,"interval":1,"intervalUnit":"HOURS"}') RETURNING id`);
  return (await ctx.services.backup.repositories.plans.findById(id))!;
}

let jobs = 0;
async function job(plan: PlanRow): Promise<number> {
  const row = await ctx.services.backup.repositories.jobs.insert({
    jobUid: `index-job-${++jobs}`,
    type: 'BACKUP',
    status: 'PROCESSING',
    nodeId: node,
    organizationId: org,
    planId: plan.id,
    createdAt: new Date(),
  });
  return row!.id;
}

const dir = (path: string, guid: string): Entry => ({ path, type: 'dir', size: 0, mtimeMs: 0, chunks: [], revisionJob: guid });
const file = (path: string, revisionJob: string, size = 10): Entry => ({
  path,
  type: 'file',
  size,
  mtimeMs: 1_700_000_000_000 + size,
  chunks: ['a'.repeat(64)],
  revisionJob,
});

function snapshot(guid: string, completed: string, entries: Entry[], deleted: string[] = []): ReportedSnapshot {
  return {
    version: 1,
    jobGuid: guid,
    sources: ['/data'],
    created: completed,
    completed,
    bldType: 'DELTA',
    parent: null,
    totals: { files: entries.filter((e) => e.type === 'file').length, bytes: 0, storedBytes: 0 },
    entries,
    deleted: deleted.map((path) => ({ path, type: 'file' as const, lastRevisionJob: 'x' })),
  };
}

interface ItemState {
  full_path: string;
  status: string;
  child_count: number;
  missing_snapshot_id: number | null;
  parent_path: string | null;
  latest_job: string | null;
  revisions: number;
}
/** The browse tables of a plan, by path. */
async function state(plan: PlanRow): Promise<Record<string, Omit<ItemState, 'full_path'>>> {
  const list = await rows<ItemState>(`
    SELECT i.full_path, i.status, i.child_count, i.missing_snapshot_id, p.full_path AS parent_path, s.job_guid AS latest_job,
      (SELECT count(*)::int FROM backup_file_revisions r WHERE r.item_id = i.id) AS revisions
    FROM backup_items i LEFT JOIN backup_items p ON p.id = i.parent_id
    LEFT JOIN backup_file_revisions lr ON lr.id = i.latest_revision_id LEFT JOIN backup_snapshots s ON s.id = lr.snapshot_id
    WHERE i.plan_id = ${plan.id} ORDER BY i.full_path`);
  return Object.fromEntries(list.map(({ full_path, ...rest }) => [full_path, rest]));
}

describe('snapshot indexing', () => {
  it('indexes a first backup and an incremental: new, changed, unchanged and deleted files, folders and their counts', async () => {
    const plan = await newPlan();
    const { indexer } = ctx.services.backup;
    const full = snapshot('job-full-0001', '2026-01-01T00:00:00Z', [
      dir('/data', 'job-full-0001'),
      dir('/data/a', 'job-full-0001'),
      file('/data/a/one.txt', 'job-full-0001'),
      file('/data/a/two.txt', 'job-full-0001'),
      file('/data/b/deep/three.txt', 'job-full-0001'),
    ]);
    await indexer.indexSnapshot(plan, await job(plan), full);
    let s = await state(plan);
    expect(Object.keys(s)).toEqual(['/data', '/data/a', '/data/a/one.txt', '/data/a/two.txt', '/data/b', '/data/b/deep', '/data/b/deep/three.txt']);
    // Folders that only lead to a file are made, parents link up, counts are stored.
    expect(s['/data/b/deep/three.txt']).toMatchObject({ parent_path: '/data/b/deep', latest_job: 'job-full-0001', revisions: 1, missing_snapshot_id: null });
    expect(s['/data']).toMatchObject({ parent_path: null, child_count: 2 });
    expect(s['/data/a']).toMatchObject({ child_count: 2, latest_job: null });

    const delta = snapshot(
      'job-delta-0002',
      '2026-01-02T00:00:00Z',
      [
        dir('/data', 'job-delta-0002'),
        dir('/data/a', 'job-delta-0002'),
        file('/data/a/one.txt', 'job-full-0001'),
        file('/data/a/two.txt', 'job-delta-0002', 20),
        file('/data/a/new.txt', 'job-delta-0002'),
      ],
      ['/data/b/deep/three.txt'],
    );
    const second = await indexer.indexSnapshot(plan, await job(plan), delta);
    s = await state(plan);
    expect(s['/data/a/one.txt']).toMatchObject({ latest_job: 'job-full-0001', revisions: 1, missing_snapshot_id: null, status: 'DEFINED' });
    expect(s['/data/a/two.txt']).toMatchObject({ latest_job: 'job-delta-0002', revisions: 2, missing_snapshot_id: null });
    expect(s['/data/a/new.txt']).toMatchObject({ latest_job: 'job-delta-0002', revisions: 1, missing_snapshot_id: null, parent_path: '/data/a' });
    expect(s['/data/b/deep/three.txt']).toMatchObject({ status: 'DELETED', latest_job: 'job-full-0001', missing_snapshot_id: null });
    expect(s['/data/a']!.child_count).toBe(3);
    // Indexed once: the same completion again changes nothing.
    expect(await indexer.indexSnapshot(plan, await job(plan), delta)).toBe(second);
    expect(await state(plan)).toEqual(s);
  });

  // Issue 28: Missing is stored as the exception; an incremental writes only the rows whose state changes.
  it('marks Missing only the paths absent from the newest backup, clears it when they return, and leaves unchanged rows unwritten', async () => {
    const plan = await newPlan();
    const { indexer } = ctx.services.backup;
    const versions = async () =>
      Object.fromEntries(
        (await rows<{ full_path: string; v: string }>(`SELECT full_path, xmin::text AS v FROM backup_items WHERE plan_id = ${plan.id}`)).map((r) => [
          r.full_path,
          r.v,
        ]),
      );
    const all = [dir('/data', 'job-m-0001'), file('/data/keep.txt', 'job-m-0001'), file('/data/away.txt', 'job-m-0001'), file('/data/gone.txt', 'job-m-0001')];
    await indexer.indexSnapshot(plan, await job(plan), snapshot('job-m-0001', '2026-06-01T00:00:00Z', all));
    const before = await versions();

    // away.txt is not in the second backup (not reported deleted either), gone.txt is reported deleted.
    const second = await indexer.indexSnapshot(plan, await job(plan), snapshot('job-m-0002', '2026-06-02T00:00:00Z', [all[0]!, all[1]!], ['/data/gone.txt']));
    let s = await state(plan);
    expect(s['/data/away.txt']).toMatchObject({ status: 'DEFINED', missing_snapshot_id: second });
    expect(s['/data/gone.txt']).toMatchObject({ status: 'DELETED', missing_snapshot_id: null });
    expect(s['/data/keep.txt']).toMatchObject({ status: 'DEFINED', missing_snapshot_id: null });
    const after = await versions();
    // The unchanged file and the root were not rewritten (same row version).
    expect(after['/data/keep.txt']).toBe(before['/data/keep.txt']);
    expect(after['/data']).toBe(before['/data']);

    // The browser says so: Missing against the newest backup, not for the deleted one.
    const repos = ctx.services.backup.repositories;
    const [root] = (await repos.browse.children(plan.id, null, 0, 10)).rows;
    const page = await repos.browse.children(plan.id, { id: root!.id, childCount: 3 }, 0, 10);
    const opts = { restricted: false, latestSnapshotId: await repos.index.latestSnapshotId(plan.id), planDestination: 'CLOUD' as const };
    expect(Object.fromEntries(page.rows.map((r) => [r.name, presentEntry(r, opts).missing]))).toEqual({
      'away.txt': true,
      'gone.txt': false,
      'keep.txt': false,
    });

    // An older job indexed late does not change what the newest backup says is missing.
    await indexer.indexSnapshot(plan, await job(plan), snapshot('job-m-0000', '2026-05-31T00:00:00Z', [all[0]!, all[1]!]));
    expect((await state(plan))['/data/away.txt']).toMatchObject({ missing_snapshot_id: second });

    // Both come back: defined again, not missing; still missing marks are carried to the newest backup.
    const third = await indexer.indexSnapshot(plan, await job(plan), snapshot('job-m-0003', '2026-06-03T00:00:00Z', [all[0]!, all[3]!]));
    s = await state(plan);
    expect(s['/data/gone.txt']).toMatchObject({ status: 'DEFINED', missing_snapshot_id: null });
    expect(s['/data/away.txt']).toMatchObject({ status: 'DEFINED', missing_snapshot_id: third });
    expect(s['/data/keep.txt']).toMatchObject({ status: 'DEFINED', missing_snapshot_id: third });
    await indexer.indexSnapshot(plan, await job(plan), snapshot('job-m-0004', '2026-06-04T00:00:00Z', all));
    s = await state(plan);
    expect(Object.values(s).map((i) => i.missing_snapshot_id)).toEqual([null, null, null, null]);
  });

  it('a backup indexed after a newer one leaves the newer content as the latest revision', async () => {
    const plan = await newPlan();
    const { indexer } = ctx.services.backup;
    await indexer.indexSnapshot(plan, await job(plan), snapshot('job-new-0001', '2026-02-02T00:00:00Z', [file('/data/f.txt', 'job-new-0001', 2)]));
    await indexer.indexSnapshot(plan, await job(plan), snapshot('job-old-0001', '2026-02-01T00:00:00Z', [file('/data/f.txt', 'job-old-0001', 1)]));
    expect((await state(plan))['/data/f.txt']).toMatchObject({ latest_job: 'job-new-0001', revisions: 2 });
  });

  it('content read by a job the server never indexed is carried by the job that reports it', async () => {
    const plan = await newPlan();
    await ctx.services.backup.indexer.indexSnapshot(
      plan,
      await job(plan),
      snapshot('job-late-0002', '2026-03-02T00:00:00Z', [file('/data/f.txt', 'job-lost-0001')]),
    );
    expect((await state(plan))['/data/f.txt']).toMatchObject({ latest_job: 'job-late-0002', revisions: 1 });
  });

  it('writes a snapshot whole or not at all: a failure midway leaves nothing, and the repeated completion indexes it', async () => {
    const plan = await newPlan();
    const index = createIndexRepository(ctx.database.db);
    let fail = true;
    const failing = {
      ...index,
      transaction: <T>(work: Parameters<typeof index.transaction<T>>[0]) =>
        index.transaction((tx) =>
          work({
            ...tx,
            markPresent: async (...args: Parameters<typeof tx.markPresent>) => {
              if (fail) throw new Error('connection lost');
              return tx.markPresent(...args);
            },
          }),
        ),
    };
    const indexer = createSnapshotIndexer({ index: failing, plans: ctx.services.backup.repositories.plans, clock: ctx.clock });
    const snap = snapshot('job-atomic-0001', '2026-04-01T00:00:00Z', [dir('/data', 'job-atomic-0001'), file('/data/x.txt', 'job-atomic-0001')]);
    await expect(indexer.indexSnapshot(plan, await job(plan), snap)).rejects.toThrow('connection lost');
    expect(await state(plan)).toEqual({});
    expect(await index.findSnapshotByGuid('job-atomic-0001')).toBeUndefined();
    fail = false;
    await indexer.indexSnapshot(plan, await job(plan), snap);
    expect((await state(plan))['/data/x.txt']).toMatchObject({ latest_job: 'job-atomic-0001', revisions: 1 });
  });

  it('reports its progress in rows written, up to the total, and indexes odd names', async () => {
    const plan = await newPlan();
    const entries = [dir('/data', 'job-many-0001'), ...Array.from({ length: 6000 }, (_, i) => file(`/data/d${i % 7}/f-${i}-"q"\\,{}.txt`, 'job-many-0001'))];
    entries.push(file('/data/lone-\uD800-surrogate.txt', 'job-many-0001'));
    const seen: [number, number][] = [];
    await ctx.services.backup.indexer.indexSnapshot(plan, await job(plan), snapshot('job-many-0001', '2026-05-01T00:00:00Z', entries), (done, total) =>
      seen.push([done, total]),
    );
    const total = seen[0]![1];
    expect(total).toBe(1 + 7 + 6001 + 6001); // items (root, folders, files) and revisions
    expect(seen.at(-1)).toEqual([total, total]);
    expect(seen.map(([done]) => done)).toEqual([...seen.map(([done]) => done)].sort((a, b) => a - b));
    const s = await state(plan);
    expect(s['/data/d3/f-3-"q"\\,{}.txt']).toMatchObject({ latest_job: 'job-many-0001', parent_path: '/data/d3' });
    expect(s['/data/lone-\uFFFD-surrogate.txt']).toMatchObject({ latest_job: 'job-many-0001' });
    expect(s['/data/d0']!.child_count).toBe(858);
    // Deleted by name, quotes, backslash and braces included.
    const odd = '/data/d3/f-3-"q"\\,{}.txt';
    await ctx.services.backup.indexer.indexSnapshot(
      plan,
      await job(plan),
      snapshot(
        'job-many-0002',
        '2026-05-02T00:00:00Z',
        entries.filter((e) => e.path !== odd),
        [odd],
      ),
    );
    expect((await state(plan))[odd]).toMatchObject({ status: 'DELETED' });
  });

  // Issue 28: ids are reserved a block at a time (one nextval, then setval past the block).
  it('reserves blocks of ids that never overlap, also when several reservations run at once, and rows inserted with them index', async () => {
    const index = createIndexRepository(ctx.database.db);
    const blocks = await Promise.all(Array.from({ length: 6 }, (_, i) => index.reserveIds(i % 2 ? 'items' : 'revisions', 300 + i)));
    for (const [i, block] of blocks.entries()) {
      expect(block).toHaveLength(300 + i);
      // Consecutive within a block.
      expect(block.every((id, k) => k === 0 || id === block[k - 1]! + 1)).toBe(true);
    }
    for (const table of [0, 1]) {
      const ids = blocks.filter((_, i) => i % 2 === table).flat();
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Whatever the sequence hands out next lies past every block.
    const [after] = await index.reserveIds('items', 1);
    expect(after).toBeGreaterThan(Math.max(...blocks.filter((_, i) => i % 2 === 1).flat()));
  });

  // Decision 0056: the name-search index's pending list is merged after COMPLETED, not inline.
  it("leaves a large snapshot's names in the search index's pending list, where searches find them, and merges them afterwards", async () => {
    // A pending list large enough for a whole snapshot: the 4 MB default merged it inline, several times.
    const [options] = await rows<{ reloptions: string[] }>(`SELECT reloptions FROM pg_class WHERE relname = 'backup_items_lower_name_trgm_idx'`);
    expect(options!.reloptions).toEqual(expect.arrayContaining(['fastupdate=on', 'gin_pending_list_limit=1048576']));
    const plan = await newPlan();
    const { indexer } = ctx.services.backup;
    const browse = ctx.services.backup.repositories.browse;
    const entries = [dir('/data', 'job-names-0001')];
    for (let i = 0; i < 6000; i++) entries.push(file(`/data/f${i % 30}/needle-${i}.txt`, 'job-names-0001'));
    await indexer.indexSnapshot(plan, await job(plan), snapshot('job-names-0001', '2026-06-01T00:00:00Z', entries));
    const pendingPages = async () => (await rows<{ n: number }>(`SELECT gin_clean_pending_list('backup_items_lower_name_trgm_idx'::regclass)::int AS n`))[0]!.n;
    // Found before any merge (a search reads the pending list too): by a rare term and a broad one.
    expect(await browse.countMatches(plan.id, 'needle-5999', null)).toBe(1);
    expect(await browse.countMatches(plan.id, 'needle-*.txt', null)).toBe(6000);
    indexer.mergeNameSearchInBackground((error) => {
      throw error;
    });
    await indexer.whenNameSearchMerged();
    // Nothing left to merge, and the same answers from the merged index.
    expect(await pendingPages()).toBe(0);
    expect(await browse.countMatches(plan.id, 'needle-5999', null)).toBe(1);
    expect(await browse.countMatches(plan.id, 'needle-*.txt', null)).toBe(6000);
  }, 60_000);
});
