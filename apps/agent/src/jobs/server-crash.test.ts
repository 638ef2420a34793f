/**
 * Fault case: the SERVER process is killed with SIGKILL in the middle of a backup and started
 * again on the same data directory. The agent (the real job runner, in this process) must ride
 * it out: the job ends COMPLETED, the cloud repository checks clean, and a restore is
 * byte-identical.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../../server/src/test/server-process.ts';
import { enroll } from '../enroll.ts';
import { checkRepository, runRestore } from './engine.ts';
import { HttpBlobStore } from './http-blob-store.ts';
import { JobRunner } from './runner.ts';
import { createWorkClient } from './work-client.ts';

const ADMIN = { email: 'crash@outpost.test', password: 'crash-test-password' };
const TERMINAL = ['COMPLETED', 'FAILED', 'CANCELED'];

/** A signed-in API client: the session cookie, and the CSRF header on writes. */
async function signIn(base: string) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrfToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

const tmp = await mkdtemp(join(tmpdir(), 'outpost-crash-'));
let server: ChildProcess | undefined;
afterAll(async () => {
  server?.kill('SIGKILL');
  await rm(tmp, { recursive: true, force: true });
});

describe('server killed mid-backup', { timeout: 180_000 }, () => {
  it('the job survives the restart, the repository checks clean and the restore is byte-identical', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = join(tmp, 'server');
    server = await startServerProcess({ port, admin: ADMIN, env: { DATA_DIR: dataDir }, timeoutMs: 60_000 });
    let api = await signIn(base);

    const org = await api<{ id: number }>('POST', '/api/organizations', { name: 'Crash test' });
    const { token } = await api<{ token: string }>('POST', `/api/organizations/${org.id}/enrollment-tokens`, { label: 'crash' });
    // A throttled upload keeps the backup running long enough to kill the server in the middle.
    const settings = await api<Record<string, unknown>>('GET', `/api/organizations/${org.id}/backup-settings`);
    await api('PUT', `/api/organizations/${org.id}/backup-settings`, { ...settings, bandwidthThrottle: true, bandwidthThrottleKb: 4096 });

    const agentDir = join(tmp, 'agent');
    const state = await enroll({ serverUrl: base, token, dataDir: agentDir });
    const credential = state.credential as string;
    const src = join(tmp, 'Data');
    await mkdir(src, { recursive: true });
    for (let i = 0; i < 40; i++) await writeFile(join(src, `f${String(i).padStart(2, '0')}.bin`), randomBytes(1024 * 1024));

    const plan = await api<{ uid: string }>('POST', `/api/backup/nodes/${state.nodeId}/plans`, {
      name: 'Data',
      type: 'FILE_FOLDER',
      includes: [src],
      destination: 'CLOUD',
      schedule: { scheduleType: 'DAILY', hour: 9 },
    });
    const status = (jobUid: string) => api<{ status: string; error: string | null; jobFilesProcessed: number }>('GET', `/api/backup/jobs/${jobUid}`);
    const untilEnded = async (jobUid: string) => {
      for (const end = Date.now() + 120_000; Date.now() < end; await new Promise((r) => setTimeout(r, 300))) {
        const job = await status(jobUid).catch(() => null);
        if (job && TERMINAL.includes(job.status)) return job;
      }
      throw new Error(`job ${jobUid} did not end`);
    };

    const first = await api<{ jobUid: string }>('POST', `/api/backup/nodes/${state.nodeId}/plans/${plan.uid}/run`);
    const stop = new AbortController();
    const logs: string[] = [];
    const runner = new JobRunner({
      client: createWorkClient(base, credential),
      serverUrl: base,
      credential,
      dataDir: agentDir,
      log: (m) => logs.push(m),
      waitSeconds: 1,
    });
    const loop = runner.run(stop.signal);
    try {
      for (let job = await status(first.jobUid); job.jobFilesProcessed < 8; job = await status(first.jobUid)) {
        expect(TERMINAL, 'the backup ended before the server could be killed').not.toContain(job.status);
        await new Promise((r) => setTimeout(r, 100));
      }
      server.kill('SIGKILL');
      await new Promise((r) => server!.once('exit', r));
      server = await startServerProcess({ port, admin: ADMIN, env: { DATA_DIR: dataDir }, timeoutMs: 60_000 });
      api = await signIn(base);

      expect(await untilEnded(first.jobUid), logs.join('\n')).toMatchObject({ status: 'COMPLETED', error: null });

      const cloud = new HttpBlobStore({ serverUrl: base, credential });
      const key = await createWorkClient(base, credential).backupKey();
      expect((await checkRepository({ store: cloud, key })).ok).toBe(true);
      const jobs = await api<{ results: { jobGuid: string }[] }>('GET', `/api/backup/lockhart/nodes/${state.nodeId}/plans/${plan.uid}/jobs`);
      const out = join(tmp, 'restored');
      await mkdir(out);
      const restored = await runRestore({
        store: cloud,
        key,
        snapshot: jobs.results[0]!.jobGuid,
        destination: { kind: 'other', root: out },
        collision: 'OVERWRITE',
      });
      expect(restored.failed).toEqual([]);
      const names = await readdir(src);
      expect((await readdir(join(out, 'Data'))).sort()).toEqual(names.sort());
      for (const name of names) expect((await readFile(join(out, 'Data', name))).equals(await readFile(join(src, name))), name).toBe(true);
    } finally {
      stop.abort();
      await loop;
    }
  });
});
