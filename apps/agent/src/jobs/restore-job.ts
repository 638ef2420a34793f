/** RESTORE: writes a snapshot's selected paths to the original or another location on this device. */
import type { AgentJob } from '@outpost/contracts';
import { BackupError, FsBlobStore, runRestore, type BlobStore, type RestoreResult } from './engine.ts';
import type { JobContext, JobOutcome } from './context.ts';
import { localRepositoryHas } from './stores.ts';

type RestoreJob = Extract<AgentJob, { kind: 'RESTORE' }>;
type Warning = { path: string; message: string };

/** The completion accepts this many warnings (jobCompleteSchema). */
const MAX_WARNINGS = 1000;
const MAX_MESSAGE = 500;

/** The local copy when this device can reach it (faster, no upload quota), else the cloud copy. */
async function sourceStore(job: RestoreJob, ctx: JobContext): Promise<BlobStore> {
  if (job.sourceLocalPath && (await localRepositoryHas(job.sourceLocalPath, job.snapshotJobGuid))) return new FsBlobStore(job.sourceLocalPath);
  if (job.sourceOnCloud) return ctx.cloudStore();
  throw new BackupError('MISSING_DATA', `The backup data is only on local storage (${job.sourceLocalPath ?? 'unknown'}), which this device cannot reach`);
}

/**
 * Everything the restore did not write, with why: selected paths not in the backup, then failed
 * entries, then skipped ones. Past the completion's limit the last line counts the rest, so the
 * list never claims to be complete when it is not.
 */
export function restoreWarnings(result: Pick<RestoreResult, 'missing' | 'failed' | 'skipped'>): Warning[] {
  const all: Warning[] = [
    ...result.missing.map((path) => ({ path, message: 'Not in this backup' })),
    ...result.failed.map((f) => ({ path: f.path, message: f.message.slice(0, MAX_MESSAGE) })),
    ...result.skipped.map((s) => ({ path: s.path, message: s.message.slice(0, MAX_MESSAGE) })),
  ];
  if (all.length <= MAX_WARNINGS) return all;
  const shown = all.slice(0, MAX_WARNINGS - 1);
  return [...shown, { path: '…', message: `${all.length - shown.length} more not restored` }];
}

/**
 * Runs one RESTORE job. Processed counts the files written; total counts every file asked for
 * (written, skipped, failed, and each selected path not in the backup), so a job that wrote fewer
 * than asked shows "Completed with warnings" with its list. Nothing written and something failed
 * makes it FAILED; nothing asked in the backup at all fails in the engine, naming the paths.
 */
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
  if (result.fetched) ctx.log(`Restore read ${(result.fetched.bytes / 1048576).toFixed(1)} MiB of packs in ${result.fetched.requests} requests`);
  const written = result.filesRestored;
  const asked = Math.max(latest.filesTotal, written + result.filesSkipped + result.failed.length) + result.missing.length;
  const warnings = restoreWarnings(result);
  const progress = { filesProcessed: written, filesTotal: asked, bytesProcessed: latest.bytesProcessed, bytesTotal: latest.bytesTotal };
  if (written === 0 && result.failed.length > 0) {
    return { status: 'FAILED', progress, warnings, error: `No file could be restored: ${result.failed[0]?.message ?? 'unknown error'}`.slice(0, 2000) };
  }
  return { status: 'COMPLETED', progress, warnings };
}
