/**
 * End to end against the REAL server in-process (PGlite in memory, loopback HTTP): enrol through
 * the API with an enrolment token, create a plan, run it, let the job runner back it up to the
 * server's cloud store, then restore it through a batch restore job and compare the bytes.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enroll } from '../enroll.ts';
import { checkRepository, readBlob } from './engine.ts';
import { HttpBlobStore } from './http-blob-store.ts';
import { JobRunner } from './runner.ts';
import { createWorkClient } from './work-client.ts';
import { signIn } from '../../../server/src/test/harness.ts';
import { startRealServer, type Inject, type RealServer } from './testing/real-server.ts';
import { makeEnrollmentToken, makeOrganization } from '../../../server/src/test/factories.ts';

type JobView = { status: string; error: string | null; jobFilesProcessed: number; jobTotalFiles: number; warnings: { path: string; message: string }[] };

describe('agent ↔ real server: backup and restore jobs', { timeout: 120_000 }, () => {
  let server: RealServer | undefined;
  let inject: Inject;
  let serverUrl = '';
  let tmp = '';
  let admin: { headers: Record<string, string> };
  let token = '';

  beforeAll(async () => {
    server = await startRealServer('outpost-e2e-');
    ({ inject, url: serverUrl, tmp } = server);
    const ctx = server.ctx;
    const session = await signIn(ctx);
    admin = session;
    const org = await makeOrganization(ctx);
    token = (await makeEnrollmentToken(ctx, org.id, session.userId)).token;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  async function jobStatus(jobUid: string): Promise<JobView> {
    return (await inject({ url: `/api/backup/jobs/${jobUid}`, headers: admin.headers })).json();
  }

  async function finished(jobUid: string): Promise<JobView> {
    let job = await jobStatus(jobUid);
    for (const end = Date.now() + 60_000; !['COMPLETED', 'FAILED', 'CANCELED'].includes(job.status) && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 200));
      job = await jobStatus(jobUid);
    }
    return job;
  }

  /** Queues a batch restore of `sourcePaths` into `dest`; answers the job's uid. */
  async function queueRestore(body: { nodeId: number; planUid: string; sourcePaths: string[]; dest: string; collision: string }): Promise<string> {
    const batch = await inject({
      method: 'POST',
      url: '/api/backup/jobs/batch',
      headers: admin.headers,
      payload: {
        destinationNodeId: body.nodeId,
        sourcePlanId: body.planUid,
        sourcePaths: body.sourcePaths,
        collisionHandling: body.collision,
        date: '2100-01-01T00:00:00.000Z',
        originalLocation: false,
        destinationPath: body.dest,
      },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    return batch.json<{ jobUids: string[] }>().jobUids[0] as string;
  }

  it('runs a plan backup through the runner and restores it to another folder with equal bytes', async () => {
    const dataDir = join(tmp, 'agent');
    const state = await enroll({ serverUrl, token, dataDir });
    expect(state.credential).toBeTruthy();
    const credential = state.credential as string;

    const src = join(tmp, 'Documents');
    await mkdir(join(src, 'reports'), { recursive: true });
    // The longest names a file system takes (255 bytes, NAME_MAX), in ASCII and in 3-byte UTF-8.
    const long255 = `${'n'.repeat(251)}.txt`;
    const long240 = `${'日'.repeat(78)}xx.bin`;
    const files: Record<string, Buffer> = {
      'a.txt': Buffer.from('hello outpost\n'.repeat(1000)),
      'reports/big.bin': randomBytes(3 * 1024 * 1024),
      'reports/empty.txt': Buffer.alloc(0),
      [`reports/${long255}`]: randomBytes(64 * 1024),
      [`reports/${long240}`]: randomBytes(1024),
    };
    expect([long255, long240].map((n) => Buffer.byteLength(n))).toEqual([255, 240]);
    for (const [rel, body] of Object.entries(files)) await writeFile(join(src, rel), body);

    const planResponse = await inject({
      method: 'POST',
      url: `/api/backup/nodes/${state.nodeId}/plans`,
      headers: admin.headers,
      payload: { name: 'Documents', type: 'FILE_FOLDER', includes: [src], destination: 'CLOUD', schedule: { scheduleType: 'DAILY', hour: 9 } },
    });
    expect(planResponse.statusCode, planResponse.body).toBe(201);
    const plan = planResponse.json<{ uid: string }>();
    const run = await inject({ method: 'POST', url: `/api/backup/nodes/${state.nodeId}/plans/${plan.uid}/run`, headers: admin.headers });
    expect(run.statusCode, run.body).toBe(200);
    const backupJobUid = run.json<{ jobUid: string }>().jobUid;

    const stop = new AbortController();
    const logs: string[] = [];
    const runner = new JobRunner({ client: createWorkClient(serverUrl, credential), serverUrl, credential, dataDir, log: (m) => logs.push(m), waitSeconds: 1 });
    const loop = runner.run(stop.signal);
    try {
      let backup = await jobStatus(backupJobUid);
      for (const end = Date.now() + 60_000; !['COMPLETED', 'FAILED', 'CANCELED'].includes(backup.status) && Date.now() < end;) {
        await new Promise((r) => setTimeout(r, 200));
        backup = await jobStatus(backupJobUid);
      }
      expect(backup, logs.join('\n')).toMatchObject({ status: 'COMPLETED', error: null, jobFilesProcessed: 5, jobTotalFiles: 5 });
      // The server's cloud copy reads back whole through the agent's store: list, HEAD sizes, Range reads.
      const cloud = new HttpBlobStore({ serverUrl, credential });
      expect((await cloud.head('config'))?.size).toBe((await readBlob(cloud, 'config')).length);
      expect((await checkRepository({ store: cloud, key: await createWorkClient(serverUrl, credential).backupKey() })).ok).toBe(true);

      const dest = join(tmp, 'restore-here');
      await mkdir(dest);
      const batch = await inject({
        method: 'POST',
        url: '/api/backup/jobs/batch',
        headers: admin.headers,
        payload: {
          destinationNodeId: state.nodeId,
          sourcePlanId: plan.uid,
          sourcePaths: [src],
          collisionHandling: 'KEEP_BOTH',
          date: '2100-01-01T00:00:00.000Z',
          originalLocation: false,
          destinationPath: dest,
        },
      });
      expect(batch.statusCode, batch.body).toBe(200);
      const { resultCode, jobUids } = batch.json<{ resultCode: string; jobUids: string[] }>();
      expect(resultCode).toBe('SUCCESS');
      const restore = await finished(jobUids[0] as string);
      expect(restore, logs.join('\n')).toMatchObject({ status: 'COMPLETED', error: null, jobFilesProcessed: 5, jobTotalFiles: 5, warnings: [] });
      for (const [rel, body] of Object.entries(files)) {
        expect((await readFile(join(dest, basename(src), rel))).equals(body), rel).toBe(true);
      }
      expect((await readdir(join(dest, basename(src), 'reports'))).sort()).toEqual(['big.bin', 'empty.txt', long240, long255].sort());
      // The five files' runs (big.bin alone is several chunks) lie in one pack: the agent read
      // them with one coalesced range request over HTTP, not a request per run.
      const reads = logs.map((l) => /Restore read [\d.]+ MiB of packs in (\d+) requests/.exec(l)?.[1]).filter(Boolean);
      expect(reads, logs.join('\n')).toEqual(['1']);

      // Fewer files restored than asked: one skipped (it exists, SKIP), one not in the backup.
      // The job completes, counts only what it wrote, and lists the others with why.
      const partialDest = join(tmp, 'restore-partial');
      await mkdir(partialDest);
      await writeFile(join(partialDest, 'a.txt'), 'already here');
      const missing = join(src, 'never-backed-up.txt');
      const partialUid = await queueRestore({
        nodeId: state.nodeId,
        planUid: plan.uid,
        sourcePaths: [join(src, 'a.txt'), join(src, 'reports', 'big.bin'), missing],
        dest: partialDest,
        collision: 'SKIP',
      });
      const partial = await finished(partialUid);
      expect(partial, logs.join('\n')).toMatchObject({ status: 'COMPLETED', error: null, jobFilesProcessed: 1, jobTotalFiles: 3 });
      expect(partial.warnings).toEqual([
        { path: missing, message: expect.stringMatching(/not in this backup/i) },
        { path: join(src, 'a.txt'), message: expect.stringMatching(/already exists/) },
      ]);
      expect(await readFile(join(partialDest, 'a.txt'), 'utf8')).toBe('already here');
      expect((await readFile(join(partialDest, 'big.bin'))).equals(files['reports/big.bin'] as Buffer)).toBe(true);

      // Nothing asked for is in the backup: the job fails and says which paths.
      const noneUid = await queueRestore({
        nodeId: state.nodeId,
        planUid: plan.uid,
        sourcePaths: [missing, join(src, 'gone')],
        dest: partialDest,
        collision: 'OVERWRITE',
      });
      const none = await finished(noneUid);
      expect(none, logs.join('\n')).toMatchObject({ status: 'FAILED', jobFilesProcessed: 0 });
      expect(none.error).toContain(missing);
      expect(none.error).toContain(join(src, 'gone'));
    } finally {
      stop.abort();
      await loop;
    }
  });
});
