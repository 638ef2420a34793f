// One user's flood against another caller's health check (issue 22, finding 6 and "make the class
// impossible"): the real server in its own process (PGlite in a temporary DATA_DIR, the default
// request budgets unless given), `/api/health` timed one request after another, first alone, then
// while one signed-in user runs parallel loops of the report's 330-alias GraphQL query and of the
// device list. Prints p50/p95/max of the health check each way and what the flood was answered.
// Target: health p95 under 50 ms during the flood.
// With --postgres, on a fresh database at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// made and dropped per run: PGlite runs its queries on the server's main thread, PostgreSQL beside it.
// Usage: npx tsx bench/security/flood.ts [--seconds 10] [--loops 8] [--user-budget 3000] [--postgres]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CSRF_HEADER } from '@outpost/contracts';
import { freePort, startServerProcess } from '../../apps/server/src/test/server-process.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    loops: { type: 'string', default: '8' },
    'user-budget': { type: 'string' },
    postgres: { type: 'boolean', default: false },
  },
});
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(values.seconds);
const LOOPS = Number(values.loops);
const ADMIN = { email: 'flood-admin@bench.test', password: 'flood-bench-password' };
// The report's query: 330 aliases of ticketAttributes.
const ALIAS_QUERY = `query Flood { ${Array.from({ length: 330 }, (_, i) => `a${i}: ticketAttributes { id }`).join(' ')} }`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const figures = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `n=${sorted.length} p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

/** Times `/api/health` one call after another until `until` says stop (at least `min` calls). */
async function timeHealth(base: string, until: () => boolean, min = 200): Promise<number[]> {
  const samples: number[] = [];
  while (samples.length < min || !until()) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`health answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function signIn(base: string) {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, [CSRF_HEADER]: csrfToken };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'outpost-flood-'));
const port = await freePort();
const env: Record<string, string> = { DATA_DIR: dataDir, OUTPOST_DEMO_AGENT: 'false' };
if (values['user-budget']) env.OUTPOST_RATE_LIMIT_USER = values['user-budget'];
const database = `flood_${process.pid}`;
if (values.postgres) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}
const server = await startServerProcess({ port, env, admin: ADMIN, timeoutMs: 180_000 });
const base = `http://127.0.0.1:${port}`;
try {
  const headers = await signIn(base);
  // Warm up: the first calls compile the routes' code paths.
  await timeHealth(base, () => true, 50);
  const alone = await timeHealth(base, () => true, 300);

  const answered = new Map<string, number>();
  const count = (label: string, status: number) => answered.set(`${label} ${status}`, (answered.get(`${label} ${status}`) ?? 0) + 1);
  const end = Date.now() + SECONDS * 1000;
  const loops = Array.from({ length: LOOPS }, async (_, i) => {
    while (Date.now() < end) {
      const response =
        i % 2 === 0
          ? await fetch(`${base}/api/graphql`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ query: ALIAS_QUERY }),
            })
          : await fetch(`${base}/api/devices?page=0&pageSize=50`, { headers });
      await response.arrayBuffer();
      count(i % 2 === 0 ? 'POST /api/graphql (330 aliases)' : 'GET /api/devices', response.status);
    }
  });
  const [during] = await Promise.all([timeHealth(base, () => Date.now() >= end), ...loops]);

  console.log(`flood: ${LOOPS} parallel loops of one user for ${SECONDS} s on ${values.postgres ? 'PostgreSQL' : 'PGlite'}`);
  for (const [label, n] of [...answered].sort()) console.log(`  ${label}: ${n}`);
  console.log(`/api/health alone:        ${figures(alone)}`);
  console.log(`/api/health during flood: ${figures(during)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
  if (values.postgres) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
  }
}
