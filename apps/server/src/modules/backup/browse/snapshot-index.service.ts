import type { Clock } from '../../../lib/clock.ts';
import { wellFormed, type IndexRepository, type IndexWriters, type ItemInsert, type RevisionInsert } from './index.repository.ts';
import { imageRoot } from '../paths.ts';
import type { PlanRow, PlansRepository } from '../plans/plans.repository.ts';
import type { ReportedSnapshot } from '../agent-channel/snapshot-schema.ts';

/** The parent of a `/`-separated path (`C:/a` → `C:/`, `/a` → `/`). */
export function parentPath(p: string): string | null {
  const i = p.lastIndexOf('/');
  if (i < 0) return null;
  if (i === p.length - 1) return null; // a root such as `/` or `C:/`
  const parent = p.slice(0, i);
  return parent === '' ? '/' : /^[A-Za-z]:$/.test(parent) ? `${parent}/` : parent;
}

const baseName = (p: string) => (p.endsWith('/') ? p : p.slice(p.lastIndexOf('/') + 1)) || p;
const depth = (p: string) => p.split('/').filter(Boolean).length;

/** Rows added by one indexing past which the planner's statistics are refreshed before the updates. */
const ANALYZE_AFTER_ROWS = 5000;

/**
 * New paths (since the last merge) past which the name-search index's pending list is merged after
 * a job completes (decision 0056). Below it the list stays for a later merge: searches read it too.
 */
const MERGE_NAMES_AFTER = 5000;

/** Rows written so far out of all the rows the indexing writes (items, revisions, seen marks). */
export type IndexProgress = (done: number, total: number) => void;

/** Each step of an indexing as it ends, with its wall time (where a slow indexing spends it: bench/backup/indexing.ts prints them). */
export type IndexSteps = (step: string, ms: number) => void;

function stepTimer(onStep: IndexSteps | undefined): (step: string) => void {
  let since = performance.now();
  return (step) => {
    if (!onStep) return;
    const now = performance.now();
    onStep(step, now - since);
    since = now;
  };
}

/**
 * Turns a completed backup's snapshot into the browsable index: one item per path (with its
 * folder chain up to the include roots), one revision per file content read, DELETED for paths
 * that disappeared, Removed for paths no longer under the plan's includes. All of it in one
 * transaction of multi-row statements: a snapshot is browsable whole or not at all, and a
 * completion repeated after a failure indexes it again rather than finding half of it.
 */
export function createSnapshotIndexer(deps: { index: IndexRepository; plans: PlansRepository; clock: Clock }) {
  const { index, plans } = deps;
  // Names inserted since the last merge of the name-search index, and the merge under way.
  let unmergedNames = 0;
  let merging: Promise<void> = Promise.resolve();

  return {
    /** Indexes a snapshot once (a repeated completion of the same job is a no-op); answers the snapshot id. */
    async indexSnapshot(plan: PlanRow, jobId: number, reported: ReportedSnapshot, onProgress?: IndexProgress, onStep?: IndexSteps): Promise<number> {
      const existing = await index.findSnapshotByGuid(reported.jobGuid);
      if (existing) return existing.id;
      const snap = storedPaths(reported);
      const written = await index.transaction((tx) => writeIndex(tx, plan, jobId, snap, onProgress, stepTimer(onStep)));
      // Null: a concurrent completion of the same job indexed it first.
      if (written === null) return (await index.findSnapshotByGuid(snap.jobGuid))!.id;
      unmergedNames += written.newItems;
      await plans.update(plan.id, { lastSuccess: new Date(snap.completed), dataDeleted: false });
      return written.snapshotId;
    },

    /**
     * After a job is COMPLETED: merges the names that indexings left in the name-search index's
     * pending list, in the background (decision 0056: the job does not wait for it; searches
     * meanwhile read the pending list as well, and find every name). Merges run one at a time.
     */
    mergeNameSearchInBackground(onError: (error: unknown) => void) {
      if (unmergedNames < MERGE_NAMES_AFTER) return;
      unmergedNames = 0;
      merging = merging.then(() => index.mergeNameSearch()).catch(onError);
    },

    /** Resolves once the merges started so far have ended (tests, benchmarks, shutdown). */
    whenNameSearchMerged: () => merging,
  };
}
export type SnapshotIndexer = ReturnType<typeof createSnapshotIndexer>;

/** The snapshot with its paths as the database stores them (see `wellFormed`), so lookups by path agree. */
function storedPaths(snap: ReportedSnapshot): ReportedSnapshot {
  return {
    ...snap,
    sources: snap.sources.map(wellFormed),
    entries: snap.entries.map((e) => {
      const path = wellFormed(e.path);
      return path === e.path ? e : { ...e, path };
    }),
    deleted: snap.deleted.map((d) => ({ ...d, path: wellFormed(d.path) })),
  };
}

async function writeIndex(
  tx: IndexWriters,
  plan: PlanRow,
  jobId: number,
  snap: ReportedSnapshot,
  onProgress: IndexProgress | undefined,
  step: (name: string) => void,
): Promise<{ snapshotId: number; newItems: number } | null> {
  step('begin');
  const onS3 = plan.destination !== 'LOCAL';
  const onNas = plan.destination !== 'CLOUD';
  const snapshotId = await tx.insertSnapshot({
    planId: plan.id,
    jobId,
    jobGuid: snap.jobGuid,
    bldType: snap.bldType,
    jobCreated: new Date(snap.created),
    jobCompleted: new Date(snap.completed),
    size: snap.totals.bytes,
    backupSize: snap.totals.storedBytes,
    fileCount: snap.totals.files,
    onS3,
    onNas,
    volume: snap.volume ?? null,
  });
  if (snapshotId === null) return null;
  step('snapshot row');

  const items = new Map((await tx.itemsOfPlan(plan.id)).map((i) => [i.fullPath, i]));
  step('read items');
  const roots = new Set(snap.sources);
  const wanted = new Map<string, 'FOLDER' | 'FILE'>();
  for (const e of snap.entries) {
    wanted.set(e.path, e.type === 'dir' ? 'FOLDER' : 'FILE');
    // The folder chain up to the include root, so every path can be reached by browsing.
    // A folder already wanted had its own chain added when it was: the walk stops there.
    for (let p = roots.has(e.path) ? null : parentPath(e.path); p && !wanted.has(p); p = roots.has(p) ? null : parentPath(p)) {
      wanted.set(p, 'FOLDER');
    }
  }
  const missingByDepth = new Map<number, string[]>();
  for (const p of wanted.keys()) {
    if (items.has(p)) continue;
    const d = depth(p);
    const list = missingByDepth.get(d);
    if (list) list.push(p);
    else missingByDepth.set(d, [p]);
  }
  const missingCount = [...missingByDepth.values()].reduce((n, list) => n + list.length, 0);

  // Which entries get a revision: content read now is a new revision; unchanged content already
  // has one, unless the server never indexed the job that read it: then this job carries it.
  const revisionSnapshots = new Map<string, number | null>([[snap.jobGuid, snapshotId]]);
  const needRevision: { entry: ReportedSnapshot['entries'][number]; snapshotId: number }[] = [];
  for (const e of snap.entries) {
    if (e.type === 'dir') continue;
    let revSnapshot = revisionSnapshots.get(e.revisionJob);
    if (revSnapshot === undefined) {
      revSnapshot = (await tx.findSnapshotByGuid(e.revisionJob))?.id ?? null;
      revisionSnapshots.set(e.revisionJob, revSnapshot);
    }
    const known = items.get(e.path);
    if (e.revisionJob !== snap.jobGuid && revSnapshot !== null && known && known.latestRevisionId !== null) continue;
    needRevision.push({ entry: e, snapshotId: revSnapshot ?? snapshotId });
  }
  // Missing is stored as the exception (issue 28): only paths whose state changes are written, not
  // every path of the snapshot. Back after being DELETED or Missing: defined again. Absent from the
  // plan's newest snapshot (and not reported deleted): Missing as of it. An older job indexed late
  // leaves the newest one's marks alone.
  const newest = (await tx.latestSnapshotId(plan.id)) === snapshotId;
  const gone = new Set(snap.deleted.map((d) => d.path));
  const present: number[] = [];
  const absent: number[] = [];
  for (const item of items.values()) {
    if (wanted.has(item.fullPath)) {
      if (item.status !== 'DEFINED' || item.missingSnapshotId !== null) present.push(item.id);
    } else if (newest && item.status === 'DEFINED' && item.missingSnapshotId !== snapshotId && !gone.has(item.fullPath)) absent.push(item.id);
  }

  const total = missingCount + needRevision.length + present.length + absent.length;
  let done = 0;
  const progressed = (rows: number) => {
    done += rows;
    onProgress?.(done, total);
  };
  onProgress?.(0, total);

  // Ids first, so every row is complete when written: a child names its folder, an item its
  // newest revision, and each table is written once, in multi-row statements.
  const newItems: (ItemInsert & { id: number })[] = [];
  const itemIds = await tx.reserveIds('items', missingCount);
  for (const d of [...missingByDepth.keys()].sort((a, b) => a - b)) {
    for (const p of missingByDepth.get(d)!) {
      const id = itemIds[newItems.length]!;
      const parent = roots.has(p) ? null : parentPath(p);
      newItems.push({ id, planId: plan.id, fullPath: p, name: baseName(p), type: wanted.get(p)!, parentId: parent ? (items.get(parent)?.id ?? null) : null });
      items.set(p, { id, fullPath: p, type: wanted.get(p)!, latestRevisionId: null, status: 'DEFINED', missingSnapshotId: null });
    }
  }
  step('plan rows');
  const revisionIds = await tx.reserveIds('revisions', needRevision.length);
  const revisions: (RevisionInsert & { id: number })[] = needRevision.map(({ entry: e, snapshotId: revSnapshot }, i) => ({
    id: revisionIds[i]!,
    itemId: items.get(e.path)!.id,
    snapshotId: revSnapshot,
    size: e.size,
    backupSize: e.storedBytes ?? e.size,
    modified: new Date(e.mtimeMs),
    chunks: e.chunks,
    onS3,
    onNas,
  }));

  // Content read by this job is its item's newest revision when this is the plan's newest backup
  // (the usual case); otherwise, and for revisions carried by older jobs, the newest is looked up.
  const direct = new Map(newest ? revisions.filter((r) => r.snapshotId === snapshotId).map((r) => [r.itemId, r.id]) : []);
  const lookUp = [...new Set(revisions.filter((r) => !direct.has(r.itemId)).map((r) => r.itemId))];
  for (const item of newItems) item.latestRevisionId = direct.get(item.id) ?? null;

  step('reserve ids');
  await tx.insertItems(newItems, progressed);
  step('insert items');
  await tx.insertRevisions(revisions, progressed);
  step('insert revisions');
  if (newItems.length > 0) await tx.entriesChanged(plan.id, new Set(newItems.map((i) => i.parentId)));
  step('child counts');
  if (newItems.length + revisions.length >= ANALYZE_AFTER_ROWS) await tx.analyze();
  step('analyze');
  const isNew = new Set(newItems.map((i) => i.id));
  await tx.setLatestRevisions([...direct].filter(([itemId]) => !isNew.has(itemId)).map(([itemId, revisionId]) => ({ itemId, revisionId })));
  if (lookUp.length > 0) await tx.refreshLatestRevisions(plan.id, lookUp);
  step('latest revisions');
  await tx.markPresent(present, progressed);
  await tx.markMissing(absent, snapshotId, progressed);
  step('present and missing');
  await tx.markDeleted(
    plan.id,
    snap.deleted.map((d) => d.path),
    snapshotId,
  );
  step('mark deleted');
  await tx.markRemoved(plan.id, plan.type === 'IMAGE' ? [imageRoot(snap.volume?.mountPoint, plan.volume)] : plan.includes);
  step('mark removed');
  return { snapshotId, newItems: newItems.length };
}
