import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { BackupEntry, BackupJob, BackupPlan, Paged, Revision } from '@outpost/contracts';
import { createTestContext, signIn, type Session, type TestContext } from '../../../test/harness.ts';
import { FsBlobStore, listAll, readBlob, runBackup } from '../engine.ts';
import { LOCAL_ONLY_MESSAGE } from './downloads.service.ts';
import { zipEntryName } from '../paths.ts';
import { agentRunsBackup, backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let plan: BackupPlan;
let source: string;
let tmp: string;
let noData: Session;
const big = Buffer.alloc(3 * 1024 * 1024);
for (let i = 0; i < big.length; i++) big[i] = (i * 7919) % 251;
const photo = randomBytes(300 * 1024);
const log = Buffer.from('2026-11-22 backup finished without warnings\n'.repeat(4000));

const get = (url: string, who: Session = world.admin) => ctx.app.inject({ url, headers: who.headers });
const base = () => `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/${plan.uid}`;
const find = async (term: string) => (await get(`${base()}/search?searchTerm=${encodeURIComponent(term)}`)).json<Paged<BackupEntry>>().results[0]!;

/** Reads every entry of a zip into memory (test sizes only); `methods` gets each entry's compression method. */
function unzip(buffer: Buffer, methods?: Map<string, number>): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        methods?.set(entry.fileName, entry.compressionMethod);
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  tmp = await mkdtemp(path.join(tmpdir(), 'outpost-dl-'));
  source = await makeSourceTree({
    'a/big.bin': big,
    'a/small.txt': 'version 1',
    'a/gone.txt': 'soon deleted',
    'a/b/c.txt': 'nested',
    'a/b/log.txt': log,
    'a/photo.jpg': photo,
    'top.txt': 'top',
  });
  plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput([source]));
  await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
  await agentRunsBackup(ctx, world.device, world.org.id, path.join(tmp, 'j'));
  ctx.clock.advance(60_000);
  await writeFile(path.join(source, 'a/small.txt'), 'version 2!');
  await rm(path.join(source, 'a/gone.txt'));
  await new Promise((r) => setTimeout(r, 20));
  await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
  await agentRunsBackup(ctx, world.device, world.org.id, path.join(tmp, 'j'));
  const role = await ctx.services.users.createRole({ name: 'Plans only', description: '', permissions: ['canManageDevices'] });
  noData = await signIn(ctx, 'TECHNICIAN', role.id);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(source, { recursive: true, force: true });
  await rm(tmp, { recursive: true, force: true });
});

describe('file downloads', () => {
  it('streams a revision’s bytes, decrypted, as an attachment', async () => {
    const file = await find('big.bin');
    const [rev] = (await get(`${base()}/files/${file.id}/revisions`)).json<Paged<Revision>>().results;
    const response = await get(`${base()}/revisions/${rev!.id}/data`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment; filename="big.bin"');
    expect(response.rawPayload.equals(big)).toBe(true);
  });

  it('serves an older revision of a changed file', async () => {
    const file = await find('small.txt');
    const revisions = (await get(`${base()}/files/${file.id}/revisions`)).json<Paged<Revision>>().results;
    expect((await get(`${base()}/revisions/${revisions[1]!.id}/data`)).body).toBe('version 1');
    expect((await get(`${base()}/revisions/${revisions[0]!.id}/data`)).body).toBe('version 2!');
  });

  it('needs canViewAndRestoreBackupData', async () => {
    const file = await find('top.txt');
    const [rev] = (await get(`${base()}/files/${file.id}/revisions`)).json<Paged<Revision>>().results;
    expect((await get(`${base()}/revisions/${rev!.id}/data`, noData)).statusCode).toBe(403);
  });
});

describe('folder downloads', () => {
  it('zips a folder as of a job, names relative to the folder, deleted files only when asked', async () => {
    const root = (await get(`${base()}/folders`)).json<Paged<BackupEntry>>().results[0]!;
    const content = (await get(`/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/folders/${root.id}/content`)).json<Paged<BackupEntry>>();
    const folder = content.results.find((e) => e.name === 'a')!;
    const jobs = (await get(`${base()}/jobs`)).json<Paged<BackupJob>>().results;
    const methods = new Map<string, number>();
    const latest = await unzip((await get(`${base()}/folders/${folder.id}/jobs/${jobs[0]!.id}/data?restoreDeleted=false`)).rawPayload, methods);
    expect([...latest.keys()].sort()).toEqual(['b/c.txt', 'b/log.txt', 'big.bin', 'photo.jpg', 'small.txt']);
    expect(latest.get('small.txt')!.toString()).toBe('version 2!');
    expect(latest.get('big.bin')!.equals(big)).toBe(true);
    expect(latest.get('b/log.txt')!.equals(log)).toBe(true);
    expect(latest.get('photo.jpg')!.equals(photo)).toBe(true);
    // Data the engine compressed is deflated (8); random bytes it stored raw are stored (0).
    expect(methods.get('b/log.txt')).toBe(8);
    expect(methods.get('photo.jpg')).toBe(0);
    const withDeleted = await unzip((await get(`${base()}/folders/${folder.id}/jobs/${jobs[0]!.id}/data?restoreDeleted=true`)).rawPayload);
    expect(withDeleted.get('gone.txt')!.toString()).toBe('soon deleted');
    const first = await unzip((await get(`${base()}/folders/${folder.id}/jobs/${jobs[1]!.id}/data`)).rawPayload);
    expect(first.get('small.txt')!.toString()).toBe('version 1');
    expect(first.has('gone.txt')).toBe(true);
  });

  it('never lets a zip entry name escape the folder', () => {
    expect(zipEntryName('/data', '/data/../../etc/passwd')).toBe('etc/passwd');
    expect(zipEntryName('/data', '/data/a\\..\\..\\b')).toBe('a/b');
    expect(zipEntryName('/data', '/other/x')).toBeNull();
    expect(zipEntryName('C:/', 'C:/Users/x:y')).toBe('Users/x_y');
    expect(zipEntryName('/data', '/data/..')).toBeNull();
  });
});

describe('local-only data', () => {
  it('refuses a browser download of local-only data with the spec’s message', async () => {
    const local = await mkdtemp(path.join(tmp, 'nas-'));
    const localPlan = await createPlan(ctx, world.admin, world.device.nodeId, planInput([source], { name: 'Local', destination: 'LOCAL', localPath: local }));
    await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(localPlan.uid));
    const work = (await ctx.app.inject({ url: '/api/agent/work', headers: world.device.auth })).json<{ jobs: { jobUid: string }[] }>();
    const key = Buffer.from(
      (await ctx.app.inject({ url: '/api/agent/backup/key', headers: world.device.auth })).json<{ keyBase64: string }>().keyBase64,
      'base64',
    );
    const { snapshot } = await runBackup({ sources: [source], stores: [new FsBlobStore(local)], key, journalDir: path.join(tmp, 'lj') });
    const progress = { filesProcessed: 1, filesTotal: 1, bytesProcessed: 1, bytesTotal: 1 };
    await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${work.jobs[0]!.jobUid}/complete`,
      headers: world.device.auth,
      payload: { status: 'COMPLETED', progress, snapshot },
    });
    const lbase = `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/${localPlan.uid}`;
    const file = (await get(`${lbase}/search?searchTerm=top.txt`)).json<Paged<BackupEntry>>().results[0]!;
    expect(file.storage).toBe('LOCAL');
    const [rev] = (await get(`${lbase}/files/${file.id}/revisions`)).json<Paged<Revision>>().results;
    const refused = await get(`${lbase}/revisions/${rev!.id}/data`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: LOCAL_ONLY_MESSAGE });
    const folder = (await get(`${lbase}/folders`)).json<Paged<BackupEntry>>().results[0]!;
    const [job] = (await get(`${lbase}/jobs`)).json<Paged<BackupJob>>().results;
    expect((await get(`${lbase}/folders/${folder.id}/jobs/${job!.id}/data`)).json()).toMatchObject({ message: LOCAL_ONLY_MESSAGE });

    // Sync job to cloud: the agent copies what the cloud lacks, then the data counts as on cloud.
    const sync = await ctx.app.inject({
      method: 'POST',
      url: `/api/backup/nodes/${world.device.nodeId}/plans/${localPlan.uid}/jobs/${job!.jobGuid}/sync`,
      headers: world.admin.headers,
    });
    expect(sync.json()).toMatchObject({ resultCode: 'SUCCESS', jobUids: [expect.any(String)] });
    const syncJob = (await ctx.app.inject({ url: '/api/agent/work', headers: world.device.auth })).json<{
      jobs: { kind: string; jobUid: string; snapshotJobGuid: string; localPath: string }[];
    }>().jobs[0]!;
    expect(syncJob).toMatchObject({ kind: 'SYNC', snapshotJobGuid: job!.jobGuid, localPath: local });
    const cloud = ctx.services.backup.stores.forOrganization(world.org.id);
    const localStore = new FsBlobStore(local);
    for (const prefix of ['packs', 'index', 'snapshots'])
      for (const name of await listAll(localStore, prefix)) if (!(await cloud.head(name))) await cloud.put(name, await readBlob(localStore, name));
    await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${syncJob.jobUid}/complete`,
      headers: world.device.auth,
      payload: { status: 'COMPLETED', progress },
    });
    expect((await get(`${lbase}/jobs?upsyncedData=true`)).json<Paged<BackupJob>>().totalElements).toBe(1);
    const synced = await get(`${lbase}/revisions/${rev!.id}/data`);
    expect(synced.statusCode).toBe(200);
    expect(synced.body).toBe('top');
  });

  it('restores deleted files from the job that holds their last revision', async () => {
    const jobs = (await get(`${base()}/jobs`)).json<Paged<BackupJob>>().results;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/backup/jobs/batch',
      headers: world.admin.headers,
      payload: {
        destinationNodeId: world.device.nodeId,
        sourcePlanId: plan.uid,
        sourcePaths: [`${source}/a`],
        collisionHandling: 'SKIP',
        backupJobId: jobs[0]!.id,
        originalLocation: false,
        destinationPath: '/restore',
        restoreDeletedFiles: true,
      },
    });
    const { jobUids } = response.json<{ jobUids: string[] }>();
    expect(jobUids).toHaveLength(2);
    const handed = (await ctx.app.inject({ url: '/api/agent/work', headers: world.device.auth })).json<{
      jobs: { jobUid: string; snapshotJobGuid: string; paths: string[] }[];
    }>().jobs;
    expect(handed.find((j) => j.jobUid === jobUids[0])).toMatchObject({ snapshotJobGuid: jobs[0]!.jobGuid, paths: [`${source}/a`] });
    expect(handed.find((j) => j.jobUid === jobUids[1])).toMatchObject({ snapshotJobGuid: jobs[1]!.jobGuid, paths: [`${source}/a/gone.txt`] });
  });
});
