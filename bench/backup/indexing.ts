// Snapshot indexing benchmark (issue 16): how long the server takes to turn a completed backup's
// snapshot into the browse tables, for a first (FULL) snapshot of 20,000 files and for incrementals
// on top of it, on PGlite and on PostgreSQL. Calls the indexer directly (no HTTP, no agent): the
// figure is what a user waits for between "the agent finished" and "the job is browsable".
// Usage: npx tsx bench/backup/indexing.ts [--files 20000] [--only pglite|postgres] [--full-only] [--sql 'statement; …']
// --sql runs statements after the migrations (e.g. dropping an index, to see what it costs a FULL:
// decision 0056's table); --full-only stops after the FULL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import type { ReportedSnapshot } from '../../apps/server/src/modules/backup/agent-channel/snapshot-schema.ts';
import { createServices } from '../../apps/server/src/services.ts';

const { values } = parseArgs({
  options: { files: { type: 'string', default: '20000' }, only: { type: 'string' }, sql: { type: 'string' }, 'full-only': { type: 'boolean', default: false } },
});
const FILES = Number(values.files);
const PER_FOLDER = 100;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Entry = ReportedSnapshot['entries'][number];
const chunkId = (n: number) => n.toString(16).padStart(64, '0');

/** A FULL snapshot: FILES files in folders of PER_FOLDER under /data/dNNN/eNN. */
function fullSnapshot(guid: string): ReportedSnapshot {
  const entries: Entry[] = [{ path: '/data', type: 'dir', size: 0, mtimeMs: 0, chunks: [], revisionJob: guid }];
  for (let f = 0; f < FILES / PER_FOLDER; f++) {
    const dir = `/data/d${Math.floor(f / 10)}/e${f % 10}`;
    entries.push({ path: dir, type: 'dir', size: 0, mtimeMs: 0, chunks: [], revisionJob: guid });
    for (let i = 0; i < PER_FOLDER; i++) {
      const n = f * PER_FOLDER + i;
      entries.push({
        path: `${dir}/file-${n}.bin`,
        type: 'file',
        size: 4096 + n,
        mtimeMs: 1_700_000_000_000 + n,
        chunks: [chunkId(n)],
        revisionJob: guid,
        storedBytes: 2048,
      });
    }
  }
  return snapshotOf(guid, null, 'FULL', entries, []);
}

function snapshotOf(guid: string, parent: string | null, bldType: 'FULL' | 'DELTA', entries: Entry[], deleted: ReportedSnapshot['deleted']): ReportedSnapshot {
  const now = new Date().toISOString();
  const files = entries.filter((e) => e.type === 'file');
  return {
    version: 1,
    jobGuid: guid,
    sources: ['/data'],
    created: now,
    completed: now,
    bldType,
    parent,
    totals: { files: files.length, bytes: files.reduce((n, e) => n + e.size, 0), storedBytes: 0 },
    entries,
    deleted,
  };
}

/** An incremental on `prev`: `changed` files re-read, `added` new files, `removed` files gone. */
function incremental(prev: ReportedSnapshot, guid: string, changed: number, added: number, removed: number): ReportedSnapshot {
  const files = prev.entries.filter((e) => e.type === 'file');
  const gone = new Set(files.slice(0, removed).map((e) => e.path));
  const every = changed > 0 ? Math.max(1, Math.floor(files.length / changed)) : Infinity;
  const entries: Entry[] = prev.entries
    .filter((e) => !gone.has(e.path))
    .map((e, i) => (e.type === 'file' && i % every === 0 ? { ...e, revisionJob: guid, mtimeMs: e.mtimeMs + 1 } : e));
  for (let i = 0; i < added; i++)
    entries.push({ path: `/data/new/${guid}-${i}.txt`, type: 'file', size: 10, mtimeMs: Date.now(), chunks: [chunkId(10_000_000 + i)], revisionJob: guid });
  return snapshotOf(
    guid,
    prev.jobGuid,
    'DELTA',
    entries,
    [...gone].map((p) => ({ path: p, type: 'file' as const, lastRevisionJob: prev.jobGuid })),
  );
}

async function bench(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outpost-index-bench-'));
  let target: DatabaseTarget = { dataDir };
  let drop = async () => undefined;
  if (kind === 'postgres') {
    const name = `outpost_index_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    target = { url: url.toString() };
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase(target);
  const lines: string[] = [];
  try {
    const run = (text: string) => handle.db.execute(sql.raw(text));
    await run(`INSERT INTO organizations (name) VALUES ('Index bench')`);
    await run(`INSERT INTO nodes (organization_id, device_uid, system_name, display_name, node_class, node_approval_type, approval_status, installation_status, last_seen_at)
               VALUES (1, 'bench-node', 'bench', 'bench', 'LINUX_SERVER', 'REGULAR', 'APPROVED', 'INSTALLED', now())`);
    await run(`INSERT INTO backup_plans (uid, node_id, organization_id, name, type, includes, destination, schedule)
               VALUES ('bench-plan', 1, 1, 'Index bench', 'FILE_FOLDER', '["/data"]', 'CLOUD',
               '{"scheduleType":"DAILY","hour":1,"minute":0,"weekDays":[],"dayOfMonth":1,"weekOfMonth":1,"interval":1,"intervalUnit":"HOURS"}')`);
    for (const statement of (values.sql ?? '').split(';').filter((s) => s.trim())) await run(statement);
    const { backup } = createServices(handle.db, systemClock, { nodeOfflineAfterSeconds: 90, heartbeatSeconds: 30, dataDir, listCacheMs: 0 });
    const plan = (await backup.repositories.plans.findById(1))!;

    const index = async (label: string, snap: ReportedSnapshot) => {
      const job = (await backup.repositories.jobs.insert({
        jobUid: snap.jobGuid,
        type: 'BACKUP',
        status: 'PROCESSING',
        nodeId: 1,
        organizationId: 1,
        planId: plan.id,
        createdAt: new Date(),
      }))!;
      const steps: string[] = [];
      const t0 = performance.now();
      await backup.indexer.indexSnapshot(plan, job.id, snap, undefined, (step, ms) => {
        if (ms >= 20) steps.push(`${step} ${ms.toFixed(0)}`);
      });
      const ms = performance.now() - t0;
      // What the server does after COMPLETED, in the background (decision 0056): not waited for
      // by the job, but timed here before the next indexing starts.
      const t1 = performance.now();
      backup.indexer.mergeNameSearchInBackground((error) => console.error(error));
      await backup.indexer.whenNameSearchMerged();
      const merge = (performance.now() - t1) / 1000;
      console.log(`${kind} ${label}: ${(ms / 1000).toFixed(2)} s; steps ≥ 20 ms: ${steps.join(', ')}; then name-search merge ${merge.toFixed(2)} s`);
      const news = snap.entries.filter((e) => e.type === 'file' && e.revisionJob === snap.jobGuid).length;
      lines.push(`| ${kind} | ${label} | ${snap.entries.length} | ${news} | ${snap.deleted.length} | ${(ms / 1000).toFixed(2)} s | ${merge.toFixed(2)} s |`);
    };
    const full = fullSnapshot('bench-job-0001');
    await index('FULL', full);
    if (values['full-only']) return lines;
    const inc1 = incremental(full, 'bench-job-0002', FILES / 50, FILES / 100, FILES / 200);
    await index('DELTA: 2% changed, 1% new, 0.5% gone', inc1);
    await index('DELTA: nothing changed', incremental(inc1, 'bench-job-0003', 0, 0, 0));
  } finally {
    await handle.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

const kinds = (['pglite', 'postgres'] as const).filter((k) => !values.only || values.only === k);
const out = [
  '| database | snapshot | entries | new revisions | deleted | time to index | then, in the background: name-search merge |',
  '|---|---|---|---|---|---|---|',
];
for (const kind of kinds) out.push(...(await bench(kind)));
console.log(out.join('\n'));
