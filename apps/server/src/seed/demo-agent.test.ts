import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BackupPlan, Device, EnrollmentToken, TablePage } from '@outpost/contracts';
import { freePort, startServerProcess } from '../test/server-process.ts';
import { DEMO_MARKER_FILE, DEMO_PID_FILE, DEMO_PLAN_NAME } from './demo-agent.ts';

/**
 * First run (issue 17): `npm start` in demo mode runs a real agent beside the server, enrolled
 * into the demo organization, whose demo plan has backed up a generated folder within a minute or
 * so; the agent stops with the server, comes back on the next start, and never outlives a server
 * killed outright. Real processes: the server from source and the agent it starts.
 */
const ADMIN = { email: 'first-run@outpost.test', password: 'first-run-password' };
const SETTLE_MS = 90_000;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  server?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  for (const end = Date.now() + ms; ; await sleep(250)) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${dataDir ? `\n${demoLog(dataDir)}` : ''}`);
  }
}
const demoLog = (dir: string) => {
  const file = path.join(dir, 'demo-agent.log');
  return existsSync(file) ? `demo agent log:\n${readFileSync(file, 'utf8').slice(-3000)}` : 'no demo agent log';
};

/** Whether a process runs (a zombie nobody reaped has ended: Linux's /proc tells). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    if (process.platform === 'linux') return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

async function signIn(base: string) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async <T>(url: string): Promise<T> => {
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  };
}

const readPid = async (dir: string) => Number((await readFile(path.join(dir, DEMO_PID_FILE), 'utf8')).trim());

describe('the demo agent of a first run', () => {
  it('comes up with the server, backs up the demo folder once, comes back on the next start and stops with the server', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'outpost-first-run-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = () => startServerProcess({ port, admin: ADMIN, env: { DATA_DIR: dataDir! }, demo: true, timeoutMs: 120_000 });

    const startedAt = Date.now();
    server = await start();
    const api = await signIn(base);
    const devices = () => api<TablePage<Device>>('/api/devices');
    const device = await until('the demo device up', SETTLE_MS, async () => (await devices()).data.find((d) => d.isUp));
    expect(device.organizationName).toBe('Acme Corporation');
    const plansOf = () => api<BackupPlan[]>(`/api/backup/lockhart/nodes/${device.id}/plans`);
    const plan = await until('the first demo backup', SETTLE_MS, async () =>
      (await plansOf()).find((p) => p.name === DEMO_PLAN_NAME && p.lastSuccess !== null),
    );
    expect(Date.now() - startedAt).toBeLessThan(SETTLE_MS + 60_000);
    expect(plan).toMatchObject({ destination: 'CLOUD', includes: [path.join(dataDir, 'demo-files')], storage: { cloudJobs: 1 } });
    expect((await readdir(path.join(dataDir, 'demo-files'), { recursive: true })).length).toBeGreaterThan(300);
    expect(JSON.parse(await readFile(path.join(dataDir, DEMO_MARKER_FILE), 'utf8'))).toMatchObject({ planUid: plan.uid });
    // The token it enrolled with was on its command line: revoked once used.
    const tokens = await api<EnrollmentToken[]>(`/api/organizations/${device.clientId}/enrollment-tokens`);
    expect(tokens).toEqual([expect.objectContaining({ label: 'Demo agent', revokedAt: expect.any(String) })]);

    const firstPid = await readPid(dataDir);
    expect(running(firstPid)).toBe(true);
    await stop(server, 'SIGTERM');
    await until('the demo agent to stop with the server', 15_000, async () => (running(firstPid) ? undefined : true));

    // The next start of the same data runs the same device again: no second device, plan or run.
    server = await start();
    const secondPid = await until('the demo agent to start again', SETTLE_MS, async () => {
      const pid = await readPid(dataDir!);
      return pid !== firstPid && running(pid) ? pid : undefined;
    });
    const again = await signIn(base);
    const back = await until('the demo device up again', SETTLE_MS, async () => {
      const page = await again<TablePage<Device>>('/api/devices');
      return page.data.every((d) => d.id === device.id) && page.data[0]?.isUp ? page : undefined;
    });
    expect(back.totalCount).toBe(1);
    const plans = await again<BackupPlan[]>(`/api/backup/lockhart/nodes/${device.id}/plans`);
    expect(plans.map((p) => [p.uid, p.storage.cloudJobs])).toEqual([[plan.uid, 1]]);

    // A server killed outright cannot stop it: the agent notices and stops on its own.
    await stop(server, 'SIGKILL');
    await until('the demo agent to stop after its server was killed', 20_000, async () => (running(secondPid) ? undefined : true));
  }, 420_000);
});
