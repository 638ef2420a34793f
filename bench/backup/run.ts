/**
 * Backup benchmark: our engine vs restic on the same generated data, local repositories.
 *
 *   apt-get install -y restic          # once (Debian package; not needed in CI)
 *   BENCH_SIZE_MB=256 npx tsx bench/backup/run.ts   # quick run
 *   npx tsx bench/backup/run.ts                     # full ~2 GiB run (CPU-heavy, minutes)
 *
 * The script re-runs itself with UV_THREADPOOL_SIZE=16 (the engine's documented process setting).
 * Env: BENCH_SIZE_MB (default 2048), BENCH_DIR (default /tmp/outpost-backup-bench, wiped first),
 * BENCH_REVISIONS (default 5), BENCH_REPEAT (default 3), BENCH_VERIFY=1 to compare restored trees
 * byte for byte. Measures initial backup (median of BENCH_REPEAT rounds), incremental backups
 * after changing 1% of the files, repository size after the revisions, and a full restore of the
 * last revision (median of BENCH_REPEAT rounds); prints both tools side by side.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ENGINE_THREADPOOL_SIZE, FsBlobStore, runBackup, runRestore, type Snapshot } from '@outpost/backup-engine';
import { duBytes, generate, mutate } from './generate.ts';

const execFileP = promisify(execFile);
const sizeMiB = Number(process.env.BENCH_SIZE_MB ?? 2048);
const revisions = Number(process.env.BENCH_REVISIONS ?? 5);
const repeat = Number(process.env.BENCH_REPEAT ?? 3);
const base = process.env.BENCH_DIR ?? '/tmp/outpost-backup-bench';
const data = join(base, 'data');
const key = createHash('sha256').update('bench org key').digest();
const resticEnv = { ...process.env, RESTIC_PASSWORD: 'bench', RESTIC_CACHE_DIR: join(base, 'restic-cache'), RESTIC_REPOSITORY: join(base, 'restic-repo') };

interface Timing {
  /** Wall-clock seconds. */
  s: number;
  /** CPU seconds (user + system, all threads): fairer than wall time on a shared machine. */
  cpu: number;
}

/**
 * Puts the machine in the same state before every timed step:
 * - writes back whatever the previous step left dirty: a restore that syncs its files otherwise
 *   also pays for flushing the previous tool's 2 GiB, so the order of the runs decided who looked
 *   faster;
 * - where allowed (root), empties the page cache and reads the inputs (source data and both
 *   repositories) back in. Each restore leaves 2 GiB in the cache, and once memory was full every
 *   later step also paid for reclaiming pages: the same restore moved between 8 and 14 s (sys time
 *   between 4.5 and 16 s) depending on how many ran before it.
 */
async function settleDisk(): Promise<void> {
  await execFileP('sync');
  try {
    await writeFile('/proc/sys/vm/drop_caches', '3');
  } catch {
    return; // not root: only the sync
  }
  const inputs = [data, join(base, 'ours-repo'), join(base, 'restic-repo')].filter((dir) => existsSync(dir));
  await execFileP('sh', ['-c', 'find "$@" -type f -exec cat {} + > /dev/null', 'warm', ...inputs]);
}

/** Times our engine in-process: wall clock and process CPU (libuv pool threads included). */
async function timed<T>(fn: () => Promise<T>): Promise<Timing & { value: T }> {
  await settleDisk();
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const value = await fn();
  const c = process.cpuUsage(c0);
  return { s: Number(process.hrtime.bigint() - t0) / 1e9, cpu: (c.user + c.system) / 1e6, value };
}

/** Runs restic under /usr/bin/time to get its wall and CPU seconds. */
async function resticTimed(...args: string[]): Promise<Timing> {
  await settleDisk();
  const { stderr } = await execFileP('/usr/bin/time', ['-f', 'TIME %e %U %S', 'restic', '--quiet', ...args], { env: resticEnv, maxBuffer: 64 * 1024 * 1024 });
  const m = /TIME ([\d.]+) ([\d.]+) ([\d.]+)/.exec(stderr);
  if (!m) throw new Error(`no timing from restic: ${stderr}`);
  return { s: Number(m[1]), cpu: Number(m[2]) + Number(m[3]) };
}

async function restic(...args: string[]): Promise<string> {
  const { stdout } = await execFileP('restic', ['--quiet', ...args], { env: resticEnv, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** Wall and CPU medians, each of its own (the machine is shared: single runs decide little). */
function median(runs: Timing[]): Timing {
  const mid = (xs: number[]) => xs[Math.floor((xs.length - 1) / 2)] as number;
  return { s: mid(runs.map((r) => r.s).sort((a, b) => a - b)), cpu: mid(runs.map((r) => r.cpu).sort((a, b) => a - b)) };
}

async function digest(root: string): Promise<string> {
  const h = createHash('sha256');
  const names = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name))
    .sort();
  for (const n of names) h.update(n.slice(root.length)).update(await readFile(n));
  return h.digest('hex');
}

const fmtS = (s: number): string => `${s.toFixed(2)} s`;
const fmt = (t: Timing): string => `${fmtS(t.s)} (cpu ${fmtS(t.cpu)})`;
const fmtMiB = (b: number): string => `${(b / 1048576).toFixed(1)} MiB`;

async function main(): Promise<void> {
  await rm(base, { recursive: true, force: true });
  await mkdir(base, { recursive: true });
  console.log(`generating ~${sizeMiB} MiB in ${data} …`);
  const gen = await timed(() => generate(data, sizeMiB));
  const files = gen.value;
  const total = files.reduce((a, f) => a + f.size, 0);
  console.log(`  ${files.length} files, ${fmtMiB(total)} in ${fmtS(gen.s)}`);

  const ourRepo = join(base, 'ours-repo');
  const store = new FsBlobStore(ourRepo);
  const journalDir = join(base, 'ours-journal');

  type Row = { initial: Timing; incr: Timing[]; restore: Timing; size: number; files: number };
  const zero: Timing = { s: 0, cpu: 0 };
  const ours: Row = { initial: zero, incr: [], restore: zero, size: 0, files: 0 };
  const theirs: Row = { initial: zero, incr: [], restore: zero, size: 0, files: 0 };

  // Initial backups: `repeat` rounds into fresh repositories, the tools taking turns to go first;
  // the last round's repositories carry on.
  const oursInitial: Timing[] = [];
  const resticInitial: Timing[] = [];
  let last = null as unknown as Snapshot;
  for (let round = 0; round < repeat; round++) {
    for (const dir of [ourRepo, journalDir, resticEnv.RESTIC_REPOSITORY, resticEnv.RESTIC_CACHE_DIR]) await rm(dir, { recursive: true, force: true });
    await restic('init');
    const runOurs = async () => {
      const t = await timed(() => runBackup({ sources: [data], stores: [store], key, journalDir }));
      last = t.value.snapshot;
      oursInitial.push(t);
    };
    const runRestic = async () => void resticInitial.push(await resticTimed('backup', data));
    for (const step of round % 2 === 0 ? [runOurs, runRestic] : [runRestic, runOurs]) await step();
    console.log(
      `initial backup, round ${round + 1}: ours ${fmt(oursInitial.at(-1)!)}, restic ${fmt(resticInitial.at(-1)!)}; stored ${fmtMiB(last.totals.storedBytes)}`,
    );
  }
  ours.initial = median(oursInitial);
  theirs.initial = median(resticInitial);

  for (let rev = 1; rev <= revisions; rev++) {
    const changed = await mutate(data, files, rev);
    const o = await timed(() => runBackup({ sources: [data], stores: [store], key, journalDir, previousSnapshot: last }));
    last = o.value.snapshot;
    ours.incr.push(o);
    const t = await resticTimed('backup', data);
    theirs.incr.push(t);
    console.log(`rev ${rev}: ${changed} files changed; ours ${fmtS(o.s)} (read ${last.totals.filesRead}), restic ${fmtS(t.s)}`);
  }
  const od = await duBytes(ourRepo);
  const rd = await duBytes(resticEnv.RESTIC_REPOSITORY);
  Object.assign(ours, { size: od.bytes, files: od.files });
  Object.assign(theirs, { size: rd.bytes, files: rd.files });

  // Restores: `repeat` rounds of ours (fdatasync per file, as shipped), restic, and ours without
  // fsync, taking turns to go first. restic does not sync what it restores; the `sync` right after
  // it, timed, is what making its restore durable costs, for a like-for-like comparison with ours.
  const outOurs = join(base, 'restore-ours');
  const outRestic = join(base, 'restore-restic');
  const oursDurable: Timing[] = [];
  const oursUnsynced: Timing[] = [];
  const resticRuns: Timing[] = [];
  const resticDurable: Timing[] = [];
  for (let round = 0; round < repeat; round++) {
    const restoreOurs = async (syncFiles: boolean) => {
      const dir = `${outOurs}${syncFiles ? '' : '-nosync'}-${round}`;
      await mkdir(dir, { recursive: true });
      const r = await timed(() => runRestore({ store, key, snapshot: last, destination: { kind: 'other', root: dir }, collision: 'OVERWRITE', syncFiles }));
      if (r.value.failed.length) throw new Error(`our restore failed for ${r.value.failed.length} files`);
      (syncFiles ? oursDurable : oursUnsynced).push(r);
    };
    const restoreRestic = async () => {
      const run = await resticTimed('restore', 'latest', '--target', `${outRestic}-${round}`);
      const t0 = process.hrtime.bigint();
      await execFileP('sync');
      resticRuns.push(run);
      resticDurable.push({ s: run.s + Number(process.hrtime.bigint() - t0) / 1e9, cpu: run.cpu });
    };
    const steps = [() => restoreOurs(true), restoreRestic, () => restoreOurs(false)];
    for (const step of round % 2 === 0 ? steps : steps.reverse()) await step();
    console.log(
      `restore, round ${round + 1}: ours ${fmt(oursDurable.at(-1)!)} (without fsync ${fmt(oursUnsynced.at(-1)!)}), restic ${fmt(resticRuns.at(-1)!)} (with sync ${fmtS(resticDurable.at(-1)!.s)})`,
    );
  }
  ours.restore = median(oursDurable);
  theirs.restore = median(resticRuns);

  if (process.env.BENCH_VERIFY === '1') {
    const [a, b, c] = await Promise.all([digest(data), digest(join(`${outOurs}-0`, 'data')), digest(join(`${outRestic}-0`, data))]);
    // Both restore trees are compared with the source after the last revision.
    console.log(`verify: ours ${a === b ? 'identical' : 'DIFFERENT'}, restic ${a === c ? 'identical' : 'DIFFERENT'}`);
  }

  const avg = (xs: Timing[]): Timing => ({
    s: xs.reduce((x, y) => x + y.s, 0) / Math.max(1, xs.length),
    cpu: xs.reduce((x, y) => x + y.cpu, 0) / Math.max(1, xs.length),
  });
  const timeRows = (name: string, a: Timing, b: Timing): [string, string, string, string][] => [
    [name, fmtS(a.s), fmtS(b.s), (a.s / b.s).toFixed(2)],
    [`  cpu (user+sys)`, fmtS(a.cpu), fmtS(b.cpu), (a.cpu / b.cpu).toFixed(2)],
  ];
  const rows: [string, string, string, string][] = [
    ...timeRows('initial backup', ours.initial, theirs.initial),
    ...timeRows('incremental (1% changed), avg', avg(ours.incr), avg(theirs.incr)),
    [`repo size after ${revisions} revisions`, fmtMiB(ours.size), fmtMiB(theirs.size), (ours.size / theirs.size).toFixed(3)],
    ['repo files', String(ours.files), String(theirs.files), ''],
    ...timeRows('full restore', ours.restore, theirs.restore),
    ...timeRows('  durable: restic + sync', ours.restore, median(resticDurable)),
    ...timeRows('  unsynced: ours without fsync', median(oursUnsynced), theirs.restore),
  ];
  const os = await import('node:os');
  console.log(
    `\ndata: ${files.length} files, ${fmtMiB(total)}; ${(await restic('version')).trim()}; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(['metric'.padEnd(34), 'outpost'.padStart(14), 'restic'.padStart(14), 'ratio'.padStart(8)].join(''));
  for (const [m, a, b, r] of rows) console.log([m.padEnd(34), a.padStart(14), b.padStart(14), r.padStart(8)].join(''));
}

// The engine wants a larger libuv pool (see backup/index.ts); it can only be set before the
// process starts, so re-run this script with it, as the agent's service definition does.
if (!process.env.UV_THREADPOOL_SIZE) {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, UV_THREADPOOL_SIZE: String(ENGINE_THREADPOOL_SIZE) },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}
