import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupPlan } from '@outpost/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createGcLocksRepository } from './gc-locks.repository.ts';
import { backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let plan: BackupPlan;
let source: string;
let runningJobUid = '';

const leasedKinds = async () =>
  (await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: world.device.auth })).json<{ jobs: { kind: string; jobUid: string }[] }>().jobs;
const queueBackup = async () => ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  source = await makeSourceTree({ 'a.txt': 'a' });
  plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput([source]));
});
afterAll(async () => {
  await ctx.close();
  await rm(source, { recursive: true, force: true });
});

describe('the GC lock in the database', () => {
  it('holds back every job of the organization while another process collects, then lets them go', async () => {
    const locks = createGcLocksRepository(ctx.database.db);
    const now = ctx.clock.now();
    await queueBackup();
    expect(await locks.acquire(world.org.id, 'other-process', now, new Date(now.getTime() + 60_000))).toBe(true);
    expect(await locks.acquire(world.org.id, 'someone-else', now, new Date(now.getTime() + 60_000))).toBe(false);
    expect(await leasedKinds()).toEqual([]);
    await locks.release(world.org.id, 'other-process');
    const leased = await leasedKinds();
    expect(leased.map((j) => j.kind)).toEqual(['BACKUP']);
    runningJobUid = leased[0]!.jobUid;
  });

  it('lets a lock whose holder died be taken over once it runs out', async () => {
    const locks = createGcLocksRepository(ctx.database.db);
    const now = ctx.clock.now();
    expect(await locks.acquire(world.org.id, 'crashed', now, new Date(now.getTime() + 1000))).toBe(true);
    expect(await locks.acquire(world.org.id, 'next', new Date(now.getTime() + 2000), new Date(now.getTime() + 60_000))).toBe(true);
    await locks.release(world.org.id, 'next');
  });

  it('defers a GC while a job uses the repository, keeps it pending in the database, and runs it on a later tick', async () => {
    const locks = createGcLocksRepository(ctx.database.db);
    // The job leased by the first test is still running.
    expect(await ctx.services.backup.deletions.collectCloud(world.org.id)).toBeNull();
    expect(await locks.pending()).toEqual([world.org.id]);
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${runningJobUid}/complete`,
      headers: world.device.auth,
      payload: { status: 'FAILED', error: 'stopped for the test', progress: { filesProcessed: 0, filesTotal: 0, bytesProcessed: 0, bytesTotal: 0 } },
    });
    expect(done.statusCode, done.body).toBe(200);
    await ctx.services.backup.scheduler.tick();
    expect(await locks.pending()).toEqual([]);
    // The deferred GC ran and let go of the lock: anyone may take it now.
    const now = ctx.clock.now();
    expect(await locks.acquire(world.org.id, 'afterwards', now, new Date(now.getTime() + 60_000))).toBe(true);
  });
});
