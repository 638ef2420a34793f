// The real Outpost server for the backup benchmarks: started from source on a port of ours, with a
// known admin, and signed in to through the HTTP API like the web app.
import type { ChildProcess } from 'node:child_process';
import { startServerProcess } from '../../apps/server/src/test/server-process.ts';

export const ADMIN = { email: 'bench@outpost.test', password: 'bench-password-1' };

/** Starts `apps/server` (database and DATA_DIR from `env`) and waits for /api/health. */
export function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  return startServerProcess({ port, env, admin: ADMIN });
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
  return {
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    csrf: csrfToken,
  };
}
