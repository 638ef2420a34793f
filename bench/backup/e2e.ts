/**
 * End-to-end backup benchmark (issue 16): the real server, started as `npm start` starts it (PGlite
 * in a temp DATA_DIR), and a real agent process, against restic on the same data in the same run.
 *
 *   apt-get install -y restic                                   # once (Debian package)
 *   npx tsx bench/backup/e2e.ts                                 # 512 MiB, 3 rounds, every target
 *   npx tsx bench/backup/e2e.ts --size 2048 --targets fs        # 2 GiB, the filesystem cloud store only
 *   npx tsx bench/backup/e2e.ts --profile mixed --targets fs    # issue 28's data set (small files, duplicates, logs, media)
 *   npx tsx bench/backup/e2e.ts --profile tree --targets fs     # 100,000 source files of 1–16 KiB in deep folders
 *
 * Flags: --size MiB (default 512), --rounds N (default 3), --targets fs,s3,local (default all),
 * --profile default|mixed|tree (generate.ts; default `default`), --files N (the tree's file count,
 * default 100000), --keep (keep the temp directory), --no-settle (no sync/drop_caches before timed steps).
 * The agent's peak RSS (VmHWM, reset before each step) is printed for every step. The agent runs as devices
 * run it, from its single-file build (made first, as `npm start` does); `--agent-source` runs the
 * checkout's TypeScript through tsx instead.
 *
 * Targets: `fs` a CLOUD plan on a server whose cloud store is its DATA_DIR; `s3` a CLOUD plan on a
 * second server whose cloud store is S3 (s3rver on loopback, its own process); `local` a LOCAL
 * plan on the fs server's device. Each round uses a fresh organization (so a fresh cloud
 * repository) and agent per server, a fresh local folder and a fresh restic repository; in each
 * round every tool runs an initial backup, then 1% of the files change (generate.ts `mutate`),
 * then an incremental backup, then a full restore to a new folder, compared byte for byte with the
 * data (`diff -r`). The tools take turns going first from round to round.
 *
 * Our times run from the API call to the job's COMPLETED status (polled every 50 ms), split by the
 * job's own times: queue = created → started (the agent has it), agent = started → completed (the
 * agent's completion reached the server; the server sets `completed` once a backup's snapshot is
 * indexed, inside the completion call), and for backups "report + indexing" = the engine's end (the
 * agent's phases line) → COMPLETED: the snapshot sent, validated and indexed into the browse tables.
 * The agent's log lines (timestamped by the agent) give when it began the job. CPU seconds per step of the server, the agent and s3rver
 * come from /proc/<pid>/stat; restic's from /usr/bin/time. While a restore streams, the server's
 * RSS is sampled every 100 ms and its peak (VmHWM, reset through /proc/<pid>/clear_refs) read.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { signIn, stopProcess, until, type Api } from '../../apps/server/src/modules/backup/agent-channel/agent-channel.process-support.ts';
import { freePort, startServerProcess } from '../../apps/server/src/test/server-process.ts';
import { processCpuSeconds } from '../process-cpu.ts';
import { generateProfile, mutate, PROFILES, type GeneratedFile, type Profile } from './generate.ts';

const execFileP = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const MiB = 1024 * 1024;
const ADMIN = { email: 'e2e-bench@outpost.test', password: 'e2e-bench-password-1' };

type Target = 'fs' | 's3' | 'local';
type Step = 'initial' | 'incremental' | 'restore';
const STEPS: Step[] = ['initial', 'incremental', 'restore'];

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const log = (message: string) => console.log(`[e2e bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A field of /proc/<pid>/status in MiB (VmRSS, VmHWM). */
function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** A real `outpost-agent run`, its output kept with the agent's own timestamps. */
function startAgent(server: string, token: string, dataDir: string) {
  const child = spawn(process.execPath, [...agentFlags, agentEntry, 'run', '--server', server, '--token', token, '--data-dir', dataDir, '--heartbeat', '2'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(childNodeOptions ? { NODE_OPTIONS: childNodeOptions } : {}) },
  });
  const output: string[] = [];
  /** Jobs waited for: resolved with the time their end line arrived. */
  const endings = new Map<string, { resolve: (at: number) => void; reject: (err: Error) => void }>();
  const onOutput = (c?: Buffer) => {
    if (c) output.push(c.toString());
    if (endings.size === 0) return;
    const all = text();
    for (const [jobUid, waiter] of endings) {
      if (!new RegExp(`Job ${jobUid} \\(\\w+\\) (COMPLETED|FAILED|CANCELED)`).test(all)) continue;
      endings.delete(jobUid);
      waiter.resolve(Date.now());
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  // The agent's log goes next to its data dir, for a kept run (--keep) to read.
  child.once('exit', () => void writeFile(`${dataDir}.log`, text()).catch(() => undefined));
  child.once('exit', (code) => {
    for (const waiter of endings.values()) waiter.reject(new Error(`the agent exited (${code})\n${text().slice(-4000)}`));
  });
  const text = () => output.join('');
  return {
    child,
    /**
     * When the agent logged the end of a job: it logs it once the server has answered its
     * completion, i.e. once the job reads COMPLETED (a backup's snapshot indexed). Waiting on the
     * log rather than polling the API keeps the bench's own requests off the server's CPU.
     */
    ended(jobUid: string): Promise<number> {
      return new Promise((resolve, reject) => {
        endings.set(jobUid, { resolve, reject });
        onOutput();
      });
    },
    tail: () => `agent output:\n${text().slice(-4000)}`,
    /** The agent's notes of how its restores read their packs ("… MiB of packs in N requests"), in order. */
    fetchNotes: () => [...text().matchAll(/Restore read ([\d.]+ MiB of packs in \d+ requests)/g)].map((m) => m[1]!),
    /** The phases a backup job's log line gives ("2.31 s (prepare 0.01 s, open 0.05 s, …)"). */
    phasesOf: (jobUid: string) => new RegExp(`Backup job ${jobUid}: ([^\\n]+)`).exec(text())?.[1],
    /** When the agent's engine finished a backup (its phases line), before the snapshot went to the server. */
    engineEndedAt(jobUid: string): number | undefined {
      const m = new RegExp(`\\[outpost-agent ([^\\]]+)\\] Backup job ${jobUid}: \\d`).exec(text());
      return m ? Date.parse(m[1]!) : undefined;
    },
    /** When the agent logged that it began a job (its clock, which is this machine's). */
    jobStartedAt(jobUid: string): number | undefined {
      const m = new RegExp(`\\[outpost-agent ([^\\]]+)\\] Job ${jobUid} \\(\\w+\\) started`).exec(text());
      return m ? Date.parse(m[1]!) : undefined;
    },
  };
}
type Agent = ReturnType<typeof startAgent>;

interface JobView {
  status: string;
  error: string | null;
  created: string;
  started: string | null;
  completed: string | null;
}

/** One timed step of one tool. */
interface Measure {
  s: number;
  queue?: number;
  /** Server's `started` → the agent's log line for it. */
  pickup?: number;
  agent?: number;
  indexing?: number;
  cpu: { server?: number; agent?: number; s3?: number; restic?: number };
  /** Restores: the server's RSS before, and its peak while the restore ran (MiB). */
  rss?: { before: number; peak: number };
  /** The agent's peak RSS during the step (VmHWM, reset before it; MiB). */
  agentPeak?: number;
  /** Restores from the cloud: what the agent read, in how many requests. */
  fetched?: string;
  /** Backups: the agent's account of where the job's time went (its engine's phases). */
  phases?: string;
  /** Backups: from the engine's end (agent log) to COMPLETED: the snapshot's upload, validation and indexing. */
  report?: number;
}

/** One server (fs or s3 cloud store) with its organization and agent of the current round. */
interface Side {
  name: 'fs' | 's3';
  base: string;
  server: ChildProcess;
  api: Api;
  s3?: ChildProcess;
  storeDir: string;
  agent?: Agent;
  nodeId?: number;
  orgId?: number;
}

async function startSide(name: 'fs' | 's3', work: string): Promise<Side> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // PGlite in DATA_DIR, as a plain `npm start` (an empty DATABASE_URL overrides one in this shell).
  const env: Record<string, string> = { DATA_DIR: path.join(work, `server-${name}`), DATABASE_URL: '' };
  let s3: ChildProcess | undefined;
  let storeDir = path.join(work, `server-${name}`, 'blobs');
  if (name === 's3') {
    storeDir = path.join(work, 's3rver');
    await mkdir(storeDir, { recursive: true });
    const s3Port = await freePort();
    // s3rver in a process of its own, so its CPU is counted apart and does not slow this one.
    s3 = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve-s3', storeDir, '--port', String(s3Port)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      s3!.stdout!.on('data', (c: Buffer) => c.toString().includes('s3rver ready') && resolve());
      s3!.once('exit', (code) => reject(new Error(`s3rver exited ${code}`)));
    });
    Object.assign(env, {
      OUTPOST_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      OUTPOST_S3_BUCKET: 'backups',
      OUTPOST_S3_ACCESS_KEY: 'S3RVER',
      OUTPOST_S3_SECRET_KEY: 'S3RVER',
    });
  }
  if (childNodeOptions) env.NODE_OPTIONS = childNodeOptions;
  // Diagnostics: extra Node options for the servers only (a profiler preload, for instance).
  if (process.env.E2E_SERVER_NODE_OPTIONS) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} ${process.env.E2E_SERVER_NODE_OPTIONS}`.trim();
  const server = await startServerProcess({ port, env, admin: ADMIN, timeoutMs: 180_000 });
  return { name, base, server, api: await signIn(base, ADMIN), s3, storeDir };
}

/** A fresh organization and agent on a side (a fresh cloud repository). */
async function newDevice(side: Side, work: string, round: number): Promise<void> {
  if (side.agent) await stopProcess(side.agent.child);
  const org = await side.api<{ id: number }>('POST', '/api/organizations', { name: `E2E ${side.name} ${round} ${Date.now()}`, description: '' });
  const { token } = await side.api<{ token: string }>('POST', `/api/organizations/${org.id}/enrollment-tokens`, { label: 'e2e bench' });
  const agent = startAgent(side.base, token, path.join(work, `agent-${side.name}-${round}`));
  const filters = encodeURIComponent(JSON.stringify({ clientId: org.id }));
  side.nodeId = await until(
    'the device to be up',
    120_000,
    async () => {
      const list = await side.api<{ data: { id: number; isUp: boolean }[] }>(
        'GET',
        `/api/devices?pageIndex=0&pageSize=50&globalFilter=&sort=[]&filters=${filters}`,
      );
      return list.data.find((d) => d.isUp)?.id;
    },
    agent.tail,
  );
  side.agent = agent;
  side.orgId = org.id;
}

async function createPlan(side: Side, data: string, destination: 'CLOUD' | 'LOCAL', localPath: string | null): Promise<string> {
  const plan = await side.api<{ uid: string }>('POST', `/api/backup/nodes/${side.nodeId}/plans`, {
    name: `E2E ${destination} ${Date.now()}`,
    type: 'FILE_FOLDER',
    includes: [data],
    destination,
    localPath,
    schedule: { scheduleType: 'DAILY', hour: 3 },
    enabled: false,
  });
  return plan.uid;
}

/** Runs a job from its API call to COMPLETED, with the split and every process's CPU. */
async function timedJob(side: Side, start: () => Promise<string>, opts: { watchRss?: boolean } = {}): Promise<Measure> {
  const agent = side.agent!;
  const pids = { server: side.server.pid, agent: agent.child.pid, s3: side.s3?.pid };
  const cpu0 = { server: processCpuSeconds(pids.server), agent: processCpuSeconds(pids.agent), s3: processCpuSeconds(pids.s3) };
  let rss: Measure['rss'];
  let sampler: NodeJS.Timeout | undefined;
  if (opts.watchRss && pids.server) {
    const before = statusMiB(pids.server, 'VmRSS');
    await writeFile(`/proc/${pids.server}/clear_refs`, '5').catch(() => undefined); // resets VmHWM
    rss = { before, peak: before };
    sampler = setInterval(() => (rss!.peak = Math.max(rss!.peak, statusMiB(pids.server!, 'VmRSS'))), 100);
  }
  if (pids.agent) await writeFile(`/proc/${pids.agent}/clear_refs`, '5').catch(() => undefined);
  const notesBefore = agent.fetchNotes().length;
  const t0 = Date.now();
  const jobUid = await start();
  const seenAt = await agent.ended(jobUid);
  const job = await side.api<JobView>('GET', `/api/backup/jobs/${jobUid}`);
  if (job.status !== 'COMPLETED') throw new Error(`job ${jobUid} ${job.status}: ${job.error}\n${agent.tail()}`);
  if (sampler) clearInterval(sampler);
  if (rss && pids.server) rss.peak = Math.max(rss.peak, statusMiB(pids.server, 'VmHWM'));
  const agentPeak = pids.agent ? statusMiB(pids.agent, 'VmHWM') : undefined;
  const created = Date.parse(job.created);
  const started = Date.parse(job.started!);
  const completed = Date.parse(job.completed!);
  const agentStart = agent.jobStartedAt(jobUid);
  const phases = agent.phasesOf(jobUid);
  const engineEnd = agent.engineEndedAt(jobUid);
  return {
    s: (seenAt - t0) / 1000,
    queue: (started - created) / 1000,
    ...(agentStart ? { pickup: (agentStart - started) / 1000 } : {}),
    agent: (completed - started) / 1000,
    indexing: Math.max(0, seenAt - completed) / 1000,
    cpu: {
      server: processCpuSeconds(pids.server) - cpu0.server,
      agent: processCpuSeconds(pids.agent) - cpu0.agent,
      ...(pids.s3 ? { s3: processCpuSeconds(pids.s3) - cpu0.s3 } : {}),
    },
    ...(rss ? { rss } : {}),
    ...(agentPeak !== undefined ? { agentPeak } : {}),
    ...(agent.fetchNotes().length > notesBefore ? { fetched: agent.fetchNotes().at(-1) } : {}),
    ...(phases ? { phases } : {}),
    ...(engineEnd ? { report: Math.max(0, seenAt - engineEnd) / 1000 } : {}),
  };
}

const runPlan = (side: Side, planUid: string) => async () =>
  (await side.api<{ jobUid: string }>('POST', `/api/backup/nodes/${side.nodeId}/plans/${planUid}/run`)).jobUid;

const restoreJob = (side: Side, planUid: string, data: string, into: string) => async () =>
  (
    await side.api<{ jobUids: string[] }>('POST', '/api/backup/jobs/batch', {
      destinationNodeId: side.nodeId,
      sourcePlanId: planUid,
      sourcePaths: [data],
      collisionHandling: 'OVERWRITE',
      date: '2100-01-01T00:00:00.000Z',
      originalLocation: false,
      destinationPath: into,
    })
  ).jobUids[0]!;

/** restic under /usr/bin/time: wall and CPU seconds. */
async function resticTimed(env: NodeJS.ProcessEnv, ...args: string[]): Promise<Measure> {
  const { stderr } = await execFileP('/usr/bin/time', ['-f', 'TIME %e %U %S %M', 'restic', '--quiet', ...args], { env, maxBuffer: 64 * MiB });
  const m = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(stderr);
  if (!m) throw new Error(`no timing from restic: ${stderr}`);
  // %M: restic's peak RSS in KiB, shown beside the agent's.
  return { s: Number(m[1]), cpu: { restic: Number(m[2]) + Number(m[3]) }, agentPeak: Number(m[4]) / 1024 };
}

/** Byte-for-byte comparison of a restored tree with the source (file names, types and contents). */
async function sameTree(source: string, restored: string): Promise<void> {
  try {
    await execFileP('diff', ['-r', '-q', '--no-dereference', source, restored], { maxBuffer: 16 * MiB });
  } catch (err) {
    const out = (err as { stdout?: string }).stdout ?? '';
    throw new Error(`restored tree differs from the source:\n${out.slice(0, 2000)}`, { cause: err });
  }
}

let settleEnabled = true;
let childNodeOptions = '';
let agentFlags: string[] = [];
/**
 * What the agent runs: the single-file build devices install (default), or with `--agent-source`
 * the checkout's TypeScript through tsx's loader (bin/outpost-agent.js), which adds the loader's
 * own thread and transpiled sources: ~40 MiB of RSS before any job (issue 28).
 */
let agentEntry = path.join(repoRoot, 'apps/agent/dist/outpost-agent.mjs');
/** Same machine state before each timed step: dirty pages written back and, as root, the page cache emptied and the step's inputs read back in. */
async function settle(inputs: string[]): Promise<void> {
  if (!settleEnabled) return;
  await execFileP('sync');
  try {
    await writeFile('/proc/sys/vm/drop_caches', '3');
  } catch {
    return;
  }
  const present = inputs.filter((p) => existsSync(p));
  if (present.length) await execFileP('sh', ['-c', 'find "$@" -type f -exec cat {} + > /dev/null', 'warm', ...present]);
}

/** `perf record -g` of some processes until stopped. */
function perfRecord(file: string, pids: (number | undefined)[]) {
  const child = spawn('perf', ['record', '-F', '499', '-g', '-o', file, '-p', pids.filter(Boolean).join(',')], { stdio: 'ignore' });
  return {
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    },
  };
}

/** The slice of s3rver (a development dependency of apps/server; it ships no types) used here. */
interface S3rverModule {
  default: new (options: { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string; configs: unknown[] }[] }) => {
    run(): Promise<unknown>;
    close(): Promise<void>;
  };
}

async function serveS3(dir: string, port: number): Promise<void> {
  const specifier = 's3rver';
  const { default: S3rver } = (await import(specifier)) as S3rverModule;
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir, configureBuckets: [{ name: 'backups', configs: [] }] });
  await server.run();
  console.log('s3rver ready');
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '512' },
      rounds: { type: 'string', default: '3' },
      targets: { type: 'string', default: 'fs,s3,local' },
      keep: { type: 'boolean', default: false },
      'no-settle': { type: 'boolean', default: false },
      profile: { type: 'string', default: 'default' },
      files: { type: 'string', default: '100000' },
      perf: { type: 'string' },
      'cpu-prof': { type: 'string' },
      'serve-s3': { type: 'string' },
      port: { type: 'string' },
      'agent-source': { type: 'boolean', default: false },
    },
  });
  if (values['serve-s3']) return serveS3(values['serve-s3'], Number(values.port));
  settleEnabled = !values['no-settle'];
  // --perf DIR: `perf record` of the server and agent (every thread, JavaScript frames named
  // through --perf-basic-prof) during each step of the first round, into DIR/<tool>-<step>.data.
  const perfDir = values.perf ? path.resolve(values.perf) : null;
  if (perfDir) childNodeOptions = '--perf-basic-prof';
  // --cpu-prof DIR: V8 CPU profiles of each agent (main thread and restore/codec workers), written as it exits.
  if (values['cpu-prof']) agentFlags = ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`];
  if (values['agent-source']) agentEntry = path.join(repoRoot, 'apps/agent/bin/outpost-agent.js');
  // The agent's build from this checkout, as `npm start` makes it (the server serves it to devices).
  else await execFileP(process.execPath, [path.join(repoRoot, 'scripts/build-node.mjs')], { cwd: repoRoot });
  const sizeMiB = Number(values.size);
  const rounds = Number(values.rounds);
  const targets = values.targets.split(',').map((t) => t.trim()) as Target[];
  for (const t of targets) if (!['fs', 's3', 'local'].includes(t)) throw new Error(`unknown target ${t}`);
  const profile = values.profile as Profile;
  if (!PROFILES.includes(profile)) throw new Error(`unknown profile ${profile} (${PROFILES.join(', ')})`);
  const loadStart = loadavg();

  const work = await mkdtemp(path.join(tmpdir(), 'outpost-e2e-bench-'));
  const data = path.join(work, 'data');
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    log(profile === 'tree' ? `generating ${values.files} files (tree) in ${data}` : `generating ${sizeMiB} MiB (${profile}) in ${data}`);
    const files: GeneratedFile[] = await generateProfile(data, profile, { totalMiB: sizeMiB, files: Number(values.files) });
    const sourceBytes = files.reduce((n, f) => n + f.size, 0);
    log(`${files.length} files, ${(sourceBytes / MiB).toFixed(1)} MiB; load average ${loadStart}`);

    const sides: Partial<Record<'fs' | 's3', Side>> = {};
    for (const name of ['fs', 's3'] as const) {
      if (name === 'fs' && !targets.includes('fs') && !targets.includes('local')) continue;
      if (name === 's3' && !targets.includes('s3')) continue;
      const side = await startSide(name, work);
      sides[name] = side;
      cleanups.unshift(async () => {
        if (side.agent) await stopProcess(side.agent.child);
        await stopProcess(side.server);
        if (side.s3) await stopProcess(side.s3);
      });
      log(`${name} server up at ${side.base}`);
    }
    const resticVersion = (await execFileP('restic', ['version'])).stdout.split(' ').slice(0, 2).join(' ');

    type Tool = Target | 'restic';
    const tools: Tool[] = ['restic', ...targets];
    const results = new Map<string, Measure[]>();
    const record = (tool: Tool, step: Step, m: Measure) => {
      const key = `${tool}/${step}`;
      results.set(key, [...(results.get(key) ?? []), m]);
      const split =
        m.agent !== undefined
          ? ` (queue ${m.queue!.toFixed(2)}, agent ${m.agent.toFixed(2)}, indexing ${m.indexing!.toFixed(2)}${m.report !== undefined ? `, snapshot report + indexing ${m.report.toFixed(2)}` : ''})`
          : '';
      const cpu = Object.entries(m.cpu)
        .map(([k, v]) => `${k} ${v.toFixed(2)}`)
        .join(', ');
      const rss =
        (m.rss ? `; server RSS ${m.rss.before.toFixed(0)} → peak ${m.rss.peak.toFixed(0)} MiB` : '') +
        (m.agentPeak !== undefined ? `; ${tool === 'restic' ? 'restic' : 'agent'} peak RSS ${m.agentPeak.toFixed(0)} MiB` : '');
      const fetched = m.fetched ? `; read ${m.fetched}` : m.phases ? `; agent ${m.phases}` : '';
      log(`${tool.padEnd(6)} ${step.padEnd(11)} ${m.s.toFixed(2)} s${split}; CPU ${cpu}${rss}${fetched}; load ${loadavg()}`);
    };

    for (let round = 1; round <= rounds; round++) {
      log(`round ${round}/${rounds}`);
      const order = tools.map((_, i) => tools[(i + round - 1) % tools.length]!);
      const plans = new Map<Tool, string>();
      for (const side of Object.values(sides)) await newDevice(side, work, round);
      const localRepo = path.join(work, `local-${round}`);
      const resticEnv = {
        ...process.env,
        RESTIC_PASSWORD: 'bench',
        RESTIC_REPOSITORY: path.join(work, `restic-${round}`),
        RESTIC_CACHE_DIR: path.join(work, 'restic-cache'),
      };
      await execFileP('restic', ['--quiet', 'init'], { env: resticEnv });
      if (targets.includes('fs')) plans.set('fs', await createPlan(sides.fs!, data, 'CLOUD', null));
      if (targets.includes('s3')) plans.set('s3', await createPlan(sides.s3!, data, 'CLOUD', null));
      if (targets.includes('local')) plans.set('local', await createPlan(sides.fs!, data, 'LOCAL', localRepo));
      const sideOf = (tool: Target) => (tool === 's3' ? sides.s3! : sides.fs!);
      const repoOf = (tool: Tool): string[] =>
        tool === 'restic' ? [resticEnv.RESTIC_REPOSITORY] : tool === 'local' ? [localRepo] : [path.join(sideOf(tool).storeDir)];

      const restored: string[] = [];
      for (const step of STEPS) {
        if (step === 'incremental') {
          const changed = await mutate(data, files, round);
          log(`changed ${changed} files`);
        }
        for (const tool of order) {
          const into = path.join(work, `restored-${tool}-${round}`);
          if (step === 'restore') await mkdir(into, { recursive: true });
          await settle(step === 'restore' ? repoOf(tool) : [data]);
          let m: Measure;
          if (tool === 'restic') {
            m = step === 'restore' ? await resticTimed(resticEnv, 'restore', 'latest', '--target', into) : await resticTimed(resticEnv, 'backup', data);
          } else {
            const side = sideOf(tool);
            const planUid = plans.get(tool)!;
            const recording =
              perfDir && round === 1 ? perfRecord(path.join(perfDir, `${tool}-${step}.data`), [side.server.pid, side.agent?.child.pid, side.s3?.pid]) : null;
            m =
              step === 'restore'
                ? await timedJob(side, restoreJob(side, planUid, data, into), { watchRss: true })
                : await timedJob(side, runPlan(side, planUid));
            await recording?.stop();
          }
          record(tool, step, m);
          if (step === 'restore') {
            // restic restores the absolute path under the target; ours the selected folder's name.
            await sameTree(data, tool === 'restic' ? path.join(into, data) : path.join(into, path.basename(data)));
            restored.push(into);
          }
        }
      }
      // Restored trees go once every tool has restored: ext4 skips inodes freed in the last minute
      // or more when it allocates one (`recently_deleted`), so files created right after 100,000
      // were deleted cost several times their usual system time, and the second tool paid for the
      // first's cleanup (issue 28: 0.3 → 0.9 ms of system CPU per restored file).
      for (const into of restored.splice(0)) await rm(into, { recursive: true, force: true });
      await rm(localRepo, { recursive: true, force: true });
      await rm(resticEnv.RESTIC_REPOSITORY, { recursive: true, force: true });
    }

    // The table: medians over the rounds.
    const med = (tool: Tool, step: Step, pick: (m: Measure) => number | undefined) =>
      median((results.get(`${tool}/${step}`) ?? []).map(pick).filter((x): x is number => x !== undefined));
    const f = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '–');
    const label: Record<Tool, string> = { fs: 'CLOUD (filesystem store)', s3: 'CLOUD (S3, s3rver)', local: 'LOCAL target', restic: resticVersion };
    console.log(
      `\nEnd to end, profile ${profile}, ${(sourceBytes / MiB).toFixed(0)} MiB in ${files.length} files, medians of ${rounds} rounds (load average at start ${loadStart}, end ${loadavg()})`,
    );
    console.log(
      '| step | tool | wall s | × restic | queue s | agent s | report + indexing s | CPU s: server / agent / s3rver / restic | peak RSS MiB (agent or restic) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const step of STEPS) {
      const restic = med('restic', step, (m) => m.s);
      for (const tool of tools) {
        const s = med(tool, step, (m) => m.s);
        const cpu = ['server', 'agent', 's3', 'restic'].map((k) => f(med(tool, step, (m) => m.cpu[k as keyof Measure['cpu']])));
        const split =
          tool === 'restic'
            ? ['–', '–', '–']
            : [f(med(tool, step, (m) => m.queue)), f(med(tool, step, (m) => m.agent)), step === 'restore' ? '–' : f(med(tool, step, (m) => m.report))];
        const peak = f(Math.max(...(results.get(`${tool}/${step}`) ?? []).map((m) => m.agentPeak ?? NaN)), 0);
        console.log(
          `| ${step} | ${label[tool]} | ${f(s)} | ${tool === 'restic' ? '1.00' : f(s / restic)} | ${split.join(' | ')} | ${cpu.join(' / ')} | ${peak} |`,
        );
      }
    }
    const peaks = targets
      .filter((t) => t !== 'local')
      .map((t) => {
        const rs = (results.get(`${t}/restore`) ?? []).map((m) => m.rss!);
        return `${t}: ${rs.map((r) => `${r.before.toFixed(0)} → ${r.peak.toFixed(0)}`).join(', ')} MiB`;
      });
    if (peaks.length) console.log(`\nServer RSS before each restore → peak while it ran: ${peaks.join('; ')}.`);
    if (targets.includes('fs') && targets.includes('s3')) {
      for (const step of STEPS) console.log(`S3 / filesystem store, ${step}: ${f(med('s3', step, (m) => m.s) / med('fs', step, (m) => m.s))}`);
    }
    console.log('Every restored tree was byte-identical to the source (diff -r).');
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    if (values.keep) log(`kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

await main();
