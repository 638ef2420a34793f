/**
 * What decision 0011's fdatasync costs a restored small file (issue 28): `--files` files of 1–16 KiB
 * created, written, timed and renamed into place on this thread (as a restore worker does), with no
 * sync, each fdatasynced before its rename one after another, and fdatasynced in batches of
 * `--batch` at once on the libuv pool (what restore-writer.ts does). Prints wall and CPU per file.
 *
 *   npx tsx bench/backup/fsync-cost.ts --files 5000 --dir /tmp
 */
import * as fs from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { files: { type: 'string', default: '5000' }, batch: { type: 'string', default: '64' }, dir: { type: 'string', default: '/tmp' } },
});
const FILES = Number(values.files);
const BATCH = Number(values.batch);
const data = Buffer.alloc(16 * 1024, 'x');
const sizeOf = (i: number) => 1024 + ((i * 7919) % (15 * 1024));
const fdatasync = (fd: number) => new Promise<void>((res, rej) => fs.fdatasync(fd, (e) => (e ? rej(e) : res())));

async function run(mode: 'none' | 'each' | 'batch'): Promise<string> {
  const root = fs.mkdtempSync(path.join(values.dir, 'fsync-cost-'));
  for (let d = 0; d < FILES / 20; d++) fs.mkdirSync(path.join(root, `d${d}`));
  fs.writeFileSync(path.join(root, 'warm'), 'x');
  fs.fdatasyncSync(fs.openSync(path.join(root, 'warm'), 'r+'));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const pending: { fd: number; tmp: string; to: string }[] = [];
  const publish = (f: { fd: number; tmp: string; to: string }) => {
    fs.closeSync(f.fd);
    fs.renameSync(f.tmp, f.to);
  };
  const flush = async () => {
    const batch = pending.splice(0);
    await Promise.all(batch.map(async (f) => (await fdatasync(f.fd), publish(f))));
  };
  for (let i = 0; i < FILES; i++) {
    const dir = path.join(root, `d${Math.floor(i / 20)}`);
    const tmp = path.join(dir, `.tmp${i}`);
    const fd = fs.openSync(tmp, 'wx', 0o644);
    fs.writeSync(fd, data, 0, sizeOf(i));
    fs.futimesSync(fd, 1e9, 1e9);
    const f = { fd, tmp, to: path.join(dir, `file${i}`) };
    if (mode === 'none') publish(f);
    else if (mode === 'each') {
      fs.fdatasyncSync(fd);
      publish(f);
    } else {
      pending.push(f);
      if (pending.length >= BATCH) await flush();
    }
  }
  await flush();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${mode.padEnd(5)} ${FILES} files: ${(wall / 1000).toFixed(2)} s wall, ${((wall * 1000) / FILES).toFixed(0)} µs/file; CPU ${((cpu.user + cpu.system) / FILES).toFixed(0)} µs/file (system ${(cpu.system / FILES).toFixed(0)}); load ${loadavg()[0]!.toFixed(2)}`,
  );
  return root;
}

// Trees are removed only at the end: ext4 skips recently freed inodes when it allocates one, so
// files created right after thousands were deleted cost several times their usual system time.
const roots: string[] = [];
for (const mode of ['none', 'batch', 'each', 'none', 'batch'] as const) roots.push(await run(mode));
for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
