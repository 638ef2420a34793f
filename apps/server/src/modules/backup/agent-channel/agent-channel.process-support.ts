/**
 * Real processes for the agent channel's latency tests and benchmark: the server started from
 * source, a real agent (`outpost-agent run`), an HTTP API client signed in as the administrator,
 * and a fresh PostgreSQL database when one is wanted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startServerProcess } from '../../../test/server-process.ts';

export const ADMIN = { email: 'latency@outpost.test', password: 'latency-test-password' };
const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers a value, or fails after `ms` (with `detail()` in the message). */
export async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>, detail?: () => string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${detail ? `\n${detail()}` : ''}`);
    await sleep(50);
  }
}

/** Starts the server on `port` (env: DATA_DIR, DATABASE_URL) and waits until it is healthy. */
export function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return startServerProcess({ port, env, admin: ADMIN, timeoutMs: 90_000 });
}

/** Stops a child process with SIGTERM and waits for it to exit. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export type Api = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => Promise<T>;

/** Signs the administrator in at `base`: the session cookie on every call, the CSRF header on writes. */
export async function signIn(base: string, admin: { email: string; password: string } = ADMIN): Promise<Api> {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { cookie };
    if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** An organization and an enrolment token for it. */
export async function organizationWithToken(api: Api, label: string): Promise<{ orgId: number; token: string }> {
  const org = await api<{ id: number }>('POST', '/api/organizations', { name: `${label} ${randomBytes(3).toString('hex')}`, description: '' });
  const { token } = await api<{ token: string }>('POST', `/api/organizations/${org.id}/enrollment-tokens`, { label });
  return { orgId: org.id, token };
}

/** A real agent process enrolled with `token` (data kept in `dataDir`, so it can be started again). */
export function startAgent(options: { server: string; token: string; dataDir: string }) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'apps/agent/bin/outpost-agent.js'),
      'run',
      '--server',
      options.server,
      '--token',
      options.token,
      '--data-dir',
      options.dataDir,
      '--heartbeat',
      '2',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
  return { child, output, tail: () => `agent output:\n${output.join('').slice(-4000)}`, stop: () => stopProcess(child) };
}

/** The organization's device once its agent is up (heartbeating). */
export async function deviceUp(api: Api, orgId: number, detail?: () => string): Promise<number> {
  const filters = encodeURIComponent(JSON.stringify({ clientId: orgId }));
  return until(
    'the device to be up',
    90_000,
    async () => {
      const list = await api<{ data: { id: number; isUp: boolean }[] }>('GET', `/api/devices?pageIndex=0&pageSize=50&globalFilter=&sort=[]&filters=${filters}`);
      return list.data.find((d) => d.isUp)?.id;
    },
    detail,
  );
}

/** A CLOUD file/folder plan over `folder`, disabled so only "run now" starts it. */
export async function tinyPlan(api: Api, nodeId: number, folder: string): Promise<string> {
  const plan = await api<{ uid: string }>('POST', `/api/backup/nodes/${nodeId}/plans`, {
    name: `Latency ${randomBytes(3).toString('hex')}`,
    type: 'FILE_FOLDER',
    includes: [folder],
    destination: 'CLOUD',
    schedule: { scheduleType: 'DAILY', hour: 3 },
    enabled: false,
  });
  return plan.uid;
}

export interface JobView {
  status: string;
  error: string | null;
  created: string;
  started: string | null;
}

/** Runs a plan now: answers the job's uid. */
export async function runPlan(api: Api, nodeId: number, planUid: string): Promise<string> {
  return (await api<{ jobUid: string }>('POST', `/api/backup/nodes/${nodeId}/plans/${planUid}/run`)).jobUid;
}

/** Waits until the job has been handed to the agent: answers creation → start in milliseconds (server times). */
export async function startLatencyMs(api: Api, jobUid: string, timeoutMs: number, detail?: () => string): Promise<number> {
  const job = await until(
    `job ${jobUid} to start`,
    timeoutMs,
    async () => {
      const view = await api<JobView>('GET', `/api/backup/jobs/${jobUid}`);
      return view.started ? view : undefined;
    },
    detail,
  );
  return new Date(job.started!).getTime() - new Date(job.created).getTime();
}

/** Waits until the job has ended; fails unless it COMPLETED. */
export async function completed(api: Api, jobUid: string, detail?: () => string): Promise<void> {
  const job = await until(
    `job ${jobUid} to end`,
    60_000,
    async () => {
      const view = await api<JobView>('GET', `/api/backup/jobs/${jobUid}`);
      return ['COMPLETED', 'FAILED', 'CANCELED'].includes(view.status) ? view : undefined;
    },
    detail,
  );
  if (job.status !== 'COMPLETED') throw new Error(`job ${jobUid} ended ${job.status}: ${job.error}${detail ? `\n${detail()}` : ''}`);
}

export { freshPostgresDatabase } from '../../../test/postgres-database.ts';
