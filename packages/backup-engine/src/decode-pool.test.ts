import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { runBackup } from './backup.ts';
import { DecodePool } from './decode-pool.ts';
import { BackupError } from './errors.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { deriveKeys } from './keys.ts';
import { Repository } from './repository.ts';
import { randomKey, seededBytes, textBytes, useTempDirs, writeTree } from './testing/helpers.ts';

const dir = useTempDirs();
const pool = new DecodePool(2);
afterAll(() => pool.close());

/** A repository holding `files` (compressible text and random bytes), opened as a reader would. */
async function repositoryWith(files: Record<string, Buffer>) {
  const [src, journal, storeDir] = [await dir(), await dir(), await dir()];
  await writeTree(src, files);
  const key = randomKey();
  const store = new FsBlobStore(storeDir);
  const { snapshot } = await runBackup({ sources: [src], stores: [store], key, journalDir: journal, packSize: 4 * 1024 * 1024 });
  const repo = await Repository.open(store, deriveKeys(key));
  const chunksOf = (name: string) => snapshot.entries.find((e) => e.path.endsWith(`/${name}`))!.chunks;
  return { repo, chunksOf, storeDir };
}

/** A file's bytes read run by run through the pool. */
async function readThroughPool(repo: Repository, chunks: string[]): Promise<Buffer> {
  const runs = await Promise.all(repo.planRuns(chunks).map((run) => pool.readRun(repo, run)));
  return Buffer.concat(runs);
}

describe('decode pool', () => {
  it('answers the bytes Repository.readRun does, for compressed and stored chunks, across repositories with different keys', async () => {
    const text = textBytes('notes', 5 * 1024 * 1024);
    const random = seededBytes('media', 3 * 1024 * 1024);
    const a = await repositoryWith({ 'notes.txt': text, 'media.bin': random });
    const b = await repositoryWith({ 'other.txt': textBytes('other', 2 * 1024 * 1024) });
    expect((await readThroughPool(a.repo, a.chunksOf('notes.txt'))).equals(text)).toBe(true);
    expect((await readThroughPool(a.repo, a.chunksOf('media.bin'))).equals(random)).toBe(true);
    expect((await readThroughPool(b.repo, b.chunksOf('other.txt'))).equals(textBytes('other', 2 * 1024 * 1024))).toBe(true);
  });

  it('answers a run checksummed and deflated when asked: the pieces of a file’s runs join into one raw deflate stream', async () => {
    // Past the chunker's 8 MiB maximum, so at least two chunks.
    const text = Buffer.concat([textBytes('joined', 5 * 1024 * 1024), seededBytes('joined', 1024 * 1024), textBytes('tail', 4 * 1024 * 1024)]);
    const { repo, chunksOf } = await repositoryWith({ 'joined.txt': text });
    // A run per chunk, so that the file is several runs (downloads use runs of up to 8 MiB).
    const runs = repo.planRuns(chunksOf('joined.txt'), 1);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const pieces = await Promise.all(runs.map((run, i) => pool.readEncodedRun(repo, run, { crc32: true, deflate: i === runs.length - 1 ? 'last' : 'more' })));
    let at = 0;
    for (const piece of pieces) {
      expect(piece.crc32).toBe(crc32(text.subarray(at, at + piece.size)));
      at += piece.size;
    }
    expect(at).toBe(text.length);
    const joined = Buffer.concat(pieces.map((p) => p.bytes));
    expect(joined.length).toBeLessThan(text.length);
    expect(inflateRawSync(joined).equals(text)).toBe(true);
    // A checksum alone leaves the bytes as they are.
    const plain = await pool.readEncodedRun(repo, runs[0]!, { crc32: true });
    expect(plain.bytes.equals(text.subarray(0, plain.size))).toBe(true);
    expect(plain.crc32).toBe(crc32(plain.bytes));
  });

  it('fails a run of damaged data with CORRUPT_DATA, as reading it on this thread does, and keeps serving others', async () => {
    const text = textBytes('damaged', 2 * 1024 * 1024);
    const { repo, chunksOf, storeDir } = await repositoryWith({ 'damaged.txt': text });
    const packsDir = join(storeDir, 'packs');
    for (const sub of await readdir(packsDir, { recursive: true, withFileTypes: true })) {
      if (!sub.isFile()) continue;
      const file = join(sub.parentPath, sub.name);
      const bytes = await readFile(file);
      bytes[100] = (bytes[100] ?? 0) ^ 0xff;
      await writeFile(file, bytes);
    }
    const damaged = repo.readRun(repo.planRuns(chunksOf('damaged.txt'))[0]!);
    await expect(damaged).rejects.toMatchObject({ code: 'CORRUPT_DATA' });
    const viaPool = pool.readRun(repo, repo.planRuns(chunksOf('damaged.txt'))[0]!);
    await expect(viaPool).rejects.toBeInstanceOf(BackupError);
    await expect(viaPool).rejects.toMatchObject({ code: 'CORRUPT_DATA' });
    // Asked to deflate it too: the same damage, the same error.
    const deflating = pool.readEncodedRun(repo, repo.planRuns(chunksOf('damaged.txt'))[0]!, { crc32: true, deflate: 'more' });
    await expect(deflating).rejects.toBeInstanceOf(BackupError);
    await expect(deflating).rejects.toMatchObject({ code: 'CORRUPT_DATA' });

    const fine = await repositoryWith({ 'fine.txt': textBytes('fine', 1024 * 1024) });
    expect((await readThroughPool(fine.repo, fine.chunksOf('fine.txt'))).equals(textBytes('fine', 1024 * 1024))).toBe(true);
  });
});
