/** SYNC: copies what a local job's snapshot needs and the cloud lacks, then the snapshot itself. */
import type { AgentJob } from '@outpost/contracts';
import { BackupError, Repository, deriveKeys, indexName, packName, readBlob, type BlobStore } from './engine.ts';
import type { JobContext, JobOutcome } from './context.ts';
import { openLocalStore } from './stores.ts';

type SyncJob = Extract<AgentJob, { kind: 'SYNC' }>;

async function copyIfMissing(from: BlobStore, to: BlobStore, name: string): Promise<number> {
  const have = await to.head(name);
  const src = await from.head(name);
  if (!src) throw new BackupError('MISSING_DATA', `${name} is missing from ${from.label}`);
  if (have && have.size === src.size) return 0;
  await to.put(name, await readBlob(from, name));
  return src.size;
}

/** Runs one SYNC job: packs first, their indexes next, the snapshot last (readers never see a snapshot without its data). */
export async function runSyncJob(job: SyncJob, ctx: JobContext): Promise<JobOutcome> {
  const keys = deriveKeys(await ctx.key());
  const localStore = await openLocalStore(job.localPath);
  const cloudStore = ctx.cloudStore();
  const local = await Repository.open(localStore, keys);
  const snapshot = await local.loadSnapshot(job.snapshotJobGuid);
  // Same config as the local repository, so both share chunker parameters and the key check.
  if (!(await cloudStore.head('config'))) await cloudStore.put('config', await readBlob(localStore, 'config'));
  const cloud = await Repository.open(cloudStore, keys);

  const packs = new Set<string>();
  for (const e of snapshot.entries) {
    for (const id of e.chunks) {
      if (cloud.has(id)) continue;
      const loc = local.chunks.get(id);
      if (!loc) throw new BackupError('MISSING_DATA', `chunk ${id.slice(0, 12)} of ${e.path} is missing from the local target`);
      packs.add(loc.packId);
    }
  }
  const sizes = new Map<string, number>();
  for (const p of packs) sizes.set(p, (await localStore.head(packName(p)))?.size ?? 0);
  const progress = { filesProcessed: 0, filesTotal: packs.size, bytesProcessed: 0, bytesTotal: [...sizes.values()].reduce((a, b) => a + b, 0) };
  let uploaded = 0;
  for (const p of packs) {
    if (ctx.signal.aborted) throw new BackupError('CANCELLED', 'sync: cancelled');
    uploaded += await copyIfMissing(localStore, cloudStore, packName(p));
    uploaded += await copyIfMissing(localStore, cloudStore, indexName(p));
    progress.filesProcessed++;
    progress.bytesProcessed += sizes.get(p) ?? 0;
    ctx.progress(progress);
  }
  uploaded += await copyIfMissing(localStore, cloudStore, `snapshots/${job.snapshotJobGuid}`);
  ctx.log(`Sync job ${job.jobUid}: ${packs.size} packs (${uploaded} bytes) uploaded for snapshot ${job.snapshotJobGuid}`);
  return { status: 'COMPLETED', progress, storedBytes: { local: 0, cloud: uploaded } };
}
