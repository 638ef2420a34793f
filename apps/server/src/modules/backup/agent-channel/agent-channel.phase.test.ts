import type { AgentWork, JobData } from '@outpost/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { LEASE_MS, createAgentChannel } from './agent-channel.service.ts';
import type { SnapshotIndexer } from '../browse/snapshot-index.service.ts';
import { backupWorld, createPlan, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
});
afterAll(() => ctx.close());

/** The agent channel over the test server's repositories, with an indexer the test drives. */
function channelWith(indexer: SnapshotIndexer) {
  const b = ctx.services.backup;
  return createAgentChannel({
    jobs: b.repositories.jobs,
    plans: b.repositories.plans,
    index: b.repositories.index,
    orgData: b.repositories.orgData,
    settings: b.settings,
    wakeups: b.wakeups,
    clock: ctx.clock,
    indexer,
    repositoryKey: async () => Buffer.alloc(32),
    organizationOf: async (nodeId) => (await b.findNode(nodeId)).organizationId,
    presence: b.repositories.nodes,
  });
}

/** A BACKUP job leased to the device, and what its agent would report on completion. */
async function leasedBackup() {
  const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/data']));
  await ctx.app.inject({ method: 'POST', url: `/api/backup/nodes/${world.device.nodeId}/plans/${plan.uid}/run`, headers: world.admin.headers });
  const work = (await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: world.device.auth })).json<AgentWork>();
  const jobUid = work.jobs[0]!.jobUid;
  const now = ctx.clock.now().toISOString();
  const snapshot = {
    version: 1,
    jobGuid: `guid-${jobUid}`,
    sources: ['/data'],
    created: now,
    completed: now,
    bldType: 'FULL',
    parent: null,
    totals: { files: 1, bytes: 1, storedBytes: 1 },
    deleted: [],
    entries: [{ path: '/data/a.txt', type: 'file', size: 1, mtimeMs: 0, chunks: ['b'.repeat(64)], revisionJob: `guid-${jobUid}` }],
  };
  const body = {
    status: 'COMPLETED' as const,
    progress: { filesProcessed: 1, filesTotal: 1, bytesProcessed: 1, bytesTotal: 1 },
    warnings: [],
    error: null,
    snapshot,
  };
  return { jobUid, body };
}
const jobView = async (jobUid: string) => (await ctx.app.inject({ url: `/api/backup/jobs/${jobUid}`, headers: world.admin.headers })).json<JobData>();

describe('a finished backup being indexed', () => {
  it('shows as running in the Indexing phase with its progress, with its lease extended, and only then as completed', async () => {
    const { jobUid, body } = await leasedBackup();
    let release: () => void = () => undefined;
    const indexing = new Promise<void>((r) => (release = r));
    let reported: (done: number, total: number) => void = () => undefined;
    const channel = channelWith({
      ...ctx.services.backup.indexer,
      indexSnapshot: async (plan, jobId, snap, onProgress) => {
        reported = onProgress ?? reported;
        await indexing;
        return ctx.services.backup.indexer.indexSnapshot(plan, jobId, snap, onProgress);
      },
    });
    const completing = channel.complete(world.device.nodeId, jobUid, body);
    await expect.poll(async () => (await jobView(jobUid)).phase).toEqual({ name: 'INDEXING', done: 0, total: 0 });
    expect(await jobView(jobUid)).toMatchObject({ status: 'PROCESSING', completed: null });
    const row = (await ctx.services.backup.repositories.jobs.findByUid(jobUid))!.job;
    expect(row.leasedUntil!.getTime()).toBeGreaterThanOrEqual(ctx.clock.now().getTime() + LEASE_MS);

    // Progress is written at most once a second.
    await new Promise((r) => setTimeout(r, 1100));
    reported(300, 1000);
    await expect.poll(async () => (await jobView(jobUid)).phase).toEqual({ name: 'INDEXING', done: 300, total: 1000 });
    release();
    await completing;
    const done = await jobView(jobUid);
    expect(done).toMatchObject({ status: 'COMPLETED', phase: null });
    expect((await ctx.services.backup.repositories.jobs.findByUid(jobUid))!.job.payload).not.toHaveProperty('phase');
  });

  it('an indexing that fails leaves the job running without the phase, for the agent to send its completion again', async () => {
    const { jobUid, body } = await leasedBackup();
    const channel = channelWith({
      ...ctx.services.backup.indexer,
      indexSnapshot: async () => {
        throw new Error('database went away');
      },
    });
    await expect(channel.complete(world.device.nodeId, jobUid, body)).rejects.toThrow('database went away');
    expect(await jobView(jobUid)).toMatchObject({ status: 'PROCESSING', phase: null });
    // The completion sent again indexes it.
    await channelWith(ctx.services.backup.indexer).complete(world.device.nodeId, jobUid, body);
    expect(await jobView(jobUid)).toMatchObject({ status: 'COMPLETED', phase: null });
  });

  // Decision 0056: the name-search index is merged after COMPLETED, and the job does not wait for it.
  it('starts the name-search merge only once the job reads COMPLETED', async () => {
    const { jobUid, body } = await leasedBackup();
    const statusAtMerge: Promise<string | undefined>[] = [];
    const channel = channelWith({
      ...ctx.services.backup.indexer,
      mergeNameSearchInBackground: () => {
        statusAtMerge.push(ctx.services.backup.repositories.jobs.findByUid(jobUid).then((found) => found?.job.status));
      },
    });
    await channel.complete(world.device.nodeId, jobUid, body);
    expect(statusAtMerge).toHaveLength(1);
    expect(await statusAtMerge[0]).toBe('COMPLETED');
  });
});
