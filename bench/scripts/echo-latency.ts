/**
 * Issue 25 benchmark: one real agent process (`outpost-agent run`, from source) against the real
 * server in this process (PGlite, loopback HTTP); 200 `echo` scripts run one after another. Each
 * sample is the time from "Run" (the POST that starts it) to its result being stored (the first
 * read that sees the device row final; reads every 5 ms).
 *
 *   flock /tmp/heavy.lock npx tsx bench/scripts/echo-latency.ts [--runs 200]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { buildApp } from '../../apps/server/src/http/app.ts';
import { DEFAULT_REQUEST_BUDGETS } from '../../apps/server/src/http/request-budget.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { makeEnrollmentToken, makeOrganization } from '../../apps/server/src/test/factories.ts';
import { manualClock, signIn } from '../../apps/server/src/test/harness.ts';
import { percentileLine } from '../lib/percentiles.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const runs = Number(values.runs);
const FINAL = new Set(['SUCCEEDED', 'FAILED', 'TIMED_OUT', 'CANCELLED', 'INTERRUPTED', 'EXPIRED', 'NO_USER_LOGGED_ON']);
const tmp = await mkdtemp(join(tmpdir(), 'outpost-bench-scripts-'));
const database = await openDatabase({ memory: true });
const services = createServices(database.db, systemClock, { nodeOfflineAfterSeconds: 90, heartbeatSeconds: 30, dataDir: join(tmp, 'server'), listCacheMs: 0 });
// The bench reads as one user far faster than a person: no request budget.
const unlimited = { ...DEFAULT_REQUEST_BUDGETS };
for (const key of Object.keys(unlimited) as (keyof typeof unlimited)[]) unlimited[key] = 1_000_000;
const app = await buildApp({ services, secureCookies: false, loginRateLimitPerMinute: 100_000, logLevel: 'silent', requestBudgets: unlimited });
await app.listen({ port: 0, host: '127.0.0.1' });
const serverUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const ctx = { app, services, database, dataDir: join(tmp, 'server'), clock: manualClock(), close: async () => undefined } as Parameters<typeof signIn>[0];
const admin = await signIn(ctx);
const org = await makeOrganization(ctx, 'Bench');
const token = (await makeEnrollmentToken(ctx, org.id, admin.userId)).token;
const agentDir = join(tmp, 'agent');
const cli = fileURLToPath(new URL('../../apps/agent/src/cli.ts', import.meta.url));
const agent = spawn(process.execPath, ['--import', 'tsx', cli, 'run', '--data-dir', agentDir, '--server', serverUrl, '--token', token, '--heartbeat', '5'], {
  stdio: 'ignore',
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
try {
  let nodeId = 0;
  for (const end = Date.now() + 60_000; !nodeId && Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    const text = await readFile(join(agentDir, 'agent.json'), 'utf8').catch(() => '');
    nodeId = text ? ((JSON.parse(text) as { nodeId?: number }).nodeId ?? 0) : 0;
  }
  const script = (
    await inject('POST', '/api/scripts', {
      name: 'Echo',
      language: 'sh',
      operatingSystems: ['LINUX'],
      body: 'echo "hello $NAME"\n',
      variables: [{ name: 'Name', calculatedName: 'NAME', type: 'TEXT' }],
    })
  ).json<{ id: number }>();
  // One warm-up run: the agent's first poll and module loading are not what is measured.
  const samples: number[] = [];
  for (let i = -1; i < runs; i++) {
    const started = performance.now();
    const run = (
      await inject('POST', `/api/scripts/${script.id}/runs`, { target: { kind: 'DEVICES', deviceIds: [nodeId] }, values: { NAME: String(i) } })
    ).json<{ id: number }>();
    for (;;) {
      const row = (await inject('GET', `/api/script-runs/${run.id}/devices`)).json<{ data: { status: string; stdout: { head: string } | null }[] }>().data[0];
      if (row && FINAL.has(row.status)) {
        if (row.status !== 'SUCCEEDED' || row.stdout?.head !== `hello ${i}\n`) throw new Error(`run ${i}: ${row.status} ${JSON.stringify(row.stdout)}`);
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    if (i >= 0) samples.push(performance.now() - started);
  }
  console.log(`echo scripts, one real agent, "Run" → result stored: ${percentileLine(samples, [50, 99])}`);
} finally {
  agent.kill('SIGTERM');
  await app.close();
  await database.close();
  await rm(tmp, { recursive: true, force: true });
}
