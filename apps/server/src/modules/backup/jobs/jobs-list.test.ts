import { randomUUID } from 'node:crypto';
import type { JobData, JobStatus, JobType, TablePage } from '@outpost/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEnrollmentToken, makeOrganization, enrollDevice } from '../../../test/factories.ts';
import { createTestContext, signIn, type Session, type TestContext } from '../../../test/harness.ts';
import { backupWorld, createPlan, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let otherNodeId: number;
let otherOrgId: number;
let dataViewer: Session;
let deviceManager: Session;
let noJobs: Session;

const HOUR = 3_600_000;

/** A job row as the queue would hold it, `ageHours` old, ended then unless still running. */
async function job(nodeId: number, organizationId: number, type: JobType, status: JobStatus, ageHours: number, extra: Record<string, unknown> = {}) {
  const at = new Date(ctx.clock.now().getTime() - ageHours * HOUR);
  const ended = status !== 'QUEUED' && status !== 'PROCESSING';
  await ctx.services.backup.repositories.jobs.insert({
    jobUid: randomUUID(),
    type,
    status,
    nodeId,
    organizationId,
    createdAt: at,
    startedAt: status === 'QUEUED' ? null : at,
    completedAt: ended ? at : null,
    ...extra,
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/data']));
  const planId = (await ctx.services.backup.repositories.plans.findForNode(world.device.nodeId, plan.uid))!.id;
  const org = world.org.id;
  await job(world.device.nodeId, org, 'BACKUP', 'PROCESSING', 0, {
    planId,
    jobFilesProcessed: 5,
    jobTotalFiles: 10,
    jobProcessedBytes: 500,
    jobTotalBytes: 1000,
  });
  await job(world.device.nodeId, org, 'BACKUP', 'FAILED', 2, { planId, error: 'disk full' });
  await job(world.device.nodeId, org, 'BACKUP', 'FAILED', 30, { planId });
  await job(world.device.nodeId, org, 'RESTORE', 'COMPLETED', 1, { planId, payload: { sourcePaths: ['/data/secret.txt'], restoreTo: '/tmp' } });
  await job(world.device.nodeId, org, 'SYNC', 'QUEUED', 0, { planId });
  await job(world.device.nodeId, org, 'GC', 'COMPLETED', 3);
  await job(world.device.nodeId, org, 'RESTORE', 'COMPLETED', 1, { ignored: true });
  const other = await makeOrganization(ctx);
  otherOrgId = other.id;
  const { token } = await makeEnrollmentToken(ctx, other.id, world.admin.userId);
  otherNodeId = (await enrollDevice(ctx, token, 'other-host')).response.json<{ nodeId: number }>().nodeId;
  await job(otherNodeId, other.id, 'BACKUP', 'FAILED', 1);
  const role = (permissions: Parameters<TestContext['services']['users']['createRole']>[0]['permissions']) =>
    ctx.services.users.createRole({ name: `Role ${randomUUID().slice(0, 6)}`, description: '', permissions });
  dataViewer = await signIn(ctx, 'TECHNICIAN', (await role(['canViewAndRestoreBackupData'])).id);
  deviceManager = await signIn(ctx, 'TECHNICIAN', (await role(['canManageDevices'])).id);
  noJobs = await signIn(ctx, 'TECHNICIAN', (await role([])).id);
});
afterAll(() => ctx.close());

const list = async (who: Session, filters?: Record<string, unknown>, extra = '') => {
  const query = new URLSearchParams({ pageIndex: '0', pageSize: '50', ...(filters ? { filters: JSON.stringify(filters) } : {}) });
  const response = await ctx.app.inject({ url: `/api/backup/jobs?${query}${extra}`, headers: who.headers });
  return response;
};
const page = async (who: Session, filters?: Record<string, unknown>, extra = '') => (await list(who, filters, extra)).json<TablePage<JobData>>();

describe('GET /api/backup/jobs (jobs across devices)', () => {
  it('lists every job type across devices, newest first, without cleared restores, with the organization and progress', async () => {
    const all = await page(world.admin);
    expect(all.totalCount).toBe(7);
    expect(new Set(all.data.map((j) => j.type))).toEqual(new Set(['BACKUP', 'RESTORE', 'SYNC', 'GC']));
    expect(all.data.every((j) => !j.ignored)).toBe(true);
    const running = all.data.find((j) => j.status === 'PROCESSING')!;
    expect(running).toMatchObject({
      type: 'BACKUP',
      planName: 'Documents',
      nodeName: 'backup-host',
      organizationId: world.org.id,
      jobFilesProcessed: 5,
      jobTotalFiles: 10,
      percentage: 50,
    });
    expect(all.data.map((j) => j.organizationId)).toContain(otherOrgId);
  });

  it('filters by type, status, organization, device and "ended in the last N hours" (the dashboard’s failed backups of the last 24 hours)', async () => {
    const failed = await page(world.admin, { type: ['BACKUP'], status: ['FAILED'], endedWithinHours: 24 });
    expect(failed.totalCount).toBe(2);
    expect(failed.data.map((j) => j.nodeId).sort()).toEqual([world.device.nodeId, otherNodeId].sort());
    expect((await page(world.admin, { clientId: [world.org.id] })).totalCount).toBe(6);
    expect((await page(world.admin, { nodeId: [otherNodeId] })).totalCount).toBe(1);
    expect((await page(world.admin, { type: ['GC', 'SYNC'] })).data.map((j) => j.type).sort()).toEqual(['GC', 'SYNC']);
    // Unknown values filter nothing in rather than failing.
    expect((await page(world.admin, { type: ['NOPE'], status: 'WHAT' })).totalCount).toBe(7);
  });

  it('searches device, plan and organization names and pages', async () => {
    expect((await page(world.admin, undefined, '&globalFilter=other-host')).totalCount).toBe(1);
    const first = (await ctx.app.inject({ url: '/api/backup/jobs?pageIndex=0&pageSize=2', headers: world.admin.headers })).json<TablePage<JobData>>();
    expect(first).toMatchObject({ totalCount: 7, pageCount: 4 });
    expect(first.data).toHaveLength(2);
  });

  it('admits users who work jobs (data or device permission), refuses others, and shows restore paths only to those who may see backup data', async () => {
    const forData = (await page(dataViewer, { type: ['RESTORE'] })).data[0]!;
    expect(forData.sourcePath).toBe('/data/secret.txt');
    const forManager = (await page(deviceManager, { type: ['RESTORE'] })).data[0]!;
    expect(forManager).toMatchObject({ sourcePath: null, restoreTo: null, status: 'COMPLETED' });
    expect((await list(noJobs)).statusCode).toBe(403);
  });

  it('refuses malformed table queries with 400', async () => {
    const bad = await ctx.app.inject({ url: '/api/backup/jobs?pageSize=100000&sort=nope', headers: world.admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});
