/**
 * Issue 25 benchmark: one script fanned out to 1,000 simulated agents. The real server runs in its
 * own process (fanout-server.ts, PGlite in memory); the agents are in-process clients speaking the
 * agent protocol over loopback HTTP: enrol, heartbeat, long-poll /api/agent/work, fetch the body by
 * version and check its SHA-256, report RUNNING, then the result. Nothing is executed: what is
 * measured is the server's side of a fan-out.
 *
 * Figures: time from "Run" to the last result stored; the time from the moment the last agent
 * finished (sent its final report) until its result was stored (its POST answered) and until the
 * run view shows every device final; server RSS before the run, peak during it, after it.
 *
 *   flock /tmp/heavy.lock npx tsx bench/scripts/fanout.ts [--agents 1000]
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { agents: { type: 'string', default: '1000' }, postgres: { type: 'string' } } });
const AGENTS = Number(values.agents);
// Node's fetch opens as many connections per origin as there are requests: one per agent's long poll.

const serverScript = fileURLToPath(new URL('./fanout-server.ts', import.meta.url));
const server = spawn(
  process.execPath,
  ['--import', 'tsx', serverScript, '--agents', String(AGENTS), ...(values.postgres ? ['--postgres', values.postgres] : [])],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const info = await new Promise<{ url: string; headers: Record<string, string>; token: string; devices: { nodeId: number; credential: string }[] }>(
  (resolve, reject) => {
    let buffer = '';
    server.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      // Complete lines only: with 1,000 devices the line is longer than one pipe read (64 KiB).
      const line = buffer
        .split('\n')
        .slice(0, -1)
        .find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as never);
    });
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  },
);

const rssMiB = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};
let peak = 0;
let sampling = false;
const sampler = setInterval(() => {
  if (sampling) peak = Math.max(peak, rssMiB());
}, 20);

async function call<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const res = await fetch(`${info.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let networkRetries = 0;
/**
 * An agent's call as the real agent makes it: a connection that fails (1,000 long polls opening at
 * once overflow the listen backlog) is retried after 0.5, 1, 2, 4, 5 s; an HTTP error is not.
 */
async function agentCall<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await call<T>(method, path, headers, body);
    } catch (error) {
      if (stop || !(error instanceof TypeError) || failures >= 8) throw error;
      networkRetries++;
      await new Promise((r) => setTimeout(r, Math.min(5000, 500 * 2 ** failures)));
    }
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

type Work = { scripts: { runUid: string; scriptVersionId: number; sha256: string; env: Record<string, string> }[] };
const finishedAt: number[] = [];
const storedAt: number[] = [];
let stop = false;

/** One simulated agent: long-polls, runs what it is given (instantly), reports. */
async function agentLoop(credential: string, index: number) {
  const headers = { authorization: `Bearer ${credential}` };
  const bodies = new Map<number, string>();
  while (!stop) {
    const work = await agentCall<Work>('GET', '/api/agent/work?waitSeconds=20', headers).catch((error: unknown) => {
      if (!stop) throw error;
      return { scripts: [] } as Work;
    });
    for (const run of work.scripts) {
      let body = bodies.get(run.scriptVersionId);
      if (body === undefined) {
        body = (await agentCall<{ body: string }>('GET', `/api/agent/scripts/versions/${run.scriptVersionId}`, headers)).body;
        bodies.set(run.scriptVersionId, body);
      }
      if (createHash('sha256').update(body, 'utf8').digest('hex') !== run.sha256) throw new Error('body does not match its SHA-256');
      await agentCall('POST', `/api/agent/scripts/runs/${run.runUid}/result`, headers, { status: 'RUNNING' });
      const output = `hello from agent ${index} (${run.env.GREETING})\n`;
      finishedAt[index] = performance.now();
      await agentCall('POST', `/api/agent/scripts/runs/${run.runUid}/result`, headers, {
        status: 'SUCCEEDED',
        exitCode: 0,
        durationMs: 3,
        stdout: { head: output, tail: '', droppedBytes: 0 },
        stderr: null,
      });
      storedAt[index] = performance.now();
    }
  }
}

try {
  const admin = info.headers;
  console.log(`server up (pid ${server.pid}); ${AGENTS} simulated agents enrolled; first heartbeats…`);
  const credentials: string[] = new Array<string>(AGENTS);
  const deviceIds: number[] = new Array<number>(AGENTS);
  // Enrolled by the server process (fanout-server.ts); each agent's first heartbeat here.
  await pool([...Array(AGENTS).keys()], 32, async (i) => {
    const facts = {
      hostname: `sim-${i}`,
      os: { platform: 'linux', distro: 'Debian GNU/Linux', release: '12' },
      disks: [],
      network: [],
      interpreters: [{ language: 'sh', version: '0.5', path: '/bin/sh' }],
    };
    const device = info.devices[i]!;
    credentials[i] = device.credential;
    deviceIds[i] = device.nodeId;
    await agentCall('POST', '/api/agent/heartbeat', { authorization: `Bearer ${device.credential}` }, { facts });
  });
  const script = await call<{ id: number }>('POST', '/api/scripts', admin, {
    name: 'Fan-out echo',
    language: 'sh',
    operatingSystems: ['LINUX'],
    body: 'echo "hello $GREETING"\n',
    variables: [{ name: 'Greeting', calculatedName: 'GREETING', type: 'TEXT' }],
  });
  const reach = await call<{ deviceCount: number; offlineCount: number }>('POST', `/api/scripts/${script.id}/runs/reach`, admin, {
    target: { kind: 'DEVICES', deviceIds },
  });
  if (reach.deviceCount !== AGENTS || reach.offlineCount !== 0) throw new Error(`reach: ${JSON.stringify(reach)}`);
  const loops = credentials.map((c, i) =>
    agentLoop(c, i).catch((error: unknown) => {
      console.error(`agent ${i} stopped: ${(error as Error).message}`);
      process.exitCode = 1;
    }),
  );
  // Let every long poll reach the server, then settle before "before".
  await new Promise((r) => setTimeout(r, 3000));
  global.gc?.();
  const before = rssMiB();
  peak = before;
  sampling = true;

  const runStarted = performance.now();
  const run = await call<{ id: number }>('POST', `/api/scripts/${script.id}/runs`, admin, {
    target: { kind: 'DEVICES', deviceIds },
    values: { GREETING: 'fan-out' },
  });
  const runAnswered = performance.now();
  let visibleAt = 0;
  for (;;) {
    const view = await call<{ counts: Record<string, number> }>('GET', `/api/script-runs/${run.id}`, admin);
    if ((view.counts.SUCCEEDED ?? 0) === AGENTS) {
      visibleAt = performance.now();
      break;
    }
    if (performance.now() - runStarted > 300_000) throw new Error(`not done after 300 s: ${JSON.stringify(view.counts)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  sampling = false;
  const lastFinished = Math.max(...finishedAt);
  const lastStored = Math.max(...storedAt);
  stop = true;
  await new Promise((r) => setTimeout(r, 3000));
  const after = rssMiB();
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `fan-out to ${AGENTS} simulated agents (PGlite${values.postgres ? '→PostgreSQL' : ''}, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}):`,
  );
  console.log(`  POST run answered after ${s(runAnswered - runStarted)}`);
  console.log(`  "Run" → last result stored ${s(lastStored - runStarted)}; → run view shows all ${AGENTS} SUCCEEDED ${s(visibleAt - runStarted)}`);
  console.log(`  last agent finished → its result stored ${s(lastStored - lastFinished)}; → run view complete ${s(visibleAt - lastFinished)} (target ≤ 10 s)`);
  console.log(`  agent connections retried after a network error: ${networkRetries}`);
  console.log(`  server RSS: before ${before.toFixed(1)} MiB, peak ${peak.toFixed(1)} MiB (+${(peak - before).toFixed(1)}), after ${after.toFixed(1)} MiB`);
  void Promise.allSettled(loops);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  clearInterval(sampler);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  process.exit();
}
