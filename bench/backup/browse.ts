// Backup browsing benchmark (issue 4): the first page of a folder holding 100,000 entries and a
// wildcard search over 1,000,000 entries, through the real server's HTTP API, on PGlite and on
// PostgreSQL. The file index is seeded with SQL (indexing a million real files would measure the
// indexer, not browsing). Prints p50/p95 per call.
// Usage: npx tsx bench/backup/browse.ts [--requests 100] [--only pglite|postgres] [--explain]
// --explain (PostgreSQL): before the server starts, EXPLAIN (ANALYZE, BUFFERS) of a broad search's
// capped count, its page and its exact count, each run twice (first = right after seeding).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { seedBrowseIndex as seed } from './browse-seed.ts';
import { ADMIN, startServer } from './server.ts';
import { percentile } from '../lib/percentiles.ts';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '100' }, only: { type: 'string' }, explain: { type: 'boolean', default: false } },
});
const REQUESTS = Number(values.requests);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The search queries of BrowseRepository for `report*.pdf` in the million-file plan, as SQL
 * (searchPattern: '*' → '%'): the capped count a first page waits for, the page, the exact count.
 */
async function explainBroadSearch(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const where = `plan_id = 2 and lower(name) like lower('report%.pdf')`;
  const queries: [string, string][] = [
    [
      'capped count (10,001)',
      `with found as materialized (select 1 from backup_items where ${where}) select count(*)::int from (select 1 from found limit 10001) enough`,
    ],
    ['page (path order, broad term)', `select id from backup_items where ${where} order by full_path limit 250`],
    ['exact count', `select count(*) from backup_items where ${where}`],
  ];
  try {
    for (const [label, text] of queries) {
      for (const run of ['first', 'second']) {
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, settings) ${text}`);
        console.log(`\n[postgres explain] ${label}, ${run} run:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
      }
    }
  } finally {
    await client.end();
  }
}

async function measure(base: string, cookie: string, url: string) {
  const times: number[] = [];
  let total = 0;
  let firstTotal = '';
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    const body = (await response.json()) as { totalElements?: number; totalExact?: boolean };
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    times.push(performance.now() - t0);
    // A first page that answers before the exact count says so: "10001+" (a lower bound).
    if (i === 0) firstTotal = `${body.totalElements ?? 0}${body.totalExact === false ? '+' : ''}`;
    total = body.totalElements ?? 0;
  }
  // The first request meets cold caches (the server keeps search totals per index version).
  const first = times[0]!;
  times.sort((a, b) => a - b);
  return { first, p50: percentile(times, 50), p95: percentile(times, 95), total: firstTotal === String(total) ? String(total) : `${firstTotal} → ${total}` };
}

async function bench(kind: 'pglite' | 'postgres', port: number) {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  const started = performance.now();
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outpost-browse-'));
    await seed({ dataDir });
    env = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `outpost_browse_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    await seed({ url: url.toString() });
    if (values.explain) await explainBroadSearch(url.toString());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outpost-browse-'));
    env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  console.log(`[${kind}] seeded 1,101,002 entries in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const rows: [string, string][] = [
      ['folder of 100,000: first page (250)', '/api/backup/lockhart/v2/nodes/1/plans/bench-plan-1/folders/1/content?page=0&size=250'],
      ['folder of 100,000: page 200', '/api/backup/lockhart/v2/nodes/1/plans/bench-plan-1/folders/1/content?page=200&size=250'],
      // The rare term first: it warms the trigram index for the rest. Then each broad term's first
      // page (answered before its exact count) alternates with the exact count of the other broad
      // term, cold (upper case: the same matches under a total not cached yet; totalOnly, as the
      // table's follow-up request asks it): what a first search used to wait for before its page.
      ['search 1,000,000: *-424*', `/api/backup/lockhart/nodes/1/plans/bench-plan-2/search?searchTerm=${encodeURIComponent('*-424*')}&page=0&size=250`],
      [
        'search 1,000,000: report*.pdf',
        `/api/backup/lockhart/nodes/1/plans/bench-plan-2/search?searchTerm=${encodeURIComponent('report*.pdf')}&page=0&size=250`,
      ],
      ['exact count (totalOnly): INVOICE', `/api/backup/lockhart/nodes/1/plans/bench-plan-2/search?searchTerm=INVOICE&totalOnly=true`],
      ['search 1,000,000: invoice', `/api/backup/lockhart/nodes/1/plans/bench-plan-2/search?searchTerm=invoice&page=0&size=250`],
      [
        'exact count (totalOnly): REPORT*.PDF',
        `/api/backup/lockhart/nodes/1/plans/bench-plan-2/search?searchTerm=${encodeURIComponent('REPORT*.PDF')}&totalOnly=true`,
      ],
    ];
    const results: string[] = [];
    for (const [label, url] of rows) {
      const r = await measure(base, cookie, url);
      results.push(`| ${kind} | ${label} | ${r.total} | ${r.first.toFixed(1)} ms | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms |`);
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await cleanup();
  }
}

const kinds = (values.only ? [values.only] : ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
const lines: string[] = [];
for (const [i, kind] of kinds.entries()) lines.push(...(await bench(kind, 18950 + i)));
console.log(`\nBackup browsing (${REQUESTS} sequential requests each; targets: first folder page p95 < 30 ms, search p95 < 200 ms)`);
console.log('| database | call | matches | first | p50 | p95 |');
console.log('|---|---|---|---|---|---|');
for (const line of lines) console.log(line);
