import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupDeletion, BackupEntry, BackupPlan, Paged } from '@outpost/contracts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { checkRepository, deriveKeys, listAll, Repository, runBackup } from '../engine.ts';
import { agentRunsBackup, backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let planA: BackupPlan;
let planB: BackupPlan;
let tmp: string;
const sources: string[] = [];
const HOUR = 3600_000;
// Sessions last 12 h and these tests move the clock by days, so each call signs in afresh.

const noise = (seed: number, size: number) => {
  const b = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    b[i] = x >>> 24;
  }
  return b;
};
const plans = async () =>
  (await ctx.app.inject({ url: `/api/backup/lockhart/nodes/${world.device.nodeId}/plans`, headers: (await signIn(ctx)).headers })).json<BackupPlan[]>();
const roots = async (plan: BackupPlan) =>
  (await ctx.app.inject({ url: `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/${plan.uid}/folders`, headers: (await signIn(ctx)).headers })).json<
    Paged<BackupEntry>
  >();

async function backUp(plan: BackupPlan) {
  await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
  return agentRunsBackup(ctx, world.device, world.org.id, path.join(tmp, plan.uid));
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  tmp = await mkdtemp(path.join(tmpdir(), 'outpost-del-'));
  sources.push(await makeSourceTree({ 'a1.bin': noise(1, 1_500_000), 'a2.bin': noise(2, 700_000) }));
  sources.push(await makeSourceTree({ 'keep.bin': noise(3, 900_000), 'drop.bin': noise(4, 1_200_000) }));
  planA = await createPlan(ctx, world.admin, world.device.nodeId, planInput([sources[0]!], { name: 'A' }));
  planB = await createPlan(ctx, world.admin, world.device.nodeId, planInput([sources[1]!], { name: 'B' }));
  await backUp(planA);
  await backUp(planB);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  for (const s of sources) await rm(s, { recursive: true, force: true });
  await rm(tmp, { recursive: true, force: true });
});

describe('plan data deletion', () => {
  it('schedules a deletion 72 hours ahead and can cancel it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/backup/lockhart/nodes/${world.device.nodeId}/delete-plan-revisions?planName=A`,
      headers: (await signIn(ctx)).headers,
      payload: [planA.uid],
    });
    const body = response.json<{ resultCode: string; scheduledFor: string; deletionIds: number[] }>();
    expect(body.resultCode).toBe('SUCCESS');
    expect(Date.parse(body.scheduledFor) - ctx.clock.now().getTime()).toBe(72 * HOUR);
    expect((await plans()).find((p) => p.uid === planA.uid)!.deletionScheduledFor).toBe(body.scheduledFor);
    const canceled = await ctx.app.inject({ method: 'POST', url: `/api/backup/deletions/${body.deletionIds[0]}/cancel`, headers: (await signIn(ctx)).headers });
    expect(canceled.json<BackupDeletion>().status).toBe('CANCELED');
    expect((await plans()).find((p) => p.uid === planA.uid)!.deletionScheduledFor).toBeNull();
    ctx.clock.advance(73 * HOUR);
    await ctx.services.backup.scheduler.tick();
    expect((await roots(planA)).totalElements).toBe(1);
  });

  it('deletes the plan’s data when due, then GC leaves only packs the remaining snapshots use', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: `/api/backup/lockhart/nodes/${world.device.nodeId}/delete-plan-revisions`,
      headers: (await signIn(ctx)).headers,
      payload: [planA.numericId],
    });
    ctx.clock.advance(71 * HOUR);
    await ctx.services.backup.scheduler.tick();
    expect((await roots(planA)).totalElements).toBe(1);
    ctx.clock.advance(2 * HOUR);
    await ctx.services.backup.scheduler.tick();
    expect((await roots(planA)).totalElements).toBe(0);
    expect((await plans()).find((p) => p.uid === planA.uid)!.storage.cloud).toBe(0);
    const list = (await ctx.app.inject({ url: `/api/backup/deletions?nodeId=${world.device.nodeId}`, headers: (await signIn(ctx)).headers })).json<
      BackupDeletion[]
    >();
    expect(list[0]).toMatchObject({ status: 'DONE', wholePlan: true, planName: 'A' });

    const store = ctx.services.backup.stores.forOrganization(world.org.id);
    const key = await ctx.services.backup.keys.keyFor(world.org.id);
    const repo = await Repository.open(store, deriveKeys(key));
    const live = await repo.listSnapshots();
    expect(live).toHaveLength(1);
    const referenced = new Set((await repo.loadSnapshot(live[0]!)).entries.flatMap((e) => e.chunks));
    for (const idx of repo.packs.values()) expect(idx.entries.some((e) => referenced.has(e.id))).toBe(true);
    expect((await listAll(store, 'packs')).length).toBe(repo.packs.size);
    expect((await checkRepository({ store, key })).ok).toBe(true);
  });

  it('deletes chosen files from the index and from the cloud snapshots', async () => {
    const root = (await roots(planB)).results[0]!;
    const content = (
      await ctx.app.inject({
        url: `/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${planB.uid}/folders/${root.id}/content`,
        headers: (await signIn(ctx)).headers,
      })
    ).json<Paged<BackupEntry>>();
    const drop = content.results.find((e) => e.name === 'drop.bin')!;
    const scheduled = await ctx.app.inject({
      method: 'POST',
      url: `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/${planB.uid}/delete-revisions`,
      headers: (await signIn(ctx)).headers,
      payload: { fileIds: [drop.id], folderIds: [], planName: 'B', volumes: [] },
    });
    expect(scheduled.json()).toMatchObject({ resultCode: 'SUCCESS' });
    const pending = (await ctx.app.inject({ url: `/api/backup/deletions?nodeId=${world.device.nodeId}`, headers: (await signIn(ctx)).headers })).json<
      BackupDeletion[]
    >();
    expect(pending[0]).toMatchObject({ status: 'SCHEDULED', planUid: planB.uid, items: [{ name: 'drop.bin', path: drop.path }] });
    ctx.clock.advance(72 * HOUR + 1000);
    await ctx.services.backup.scheduler.tick();
    const after = (
      await ctx.app.inject({
        url: `/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${planB.uid}/folders/${root.id}/content`,
        headers: (await signIn(ctx)).headers,
      })
    ).json<Paged<BackupEntry>>();
    expect(after.results.map((e) => e.name)).toEqual(['keep.bin']);
    expect(after.totalElements).toBe(1);
    const store = ctx.services.backup.stores.forOrganization(world.org.id);
    const key = await ctx.services.backup.keys.keyFor(world.org.id);
    const repo = await Repository.open(store, deriveKeys(key));
    const [guid] = await repo.listSnapshots();
    expect((await repo.loadSnapshot(guid!)).entries.map((e) => path.basename(e.path))).not.toContain('drop.bin');
    expect((await checkRepository({ store, key })).ok).toBe(true);
  });

  it('asks the device to drop deleted files from its local copies of a HYBRID plan before collecting', async () => {
    const source = await makeSourceTree({ 'stay.bin': noise(5, 300_000), 'old/gone.bin': noise(6, 300_000) });
    sources.push(source);
    const admin = await signIn(ctx);
    const plan = await createPlan(ctx, admin, world.device.nodeId, planInput([source], { name: 'H', destination: 'HYBRID', localPath: '/mnt/nas/outpost' }));
    const { snapshot } = await backUp(plan);
    const root = (await roots(plan)).results[0]!;
    const content = (
      await ctx.app.inject({ url: `/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/folders/${root.id}/content`, headers: admin.headers })
    ).json<Paged<BackupEntry>>();
    const old = content.results.find((e) => e.name === 'old')!;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/${plan.uid}/delete-revisions`,
      headers: admin.headers,
      payload: { fileIds: [], folderIds: [old.id], planName: 'H', volumes: [] },
    });
    ctx.clock.advance(72 * HOUR + 1000);
    await ctx.services.backup.scheduler.tick();
    const work = (await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: world.device.auth })).json<{
      jobs: { kind: string; localPath?: string; forget?: unknown }[];
    }>();
    expect(work.jobs.find((j) => j.kind === 'GC')).toMatchObject({
      localPath: '/mnt/nas/outpost',
      forget: { jobGuids: [snapshot.jobGuid], paths: [old.path] },
    });
  });

  it('keeps a snapshot the server has not heard of yet (a job still reporting) through GC', async () => {
    const key = await ctx.services.backup.keys.keyFor(world.org.id);
    const store = ctx.services.backup.stores.forOrganization(world.org.id);
    const { snapshot } = await runBackup({ sources: [sources[1]!], stores: [store], key, journalDir: path.join(tmp, 'unreported') });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/backup/lockhart/nodes/${world.device.nodeId}/delete-plan-revisions`,
      headers: (await signIn(ctx)).headers,
      payload: [planA.uid],
    });
    ctx.clock.advance(73 * HOUR);
    await ctx.services.backup.scheduler.tick();
    const repo = await Repository.open(store, deriveKeys(key));
    expect(await repo.listSnapshots()).toContain(snapshot.jobGuid);
    expect((await checkRepository({ store, key })).ok).toBe(true);
  });

  it('needs canManageDevices to schedule a deletion', async () => {
    const role = await ctx.services.users.createRole({ name: 'Data only', description: '', permissions: ['canViewAndRestoreBackupData'] });
    const tech = await signIn(ctx, 'TECHNICIAN', role.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/backup/lockhart/nodes/${world.device.nodeId}/delete-plan-revisions`,
      headers: tech.headers,
      payload: [planB.uid],
    });
    expect(response.statusCode).toBe(403);
  });
});
