/** RESTORE: writes a snapshot's selected paths to the original or another location on this device. */
import type { AgentJob } from '@outpost/contracts';
import { BackupError, FsBlobStore, runRestore, type BlobStore } from './engine.ts';
import type { JobContext, JobOutcome } from './context.ts';
import { localRepositoryHas } from './stores.ts';

type RestoreJob = Extract<AgentJob, { kind: 'RESTORE' }>;

/** The local copy when this device can reach it (faster, no upload quota), else the cloud copy. */
async function sourceStore(job: RestoreJob, ctx: JobContext): Promise<BlobStore> {
  if (job.sourceLocalPath && (await localRepositoryHas(job.sourceLocalPath, job.snapshotJobGuid))) return new FsBlobStore(job.sourceLocalPath);
  if (job.sourceOnCloud) return ctx.cloudStore();
  throw new BackupError('MISSING_DATA', `The backup data is only on local storage (${job.sourceLocalPath ?? 'unknown'}), which this device cannot reach`);
}

/** Runs one RESTORE job; failed files make it "completed with warnings", none restored makes it FAILED. */
export async function runRestoreJob(job: RestoreJob, ctx: JobContext): Promise<JobOutcome> {
  let latest = { filesProcessed: 0, filesTotal: 0, bytesProcessed: 0, bytesTotal: 0 };
  const result = await runRestore({
    store: await sourceStore(job, ctx),
    key: await ctx.key(),
    snapshot: job.snapshotJobGuid,
    ...(job.paths.length > 0 ? { paths: job.paths } : {}),
    destination: job.destination,
    collision: job.collision,
    restorePermissions: job.restorePermissions,
    signal: ctx.signal,
    onProgress: (p) => {
      latest = p;
      ctx.progress(p);
    },
  });
  const done = result.filesRestored + result.filesSkipped;
  const total = Math.max(latest.filesTotal, done + result.failed.length);
  const warnings = result.failed.slice(0, 1000).map((f) => ({ path: f.path, message: f.message.slice(0, 500) }));
  const progress = { filesProcessed: done, filesTotal: total, bytesProcessed: latest.bytesProcessed, bytesTotal: latest.bytesTotal };
  if (done === 0 && result.failed.length > 0) {
    return { status: 'FAILED', progress, warnings, error: `No file could be restored: ${result.failed[0]?.message ?? 'unknown error'}`.slice(0, 2000) };
  }
  return { status: 'COMPLETED', progress, warnings };
}
