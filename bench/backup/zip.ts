/**
 * Backup browser download benchmark: the streamed folder zip and a single-file download, end to end
 * through the real server's HTTP API, side by side with `restic dump` of the same data.
 *
 *   apt-get install -y restic                      # once (Debian package; not needed in CI)
 *   npx tsx bench/backup/zip.ts                    # 512 MiB of generated data, 3 downloads each
 *
 * Env: BENCH_SIZE_MB (default 512), BENCH_RUNS (default 3), BENCH_VERIFY=1 to save one zip and
 * `unzip -t` it, BENCH_KEEP=1 to keep the temp directory, BENCH_CPU_PROFILE=<dir> to profile the
 * server (a .cpuprofile written there when it stops; `profile-top.ts` summarises it).
 *
 * Steps: generates the data (generate.ts), starts the server on PGlite in a temp DATA_DIR, creates
 * an organization and an enrolment token, starts a real agent (`outpost-agent run`), creates a CLOUD
 * file/folder plan over the data and runs it, browses to the folder and to the largest file as the
 * backup browser does, then downloads the folder zip and the file BENCH_RUNS times each, reading the
 * body stream and counting its bytes (timed from request to last byte). restic backs the same folder
 * up to a local repository and `restic dump --archive zip` / `restic dump` of the file are timed
 * the same way (stdout piped into this process and counted). CPU: the server process's for ours
 * (/proc/<pid>/stat), restic's own via /usr/bin/time.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { freePort } from '../../apps/server/src/test/server-process.ts';
import { processCpuSeconds } from '../process-cpu.ts';
import { generate } from './generate.ts';
import { login, startServer, stopServer } from './server.ts';

const execFileP = promisify(execFile);
const sizeMiB = Number(process.env.BENCH_SIZE_MB ?? 512);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const verify = process.env.BENCH_VERIFY === '1';
const repoRoot = path.resolve(import.meta.dirname, '../..');
const MiB = 1024 * 1024;

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const log = (message: string) => console.log(`[zip bench] ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers a value, or fails after `seconds`. */
async function until<T>(what: string, seconds: number, check: () => Promise<T | undefined>, onTimeout?: () => string): Promise<T> {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(1000);
  }
  throw new Error(`timed out waiting for ${what}${onTimeout ? `\n${onTimeout()}` : ''}`);
}

interface Entry {
  id: number;
  name: string;
  path: string;
  type: 'FOLDER' | 'FILE';
}
interface Paged<T> {
  results: T[];
  totalElements: number;
}

/** One timed run: wall seconds, bytes received, CPU seconds of whoever produced them. */
interface Run {
  s: number;
  bytes: number;
  cpu: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Counts a byte stream (a fetch body or a child's stdout) to its end without keeping it. */
async function countBytes(stream: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): Promise<number> {
  let bytes = 0;
  if (!('getReader' in stream)) {
    for await (const chunk of stream) bytes += chunk.byteLength;
    return bytes;
  }
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.byteLength;
  return bytes;
}

async function main() {
  const loadStart = loadavg();
  const work = await mkdtemp(path.join(tmpdir(), 'outpost-zip-bench-'));
  const data = path.join(work, 'data');
  const children: { stop: () => Promise<void> }[] = [];
  try {
    log(`generating ${sizeMiB} MiB in ${data}`);
    const files = await generate(data, sizeMiB);
    const sourceBytes = files.reduce((n, f) => n + f.size, 0);
    const big = files.reduce((a, b) => (b.size > a.size ? b : a));
    const bigPath = path.join(data, big.path);
    log(`${files.length} files, ${(sourceBytes / MiB).toFixed(1)} MiB; largest ${big.path} (${(big.size / MiB).toFixed(1)} MiB)`);

    // The server on PGlite, and an admin session.
    const port = await freePort();
    // BENCH_CPU_PROFILE=<dir>: the server profiles itself (cpu-profile.mjs) and writes there when it stops.
    const profileDir = process.env.BENCH_CPU_PROFILE;
    const serverOptions: Record<string, string> = profileDir
      ? { NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'cpu-profile.mjs')}`, CPU_PROFILE_DIR: path.resolve(profileDir) }
      : {};
    const server = await startServer({ DATA_DIR: path.join(work, 'server'), ...serverOptions }, port);
    children.push({ stop: () => stopServer(server) });
    const base = `http://127.0.0.1:${port}`;
    const session = await login(base);
    const api = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
      const headers: Record<string, string> = { cookie: session.cookie };
      if (method !== 'GET') headers['x-csrf-token'] = session.csrf;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    };

    // An organization with an enrolment token, and a real agent enrolled into it.
    const org = await api<{ id: number }>('POST', '/api/organizations', { name: `Zip bench ${Date.now()}`, description: '' });
    const { token } = await api<{ token: string }>('POST', `/api/organizations/${org.id}/enrollment-tokens`, { label: 'zip bench' });
    const agentDir = path.join(work, 'agent');
    await mkdir(agentDir);
    const agent: ChildProcess = spawn(
      process.execPath,
      [path.join(repoRoot, 'apps/agent/bin/outpost-agent.js'), 'run', '--server', base, '--token', token, '--data-dir', agentDir, '--heartbeat', '2'],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const agentOutput: string[] = [];
    agent.stdout?.on('data', (c: Buffer) => agentOutput.push(c.toString()));
    agent.stderr?.on('data', (c: Buffer) => agentOutput.push(c.toString()));
    children.unshift({ stop: () => stopServer(agent) });
    const agentTail = () => `agent output:\n${agentOutput.join('').slice(-4000)}`;
    const filters = encodeURIComponent(JSON.stringify({ clientId: org.id }));
    const nodeId = await until(
      'the device',
      60,
      async () => {
        const list = await api<{ data: { id: number; isUp: boolean }[] }>(
          'GET',
          `/api/devices?pageIndex=0&pageSize=50&globalFilter=&sort=[]&filters=${filters}`,
        );
        return list.data.find((d) => d.isUp)?.id;
      },
      agentTail,
    );
    log(`device ${nodeId} is up`);

    // A CLOUD file/folder plan over the data (disabled: only "run now" starts it), run once.
    const lockhart = `/api/backup/lockhart/nodes/${nodeId}`;
    const plan = await api<{ uid: string }>('POST', `/api/backup/nodes/${nodeId}/plans`, {
      name: 'Zip bench',
      type: 'FILE_FOLDER',
      includes: [data],
      destination: 'CLOUD',
      schedule: { scheduleType: 'DAILY', hour: 3 },
      enabled: false,
    });
    const backupStart = performance.now();
    const { jobUid } = await api<{ jobUid: string }>('POST', `/api/backup/nodes/${nodeId}/plans/${plan.uid}/run`);
    await until(
      'the backup job',
      1800,
      async () => {
        const job = await api<{ status: string; error: string | null }>('GET', `/api/backup/jobs/${jobUid}`);
        if (job.status === 'FAILED' || job.status === 'CANCELED') throw new Error(`backup job ${job.status}: ${job.error}\n${agentTail()}`);
        return job.status === 'COMPLETED' ? true : undefined;
      },
      agentTail,
    );
    const backupJob = await until('the indexed backup job', 120, async () => {
      const jobs = await api<Paged<{ id: number; completed: string | null; onS3: boolean; fileCount: number }>>(
        'GET',
        `${lockhart}/plans/${plan.uid}/jobs?page=0&size=100`,
      );
      return jobs.results.find((j) => j.completed && j.onS3);
    });
    const ourBackupS = (performance.now() - backupStart) / 1000;
    log(`backup job ${backupJob.id} completed in ${ourBackupS.toFixed(1)} s (${backupJob.fileCount} files)`);

    // Browse as the backup browser does: the plan's root folders, then down folder by folder.
    const norm = (p: string) => p.replace(/\/+$/, '') || '/';
    async function find(target: string): Promise<Entry> {
      let page = (await api<Paged<Entry>>('GET', `${lockhart}/plans/${plan.uid}/folders?page=0&size=250`)).results;
      for (let depth = 0; depth < 64; depth++) {
        const hit = page.find((e) => norm(e.path) === target);
        if (hit) return hit;
        const parent = page.find((e) => e.type === 'FOLDER' && target.startsWith(`${norm(e.path)}/`.replace('//', '/')));
        if (!parent) break;
        const rows: Entry[] = [];
        for (let p = 0; ; p++) {
          const chunk = await api<Paged<Entry>>(
            'GET',
            `/api/backup/lockhart/v2/nodes/${nodeId}/plans/${plan.uid}/folders/${parent.id}/content?page=${p}&size=250`,
          );
          rows.push(...chunk.results);
          if (chunk.results.length < 250) break;
        }
        page = rows;
      }
      throw new Error(`${target} not found in the backup browser`);
    }
    const folder = await find(data);
    const file = await find(bigPath);
    const revisions = await api<Paged<{ id: number; onCloud: boolean }>>('GET', `${lockhart}/plans/${plan.uid}/files/${file.id}/revisions?page=0&size=100`);
    const revision = revisions.results[0];
    if (!revision) throw new Error(`no revision of ${bigPath}`);
    const zipUrl = `${base}${lockhart}/plans/${plan.uid}/folders/${folder.id}/jobs/${backupJob.id}/data?restoreDeleted=false`;
    const fileUrl = `${base}${lockhart}/plans/${plan.uid}/revisions/${revision.id}/data`;

    /** One download through fetch: request to last byte, counting the body; the server's CPU. */
    async function download(url: string): Promise<Run> {
      const cpu0 = processCpuSeconds(server.pid!);
      const t0 = performance.now();
      const response = await fetch(url, { headers: { cookie: session.cookie } });
      if (!response.ok || !response.body) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
      const bytes = await countBytes(response.body);
      return { s: (performance.now() - t0) / 1000, bytes, cpu: processCpuSeconds(server.pid!) - cpu0 };
    }

    // restic: a local repository of the same folder, dumped the same way (bytes counted here).
    const resticEnv = {
      ...process.env,
      RESTIC_PASSWORD: 'bench',
      RESTIC_REPOSITORY: path.join(work, 'restic-repo'),
      RESTIC_CACHE_DIR: path.join(work, 'restic-cache'),
    };
    await execFileP('restic', ['--quiet', 'init'], { env: resticEnv });
    const resticBackupStart = performance.now();
    await execFileP('restic', ['--quiet', 'backup', data], { env: resticEnv, maxBuffer: 64 * MiB });
    const resticBackupS = (performance.now() - resticBackupStart) / 1000;
    const resticVersion = (await execFileP('restic', ['version'])).stdout.split(' ').slice(0, 2).join(' ');
    async function resticDump(...args: string[]): Promise<Run> {
      const t0 = performance.now();
      const child = spawn('/usr/bin/time', ['-f', 'TIME %U %S', 'restic', '--quiet', 'dump', ...args], { env: resticEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      const exited = new Promise<number | null>((r) => child.once('close', r));
      const bytes = await countBytes(child.stdout);
      const code = await exited;
      const s = (performance.now() - t0) / 1000;
      const m = /TIME ([\d.]+) ([\d.]+)/.exec(stderr);
      if (code !== 0 || !m) throw new Error(`restic dump ${args.join(' ')}: exit ${code}\n${stderr}`);
      return { s, bytes, cpu: Number(m[1]) + Number(m[2]) };
    }
    // Side by side: each of our downloads is followed by restic's, so both see the same load.
    const ours = { zip: [] as Run[], file: [] as Run[] };
    const restic = { zip: [] as Run[], file: [] as Run[] };
    for (let i = 0; i < runs; i++) {
      ours.zip.push(await download(zipUrl));
      restic.zip.push(await resticDump('--archive', 'zip', 'latest', data));
      const o = ours.zip[i]!;
      const r = restic.zip[i]!;
      log(
        `folder zip ${i + 1}/${runs}: outpost ${o.s.toFixed(2)} s (${(o.bytes / MiB).toFixed(1)} MiB), restic ${r.s.toFixed(2)} s (${(r.bytes / MiB).toFixed(1)} MiB): ${(o.s / r.s).toFixed(2)}×; load ${loadavg()}`,
      );
    }
    for (let i = 0; i < runs; i++) {
      ours.file.push(await download(fileUrl));
      if (ours.file[i]!.bytes !== big.size) throw new Error(`file download: ${ours.file[i]!.bytes} bytes, expected ${big.size}`);
      restic.file.push(await resticDump('latest', bigPath));
    }
    let verified = 'not verified (BENCH_VERIFY=1 saves one zip and runs unzip -t)';
    if (verify) {
      const saved = path.join(work, 'folder.zip');
      // node:http, not fetch: Node 20's fetch buffers the whole body when the consumer (here the
      // disk) is slower than loopback, and then copies it quadratically (undici socket reads).
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        get(zipUrl, { headers: { cookie: session.cookie } }, resolve).on('error', reject),
      );
      await pipeline(response, createWriteStream(saved));
      await execFileP('unzip', ['-tq', saved], { maxBuffer: 64 * MiB });
      const listing = (await execFileP('unzip', ['-Z1', saved], { maxBuffer: 64 * MiB })).stdout.split('\n').filter((l) => l && !l.endsWith('/'));
      if (listing.length !== files.length) throw new Error(`zip holds ${listing.length} files, expected ${files.length}`);
      verified = `verified: unzip -t passed, ${listing.length} files`;
      await rm(saved);
    }
    await stopServer(agent);

    // The figures.
    const row = (tool: string, what: string, rs: Run[], sourceSize: number) => {
      const times = rs.map((r) => r.s);
      const best = Math.min(...times);
      const med = median(times);
      const out = rs[0]!.bytes;
      const outCol = out === sourceSize ? '–' : `${(out / MiB).toFixed(1)} MiB, ${(out / MiB / best).toFixed(1)} MiB/s`;
      return `| ${tool} | ${what} | ${(sourceSize / MiB).toFixed(1)} MiB | ${best.toFixed(2)} | ${med.toFixed(2)} | ${(sourceSize / MiB / best).toFixed(1)} / ${(sourceSize / MiB / med).toFixed(1)} | ${outCol} | ${median(rs.map((r) => r.cpu)).toFixed(2)} |`;
    };
    console.log(`\nBackup browser downloads vs ${resticVersion} (${runs} runs each; ${files.length} files, loopback, 2-core machine)`);
    console.log('| tool | what | source size | best s | median s | source MiB/s (best / median) | output size, MiB/s (best) | CPU s (median) |');
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(row('outpost', 'folder zip (HTTP, fetch)', ours.zip, sourceBytes));
    console.log(row(resticVersion, 'dump --archive zip latest <folder>', restic.zip, sourceBytes));
    console.log(row('outpost', 'single file (HTTP, fetch)', ours.file, big.size));
    console.log(row(resticVersion, 'dump latest <file>', restic.file, big.size));
    const ratio = (a: Run[], b: Run[]) =>
      `${(median(a.map((r) => r.s)) / median(b.map((r) => r.s))).toFixed(2)}× (time), ${(median(a.map((r) => r.cpu)) / median(b.map((r) => r.cpu))).toFixed(2)}× (CPU)`;
    console.log(
      `\nFolder zip, outpost / restic (medians): ${ratio(ours.zip, restic.zip)}; per run: ${ours.zip.map((o, i) => (o.s / restic.zip[i]!.s).toFixed(2)).join(', ')}.`,
    );
    console.log(`CPU: outpost = the server process (the bench's fetch not counted); restic = restic itself (/usr/bin/time).`);
    console.log(
      `Backups (context, not comparable: ours goes agent → HTTP → server): outpost ${ourBackupS.toFixed(1)} s, restic ${resticBackupS.toFixed(1)} s.`,
    );
    console.log(`Zip ${verified}.`);
    console.log(`Load average: start ${loadStart}, end ${loadavg()}.`);
  } finally {
    for (const child of children) await child.stop().catch(() => undefined);
    if (process.env.BENCH_KEEP === '1') log(`kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

await main();
