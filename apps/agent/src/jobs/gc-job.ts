/** GC: removes a local target's snapshots the server no longer lists, then unreferenced data. */
import type { AgentJob } from '@outpost/contracts';
import { collectGarbage } from './engine.ts';
import type { JobContext, JobOutcome } from './context.ts';
import { openLocalStore } from './stores.ts';

/** Runs one GC job on a LOCAL target. */
export async function runGcJob(job: Extract<AgentJob, { kind: 'GC' }>, ctx: JobContext): Promise<JobOutcome> {
  const report = await collectGarbage({ store: await openLocalStore(job.localPath), key: await ctx.key(), liveSnapshots: job.liveJobGuids });
  ctx.log(`GC job ${job.jobUid} on ${job.localPath}: ${JSON.stringify(report)}`);
  return { status: 'COMPLETED' };
}
