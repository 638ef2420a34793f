// Job start latency (issue 16): how long a job waits between its creation and the moment the
// agent has it, for an online agent that has just finished the previous one. Starts the real
// server (PGlite, or a fresh PostgreSQL database with --postgres) and a real agent, then creates
// jobs in a row, each as soon as the previous ended: backups of a tiny plan, restores of one of
// its files and folder-tree commands (the restore dialog's live listing). Prints every figure and
// p50/p95. The target: p95 under 1 s.
//
// Jobs: creation → started, both server times (`created`, `started` of the job). Commands: the
// whole HTTP round trip of the folder listing (queue, wake the agent, its answer), an upper bound.
// Usage: npx tsx bench/backup/job-latency.ts [--jobs 20] [--postgres]
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  completed,
  deviceUp,
  freshPostgresDatabase,
  organizationWithToken,
  runPlan,
  signIn,
  sleep,
  startAgent,
  startLatencyMs,
  startServer,
  stopProcess,
  tinyPlan,
} from '../../apps/server/src/modules/backup/agent-channel/agent-channel.process-support.ts';
import { freePort } from '../../apps/server/src/test/server-process.ts';
import { percentile } from '../lib/percentiles.ts';

const { values } = parseArgs({ options: { jobs: { type: 'string', default: '20' }, postgres: { type: 'boolean', default: false } } });
const JOBS = Number(values.jobs);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (message: string) => console.log(`[job latency] ${message}`);

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'outpost-job-latency-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const env: Record<string, string> = { DATA_DIR: path.join(work, 'server') };
    if (values.postgres) {
      const database = await freshPostgresDatabase(PG_URL);
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port, env);
    cleanups.push(() => stopProcess(server));
    const api = await signIn(base);
    const { orgId, token } = await organizationWithToken(api, 'Job latency bench');
    const agent = startAgent({ server: base, token, dataDir: path.join(work, 'agent') });
    cleanups.push(() => agent.stop());
    const nodeId = await deviceUp(api, orgId, agent.tail);
    const source = path.join(work, 'source');
    await mkdir(source);
    await writeFile(path.join(source, 'tiny.txt'), 'a tiny file\n');
    const restoreTo = path.join(work, 'restored');
    await mkdir(restoreTo);
    const planUid = await tinyPlan(api, nodeId, source);
    log(`server on ${values.postgres ? 'PostgreSQL' : 'PGlite'}, device ${nodeId} up; ${JOBS} jobs in a row`);
    // A first backup, so restores have something to read; not counted.
    const seed = await runPlan(api, nodeId, planUid);
    await completed(api, seed, agent.tail);
    await sleep(1000);

    const rows: { kind: string; ms: number }[] = [];
    for (let i = 0; i < JOBS; i++) {
      const kind = ['backup', 'folder tree', 'restore', 'backup'][i % 4]!;
      let ms: number;
      if (kind === 'folder tree') {
        const t0 = performance.now();
        await api('GET', `/api/backup/nodes/${nodeId}/fs?path=${encodeURIComponent(work)}`);
        ms = performance.now() - t0;
      } else {
        const jobUid =
          kind === 'backup'
            ? await runPlan(api, nodeId, planUid)
            : (
                await api<{ jobUids: string[] }>('POST', '/api/backup/jobs/batch', {
                  destinationNodeId: nodeId,
                  sourcePlanId: planUid,
                  sourcePaths: [path.join(source, 'tiny.txt')],
                  collisionHandling: 'OVERWRITE',
                  date: '2100-01-01T00:00:00.000Z',
                  originalLocation: false,
                  destinationPath: restoreTo,
                })
              ).jobUids[0]!;
        ms = await startLatencyMs(api, jobUid, 60_000, agent.tail);
        await completed(api, jobUid, agent.tail);
      }
      rows.push({ kind, ms });
      log(`${String(i + 1).padStart(2)} ${kind.padEnd(11)} ${ms.toFixed(0).padStart(6)} ms`);
    }
    const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
    log(
      `creation → started over ${rows.length}: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
    );
  } finally {
    // Last started, first stopped: the agent, the server, then its database.
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

await main();
