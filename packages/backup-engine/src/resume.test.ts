import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runBackup } from './backup.ts';
import { checkRepository } from './check.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { deriveKeys } from './keys.ts';
import { Repository } from './repository.ts';
import { runRestore } from './restore.ts';
import { cleanup, randomKey, seededBytes, tempDir, TestStore, textBytes, treeDigest, writeTree } from './testing/helpers.ts';

const dirs: string[] = [];
afterEach(async () => cleanup(...dirs.splice(0)));

/** Runs the child backup and SIGKILLs it after `packs` packs were indexed. */
function runAndKill(env: Record<string, string>, packs: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./testing/backup-child.ts', import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = 0;
    let buf = '';
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const l of lines) {
        if (l === 'done') reject(new Error('child finished before it was killed'));
        if (l.startsWith('pack ') && ++seen === packs) child.kill('SIGKILL');
      }
    });
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(seen) : reject(new Error(`child exited ${_code}`))));
  });
}

describe('resume after SIGKILL', () => {
  it('a killed backup resumes without re-sending what arrived, and check is clean', { timeout: 60_000 }, async () => {
    const [src, repoDir, journal, out] = await Promise.all([tempDir(), tempDir(), tempDir(), tempDir()]);
    dirs.push(src, repoDir, journal, out);
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 30; i++) files[`d${i % 3}/f${i}.bin`] = i % 2 ? seededBytes(`k${i}`, 150 * 1024) : textBytes(`t${i}`, 300 * 1024);
    files['big.bin'] = seededBytes('kbig', 3 * 1024 * 1024);
    await writeTree(src, files);
    const key = randomKey();

    const killedAfter = await runAndKill({ SRC: src, REPO: repoDir, JOURNAL: journal, KEY: key.toString('hex') }, 8);
    expect(killedAfter).toBeGreaterThanOrEqual(8);

    const store = new TestStore(new FsBlobStore(repoDir));
    // What arrived before the kill: the chunks of indexed packs.
    const arrived = new Set((await Repository.open(store, deriveKeys(key))).chunks.keys());
    expect(arrived.size).toBeGreaterThan(0);
    const reads: string[] = [];
    const { snapshot, resumed } = await runBackup({
      sources: [src],
      stores: [store],
      key,
      journalDir: journal,
      packSize: 256 * 1024,
      onFileRead: (p) => reads.push(p),
    });
    expect(resumed).toBe(true);
    expect(snapshot.totals.files).toBe(31);
    // Files journaled before the kill are not read again, and no chunk that arrived is sent again:
    // the resumed job stores exactly the chunks that were still missing. (Whether any re-read file
    // shares a chunk with what arrived depends on where the kill fell, so that is not asserted.)
    expect(reads.length).toBeLessThan(31);
    const referenced = new Set(snapshot.entries.flatMap((e) => e.chunks));
    expect(snapshot.totals.chunksNew).toBe([...referenced].filter((id) => !arrived.has(id)).length);
    const report = await checkRepository({ store, key });
    expect(report.ok).toBe(true);
    expect(report.missingChunks).toEqual([]);

    await runRestore({ store, key, snapshot, destination: { kind: 'other', root: out }, collision: 'OVERWRITE' });
    const name = src.slice(src.lastIndexOf('/') + 1);
    expect(await treeDigest(join(out, name))).toEqual(await treeDigest(src));
  });

  // Issue 28: small files are read and hashed on the codec workers, 64 at once, and journaled in
  // batches as their packs become durable; a kill in the middle still loses nothing and re-sends nothing.
  it('a killed backup of 1,500 small files on codec workers resumes the same way', { timeout: 120_000 }, async () => {
    const [src, repoDir, journal, out] = await Promise.all([tempDir(), tempDir(), tempDir(), tempDir()]);
    dirs.push(src, repoDir, journal, out);
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 1500; i++)
      files[`d${i % 15}/e${i % 4}/f${i}.txt`] = i % 3 ? textBytes(`s${i}`, 1024 + (i % 16) * 1024) : seededBytes(`r${i}`, 2048 + i);
    await writeTree(src, files);
    const key = randomKey();

    const killedAfter = await runAndKill({ SRC: src, REPO: repoDir, JOURNAL: journal, KEY: key.toString('hex'), CODEC_THREADS: '2' }, 6);
    expect(killedAfter).toBeGreaterThanOrEqual(6);

    const store = new TestStore(new FsBlobStore(repoDir));
    const arrived = new Set((await Repository.open(store, deriveKeys(key))).chunks.keys());
    expect(arrived.size).toBeGreaterThan(0);
    const reads: string[] = [];
    const { snapshot, resumed } = await runBackup({
      sources: [src],
      stores: [store],
      key,
      journalDir: journal,
      packSize: 256 * 1024,
      codecThreads: 2,
      onFileRead: (p) => reads.push(p),
    });
    expect(resumed).toBe(true);
    expect(snapshot.totals.files).toBe(1500);
    // Files journaled before the kill were not read again.
    expect(reads.length).toBeLessThan(1500);
    expect(snapshot.totals.filesReused).toBe(1500 - reads.length);
    const referenced = new Set(snapshot.entries.flatMap((e) => e.chunks));
    expect(snapshot.totals.chunksNew).toBe([...referenced].filter((id) => !arrived.has(id)).length);
    const report = await checkRepository({ store, key });
    expect(report.ok).toBe(true);
    expect(report.missingChunks).toEqual([]);

    await runRestore({ store, key, snapshot, destination: { kind: 'other', root: out }, collision: 'OVERWRITE' });
    const name = src.slice(src.lastIndexOf('/') + 1);
    expect(await treeDigest(join(out, name))).toEqual(await treeDigest(src));
  });
});
