/** BACKUP: runs a plan's backup into its targets (CLOUD, LOCAL or both) and returns the snapshot. */
import { join } from 'node:path';
import type { AgentJob } from '@outpost/contracts';
import { runBackup, runImageBackup, type BackupOptions, type BlobStore } from './engine.ts';
import type { JobContext, JobOutcome } from './context.ts';
import { CountingStore, openLocalStore } from './stores.ts';
import { RawJson } from './work-client.ts';

type BackupJob = Extract<AgentJob, { kind: 'BACKUP' }>;

/** The plan's folder in the data dir: the resume journal of an interrupted job lives here. */
export function planJournalDir(dataDir: string, planUid: string): string {
  return join(dataDir, 'backup', 'plans', encodeURIComponent(planUid), 'journal');
}

/** Stores for the destination, local first (the engine's primary reads the previous snapshot there). */
async function targets(job: BackupJob, ctx: JobContext): Promise<{ local?: CountingStore; cloud?: CountingStore }> {
  const local = job.destination === 'CLOUD' ? undefined : new CountingStore(await openLocalStore(job.localPath));
  const cloud = job.destination === 'LOCAL' ? undefined : new CountingStore(ctx.cloudStore());
  return { ...(local ? { local } : {}), ...(cloud ? { cloud } : {}) };
}

/** Runs one BACKUP job. */
export async function runBackupJob(job: BackupJob, ctx: JobContext): Promise<JobOutcome> {
  // Where the job's time goes, logged when it ends (what a slow backup is asked first).
  const since = performance.now();
  const phases: string[] = [];
  const phase = (name: string, ms: number) => phases.push(`${name} ${(ms / 1000).toFixed(2)} s`);
  const { local, cloud } = await targets(job, ctx);
  const stores = [local, cloud].filter((s): s is CountingStore => !!s);
  const primary = stores[0] as BlobStore;
  // A previous job whose data was deleted (or never reached this target) means a FULL backup.
  const previous = job.previousJobGuid && (await primary.head(`snapshots/${job.previousJobGuid}`).catch(() => null)) ? job.previousJobGuid : null;
  const common: Omit<BackupOptions, 'sources'> = {
    stores,
    key: await ctx.key(),
    journalDir: planJournalDir(ctx.dataDir, job.planUid),
    previousSnapshot: previous,
    excludes: job.excludes,
    tags: { planUid: job.planUid, jobUid: job.jobUid },
    onProgress: (p) => ctx.progress(p),
    onPhase: phase,
    signal: ctx.signal,
  };
  phase('prepare', performance.now() - since);
  const { snapshot, snapshotJson, resumed } =
    job.planType === 'IMAGE' ? await runImageBackup({ ...common, volume: job.volume ?? '/' }) : await runBackup({ ...common, sources: job.includes });
  if (resumed) ctx.log(`Backup job ${job.jobUid}: resumed an interrupted run of plan ${job.planUid}`);
  ctx.log(`Backup job ${job.jobUid}: ${((performance.now() - since) / 1000).toFixed(2)} s (${phases.join(', ')})`);
  const files = snapshot.totals.files;
  return {
    status: 'COMPLETED',
    progress: { filesProcessed: files, filesTotal: files + snapshot.totals.errors, bytesProcessed: snapshot.totals.bytes, bytesTotal: snapshot.totals.bytes },
    warnings: snapshot.warnings.slice(0, 1000).map((w) => ({ path: w.path, message: w.message.slice(0, 500) })),
    // The JSON the engine stored, sent as it is: decompressed piece by piece into the request body,
    // never whole in memory, and not serialized a second time.
    snapshot: new RawJson(snapshotJson),
    storedBytes: { local: local?.bytesWritten ?? 0, cloud: cloud?.bytesWritten ?? 0 },
  };
}
