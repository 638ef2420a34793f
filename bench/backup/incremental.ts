// Incremental per-snapshot cost (issue 28): what an incremental of a large tree costs that does not
// depend on how many files changed. Runs the engine in this process as the agent runs it (the
// previous snapshot named by its jobGuid, loaded from the store), after 1% of the files changed,
// then the completion's snapshot work outside the engine: the agent's report body (JSON of the
// snapshot) and the server's parse and validation of it. Indexing is bench/backup/indexing.ts's.
// Usage: npx tsx bench/backup/incremental.ts [--files 100000] [--data DIR] [--rounds 3] [--profile DIR]
// --profile writes a .cpuprofile of this thread per incremental round (read it with profile-top.ts).
// With --data, the tree is generated there once (and its file list kept beside it) and reused.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { randomBytes } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { FsBlobStore, runBackup, type BackupPhase, type SnapshotJson } from '../../packages/backup-engine/src/index.ts';
import { snapshotSchema } from '../../apps/server/src/modules/backup/agent-channel/snapshot-schema.ts';
import { RawJson, serializeBody } from '../../apps/agent/src/jobs/work-client.ts';
import { generateTree, mutate, type GeneratedFile } from './generate.ts';

// BENCH_V8_FLAGS: V8 flags set at start, as a process setting of the agent would be (e.g. --optimize-for-size).
if (process.env.BENCH_V8_FLAGS) setFlagsFromString(process.env.BENCH_V8_FLAGS);
const { values } = parseArgs({
  options: { files: { type: 'string', default: '100000' }, data: { type: 'string' }, rounds: { type: 'string', default: '3' }, profile: { type: 'string' } },
});
const FILES = Number(values.files);
const ROUNDS = Number(values.rounds);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const s = (ms: number) => (ms / 1000).toFixed(2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const work = mkdtempSync(path.join(tmpdir(), 'outpost-incr-bench-'));
const data = values.data ?? path.join(work, 'data');
const listFile = `${data}.files.json`;
try {
  let files: GeneratedFile[];
  if (existsSync(data) && existsSync(listFile)) files = JSON.parse(readFileSync(listFile, 'utf8')) as GeneratedFile[];
  else {
    const t = performance.now();
    files = await generateTree(data, FILES);
    writeFileSync(listFile, JSON.stringify(files));
    console.log(`generated ${files.length} files in ${s(performance.now() - t)} s`);
  }
  const store = new FsBlobStore(path.join(work, 'repo'));
  const key = randomBytes(32);
  const journalDir = path.join(work, 'journal');
  console.log(`load ${load()}`);
  const t0 = performance.now();
  let { snapshot } = await runBackup({ sources: [data], stores: [store], key, journalDir });
  console.log(`initial ${s(performance.now() - t0)} s, ${snapshot.entries.length} entries (load ${load()})`);

  const rows: Record<string, number[]> = {};
  const add = (name: string, ms: number) => (rows[name] ??= []).push(ms);
  // Each run changes other files with other bytes (mutate's picks and content follow its revision).
  const firstRev = 100 + (Math.floor(Date.now() / 1000) % 100_000);
  for (let round = 1; round <= ROUNDS; round++) {
    const changed = await mutate(data, files, firstRev + round);
    const phases: string[] = [];
    const session = values.profile ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 1000 });
      await session.post('Profiler.start');
    }
    const t = performance.now();
    let snapshotJson: SnapshotJson;
    ({ snapshot, snapshotJson } = await runBackup({
      sources: [data],
      stores: [store],
      key,
      journalDir,
      previousSnapshot: snapshot.jobGuid,
      onPhase: (phase: BackupPhase, ms) => {
        phases.push(`${phase} ${s(ms)}`);
        add(phase, ms);
      },
    }));
    const engine = performance.now() - t;
    add('engine', engine);
    // The completion: the agent's report body, and the server's parse and validation of it.
    let u = performance.now();
    // The body's bytes as the agent's fetch sends them (the snapshot decompressed piece by piece).
    const serialized = serializeBody({ status: 'COMPLETED', snapshot: new RawJson(snapshotJson) });
    const pieces: Uint8Array[] = [];
    if (typeof serialized === 'string') pieces.push(Buffer.from(serialized));
    else for await (const p of serialized) pieces.push(p);
    add('report JSON (agent)', performance.now() - u);
    const body = Buffer.concat(pieces).toString('utf8');
    pieces.length = 0;
    u = performance.now();
    const parsed = snapshotSchema.safeParse((JSON.parse(body) as { snapshot: unknown }).snapshot);
    if (!parsed.success) throw new Error('snapshot refused');
    add('parse + validate (server)', performance.now() - u);
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path.join(values.profile!, `incremental-${round}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    }
    console.log(
      `round ${round}: ${changed} files changed, engine ${s(engine)} s (${phases.join(', ')}), report body ${(body.length / 1048576).toFixed(1)} MiB, filesRead ${snapshot.totals.filesRead} (load ${load()})`,
    );
  }
  console.log(`\nmedians of ${ROUNDS} (ms):`);
  for (const [name, xs] of Object.entries(rows))
    console.log(`  ${name.padEnd(28)} ${median(xs).toFixed(0).padStart(7)}   (${xs.map((x) => x.toFixed(0)).join(', ')})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
