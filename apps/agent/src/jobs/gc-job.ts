/**
 * GC: drops paths a data deletion removed from the local snapshots, removes the snapshots the
 * server no longer lists, then the data nothing references.
 */
import type { AgentJob } from '@outpost/contracts';
import { collectGarbage, forgetPaths } from './engine.ts';
import type { JobContext, JobOutcome } from './context.ts';
import { openLocalStore } from './stores.ts';

/** Runs one GC job on a LOCAL target. */
export async function runGcJob(job: Extract<AgentJob, { kind: 'GC' }>, ctx: JobContext): Promise<JobOutcome> {
  const store = await openLocalStore(job.localPath);
  const key = await ctx.key();
  const forgotten = await forgetPaths({ store, key, jobGuids: job.forget.jobGuids, paths: job.forget.paths });
  const report = await collectGarbage({ store, key, liveSnapshots: job.liveJobGuids });
  ctx.log(`GC job ${job.jobUid} on ${job.localPath}: ${JSON.stringify({ ...forgotten, ...report })}`);
  return { status: 'COMPLETED' };
}
