/**
 * Installing an agent the way a technician does (issue 29 §2): the Linux line the enrolment page
 * shows, run as root in a shell against the compiled server, fetches the agent's single-file build
 * from that server, checks its SHA-256, installs it and enrols; the device then heartbeats. The
 * uninstall the README gives stops it and removes it. Real processes throughout: the build
 * (`scripts/build-node.mjs`), the server from `dist/`, `sh`, curl and the agent under the Node that
 * runs this test. This machine has no systemd running, so the script starts the unit's command
 * itself (the systemd branch writes the unit around the same command).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentDownloadInfoSchema, agentInstallCommands, type Device, type TablePage } from '@outpost/contracts';
import { serverRoot } from '../../server-root.ts';
import { freePort, startServerProcess } from '../../test/server-process.ts';

const ADMIN = { email: 'install@outpost.test', password: 'install-test-password' };
const repoRoot = path.resolve(serverRoot, '../..');
const asRoot = process.platform === 'linux' && process.getuid?.() === 0;
const hasCurl = spawnSync('sh', ['-c', 'command -v curl']).status === 0;
/** The server here runs on its embedded database whatever the run: once, in the PGlite pass, is enough. */
const postgresPass = process.env.TEST_DATABASE_URL !== undefined;

let server: ChildProcess | undefined;
let base = '';
let work = '';
const cleanups: (() => unknown)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
});

async function session() {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { cookie, 'x-csrf-token': csrfToken };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { get: <T>(url: string) => call<T>('GET', url), post: <T>(url: string, body: unknown) => call<T>('POST', url, body) };
}

/** Whether a process runs: a zombie nobody reaped has ended (Linux's /proc tells). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  for (const end = Date.now() + ms; ; await sleep(500)) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) {
      const log = path.join(work, 'agent.log');
      throw new Error(`timed out waiting for ${what}${existsSync(log) ? `\nagent log:\n${readFileSync(log, 'utf8').slice(-3000)}` : ''}`);
    }
  }
}

/** Runs a shell line as a technician would paste it, with this test's Node first on the PATH. */
function shell(line: string) {
  return spawnSync('sh', ['-c', line], {
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`, OUTPOST_AGENT_PREFIX: work },
  });
}

describe.skipIf(!asRoot || !hasCurl || postgresPass)('the Linux install line of the enrolment page', { timeout: 600_000 }, () => {
  beforeAll(async () => {
    const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-node.mjs')], { cwd: repoRoot, encoding: 'utf8', timeout: 180_000 });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'outpost-install-server-'));
    work = await mkdtemp(path.join(tmpdir(), 'outpost-install-agent-'));
    cleanups.push(
      () => rm(dataDir, { recursive: true, force: true }),
      () => rm(work, { recursive: true, force: true }),
    );
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServerProcess({ port, admin: ADMIN, fromBuild: true, timeoutMs: 300_000, env: { DATA_DIR: dataDir, OUTPOST_HEARTBEAT_SECONDS: '2' } });
    cleanups.push(() => server?.kill('SIGKILL'));
  }, 420_000);

  it('installs the build the server serves, enrols the device, which then heartbeats; the uninstall stops and removes it', async () => {
    const api = await session();
    const org = await api.post<{ id: number }>('/api/organizations', { name: 'Install line', description: '' });
    const { token } = await api.post<{ token: string }>(`/api/organizations/${org.id}/enrollment-tokens`, { label: 'install test' });

    // What the page reads before it shows the line: the SHA-256 is that of the bytes the server sends.
    const info = agentDownloadInfoSchema.parse(await (await fetch(`${base}/api/agent/download/info`)).json());
    const served = Buffer.from(await (await fetch(`${base}/api/agent/download`)).arrayBuffer());
    expect(createHash('sha256').update(served).digest('hex')).toBe(info.sha256);

    // A line with another checksum installs nothing.
    const wrong = agentInstallCommands({ serverUrl: base, token, sha256: '0'.repeat(64) }).linux;
    const refused = shell(wrong);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`SHA-256 is ${info.sha256}, expected ${'0'.repeat(64)}: not installed`);
    expect(existsSync(path.join(work, 'outpost-agent.mjs'))).toBe(false);

    const line = agentInstallCommands({ serverUrl: base, token, sha256: info.sha256 }).linux;
    const installed = shell(line);
    expect(installed.status, `${installed.stdout}\n${installed.stderr}`).toBe(0);
    expect(installed.stdout).toContain(`Outpost agent installed in ${work}`);
    expect(await readFile(path.join(work, 'outpost-agent.mjs'))).toEqual(served);

    const device = await until('the installed agent to enrol and heartbeat', 60_000, async () => {
      const page = await api.get<TablePage<Device>>(
        `/api/devices?pageIndex=0&pageSize=50&globalFilter=&sort=[]&filters=${encodeURIComponent(JSON.stringify({ clientId: org.id }))}`,
      );
      const found = page.data.find((d) => d.lastSeenAt !== null);
      return found && new Date(found.lastSeenAt as string).getTime() > Date.now() - 10_000 ? found : undefined;
    });
    const pid = Number((await readFile(path.join(work, 'agent.pid'), 'utf8')).trim());
    expect(running(pid)).toBe(true);
    // It keeps heartbeating: last seen moves on.
    await until('a later heartbeat', 30_000, async () => {
      const page = await api.get<TablePage<Device>>(
        `/api/devices?pageIndex=0&pageSize=50&globalFilter=&sort=[]&filters=${encodeURIComponent(JSON.stringify({ clientId: org.id }))}`,
      );
      const again = page.data.find((d) => d.id === device.id);
      return again?.lastSeenAt && again.lastSeenAt !== device.lastSeenAt ? again : undefined;
    });

    const script = path.join(repoRoot, 'apps/agent/install/linux.sh');
    const removed = shell(`sh ${script} --uninstall`);
    expect(removed.status, removed.stderr).toBe(0);
    expect(existsSync(work)).toBe(false);
    await until('the agent process to stop', 15_000, async () => (running(pid) ? undefined : true));
  });
});
