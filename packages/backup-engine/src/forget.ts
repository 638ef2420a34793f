/**
 * forgetPaths: rewrites snapshots without chosen paths (and everything under them), so garbage
 * collection can then free the data only those paths referenced. Data deletion of chosen files
 * and folders uses it on the cloud copy (server) and on a local target (agent).
 */
import type { BlobStore } from './blob-store.ts';
import { deriveKeys } from './keys.ts';
import { isUnderAny } from './path-tree.ts';
import { Repository } from './repository.ts';

export interface ForgetOptions {
  store: BlobStore;
  key: Uint8Array;
  /** The snapshots to rewrite; ones the store does not hold are skipped. */
  jobGuids: string[];
  /** Absolute paths as recorded in snapshots; a folder takes its whole subtree with it. */
  paths: string[];
}

export interface ForgetReport {
  snapshotsRewritten: number;
  entriesRemoved: number;
}

export async function forgetPaths(opts: ForgetOptions): Promise<ForgetReport> {
  const report: ForgetReport = { snapshotsRewritten: 0, entriesRemoved: 0 };
  if (opts.paths.length === 0) return report;
  const repo = await Repository.open(opts.store, deriveKeys(opts.key));
  const stored = new Set(await repo.listSnapshots());
  for (const jobGuid of opts.jobGuids) {
    if (!stored.has(jobGuid)) continue;
    const snap = await repo.loadSnapshot(jobGuid);
    const entries = snap.entries.filter((e) => !isUnderAny(e.path, opts.paths));
    const deleted = snap.deleted.filter((e) => !isUnderAny(e.path, opts.paths));
    const removed = snap.entries.length - entries.length + (snap.deleted.length - deleted.length);
    if (removed === 0) continue;
    await repo.saveSnapshot({ ...snap, entries, deleted });
    report.snapshotsRewritten++;
    report.entriesRemoved += removed;
  }
  return report;
}
