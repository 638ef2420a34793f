/**
 * The real server as a separate process, for tests and benchmarks that must talk to it over HTTP
 * or kill it: started on a loopback port with a known first administrator, from source (through
 * tsx, so that a test run needs no build) or, with `fromBuild`, from `npm run build`'s output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { openSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** A file in OUTPOST_TEST_LOG_DIR for a started server's stdout, or 'ignore' outside test-all. */
function startupLog(): number | 'ignore' {
  const dir = process.env.OUTPOST_TEST_LOG_DIR;
  return dir ? openSync(path.join(dir, `server-process-${process.pid}-${Date.now()}.log`), 'a') : 'ignore';
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * Starts `apps/server` on `port` with `env` (DATA_DIR, DATABASE_URL, …) and no demo data (unless
 * `demo`: demo data and the demo agent), and answers once /api/health does; fails if the process
 * exits or is not healthy within `timeoutMs`.
 */
export async function startServerProcess(options: {
  port: number;
  admin: { email: string; password: string };
  env?: Record<string, string>;
  timeoutMs?: number;
  demo?: boolean;
  /** Run the compiled server (`dist/main.js`, with the agent's build beside it): the caller has built it. */
  fromBuild?: boolean;
}): Promise<ChildProcess> {
  const entry = options.fromBuild ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, ['--no-liftoff', ...entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      OUTPOST_LOG_LEVEL: 'error',
      OUTPOST_SEED_DEMO: options.demo ? 'true' : 'false',
      OUTPOST_ADMIN_EMAIL: options.admin.email,
      OUTPOST_ADMIN_PASSWORD: options.admin.password,
    },
    // Under scripts/test-all.mjs the start-up output goes to its log folder, whose check fails the
    // run if a test password (the first administrator's included) was printed.
    stdio: ['ignore', startupLog(), 'inherit'],
  });
  for (const end = Date.now() + (options.timeoutMs ?? 120_000); Date.now() < end && child.exitCode === null;) {
    if (
      await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
