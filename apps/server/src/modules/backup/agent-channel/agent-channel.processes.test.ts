/**
 * Jobs start at once (issue 16): real server processes and a real agent process. A job queued for
 * an online, idle agent is handed to it within a few seconds whatever the agent did before (just
 * finished a job, reconnected); with two server processes on one PostgreSQL database, a job
 * queued through one wakes an agent long-polling the other.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/server-process.ts';
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
} from './agent-channel.process-support.ts';

/** Generous for CI: the target is under 1 s, the bug was up to 25 s. */
const START_BOUND_MS = 5000;
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('jobs start at once on a real server and agent', { timeout: 240_000 }, () => {
  it('an idle online agent starts a job within seconds: the first, one right after another job, a command, and after reconnecting', async () => {
    const tmp = await mkdtemp(path.join(tmpdir(), 'outpost-latency-'));
    cleanups.push(() => rm(tmp, { recursive: true, force: true }));
    // The suite's PostgreSQL pass runs this against PostgreSQL, the other pass against PGlite.
    const env: Record<string, string> = { DATA_DIR: path.join(tmp, 'server') };
    if (TEST_DATABASE_URL) {
      const database = await freshPostgresDatabase(TEST_DATABASE_URL);
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port, env);
    cleanups.push(() => stopProcess(server));
    const api = await signIn(base);
    const { orgId, token } = await organizationWithToken(api, 'Latency');
    const agentDir = path.join(tmp, 'agent');
    let agent = startAgent({ server: base, token, dataDir: agentDir });
    cleanups.push(() => agent.stop());
    const nodeId = await deviceUp(api, orgId, agent.tail);
    const source = path.join(tmp, 'source');
    await mkdir(source);
    await writeFile(path.join(source, 'tiny.txt'), 'tiny');
    const planUid = await tinyPlan(api, nodeId, source);
    // Let the agent's first long poll settle: the case is an agent that waits, idle.
    await sleep(1500);

    const first = await runPlan(api, nodeId, planUid);
    expect(await startLatencyMs(api, first, 20_000, agent.tail), 'first job').toBeLessThan(START_BOUND_MS);
    await completed(api, first, agent.tail);

    // Right after a job: the agent's poll made while it was busy asked for commands only.
    const next = await runPlan(api, nodeId, planUid);
    expect(await startLatencyMs(api, next, 30_000, agent.tail), 'job right after a job').toBeLessThan(START_BOUND_MS);
    await completed(api, next, agent.tail);

    // A live command (the restore dialog's folder tree) answered through the same poll.
    const t0 = performance.now();
    await api('GET', `/api/backup/nodes/${nodeId}/fs?path=${encodeURIComponent(tmp)}`);
    expect(performance.now() - t0, 'folder tree').toBeLessThan(START_BOUND_MS);

    // Offline: the job waits. It starts once the agent is back, and so does the next one.
    await agent.stop();
    const queued = await runPlan(api, nodeId, planUid);
    await sleep(1000);
    expect((await api<{ status: string }>('GET', `/api/backup/jobs/${queued}`)).status).toBe('QUEUED');
    agent = startAgent({ server: base, token, dataDir: agentDir });
    await startLatencyMs(api, queued, 60_000, agent.tail);
    await completed(api, queued, agent.tail);
    await sleep(500);
    const afterReconnect = await runPlan(api, nodeId, planUid);
    expect(await startLatencyMs(api, afterReconnect, 30_000, agent.tail), 'job after a reconnect').toBeLessThan(START_BOUND_MS);
    await completed(api, afterReconnect, agent.tail);
  });
});

if (!TEST_DATABASE_URL) {
  console.info('agent-channel.processes.test.ts: the two-process PostgreSQL test runs in the PostgreSQL pass (set TEST_DATABASE_URL)');
}

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL database', { timeout: 240_000 }, () => {
  it('a job queued through process B wakes an agent long-polling process A within 2 s', async () => {
    const tmp = await mkdtemp(path.join(tmpdir(), 'outpost-two-servers-'));
    cleanups.push(() => rm(tmp, { recursive: true, force: true }));
    const database = await freshPostgresDatabase(TEST_DATABASE_URL!);
    cleanups.push(() => database.drop());
    // One database, one data directory (the master key and the cloud store), two processes.
    const env = { DATABASE_URL: database.url, DATA_DIR: path.join(tmp, 'server') };
    const [portA, portB] = [await freePort(), await freePort()];
    const started: ChildProcess[] = [];
    cleanups.push(async () => Promise.all(started.map(stopProcess)));
    // One after the other: both would apply the migrations on start.
    started.push(await startServer(portA, env));
    started.push(await startServer(portB, env));
    const [baseA, baseB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    const apiA = await signIn(baseA);
    const apiB = await signIn(baseB);
    const { token } = await organizationWithToken(apiA, 'Two servers');
    const enrolled = await fetch(`${baseA}/api/agent/enroll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        deviceUid: `two-servers-${Date.now()}`,
        facts: { hostname: 'two-servers', os: { platform: 'linux', distro: 'Debian GNU/Linux', release: '12' }, disks: [], network: [] },
      }),
    });
    expect(enrolled.status, await enrolled.clone().text()).toBe(200);
    const { nodeId, credential } = (await enrolled.json()) as { nodeId: number; credential: string };
    const planUid = await tinyPlan(apiA, nodeId, '/tmp');

    for (let round = 0; round < 3; round++) {
      // The agent's long poll, on process A.
      const poll = fetch(`${baseA}/api/agent/work?waitSeconds=25`, { headers: { authorization: `Bearer ${credential}` } }).then(async (r) => ({
        at: performance.now(),
        body: (await r.json()) as { jobs: { jobUid: string }[] },
      }));
      // Waiting well past the poll's first read of the queue, so only a wake-up can answer it.
      await sleep(700 + round * 300);
      const queuedAt = performance.now();
      const jobUid = await runPlan(apiB, nodeId, planUid);
      const answer = await poll;
      expect(answer.body.jobs.map((j) => j.jobUid)).toEqual([jobUid]);
      expect(answer.at - queuedAt, `round ${round}`).toBeLessThan(2000);
      // End the job so the next round's plan run is not refused as a duplicate.
      await fetch(`${baseA}/api/agent/jobs/${jobUid}/complete`, {
        method: 'POST',
        headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'FAILED', error: 'test', progress: { filesProcessed: 0, filesTotal: 0, bytesProcessed: 0, bytesTotal: 0 } }),
      });
    }
  });
});
