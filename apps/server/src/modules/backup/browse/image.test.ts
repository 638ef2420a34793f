import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupDeletion, BackupEntry, BackupJob, BackupPlan, MountedEntry, Paged, Revision, Volume } from '@outpost/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { agentRunsBackup, backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let plan: BackupPlan;
let volume: string;
let tmp: string;
let revisionId: number;

const base = () => `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/${plan.uid}`;
const get = (url: string) => ctx.app.inject({ url, headers: world.admin.headers });
const b64 = (p: string) => encodeURIComponent(Buffer.from(p).toString('base64'));

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  tmp = await mkdtemp(path.join(tmpdir(), 'outpost-image-'));
  volume = await makeSourceTree({ 'etc/hosts': '127.0.0.1 localhost', 'home/u/notes.md': '# notes', 'boot.img': 'boot' });
  plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput([], { name: 'System image', type: 'IMAGE', volume }));
  await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
  await agentRunsBackup(ctx, world.device, world.org.id, path.join(tmp, 'journal'));
  revisionId = (await get(`${base()}/jobs`)).json<Paged<BackupJob>>().results[0]!.id;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(volume, { recursive: true, force: true });
  await rm(tmp, { recursive: true, force: true });
});

describe('image plans', () => {
  it('lists the plan’s volume with its last revision and stats', async () => {
    const volumes = (await get(`${base()}/volumes`)).json<Volume[]>();
    expect(volumes).toHaveLength(1);
    expect(volumes[0]).toMatchObject({
      volume: { location: volume },
      lastRevision: expect.any(String),
      image: { cloudBytes: expect.any(Number), localBytes: 0 },
    });
  });

  it('lists the volume’s revisions, one per backup job, whose ids mount the image', async () => {
    const [vol] = (await get(`${base()}/volumes`)).json<Volume[]>();
    const revisions = (await get(`/api/backup/lockhart/v3/nodes/${world.device.nodeId}/plans/${plan.numericId}/files/${vol!.fileId}/revisions`)).json<
      Paged<Revision>
    >();
    expect(revisions).toMatchObject({ totalElements: 1, results: [{ id: revisionId, bldType: 'FULL', onCloud: true, file: { path: volume } }] });
    expect((await get(`${base()}/files/${vol!.fileId}/revisions?onCloud=false`)).json<Paged<Revision>>()).toMatchObject({ totalElements: 0, results: [] });
    const mounted = await get(`/api/backup/lockhart/image/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/revisions/${revisions.results[0]!.id}/content`);
    expect(mounted.json<Paged<MountedEntry>>().results.map((e) => e.name)).toEqual(['etc', 'home', 'boot.img']);
  });

  it('mounts a cloud revision and lists its content folders first', async () => {
    const root = (
      await get(
        `/api/backup/lockhart/image/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/revisions/${revisionId}/content?folder=${encodeURIComponent(volume)}`,
      )
    ).json<Paged<MountedEntry>>();
    expect(root.results.map((e) => `${e.type}:${e.name}`)).toEqual(['FOLDER:etc', 'FOLDER:home', 'FILE:boot.img']);
    const page = (
      await get(
        `/api/backup/lockhart/image/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/revisions/${revisionId}/content?folder=${encodeURIComponent(volume)}&start=1&count=1`,
      )
    ).json<Paged<MountedEntry>>();
    expect(page).toMatchObject({ results: [{ name: 'home' }], totalElements: 3 });
  });

  it('downloads a file or a folder of a mounted image', async () => {
    const url = `/api/backup/lockhart/image/nodes/${world.device.nodeId}/plans/${plan.uid}/revisions/${revisionId}/download`;
    const file = await get(`${url}?fileBase64=${b64(`${volume}/etc/hosts`)}&type=FILE`);
    expect(file.body).toBe('127.0.0.1 localhost');
    const folder = await get(`${url}?fileBase64=${b64(`${volume}/home`)}&type=FOLDER`);
    expect(folder.headers['content-type']).toBe('application/zip');
    expect(folder.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(folder.rawPayload.includes(Buffer.from('u/notes.md'))).toBe(true);
  });

  it('schedules deleting a volume’s data from its volume row, and lists the deletion as that volume’s revisions', async () => {
    const [vol] = (await get(`${base()}/volumes`)).json<Volume[]>();
    const scheduled = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/delete-revisions`,
      headers: world.admin.headers,
      payload: { fileIds: [], folderIds: [], planName: plan.name, volumes: [{ fileId: vol!.fileId, planId: plan.uid }] },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const [deletion] = (await get(`/api/backup/deletions?nodeId=${world.device.nodeId}`)).json<BackupDeletion[]>();
    expect(deletion).toMatchObject({ status: 'SCHEDULED', wholePlan: true, planName: 'System image', volume, items: [] });
    await ctx.app.inject({ method: 'POST', url: `/api/backup/deletions/${deletion!.id}/cancel`, headers: world.admin.headers });
  });

  it('refuses mounting when the cloud_image_mounting flag is off', async () => {
    const flags = await ctx.services.settings.get('featureFlags');
    await ctx.services.settings.set('featureFlags', { ...flags, cloud_image_mounting: false });
    const response = await get(
      `/api/backup/lockhart/image/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/revisions/${revisionId}/content?folder=${encodeURIComponent(volume)}`,
    );
    expect(response.statusCode).toBe(403);
    await ctx.services.settings.set('featureFlags', flags);
  });
});

describe('an image plan whose volume is a path on the volume', () => {
  it('mounts the revision at the volume’s mount point', async () => {
    const onVolume = await createPlan(ctx, world.admin, world.device.nodeId, planInput([], { name: 'Home image', type: 'IMAGE', volume: `${volume}/home/u/` }));
    await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(onVolume.uid));
    await agentRunsBackup(ctx, world.device, world.org.id, path.join(tmp, 'journal-home'), { mountPoint: volume });
    const planBase = `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/${onVolume.uid}`;
    const [vol] = (await get(`${planBase}/volumes`)).json<Volume[]>();
    expect(vol).toMatchObject({
      volumeName: volume,
      volume: { location: volume, fileSystem: 'tmpfs' },
      image: { capacityBytes: 1024 ** 3, usedBytes: 512 * 1024 ** 2 },
    });
    const [revision] = (await get(`${planBase}/files/${vol!.fileId}/revisions`)).json<Paged<Revision>>().results;
    // The browser asks for the mounted root without a folder.
    const root = (await get(`/api/backup/lockhart/image/v2/nodes/${world.device.nodeId}/plans/${onVolume.uid}/revisions/${revision!.id}/content`)).json<
      Paged<MountedEntry>
    >();
    expect(root.results.map((e) => e.name)).toEqual(['etc', 'home', 'boot.img']);
    // The volume backed up is the plan's root, not a path outside the plan: not Removed.
    const folders = (await get(`${planBase}/folders`)).json<Paged<BackupEntry>>();
    expect(folders.results.map((f) => ({ path: f.path, removed: f.removed }))).toEqual([{ path: volume, removed: false }]);
    // Editing the plan (same volume, another path on it) keeps that so.
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/backup/nodes/${world.device.nodeId}/plans/${onVolume.uid}`,
      headers: world.admin.headers,
      payload: planInput([], { name: 'Home image', type: 'IMAGE', volume: `${volume}/home` }),
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(`${planBase}/folders`)).json<Paged<BackupEntry>>().results[0]!.removed).toBe(false);
    // Moving the plan to another volume tags the old one Removed.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/backup/nodes/${world.device.nodeId}/plans/${onVolume.uid}`,
      headers: world.admin.headers,
      payload: planInput([], { name: 'Home image', type: 'IMAGE', volume: '/elsewhere' }),
    });
    expect((await get(`${planBase}/folders`)).json<Paged<BackupEntry>>().results[0]!.removed).toBe(true);
  });
});
