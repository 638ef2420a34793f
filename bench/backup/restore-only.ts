/**
 * A restore's own cost, in process (issue 28): backs a tree up once into a repository kept for
 * later runs, then restores it `--rounds` times to fresh folders, printing wall time, the process's
 * CPU (every thread: getrusage), its peak RSS (VmHWM) and the fetcher's requests. `--remote` hides
 * the store's local path, so runs are read through the fetch plan as the agent reads its cloud
 * store (without the HTTP hop); without it the workers read local packs themselves (LOCAL target).
 *
 *   npx tsx bench/backup/restore-only.ts --data /tmp/bk-tree --repo /tmp/bkrestore-repo --remote [--verify]
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/backup/restore-only.ts ...   # per-thread profiles
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FsBlobStore, runBackup, runRestore, type BlobStore } from '../../packages/backup-engine/src/index.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '/tmp/bk-tree' },
    repo: { type: 'string', default: '/tmp/bkrestore-repo' },
    rounds: { type: 'string', default: '1' },
    remote: { type: 'boolean', default: false },
    verify: { type: 'boolean', default: false },
  },
});
const data = path.resolve(values.data);
const repoDir = path.resolve(values.repo);
const saved = path.join(repoDir, 'bench.json');
const hwm = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

const fsStore = new FsBlobStore(path.join(repoDir, 'store'));
if (!existsSync(saved)) {
  const key = randomBytes(32);
  const t0 = performance.now();
  const { snapshot } = await runBackup({ sources: [data], stores: [fsStore], key, journalDir: path.join(repoDir, 'journal') });
  writeFileSync(saved, JSON.stringify({ key: key.toString('hex'), jobGuid: snapshot.jobGuid }));
  console.log(`backup ${((performance.now() - t0) / 1000).toFixed(2)} s, ${snapshot.entries.length} entries`);
}
const { key, jobGuid } = JSON.parse(readFileSync(saved, 'utf8')) as { key: string; jobGuid: string };
// The cloud store as the agent sees it: no local path, ranges read into the fetcher's slabs.
const store: BlobStore = values.remote
  ? {
      label: 'remote',
      put: (n, d) => fsStore.put(n, d),
      get: (n, r) => fsStore.get(n, r),
      head: (n) => fsStore.head(n),
      list: (p) => fsStore.list(p),
      readInto: (n, r, t) => fsStore.readInto(n, r, t),
    }
  : fsStore;

const restored: string[] = [];
for (let round = 1; round <= Number(values.rounds); round++) {
  const into = path.join(repoDir, `restored-${process.pid}-${round}`);
  mkdirSync(into, { recursive: true });
  execFileSync('sync');
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await runRestore({
    store,
    key: Buffer.from(key, 'hex'),
    snapshot: jobGuid,
    destination: { kind: 'other', root: into },
    collision: 'OVERWRITE',
  });
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `restore ${values.remote ? 'remote' : 'local'}: ${wall.toFixed(2)} s, CPU user ${(cpu.user / 1e6).toFixed(2)} + system ${(cpu.system / 1e6).toFixed(2)} s, ` +
      `${result.filesRestored} files, peak RSS ${hwm().toFixed(0)} MiB${result.fetched ? `, ${result.fetched.requests} requests` : ''}; load ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  if (values.verify) execFileSync('diff', ['-r', '-q', data, path.join(into, path.basename(data))], { stdio: 'inherit' });
  restored.push(into);
}
// Removed at the end, not between rounds: ext4 skips inodes freed in the last minute or more when
// it allocates one, so a restore right after 100,000 files were deleted pays several times the
// system time per file (0.33 → 0.86 ms here). A run right after another one's cleanup pays it too.
for (const into of restored) rmSync(into, { recursive: true, force: true });
