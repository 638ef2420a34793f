import type { Clock } from '../../lib/clock.ts';
import type { IndexRepository, ItemInsert, RevisionInsert } from './index.repository.ts';
import { imageRoot } from './paths.ts';
import type { PlanRow, PlansRepository } from './plans.repository.ts';
import type { ReportedSnapshot } from './snapshot-schema.ts';

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

/**
 * Turns a completed backup's snapshot into the browsable index: one item per path (with its
 * folder chain up to the include roots), one revision per file content read, DELETED for paths
 * that disappeared, Removed for paths no longer under the plan's includes.
 */
export function createSnapshotIndexer(deps: { index: IndexRepository; plans: PlansRepository; clock: Clock }) {
  const { index, plans } = deps;

  return {
    /** Indexes a snapshot once (a repeated completion of the same job is a no-op); answers the snapshot id. */
    async indexSnapshot(plan: PlanRow, jobId: number, snap: ReportedSnapshot): Promise<number> {
      const existing = await index.findSnapshotByGuid(snap.jobGuid);
      if (existing) return existing.id;
      const onS3 = plan.destination !== 'LOCAL';
      const onNas = plan.destination !== 'CLOUD';
      const snapshotId = await index.insertSnapshot({
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
      if (snapshotId === null) return (await index.findSnapshotByGuid(snap.jobGuid))!.id;

      const items = new Map((await index.itemsOfPlan(plan.id)).map((i) => [i.fullPath, i]));
      const roots = new Set(snap.sources);
      const wanted = new Map<string, 'FOLDER' | 'FILE'>();
      for (const e of snap.entries) {
        wanted.set(e.path, e.type === 'dir' ? 'FOLDER' : 'FILE');
        // The folder chain up to the include root, so every path can be reached by browsing.
        for (let p = roots.has(e.path) ? null : parentPath(e.path); p; p = roots.has(p) ? null : parentPath(p)) {
          if (!wanted.has(p)) wanted.set(p, 'FOLDER');
        }
      }
      const missing = [...wanted.keys()].filter((p) => !items.has(p)).sort((a, b) => depth(a) - depth(b));
      const byDepth = new Map<number, string[]>();
      for (const p of missing) byDepth.set(depth(p), [...(byDepth.get(depth(p)) ?? []), p]);
      for (const paths of byDepth.values()) {
        const rows: ItemInsert[] = paths.map((p) => {
          const parent = roots.has(p) ? null : parentPath(p);
          return { planId: plan.id, fullPath: p, name: baseName(p), type: wanted.get(p)!, parentId: parent ? (items.get(parent)?.id ?? null) : null };
        });
        for (const row of await index.insertItems(plan.id, rows)) {
          items.set(row.fullPath, { id: row.id, fullPath: row.fullPath, type: wanted.get(row.fullPath)!, latestRevisionId: null });
        }
      }

      const revisions: RevisionInsert[] = [];
      const revisionSnapshots = new Map<string, number | null>([[snap.jobGuid, snapshotId]]);
      for (const e of snap.entries) {
        if (e.type === 'dir') continue;
        const item = items.get(e.path)!;
        let revSnapshot = revisionSnapshots.get(e.revisionJob);
        if (revSnapshot === undefined) {
          revSnapshot = (await index.findSnapshotByGuid(e.revisionJob))?.id ?? null;
          revisionSnapshots.set(e.revisionJob, revSnapshot);
        }
        // Content read now is a new revision; unchanged content already has one, unless the
        // server never indexed the job that read it: then this job carries it.
        if (e.revisionJob !== snap.jobGuid && revSnapshot !== null && item.latestRevisionId !== null) continue;
        revisions.push({
          itemId: item.id,
          snapshotId: revSnapshot ?? snapshotId,
          size: e.size,
          backupSize: e.storedBytes ?? e.size,
          modified: new Date(e.mtimeMs),
          chunks: e.chunks,
          onS3,
          onNas,
        });
      }
      await index.insertRevisions(revisions);
      await index.markSeen([...wanted.keys()].map((p) => items.get(p)!.id), snapshotId);
      await index.markDeleted(plan.id, snap.deleted.map((d) => d.path), snapshotId);
      await index.markRemoved(plan.id, plan.type === 'IMAGE' ? [imageRoot(snap.volume?.mountPoint, plan.volume)] : plan.includes);
      await index.refreshLatestRevisions(plan.id);
      await plans.update(plan.id, { lastSuccess: new Date(snap.completed), dataDeleted: false });
      return snapshotId;
    },
  };
}
export type SnapshotIndexer = ReturnType<typeof createSnapshotIndexer>;
