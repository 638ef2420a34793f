// Platform benchmark (issue 2): 2,000 simulated agents heartbeating every 30 s against one server
// process, and the device list (10,000 devices, page of 250 with search) under 50 concurrent clients,
// on PGlite and on PostgreSQL. Prints heartbeat p50/p99, server CPU, and list p50/p95/p99.
// Usage: npx tsx bench/platform/run.ts [--seconds 60] [--only pglite|postgres]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { processCpuSeconds } from '../process-cpu.ts';
import { seedDevices } from './seed.ts';
import { percentile } from '../lib/percentiles.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' }, only: { type: 'string' } } });
const HEARTBEAT_WINDOW_S = Number(values.seconds);
const AGENTS = 2000;
const DEVICES = 10_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'bench@outpost.test', password: 'bench-password-1' };

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OUTPOST_LOG_LEVEL: 'error',
      OUTPOST_SEED_DEMO: 'false',
      OUTPOST_ADMIN_EMAIL: ADMIN.email,
      OUTPOST_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function heartbeatLoad(base: string, credentials: string[], pid: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const cpuBefore = processCpuSeconds(pid);
  const endAt = started + HEARTBEAT_WINDOW_S * 1000;
  // Each agent heartbeats every 30 s from a random offset, as a fleet would.
  await Promise.all(
    credentials.map(async (credential) => {
      let next = started + Math.random() * 30_000;
      while (next < endAt) {
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        const t0 = performance.now();
        const response = await fetch(`${base}/api/agent/heartbeat`, {
          method: 'POST',
          headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
          body: '{}',
        }).catch(() => null);
        if (response?.ok) latencies.push(performance.now() - t0);
        else errors++;
        await response?.arrayBuffer();
        next += 30_000;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = processCpuSeconds(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuPercent: (cpu / elapsed) * 100,
    rps: latencies.length / elapsed,
  };
}

async function listLoad(base: string) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const query = new URLSearchParams({ pageIndex: '0', pageSize: '250', globalFilter: 'web', sort: JSON.stringify([{ id: 'displayName', desc: false }]) });
  const latencies: number[] = [];
  const instance = autocannon({ url: `${base}/api/devices?${query}`, connections: 50, duration: 15, headers: { cookie } });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres', port: number) {
  let env: Record<string, string>;
  let credentials: string[];
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outpost-bench-'));
    credentials = await seedDevices({ dataDir }, DEVICES, AGENTS);
    env = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `outpost_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    credentials = await seedDevices({ url: url.toString() }, DEVICES, AGENTS);
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const heartbeat = await heartbeatLoad(base, credentials, server.pid!);
    const list = await listLoad(base);
    return { heartbeat, list };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await cleanup();
  }
}

const kinds = (values.only ? [values.only] : ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
const results: Record<string, Awaited<ReturnType<typeof benchDatabase>>> = {};
for (const [i, kind] of kinds.entries()) {
  console.log(`\n[${kind}] seeding ${DEVICES} devices, ${AGENTS} agents heartbeating every 30 s for ${HEARTBEAT_WINDOW_S} s…`);
  results[kind] = await benchDatabase(kind, 18900 + i);
}

console.log('\nPlatform benchmark (targets on PostgreSQL: heartbeat p99 < 20 ms, list p95 < 50 ms)');
console.log('| database | heartbeats | hb p50 | hb p99 | server CPU | list req | list p50 | list p95 | list p99 |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [kind, r] of Object.entries(results)) {
  const hb = r.heartbeat;
  const list = r.list;
  console.log(
    `| ${kind} | ${hb.count} (${hb.rps.toFixed(1)}/s, ${hb.errors} errors) | ${ms(hb.p50)} | ${ms(hb.p99)} | ${hb.cpuPercent.toFixed(1)}% of a core | ${list.requests} (${list.non2xx} non-2xx) | ${ms(list.p50)} | ${ms(list.p95)} | ${ms(list.p99)} |`,
  );
}
