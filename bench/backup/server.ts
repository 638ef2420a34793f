// The real Outpost server for the backup benchmarks: started from source on a port of ours, with a
// known admin, and signed in to through the HTTP API like the web app.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'bench@outpost.test', password: 'bench-password-1' };

/** Starts `apps/server` (database and DATA_DIR from `env`) and waits for /api/health. */
export async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', OUTPOST_LOG_LEVEL: 'error', OUTPOST_SEED_DEMO: 'false', OUTPOST_ADMIN_EMAIL: ADMIN.email, OUTPOST_ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Stops a child process (the server, an agent) and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Signs the admin in: the session cookie for every call and the CSRF header for writes. */
export async function login(base: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), csrf: csrfToken };
}
