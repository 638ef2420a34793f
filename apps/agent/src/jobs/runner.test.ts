import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentJob } from '@outpost/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FsBlobStore, Repository, checkRepository, deriveKeys, type Snapshot } from './engine.ts';
import { JobRunner } from './runner.ts';
import { startFakeServer, TEST_CREDENTIAL, type FakeServer } from './testing/fake-server.ts';
import { waitFor } from './testing/wait.ts';
import { createWorkClient } from './work-client.ts';

let server: FakeServer;
let tmp: string;
let stop: AbortController;
let loop: Promise<void>;
let runner: JobRunner;
const logs: string[] = [];

beforeEach(async () => {
  server = await startFakeServer();
  tmp = await mkdtemp(join(tmpdir(), 'outpost-runner-'));
  stop = new AbortController();
  runner = new JobRunner({
    client: createWorkClient(server.url, TEST_CREDENTIAL),
    serverUrl: server.url,
    credential: TEST_CREDENTIAL,
    dataDir: join(tmp, 'data'),
    log: (m) => logs.push(m),
    waitSeconds: 1,
    progressIntervalMs: 200,
    keepaliveMs: 500,
  });
  loop = runner.run(stop.signal);
});
afterEach(async () => {
  stop.abort();
  await loop;
  await server.close();
  await rm(tmp, { recursive: true, force: true });
});

async function sourceTree(files: number, size: number): Promise<string> {
  const src = join(tmp, 'src');
  await mkdir(join(src, 'sub'), { recursive: true });
  for (let i = 0; i < files; i++) await writeFile(join(src, i % 2 ? 'sub' : '', `f${i}.bin`), randomBytes(size));
  return src;
}

const backupJob = (jobUid: string, src: string, over: Partial<Extract<AgentJob, { kind: 'BACKUP' }>> = {}): AgentJob => ({
  kind: 'BACKUP',
  jobUid,
  planUid: 'plan-1',
  planType: 'FILE_FOLDER',
  includes: [src],
  excludes: [],
  volume: null,
  destination: 'CLOUD',
  localPath: null,
  backupPermissions: true,
  previousJobGuid: null,
  ...over,
});

async function backUp(jobUid: string, src: string, over: Partial<Extract<AgentJob, { kind: 'BACKUP' }>> = {}): Promise<Snapshot> {
  server.push({ jobs: [backupJob(jobUid, src, over)] });
  await waitFor(() => server.completes.has(jobUid), 30_000, `${jobUid} complete`);
  const done = server.completes.get(jobUid) as { status: string; snapshot: Snapshot; error: string | null };
  expect(done.error).toBeNull();
  expect(done.status).toBe('COMPLETED');
  return done.snapshot;
}

describe('JobRunner', { timeout: 40_000 }, () => {
  it('runs a BACKUP job to the cloud store and completes it with the snapshot, stored bytes and progress', async () => {
    const src = await sourceTree(6, 200_000);
    const snapshot = await backUp('job-b1', src);
    const done = server.completes.get('job-b1') as { storedBytes: { cloud: number; local: number }; progress: { filesProcessed: number } };
    expect(snapshot.totals.files).toBe(6);
    expect(snapshot.bldType).toBe('FULL');
    expect(done.progress.filesProcessed).toBe(6);
    expect(done.storedBytes.local).toBe(0);
    expect(done.storedBytes.cloud).toBeGreaterThan(1_000_000);
    expect(server.blobs.has(`snapshots/${snapshot.jobGuid}`)).toBe(true);
    expect((server.progress.get('job-b1') ?? []).length).toBeGreaterThan(0);
  });

  it('a second BACKUP with previousJobGuid is a DELTA; a HYBRID backup fills both targets', async () => {
    const src = await sourceTree(4, 100_000);
    const local = join(tmp, 'nas');
    const first = await backUp('job-h1', src, { destination: 'HYBRID', localPath: local });
    const second = await backUp('job-h2', src, { destination: 'HYBRID', localPath: local, previousJobGuid: first.jobGuid });
    expect(second.bldType).toBe('DELTA');
    expect(second.totals.filesReused).toBe(4);
    expect((await checkRepository({ store: new FsBlobStore(local), key: server.key })).ok).toBe(true);
    expect(server.blobs.has(`snapshots/${second.jobGuid}`)).toBe(true);
  });

  it('a GC job after a data deletion drops the deleted paths from local snapshots and frees their data', async () => {
    const src = await sourceTree(4, 400_000);
    const local = join(tmp, 'nas');
    const first = await backUp('job-g1', src, { destination: 'LOCAL', localPath: local });
    const localBytes = async () => {
      const files = await readdir(local, { recursive: true, withFileTypes: true });
      const sizes = await Promise.all(files.filter((f) => f.isFile()).map(async (f) => (await stat(join(f.parentPath, f.name))).size));
      return sizes.reduce((a, b) => a + b, 0);
    };
    const before = await localBytes();
    server.push({
      jobs: [
        { kind: 'GC', jobUid: 'job-gc', localPath: local, liveJobGuids: [first.jobGuid], forget: { jobGuids: [first.jobGuid], paths: [join(src, 'sub')] } },
      ],
    });
    await waitFor(() => server.completes.has('job-gc'), 20_000, 'gc complete');
    expect(server.completes.get('job-gc')).toMatchObject({ status: 'COMPLETED' });
    const store = new FsBlobStore(local);
    expect((await checkRepository({ store, key: server.key })).ok).toBe(true);
    const kept = (await Repository.open(store, deriveKeys(server.key)).then((r) => r.loadSnapshot(first.jobGuid))).entries.map((e) => e.path);
    expect(kept.filter((p) => p.startsWith(join(src, 'sub')))).toEqual([]);
    expect(kept).toContain(join(src, 'f0.bin'));
    expect(before - (await localBytes())).toBeGreaterThan(700_000);
  });

  it('a RESTORE job restores the selected files and reports COMPLETED', async () => {
    const src = await sourceTree(3, 50_000);
    const snap = await backUp('job-b2', src);
    const dest = join(tmp, 'restored');
    await mkdir(dest);
    server.push({
      jobs: [
        {
          kind: 'RESTORE',
          jobUid: 'job-r1',
          snapshotJobGuid: snap.jobGuid,
          sourceOnCloud: true,
          sourceLocalPath: null,
          paths: [`${src}/sub`],
          destination: { kind: 'other', root: dest },
          collision: 'KEEP_BOTH',
          restorePermissions: false,
        },
      ],
    });
    await waitFor(() => server.completes.has('job-r1'), 20_000, 'restore complete');
    expect(server.completes.get('job-r1')).toMatchObject({ status: 'COMPLETED', warnings: [], progress: { filesProcessed: 1, filesTotal: 1 } });
    const restored = await readFile(join(dest, 'sub', 'f1.bin'));
    expect(restored.equals(await readFile(join(src, 'sub', 'f1.bin')))).toBe(true);
  });

  it('a cancel request stops a running restore within 5 s and reports CANCELED', async () => {
    const src = await sourceTree(32, 256 * 1024);
    const snap = await backUp('job-b3', src);
    // The restore reads its 8 MiB of packs in one or two coalesced range requests (fetch-plan.ts):
    // at 512 KiB/s those take ~16 s, so the cancel lands while pack data is streaming in.
    server.faults.getBytesPerSecond = 512 * 1024;
    const dest = join(tmp, 'slow');
    await mkdir(dest);
    const readsBefore = server.requests.length;
    server.push({
      jobs: [
        {
          kind: 'RESTORE',
          jobUid: 'job-r2',
          snapshotJobGuid: snap.jobGuid,
          sourceOnCloud: true,
          sourceLocalPath: null,
          paths: [],
          destination: { kind: 'other', root: dest },
          collision: 'OVERWRITE',
          restorePermissions: false,
        },
      ],
    });
    await waitFor(() => server.requests.slice(readsBefore).some((r) => r.startsWith('GET /api/agent/blobs/packs/')), 20_000, 'restore reading packs');
    await new Promise((r) => setTimeout(r, 500));
    const t0 = Date.now();
    server.cancel.add('job-r2');
    await waitFor(() => server.completes.has('job-r2'), 5000, 'restore cancelled');
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(server.completes.get('job-r2')).toMatchObject({ status: 'CANCELED' });
    expect((server.completes.get('job-r2') as { progress: { filesProcessed: number } }).progress.filesProcessed).toBeLessThan(32);
  });

  it('answers commands while a job runs', async () => {
    const src = await sourceTree(8, 1024 * 1024);
    server.bandwidthLimitKb = 2048; // a slow upload keeps the backup busy
    server.push({ jobs: [backupJob('job-b4', src)] });
    await waitFor(() => (server.progress.get('job-b4') ?? []).length > 0, 10_000, 'backup under way');
    server.push({
      commands: [
        { kind: 'LIST_DIR', id: 7, path: src, offset: 0, limit: 1 },
        { kind: 'PATHS_EXIST', id: 8, paths: [src, `${src}/none`] },
      ],
    });
    await waitFor(() => server.commandResults.has(7) && server.commandResults.has(8), 5000, 'command results');
    expect(server.completes.has('job-b4')).toBe(false);
    expect(server.commandResults.get(7)).toEqual({
      ok: true,
      result: { entries: [{ name: 'sub', path: `${src}/sub`, type: 'FOLDER' }], hasMore: true, nextOffset: 1 },
    });
    expect(server.commandResults.get(8)).toEqual({
      ok: true,
      result: {
        paths: [
          { path: src, exists: true },
          { path: `${src}/none`, exists: false },
        ],
      },
    });
    server.cancel.add('job-b4');
    await waitFor(() => server.completes.has('job-b4'), 10_000, 'backup cancelled');
    expect(server.completes.get('job-b4')).toMatchObject({ status: 'CANCELED' });
  });

  it('a LOCAL job whose target is unreachable fails with a clear message; a re-delivered job runs once', async () => {
    const src = await sourceTree(1, 10);
    const job = backupJob('job-b5', src, { destination: 'LOCAL', localPath: '/nonexistent-share/outpost/backups' });
    server.push({ jobs: [job, job] });
    await waitFor(() => server.completes.has('job-b5'), 10_000, 'failed job');
    expect(server.completes.get('job-b5')).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/not reachable/) });
    await runner.idle();
    expect(logs.filter((l) => l.startsWith('Job job-b5 (BACKUP) started'))).toHaveLength(1);
  });
});
