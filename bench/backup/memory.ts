// Agent memory benchmark (issue 28): the engine's backup (and restore) of a generated tree run in
// this process, as the agent runs them, with the process's resident memory sampled every 100 ms:
// peak RSS (VmHWM, all threads), V8 heap, external memory and ArrayBuffers per phase.
// Usage: npx tsx bench/backup/memory.ts [--files 20000] [--keep DIR]
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { randomBytes } from 'node:crypto';
import { FsBlobStore, runBackup, runRestore } from '../../packages/backup-engine/src/index.ts';
import { generateTree } from './generate.ts';

// BENCH_V8_FLAGS: V8 flags set at start, as a process setting of the agent would be (e.g. --optimize-for-size).
if (process.env.BENCH_V8_FLAGS) setFlagsFromString(process.env.BENCH_V8_FLAGS);
const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '20000' },
    data: { type: 'string' },
    restore: { type: 'boolean', default: false },
    'codec-threads': { type: 'string' },
  },
});
const FILES = Number(values.files);

const status = () => {
  const text = readFileSync('/proc/self/status', 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
};
const mib = (n: number) => (n / 1024 / 1024).toFixed(0);
let peak = { rss: 0, heap: 0, external: 0, arrayBuffers: 0 };
const sample = () => {
  const m = process.memoryUsage();
  const s = status();
  peak = {
    rss: Math.max(peak.rss, s.rss),
    heap: Math.max(peak.heap, m.heapUsed),
    external: Math.max(peak.external, m.external),
    arrayBuffers: Math.max(peak.arrayBuffers, m.arrayBuffers),
  };
};
const timer = setInterval(sample, 100);
const line = (label: string) => {
  sample();
  console.log(
    `${label}: RSS now ${status().rss.toFixed(0)} MiB, peak ${peak.rss.toFixed(0)} MiB; V8 heap peak ${mib(peak.heap)} MiB, external ${mib(peak.external)}, ArrayBuffers ${mib(peak.arrayBuffers)}`,
  );
  peak = { rss: 0, heap: 0, external: 0, arrayBuffers: 0 };
};

const work = mkdtempSync(path.join(tmpdir(), 'outpost-mem-bench-'));
const data = values.data ?? path.join(work, 'data');
try {
  if (!existsSync(data)) {
    await generateTree(data, FILES);
  }
  line(`start (tree of ${FILES} files)`);
  const store = new FsBlobStore(path.join(work, 'repo'));
  const key = randomBytes(32);
  const t0 = performance.now();
  const { snapshot } = await runBackup({
    sources: [data],
    stores: [store],
    key,
    journalDir: path.join(work, 'journal'),
    ...(values['codec-threads'] ? { codecThreads: Number(values['codec-threads']) } : {}),
    onPhase: (phase, ms) => line(`backup ${phase} ${ms.toFixed(0)} ms`),
  });
  console.log(`backup ${((performance.now() - t0) / 1000).toFixed(2)} s, ${snapshot.entries.length} entries`);
  const t1 = performance.now();
  await runBackup({
    sources: [data],
    stores: [store],
    key,
    journalDir: path.join(work, 'journal'),
    previousSnapshot: snapshot,
    onPhase: (phase, ms) => line(`incremental ${phase} ${ms.toFixed(0)} ms`),
  });
  console.log(`incremental ${((performance.now() - t1) / 1000).toFixed(2)} s`);
  if (values.restore) {
    mkdirSync(path.join(work, 'restored'));
    const t2 = performance.now();
    await runRestore({ store, key, snapshot: snapshot.jobGuid, destination: { kind: 'other', root: path.join(work, 'restored') }, collision: 'OVERWRITE' });
    line('restore');
    console.log(`restore ${((performance.now() - t2) / 1000).toFixed(2)} s`);
  }
} finally {
  clearInterval(timer);
  rmSync(work, { recursive: true, force: true });
}
