import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AgentWork, BackupNodePage, BackupPlan, JobData } from '@outpost/contracts';
import { nodes } from '../../../db/schema.ts';
import { createTestContext, signIn, type Session, type TestContext } from '../../../test/harness.ts';
import { heartbeat, factsFor } from '../../../test/factories.ts';
import { backupWorld, createPlan, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let viewer: Session;

const plansUrl = () => `/api/backup/nodes/${world.device.nodeId}/plans`;
const finish = (auth: Record<string, string>, jobUid: string, status: 'FAILED' | 'CANCELED') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/agent/jobs/${jobUid}/complete`,
    headers: auth,
    payload: { status, progress: { filesProcessed: 0, filesTotal: 0, bytesProcessed: 0, bytesTotal: 0 } },
  });
const work = async (auth: Record<string, string>) => (await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: auth })).json<AgentWork>();

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  const role = await ctx.services.users.createRole({ name: 'Viewer', description: '', permissions: ['canViewAndRestoreBackupData'] });
  viewer = await signIn(ctx, 'TECHNICIAN', role.id);
});
afterAll(() => ctx.close());

describe('backup plans', () => {
  it('creates, edits and deletes a plan; a deleted plan stays listed as deleted', async () => {
    const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/srv/data'], { name: 'Data' }));
    expect(plan).toMatchObject({
      name: 'Data',
      enabled: true,
      destination: 'CLOUD',
      localPath: null,
      lastSuccess: null,
      storage: { local: 0, cloud: 0, localJobs: 0, cloudJobs: 0 },
    });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `${plansUrl()}/${plan.uid}`,
      headers: world.admin.headers,
      payload: planInput(['/srv/data', '/etc'], { name: 'Data 2', destination: 'HYBRID', localPath: '/mnt/nas' }),
    });
    expect(edited.json<BackupPlan>()).toMatchObject({ name: 'Data 2', includes: ['/srv/data', '/etc'], destination: 'HYBRID', localPath: '/mnt/nas' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `${plansUrl()}/${plan.uid}`, headers: world.admin.headers })).statusCode).toBe(204);
    const listed = (await ctx.app.inject({ url: `/api/backup/lockhart/nodes/${world.device.nodeId}/plans`, headers: world.admin.headers })).json<
      BackupPlan[]
    >();
    expect(listed.find((p) => p.uid === plan.uid)).toMatchObject({ deleted: true, enabled: false });
    const run = await ctx.app.inject({ method: 'POST', url: `${plansUrl()}/${plan.uid}/run`, headers: world.admin.headers });
    expect(run.json()).toMatchObject({ message: 'Error running backup job' });
  });

  it('validates plans: includes, volume for images, local path for LOCAL/HYBRID, schedule days', async () => {
    const bad = async (payload: object) =>
      (await ctx.app.inject({ method: 'POST', url: plansUrl(), headers: world.admin.headers, payload })).json<{ fields: Record<string, string[]> }>();
    expect((await bad(planInput([]))).fields).toHaveProperty('includes');
    expect((await bad(planInput([], { type: 'IMAGE' }))).fields).toHaveProperty('volume');
    expect((await bad(planInput(['/x'], { destination: 'LOCAL' }))).fields).toHaveProperty('localPath');
    expect((await bad(planInput(['/x'], { schedule: { scheduleType: 'WEEKLY', weekDays: [] } }))).fields).toHaveProperty(['schedule.weekDays']);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/backup/nodes/999999/plans', headers: world.admin.headers, payload: planInput(['/x']) })).statusCode,
    ).toBe(404);
  });

  it('needs canManageDevices to manage plans', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: plansUrl(), headers: viewer.headers, payload: planInput(['/x']) });
    expect(response.statusCode).toBe(403);
  });
});

describe('agent work channel', () => {
  it('queues a run for an offline device and hands it over, leased, when the agent polls', async () => {
    const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/home']));
    const run = (await ctx.app.inject({ method: 'POST', url: `${plansUrl()}/${plan.uid}/run`, headers: world.admin.headers })).json<{
      resultCode: string;
      message: string;
      jobUid: string;
    }>();
    expect(run).toMatchObject({ resultCode: 'SUCCESS', message: 'Backup job created successfully' });
    expect((await ctx.app.inject({ url: `/api/backup/jobs/${run.jobUid}`, headers: world.admin.headers })).json<JobData>().status).toBe('QUEUED');
    const got = await work(world.device.auth);
    expect(got.jobs).toEqual([expect.objectContaining({ kind: 'BACKUP', jobUid: run.jobUid, includes: ['/home'], previousJobGuid: null })]);
    expect(got.bandwidthLimitKb).toBeNull();
    expect((await work(world.device.auth)).jobs).toEqual([]);
    const status = (await ctx.app.inject({ url: `/api/backup/jobs/${run.jobUid}`, headers: world.admin.headers })).json<JobData>();
    expect(status).toMatchObject({ status: 'PROCESSING', started: expect.any(String) });
    await finish(world.device.auth, run.jobUid, 'CANCELED');
  });

  it('returns a leased job that stops reporting for 2 minutes to the queue, so it resumes', async () => {
    const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/var']));
    const { jobUid } = (await ctx.app.inject({ method: 'POST', url: `${plansUrl()}/${plan.uid}/run`, headers: world.admin.headers })).json<{
      jobUid: string;
    }>();
    expect((await work(world.device.auth)).jobs.map((j) => j.jobUid)).toEqual([jobUid]);
    ctx.clock.advance(60_000);
    const progress = await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${jobUid}/progress`,
      headers: world.device.auth,
      payload: { filesProcessed: 1, filesTotal: 10, bytesProcessed: 5, bytesTotal: 50 },
    });
    expect(progress.json()).toEqual({ cancelRequested: false });
    ctx.clock.advance(90_000);
    expect((await work(world.device.auth)).jobs).toEqual([]);
    ctx.clock.advance(60_000);
    expect((await work(world.device.auth)).jobs.map((j) => j.jobUid)).toEqual([jobUid]);
  });

  it('refuses another device’s job and answers the organization key only to approved agents', async () => {
    const other = await world.enroll('other-host');
    const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/opt']));
    const { jobUid } = (await ctx.app.inject({ method: 'POST', url: `${plansUrl()}/${plan.uid}/run`, headers: world.admin.headers })).json<{
      jobUid: string;
    }>();
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${jobUid}/progress`,
      headers: other.auth,
      payload: { filesProcessed: 0, filesTotal: 0, bytesProcessed: 0, bytesTotal: 0 },
    });
    expect(stolen.statusCode).toBe(404);
    const keyA = (await ctx.app.inject({ url: '/api/agent/backup/key', headers: world.device.auth })).json<{ keyBase64: string }>().keyBase64;
    const keyB = (await ctx.app.inject({ url: '/api/agent/backup/key', headers: other.auth })).json<{ keyBase64: string }>().keyBase64;
    expect(Buffer.from(keyA, 'base64')).toHaveLength(32);
    expect(keyB).toBe(keyA);
    expect((await ctx.app.inject({ url: '/api/agent/backup/key', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });

  it('keeps jobs queued while the agent says it accepts none, and runs a plan now for interactive runs', async () => {
    const device = await world.enroll('interactive-host');
    const plan = await createPlan(ctx, world.admin, device.nodeId, planInput(['/data'], { name: 'Interactive' }));
    await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
    const busy = (await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0&acceptJobs=0', headers: device.auth })).json<AgentWork>();
    expect(busy.jobs).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/agent/backup/plans', headers: device.auth })).json()).toEqual({
      plans: [{ uid: plan.uid, name: 'Interactive' }],
    });
    const now = await ctx.app.inject({ method: 'POST', url: `/api/agent/backup/plans/${plan.uid}/run`, headers: device.auth, payload: {} });
    expect(now.json()).toMatchObject({ kind: 'BACKUP', planUid: plan.uid, includes: ['/data'] });
    expect(
      (await ctx.app.inject({ url: `/api/backup/jobs/${now.json<{ jobUid: string }>().jobUid}`, headers: world.admin.headers })).json<JobData>().status,
    ).toBe('PROCESSING');
    expect((await work(device.auth)).jobs).toHaveLength(1);
  });

  it('rejects a malformed snapshot on completion and keeps the job open', async () => {
    const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/root']));
    const { jobUid } = (await ctx.app.inject({ method: 'POST', url: `${plansUrl()}/${plan.uid}/run`, headers: world.admin.headers })).json<{
      jobUid: string;
    }>();
    await work(world.device.auth);
    const progress = { filesProcessed: 0, filesTotal: 0, bytesProcessed: 0, bytesTotal: 0 };
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${jobUid}/complete`,
      headers: world.device.auth,
      payload: { status: 'COMPLETED', progress, snapshot: { version: 1, entries: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    const failed = await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${jobUid}/complete`,
      headers: world.device.auth,
      payload: { status: 'FAILED', progress, error: 'disk on fire' },
    });
    expect(failed.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/backup/jobs/${jobUid}`, headers: world.admin.headers })).json<JobData>()).toMatchObject({
      status: 'FAILED',
      error: 'disk on fire',
    });
  });
});

describe('scheduler', () => {
  it('queues a due plan run once per due time, however often it ticks', async () => {
    const device = await world.enroll('sched-host');
    // The clock is 2026-01-05T10:00Z + whatever earlier tests advanced; schedule every 15 minutes.
    await createPlan(ctx, world.admin, device.nodeId, planInput(['/sched'], { schedule: { scheduleType: 'INTERVAL', interval: 15, intervalUnit: 'MINUTES' } }));
    await ctx.services.scheduling.scheduler.tick();
    ctx.clock.advance(15 * 60_000);
    await ctx.services.scheduling.scheduler.tick();
    await ctx.services.scheduling.scheduler.tick();
    const jobs = () =>
      ctx.app.inject({ url: `/api/backup/nodes/${device.nodeId}/jobs?type=BACKUP`, headers: world.admin.headers }).then((r) => r.json<JobData[]>());
    expect(await jobs()).toHaveLength(1);
    // An offline device keeps a single queued run rather than one per missed slot.
    ctx.clock.advance(15 * 60_000);
    await ctx.services.scheduling.scheduler.tick();
    expect(await jobs()).toHaveLength(1);
    const [leased] = (await work(device.auth)).jobs;
    await finish(device.auth, leased!.jobUid, 'FAILED');
    ctx.clock.advance(15 * 60_000);
    await ctx.services.scheduling.scheduler.tick();
    expect(await jobs()).toHaveLength(2);
  });

  it('does not queue disabled plans', async () => {
    const device = await world.enroll('disabled-host');
    await createPlan(
      ctx,
      world.admin,
      device.nodeId,
      planInput(['/x'], { enabled: false, schedule: { scheduleType: 'INTERVAL', interval: 5, intervalUnit: 'MINUTES' } }),
    );
    ctx.clock.advance(10 * 60_000);
    await ctx.services.scheduling.scheduler.tick();
    expect((await ctx.app.inject({ url: `/api/backup/nodes/${device.nodeId}/jobs`, headers: world.admin.headers })).json()).toEqual([]);
  });
});

describe('customer backup settings and the device picker', () => {
  it('clears chosen nodes when leaving MANUAL and keeps enabled and excluded lists apart', async () => {
    const url = `/api/organizations/${world.org.id}/backup-settings`;
    const current = (await ctx.app.inject({ url, headers: world.admin.headers })).json<Record<string, unknown>>();
    expect(current).toMatchObject({ mode: 'ALL', nodeIds: [], bandwidthThrottle: false });
    const put = (payload: object) =>
      ctx.app
        .inject({ method: 'PUT', url, headers: world.admin.headers, payload: { ...current, ...payload } })
        .then((r) => r.json<{ mode: string; nodeIds: number[]; excludedNodeIds: number[] }>());
    expect(await put({ mode: 'MANUAL', nodeIds: [1, 2], excludedNodeIds: [3] })).toMatchObject({ nodeIds: [1, 2], excludedNodeIds: [3] });
    expect(await put({ mode: 'MANUAL', nodeIds: [1, 2, 3], excludedNodeIds: [3] })).toMatchObject({ nodeIds: [1, 2, 3], excludedNodeIds: [] });
    expect(await put({ mode: 'MANUAL', nodeIds: [1, 2, 3], excludedNodeIds: [2] })).toMatchObject({ nodeIds: [1, 3], excludedNodeIds: [2] });
    expect(await put({ mode: 'ALL', nodeIds: [1, 3], excludedNodeIds: [2] })).toMatchObject({ mode: 'ALL', nodeIds: [], excludedNodeIds: [2] });
  });

  it('lists online devices 50 a page, limited to the chosen ones in MANUAL mode', async () => {
    const a = await world.enroll('picker-a');
    const b = await world.enroll('picker-b');
    await heartbeat(ctx, a.credential, factsFor('picker-a'));
    await heartbeat(ctx, b.credential, factsFor('picker-b'));
    const url = `/api/organizations/${world.org.id}/backup-settings`;
    const current = (await ctx.app.inject({ url, headers: world.admin.headers })).json<object>();
    await ctx.app.inject({
      method: 'PUT',
      url,
      headers: world.admin.headers,
      payload: { ...current, mode: 'MANUAL', nodeIds: [a.nodeId], excludedNodeIds: [] },
    });
    const page = (
      await ctx.app.inject({ url: `/api/query/devices?org=${world.org.id}&online=true&lockhartEnabled=true&name=picker`, headers: world.admin.headers })
    ).json<{ results: { id: number; isUp: boolean; clientId: number }[] }>();
    expect(page.results).toEqual([expect.objectContaining({ id: a.nodeId, isUp: true, clientId: world.org.id })]);
    const noOrg = (await ctx.app.inject({ url: '/api/query/devices?online=true&lockhartEnabled=true&name=picker', headers: world.admin.headers })).json<{
      results: { id: number }[];
    }>();
    expect(noOrg.results.map((r) => r.id)).toEqual([a.nodeId]);
    const all = (await ctx.app.inject({ url: `/api/query/devices?org=${world.org.id}&online=true&name=picker`, headers: world.admin.headers })).json<{
      results: unknown[];
    }>();
    expect(all.results).toHaveLength(2);
  });

  it('tells devices of the same name apart in the picker: organization, location and last seen', async () => {
    const settingsUrl = `/api/organizations/${world.org.id}/backup-settings`;
    const settings = (await ctx.app.inject({ url: settingsUrl, headers: world.admin.headers })).json<object>();
    await ctx.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers: world.admin.headers,
      payload: { ...settings, mode: 'ALL', nodeIds: [], excludedNodeIds: [] },
    });
    const office = await ctx.services.organizations.createLocation(world.org.id, { name: 'Head office', description: '', address: '' });
    const first = await world.enroll('twin');
    const second = await world.enroll('twin');
    await ctx.database.db.update(nodes).set({ locationId: office.id }).where(eq(nodes.id, first.nodeId));
    await heartbeat(ctx, first.credential, factsFor('twin'));
    ctx.clock.advance(5_000);
    await heartbeat(ctx, second.credential, factsFor('twin'));
    const page = (
      await ctx.app.inject({ url: `/api/query/devices?org=${world.org.id}&online=true&lockhartEnabled=true&name=twin`, headers: world.admin.headers })
    ).json<BackupNodePage>();
    const org = (await ctx.services.organizations.get(world.org.id)).name;
    expect(page.results.map((d) => ({ id: d.id, organizationName: d.organizationName, locationName: d.locationName }))).toEqual([
      { id: first.nodeId, organizationName: org, locationName: 'Head office' },
      { id: second.nodeId, organizationName: org, locationName: null },
    ]);
    const [a, b] = page.results.map((d) => d.lastSeen!);
    expect(new Date(b!).getTime() - new Date(a!).getTime()).toBe(5_000);
  });
});
