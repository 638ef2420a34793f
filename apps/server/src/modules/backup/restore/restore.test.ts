import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AgentWork, BackupPlan, JobData } from '@outpost/contracts';
import { nodes } from '../../../db/schema.ts';
import { createTestContext, signIn, type Session, type TestContext } from '../../../test/harness.ts';
import { factsFor, heartbeat, makeEnrollmentToken, makeOrganization, enrollDevice } from '../../../test/factories.ts';
import { createDeviceFsService, locationRoot } from './device-fs.service.ts';
import { runRestore } from '../engine.ts';
import { agentRunsBackup, backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let target: Awaited<ReturnType<Awaited<ReturnType<typeof backupWorld>>['enroll']>>;
let plan: BackupPlan;
let source: string;
let tmp: string;
let jobGuid: string;
let noData: Session;

const post = (url: string, payload?: object, who: Session = world.admin) =>
  ctx.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
const restore = (overrides: object = {}, who?: Session) =>
  post(
    '/api/backup/jobs/batch',
    {
      destinationNodeId: target.nodeId,
      sourcePlanId: plan.uid,
      sourcePaths: [source],
      collisionHandling: 'KEEP_BOTH',
      backupJobId: null,
      date: '2099-01-01T00:00:00.000Z',
      originalLocation: false,
      destinationPath: '/restore/here',
      ...overrides,
    },
    who,
  );
const job = async (uid: string) => (await ctx.app.inject({ url: `/api/backup/jobs/${uid}`, headers: world.admin.headers })).json<JobData>();
const work = async (auth: Record<string, string>) => (await ctx.app.inject({ url: '/api/agent/work', headers: auth })).json<AgentWork>();

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  target = await world.enroll('restore-target');
  tmp = await mkdtemp(path.join(tmpdir(), 'outpost-restore-'));
  source = await makeSourceTree({ 'x/one.txt': 'one', 'two.txt': 'two' });
  plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput([source]));
  await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
  jobGuid = (await agentRunsBackup(ctx, world.device, world.org.id, path.join(tmp, 'journal'))).snapshot.jobGuid;
  const role = await ctx.services.users.createRole({ name: 'No data', description: '', permissions: ['canManageDevices'] });
  noData = await signIn(ctx, 'TECHNICIAN', role.id);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(source, { recursive: true, force: true });
  await rm(tmp, { recursive: true, force: true });
});

describe('restore jobs', () => {
  it('queues a restore for an offline device; its agent gets the snapshot, paths and options, and the engine restores', async () => {
    const response = await restore();
    expect(response.json()).toMatchObject({ resultCode: 'SUCCESS', jobUids: [expect.any(String)] });
    const uid = response.json<{ jobUids: string[] }>().jobUids[0]!;
    expect(await job(uid)).toMatchObject({ type: 'RESTORE', status: 'QUEUED', nodeId: target.nodeId, sourcePath: source, percentage: 0 });
    const got = (await work(target.auth)).jobs[0]!;
    expect(got).toMatchObject({
      kind: 'RESTORE',
      jobUid: uid,
      snapshotJobGuid: jobGuid,
      sourceOnCloud: true,
      paths: [source],
      destination: { kind: 'other', root: '/restore/here' },
      collision: 'KEEP_BOTH',
    });
    const dest = path.join(tmp, 'dest');
    await mkdir(dest);
    const key = Buffer.from((await ctx.app.inject({ url: '/api/agent/backup/key', headers: target.auth })).json<{ keyBase64: string }>().keyBase64, 'base64');
    if (got.kind !== 'RESTORE') throw new Error('not a restore');
    await runRestore({
      store: ctx.services.backup.stores.forOrganization(world.org.id),
      key,
      snapshot: got.snapshotJobGuid,
      paths: got.paths,
      destination: { kind: 'other', root: dest },
      collision: got.collision,
    });
    const restored = path.join(dest, path.basename(source));
    expect(await readFile(path.join(restored, 'x/one.txt'), 'utf8')).toBe('one');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${uid}/progress`,
      headers: target.auth,
      payload: { filesProcessed: 1, filesTotal: 2, bytesProcessed: 3, bytesTotal: 6 },
    });
    expect((await job(uid)).percentage).toBe(50);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${uid}/complete`,
      headers: target.auth,
      payload: { status: 'COMPLETED', progress: { filesProcessed: 2, filesTotal: 2, bytesProcessed: 6, bytesTotal: 6 } },
    });
    expect(await job(uid)).toMatchObject({ status: 'COMPLETED', percentage: 100, completed: expect.any(String) });
  });

  it('cancels a queued job at once, asks a running one to stop, and clears a job from the lists', async () => {
    const queued = (await restore()).json<{ jobUids: string[] }>().jobUids[0]!;
    expect((await post(`/api/backup/jobs/${queued}/cancel`)).json<JobData>().status).toBe('CANCELED');
    const running = (await restore()).json<{ jobUids: string[] }>().jobUids[0]!;
    await work(target.auth);
    expect((await post(`/api/backup/jobs/${running}/cancel`)).json<JobData>().status).toBe('PROCESSING');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${running}/progress`,
      headers: target.auth,
      payload: { filesProcessed: 0, filesTotal: 1, bytesProcessed: 0, bytesTotal: 1 },
    });
    expect(answer.json()).toEqual({ cancelRequested: true });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${running}/complete`,
      headers: target.auth,
      payload: { status: 'CANCELED', progress: { filesProcessed: 0, filesTotal: 1, bytesProcessed: 0, bytesTotal: 1 } },
    });
    expect((await job(running)).status).toBe('CANCELED');
    expect((await post(`/api/backup/jobs/${running}/clear`)).json<JobData>().ignored).toBe(true);
    const listed = (await ctx.app.inject({ url: `/api/backup/nodes/${target.nodeId}/jobs?type=RESTORE`, headers: world.admin.headers })).json<JobData[]>();
    expect(listed.map((j) => j.jobUID)).not.toContain(running);
    expect(listed.map((j) => j.jobUID)).toContain(queued);
  });

  it('refuses to cancel a job that has already ended, and leaves its status as it was', async () => {
    const uid = (await restore()).json<{ jobUids: string[] }>().jobUids[0]!;
    await work(target.auth);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${uid}/complete`,
      headers: target.auth,
      payload: { status: 'COMPLETED', progress: { filesProcessed: 2, filesTotal: 2, bytesProcessed: 6, bytesTotal: 6 } },
    });
    const refused = await post(`/api/backup/jobs/${uid}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ resultCode: 'CONFLICT', message: 'This job has already ended and cannot be canceled' });
    expect((await job(uid)).status).toBe('COMPLETED');
  });

  it('lets only technicians allowed to restore cancel or clear a restore job, and asks before looking it up', async () => {
    const uid = (await restore()).json<{ jobUids: string[] }>().jobUids[0]!;
    const nothingRole = await ctx.services.users.createRole({ name: 'Nothing at all', description: '', permissions: [] });
    const nothing = await signIn(ctx, 'TECHNICIAN', nothingRole.id);
    for (const action of ['cancel', 'clear']) {
      expect((await post(`/api/backup/jobs/${uid}/${action}`, undefined, nothing)).statusCode).toBe(403);
      // Device managers may work backup jobs, but a restore is backup data.
      expect((await post(`/api/backup/jobs/${uid}/${action}`, undefined, noData)).statusCode).toBe(403);
    }
    expect(await job(uid)).toMatchObject({ status: 'QUEUED', ignored: false });
    const probe = await ctx.app.inject({ url: `/api/backup/nodes/${target.nodeId}/original-location?paths=/etc/shadow`, headers: nothing.headers });
    expect(probe.statusCode).toBe(403);
    expect(probe.body).not.toContain('available');
  });

  it('refuses destinations with .. segments or relative paths', async () => {
    for (const destinationPath of ['/restore/../etc', 'C:\\Users\\..\\Windows', 'relative/dir']) {
      const refused = await restore({ destinationPath });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('fields.destinationPath');
    }
  });

  it('offers the original location only when the device is up and not for several items with a root', async () => {
    const down = await restore({ originalLocation: true, destinationPath: null });
    expect(down.json()).toMatchObject({ fields: { originalLocation: ['The device is offline'] } });
    await heartbeat(ctx, world.device.credential, factsFor('backup-host'));
    const several = await restore({ originalLocation: true, destinationPath: null, sourcePaths: [source, `${source}/two.txt`] });
    expect(several.statusCode).toBe(400);
    const ok = await restore({ originalLocation: true, destinationPath: null, sourcePaths: [`${source}/two.txt`] });
    const uid = ok.json<{ jobUids: string[] }>().jobUids[0]!;
    expect(await job(uid)).toMatchObject({ nodeId: world.device.nodeId, restoreTo: 'Original location' });
  });

  it('limits destinations to the organization and, in MANUAL mode, to the chosen devices', async () => {
    const otherOrg = await makeOrganization(ctx);
    const { token } = await makeEnrollmentToken(ctx, otherOrg.id, world.admin.userId);
    const stranger = (await enrollDevice(ctx, token, 'stranger')).response.json<{ nodeId: number }>();
    expect((await restore({ destinationNodeId: stranger.nodeId })).statusCode).toBe(400);
    const url = `/api/organizations/${world.org.id}/backup-settings`;
    const settings = (await ctx.app.inject({ url, headers: world.admin.headers })).json<object>();
    await ctx.app.inject({ method: 'PUT', url, headers: world.admin.headers, payload: { ...settings, mode: 'MANUAL', nodeIds: [world.device.nodeId] } });
    expect((await restore()).json()).toHaveProperty('fields.destinationNodeId');
    await ctx.app.inject({ method: 'PUT', url, headers: world.admin.headers, payload: { ...settings, mode: 'ALL' } });
    expect((await restore()).statusCode).toBe(200);
  });

  it('needs canViewAndRestoreBackupData to restore', async () => {
    expect((await restore({}, noData)).statusCode).toBe(403);
  });
});

describe('restore job outcomes', () => {
  const complete = (uid: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/agent/jobs/${uid}/complete`, headers: target.auth, payload });
  const listed = async () =>
    (await ctx.app.inject({ url: `/api/backup/nodes/${target.nodeId}/jobs?type=RESTORE`, headers: world.admin.headers })).json<JobData[]>();

  it('keeps the list of files a completed restore did not write, with why, on the job and in the device list', async () => {
    const uid = (await restore()).json<{ jobUids: string[] }>().jobUids[0]!;
    const warnings = [
      { path: `${source}/gone.txt`, message: 'Not in this backup' },
      { path: `${source}/two.txt`, message: 'Skipped: the file already exists at the destination (If File Exists: Skip)' },
    ];
    const answer = await complete(uid, { status: 'COMPLETED', progress: { filesProcessed: 1, filesTotal: 3, bytesProcessed: 3, bytesTotal: 6 }, warnings });
    expect(answer.statusCode, answer.body).toBe(200);
    // "Completed with warnings" (spec 000 §4): completed, more than one file, processed differs from total.
    const expected = { status: 'COMPLETED', jobFilesProcessed: 1, jobTotalFiles: 3, warnings, error: null };
    expect(await job(uid)).toMatchObject(expected);
    expect((await listed()).find((j) => j.jobUID === uid)).toMatchObject(expected);
  });

  it('keeps the message of a restore that failed because nothing asked for is in the backup', async () => {
    const uid = (await restore({ sourcePaths: [`${source}/nope.txt`] })).json<{ jobUids: string[] }>().jobUids[0]!;
    const error = `Nothing to restore: not in this backup: ${source}/nope.txt`;
    await complete(uid, { status: 'FAILED', progress: { filesProcessed: 0, filesTotal: 0, bytesProcessed: 0, bytesTotal: 0 }, error });
    expect(await job(uid)).toMatchObject({ status: 'FAILED', error, warnings: [] });
  });

  it('with "restore deleted files", leaves wholly deleted selections out of the chosen job: their own jobs restore them', async () => {
    const src = await makeSourceTree({
      'kept.txt': 'kept',
      'gone.txt': 'gone soon',
      'old/x.txt': 'x',
      'old/y.txt': 'y',
      'mixed/live.txt': 'live',
      'mixed/dead.txt': 'dead',
    });
    const p = await createPlan(ctx, world.admin, world.device.nodeId, planInput([src]));
    const backUp = async () => {
      await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(p.uid));
      return (await agentRunsBackup(ctx, world.device, world.org.id, path.join(tmp, 'journal-deleted'))).snapshot.jobGuid;
    };
    const firstGuid = await backUp();
    ctx.clock.advance(60_000);
    for (const rel of ['gone.txt', 'old', 'mixed/dead.txt']) await rm(path.join(src, rel), { recursive: true });
    const secondGuid = await backUp();
    /** The jobs a restore queues: the snapshot each reads and the paths it restores. */
    const ask = async (sourcePaths: string[]) => {
      const response = await restore({ sourcePlanId: p.uid, sourcePaths, restoreDeletedFiles: true });
      expect(response.statusCode, response.body).toBe(200);
      const rows = await Promise.all(response.json<{ jobUids: string[] }>().jobUids.map((uid) => ctx.services.backup.repositories.jobs.findByUid(uid)));
      return rows.map((r) => r?.job.payload as { snapshotJobGuid: string; paths: string[] }).map((j) => [j.snapshotJobGuid, j.paths]);
    };
    // A deleted file and a deleted folder: only the jobs holding their last revisions.
    expect(await ask([`${src}/gone.txt`])).toEqual([[firstGuid, [`${src}/gone.txt`]]]);
    expect(await ask([`${src}/old`])).toEqual([[firstGuid, [`${src}/old/x.txt`, `${src}/old/y.txt`].sort()]]);
    // A folder with live and deleted files: the chosen job restores it, another job the deleted file.
    expect(await ask([`${src}/mixed`])).toEqual([
      [secondGuid, [`${src}/mixed`]],
      [firstGuid, [`${src}/mixed/dead.txt`]],
    ]);
    // Mixed selections: the chosen job keeps only what is in its snapshot.
    expect(await ask([`${src}/kept.txt`, `${src}/gone.txt`])).toEqual([
      [secondGuid, [`${src}/kept.txt`]],
      [firstGuid, [`${src}/gone.txt`]],
    ]);
    await rm(src, { recursive: true, force: true });
  });
});

describe('live device folders', () => {
  it('lists a folder through the agent and creates a folder with a checked name', async () => {
    // Live requests go to devices that are up (a down device answers DEVICE_OFFLINE at once).
    await heartbeat(ctx, target.credential, factsFor('restore-target'));
    const listing = ctx.app.inject({ url: `/api/backup/nodes/${target.nodeId}/fs?path=${encodeURIComponent('/home')}`, headers: world.admin.headers });
    const agent = (async () => {
      for (;;) {
        const { commands } = await work(target.auth);
        const list = commands.find((c) => c.kind === 'LIST_DIR');
        if (list) {
          expect(list).toMatchObject({ path: '/home', offset: 0, limit: 1000 });
          const result = { entries: [{ name: 'alice', path: '/home/alice', type: 'FOLDER' }], hasMore: false, nextOffset: 1 };
          await ctx.app.inject({ method: 'POST', url: `/api/agent/commands/${list.id}/result`, headers: target.auth, payload: { ok: true, result } });
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const [response] = await Promise.all([listing, agent]);
    expect(response.json()).toEqual({ entries: [{ name: 'alice', path: '/home/alice', type: 'FOLDER' }], hasMore: false, nextOffset: 1 });
    const invalid = await post(`/api/backup/nodes/${target.nodeId}/folders`, { nodeId: target.nodeId, folderName: 'a/b', path: '/home' });
    expect(invalid.json()).toMatchObject({ fields: { folderName: ['Invalid'] } });
    const traversal = await post(`/api/backup/nodes/${target.nodeId}/folders`, { nodeId: target.nodeId, folderName: 'ok', path: '/home/../etc' });
    expect(traversal.statusCode).toBe(400);
  });

  it('checks the original location through the agent, with paths that contain commas', async () => {
    await heartbeat(ctx, target.credential, factsFor('restore-target'));
    const check = ctx.app.inject({
      url: `/api/backup/nodes/${target.nodeId}/original-location?planUid=${plan.uid}&paths=${encodeURIComponent('/a,b')}&paths=%2Fc`,
      headers: world.admin.headers,
    });
    const agent = (async () => {
      for (;;) {
        const cmd = (await work(target.auth)).commands.find((c) => c.kind === 'PATHS_EXIST');
        if (cmd && cmd.kind === 'PATHS_EXIST') {
          expect(cmd.paths).toEqual(['/a,b', '/c']);
          await ctx.app.inject({
            method: 'POST',
            url: `/api/agent/commands/${cmd.id}/result`,
            headers: target.auth,
            payload: { ok: false, error: 'Not reachable' },
          });
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const [answer] = await Promise.all([check, agent]);
    expect(answer.json()).toEqual({ available: false, reason: 'Not reachable' });
  });

  it('asks the agent for the top-level folders and refuses the original location when one is gone', async () => {
    await heartbeat(ctx, target.credential, factsFor('restore-target'));
    const paths = ['/home/ann/report.txt', '/home/bob/x', '/mnt/nas/old'].map((p) => `paths=${encodeURIComponent(p)}`).join('&');
    const check = ctx.app.inject({ url: `/api/backup/nodes/${target.nodeId}/original-location?planUid=${plan.uid}&${paths}`, headers: world.admin.headers });
    const agent = (async () => {
      for (;;) {
        const cmd = (await work(target.auth)).commands.find((c) => c.kind === 'PATHS_EXIST');
        if (cmd && cmd.kind === 'PATHS_EXIST') {
          expect(cmd.paths).toEqual(['/home', '/mnt']);
          const result = {
            paths: [
              { path: '/home', exists: true },
              { path: '/mnt', exists: false },
            ],
          };
          await ctx.app.inject({ method: 'POST', url: `/api/agent/commands/${cmd.id}/result`, headers: target.auth, payload: { ok: true, result } });
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const [answer] = await Promise.all([check, agent]);
    expect(answer.json()).toEqual({ available: false, reason: 'Not on the device any more: /mnt' });
  });

  it('finds the volume or top-level folder of a path', () => {
    expect(locationRoot('C:/Users/ann/a.txt')).toBe('C:/');
    expect(locationRoot('D:\\Data')).toBe('D:/');
    expect(locationRoot('/home/ann')).toBe('/home');
    expect(locationRoot('/')).toBe('/');
  });

  it('answers 504 when the agent does not answer in time', async () => {
    const s = ctx.services.backup;
    const fs = createDeviceFsService({
      orgData: s.repositories.orgData,
      wakeups: s.wakeups,
      settings: ctx.services.settings,
      findNode: s.findNode,
      clock: ctx.clock,
      commandTimeoutMs: 300,
    });
    const admin = {
      id: world.admin.userId,
      email: '',
      name: '',
      role: 'SYSTEM_ADMINISTRATOR' as const,
      technicianRoleId: null,
      permissions: ['canViewAndRestoreBackupData' as const],
    };
    await expect(fs.list(admin, target.nodeId, '/', 0, 10)).rejects.toMatchObject({ code: 'DEVICE_TIMEOUT', message: 'The device did not answer' });
  });

  it('checks a new folder’s name by the destination’s platform with the rules the web form uses (contracts)', async () => {
    const setClass = (nodeClass: string) => ctx.database.db.update(nodes).set({ nodeClass }).where(eq(nodes.id, target.nodeId));
    const create = (folderName: string) => post(`/api/backup/nodes/${target.nodeId}/folders`, { nodeId: target.nodeId, folderName, path: 'C:/Data' });
    try {
      await setClass('WINDOWS_SERVER');
      // COM0 is a reserved device name on Windows; a copy of the rules once let it through.
      for (const bad of ['COM0', 'com¹.txt', 'a<b', 'trailing.'])
        expect((await create(bad)).json(), bad).toMatchObject({ fields: { folderName: ['Invalid'] } });
      await setClass('MAC');
      for (const bad of ['a:b', '.hidden']) expect((await create(bad)).json(), bad).toMatchObject({ fields: { folderName: ['Invalid'] } });
    } finally {
      await setClass('LINUX_SERVER');
    }
  });
});
