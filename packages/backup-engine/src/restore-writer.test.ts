import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkId, deriveKeys, seal } from './keys.ts';
import { BATCH_FILES, nodeFileOps, RestoreFileWriter, type LocalRun, type SealedRun, type Settled, type WriterFileOps } from './restore-writer.ts';
import { randomKey, seededBytes, useTempDirs } from './testing/helpers.ts';

const dir = useTempDirs();
const keys = deriveKeys(randomKey());

/** One run of sealed, uncompressed chunks, as Repository.readSealedRun answers it. */
function runOf(...plains: Buffer[]): SealedRun {
  const sealed = plains.map((p) => seal(keys, p, `chunk:${chunkId(keys, p)}`));
  let offset = 0;
  const entries = plains.map((p, i) => {
    const e = { id: chunkId(keys, p), offset, length: sealed[i]!.length, rawLength: p.length, compression: 'none' as const };
    offset += e.length;
    return e;
  });
  return { sealed: Buffer.concat(sealed), entries };
}

/** A writer whose settled files collect in `settled`. */
function writerWith(ops?: WriterFileOps, directWrites = false) {
  const settled: Settled[] = [];
  return { writer: new RestoreFileWriter(keys, (s) => settled.push(s), ops, { directWrites }), settled };
}

const ENOSPC = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

describe('RestoreFileWriter (the worker side of a restore)', () => {
  it('writes a file under a temporary name, then publishes it with its time and mode', async () => {
    const out = await dir();
    const { writer, settled } = writerWith();
    const [a, b] = [seededBytes('a', 300_000), seededBytes('b', 5_000)];
    writer.begin(1, join(out, '.f.tmp'), 0o600, '/src/f');
    expect(writer.write(1, runOf(a, b))).toBe(a.length + b.length);
    expect(await readdir(out)).toEqual(['.f.tmp']);
    // Synced files wait for the batch's flush: the name appears only once the data is durable.
    writer.commit(1, join(out, 'f'), { mtimeMs: 1_500_000_000_000, mode: 0o640 }, true);
    expect(settled).toEqual([]);
    expect(await readdir(out)).toEqual(['.f.tmp']);
    await writer.flush();
    expect(settled).toEqual([{ fileId: 1 }]);
    expect(await readdir(out)).toEqual(['f']);
    expect(await readFile(join(out, 'f'))).toEqual(Buffer.concat([a, b]));
    const st = await stat(join(out, 'f'));
    expect(st.mtimeMs).toBe(1_500_000_000_000);
    expect(st.mode & 0o777).toBe(0o640);
  });

  it('reads a local run from its pack file at its offset; a missing or short pack fails the file and leaves nothing', async () => {
    const [out, packs] = [await dir(), await dir()];
    const [a, b] = [seededBytes('local-a', 200_000), seededBytes('local-b', 70_000)];
    const { sealed, entries } = runOf(a, b);
    const prefix = seededBytes('other chunks', 12_345);
    await writeFile(join(packs, 'p1'), Buffer.concat([prefix, sealed]));
    const local = (path: string, end = prefix.length + sealed.length): LocalRun => ({ pack: { path, name: 'p1', start: prefix.length, end }, entries });
    const { writer, settled } = writerWith();
    writer.begin(1, join(out, '.f.tmp'), 0o644, '/src/f');
    expect(writer.write(1, local(join(packs, 'p1')))).toBe(a.length + b.length);
    writer.commit(1, join(out, 'f'), { mtimeMs: 0 }, false);
    expect(settled).toEqual([{ fileId: 1 }]);
    expect(await readFile(join(out, 'f'))).toEqual(Buffer.concat([a, b]));

    writer.begin(2, join(out, '.g.tmp'), 0o644, '/src/g');
    expect(() => writer.write(2, local(join(packs, 'gone')))).toThrow(
      expect.objectContaining({ code: 'MISSING_DATA', message: expect.stringContaining('pack p1 is missing') }),
    );
    writer.begin(3, join(out, '.h.tmp'), 0o644, '/src/h');
    expect(() => writer.write(3, local(join(packs, 'p1'), prefix.length + sealed.length + 10))).toThrow(
      expect.objectContaining({ code: 'CORRUPT_DATA', message: expect.stringContaining('pack p1 is truncated') }),
    );
    expect(await readdir(out)).toEqual(['f']);
  });

  it('reports a chunk that does not match its id as CORRUPT_DATA and removes the temporary file', async () => {
    const out = await dir();
    const { writer } = writerWith();
    // A writer that stored the wrong id: the chunk is sealed (and authenticates) under the id of
    // other content, so only the check of the decrypted bytes against their id can catch it.
    const wrongId = chunkId(keys, Buffer.from('something else'));
    const plain = seededBytes('c', 10_000);
    const sealed = seal(keys, plain, `chunk:${wrongId}`);
    const run: SealedRun = { sealed, entries: [{ id: wrongId, offset: 0, length: sealed.length, rawLength: plain.length, compression: 'none' }] };
    writer.begin(1, join(out, '.f.tmp'), 0o644, '/src/f');
    expect(() => writer.write(1, run)).toThrow(expect.objectContaining({ code: 'CORRUPT_DATA', message: expect.stringContaining('does not match its id') }));
    expect(await readdir(out)).toEqual([]);
  });

  it('fails with DISK_FULL on a full disk while writing, leaving nothing under either name', async () => {
    const out = await dir();
    let written = 0;
    const fullDisk: WriterFileOps = {
      ...nodeFileOps,
      write(fd, data) {
        written += data.length;
        if (written > 100_000) throw ENOSPC();
        nodeFileOps.write(fd, data);
      },
    };
    const { writer, settled } = writerWith(fullDisk);
    writer.begin(1, join(out, '.f.tmp'), 0o644, '/src/big.bin');
    expect(() => writer.write(1, runOf(seededBytes('d', 60_000), seededBytes('e', 60_000)))).toThrow(
      expect.objectContaining({ code: 'DISK_FULL', message: '/src/big.bin: no space left on the device' }),
    );
    expect(await readdir(out)).toEqual([]);
    // A later commit of the failed file has nothing to publish.
    expect(() => writer.commit(1, join(out, 'big.bin'), { mtimeMs: 0 }, true)).toThrow();
    await writer.flush();
    expect(settled).toEqual([]);
    expect(await readdir(out)).toEqual([]);
  });

  // Issue 28: a direct write of a small file is a device write of its own; small files go through the page cache.
  it('writes files the snapshot says are under 1 MiB through the page cache, larger ones directly, all byte for byte', async () => {
    const out = await dir();
    const opened: string[] = [];
    const { writer, settled } = writerWith(
      {
        ...nodeFileOps,
        open: (path, mode) => (opened.push(`plain ${path.slice(-7)}`), nodeFileOps.open(path, mode)),
        openDirect: (path, mode) => (opened.push(`direct ${path.slice(-7)}`), nodeFileOps.openDirect(path, mode)),
      },
      true,
    );
    const small = seededBytes('small', 12_345);
    const large = seededBytes('large', 1024 * 1024 + 7);
    writer.begin(1, join(out, '.s.tmp'), 0o644, '/src/s', small.length);
    writer.write(1, runOf(small));
    writer.commit(1, join(out, 's'), { mtimeMs: 0 }, true);
    writer.begin(2, join(out, '.l.tmp'), 0o644, '/src/l', large.length);
    writer.write(2, runOf(large));
    writer.commit(2, join(out, 'l'), { mtimeMs: 0 }, true);
    // Still direct after a small file: the small one did not switch direct writing off.
    writer.begin(3, join(out, '.m.tmp'), 0o644, '/src/m', large.length);
    writer.write(3, runOf(large));
    writer.commit(3, join(out, 'm'), { mtimeMs: 0 }, true);
    await writer.flush();
    expect(opened).toEqual(['plain /.s.tmp', 'direct /.l.tmp', 'direct /.m.tmp']);
    // A batch's syncs end in any order.
    expect(settled.map((x) => x.fileId).sort()).toEqual([1, 2, 3]);
    expect(settled.every((x) => !x.error)).toBe(true);
    expect(await readFile(join(out, 's'))).toEqual(small);
    expect(await readFile(join(out, 'l'))).toEqual(large);
    expect(await readFile(join(out, 'm'))).toEqual(large);
  });

  it('fails with DISK_FULL when the final flush hits a full disk, and renames nothing', async () => {
    const out = await dir();
    const { writer, settled } = writerWith({ ...nodeFileOps, fdatasync: () => Promise.reject(ENOSPC()) });
    writer.begin(1, join(out, '.f.tmp'), 0o644, '/src/f');
    writer.write(1, runOf(seededBytes('f', 1_000)));
    writer.commit(1, join(out, 'f'), { mtimeMs: 0 }, true);
    await writer.flush();
    expect(settled).toEqual([{ fileId: 1, error: expect.objectContaining({ code: 'DISK_FULL' }) }]);
    expect(await readdir(out)).toEqual([]);
  });

  it('syncs a full batch by itself, all its files at once, while the worker goes on; unsynced files publish at once', async () => {
    const out = await dir();
    // Every fdatasync waits until the test lets the whole batch go: all of them must be under way together.
    const syncs: number[] = [];
    let release = (): void => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { writer, settled } = writerWith({ ...nodeFileOps, fdatasync: (fd) => (syncs.push(fd), gate) });
    for (let id = 0; id < BATCH_FILES; id++) {
      writer.begin(id, join(out, `.f${id}.tmp`), 0o644, `/src/f${id}`);
      writer.write(id, runOf(seededBytes(`b${id}`, 100)));
      writer.commit(id, join(out, `f${id}`), { mtimeMs: 0 }, true);
    }
    expect(syncs).toHaveLength(BATCH_FILES);
    // While the batch syncs, the writer takes and publishes more files.
    writer.begin(99, join(out, '.g.tmp'), 0o644, '/src/g');
    writer.write(99, runOf(seededBytes('g', 100)));
    writer.commit(99, join(out, 'g'), { mtimeMs: 0 }, false);
    expect(settled).toEqual([{ fileId: 99 }]);
    expect((await readdir(out)).filter((n) => !n.endsWith('.tmp'))).toEqual(['g']);
    release();
    await writer.flush();
    expect(settled).toHaveLength(BATCH_FILES + 1);
    expect(syncs).toHaveLength(BATCH_FILES);
    expect((await readdir(out)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(await readdir(out)).toHaveLength(BATCH_FILES + 1);
  });

  it('with direct writes, writes each file in whole blocks past the page cache and publishes it the same way', async () => {
    const out = await dir();
    const offsets: number[] = [];
    const { writer, settled } = writerWith(
      { ...nodeFileOps, writeAt: (fd, data, length, at) => (offsets.push(at), nodeFileOps.writeAt(fd, data, length, at)) },
      true,
    );
    const files = [seededBytes('d0', 5_000), seededBytes('d1', 1024 * 1024 + 3), Buffer.alloc(0), seededBytes('d3', 2 * 1024 * 1024)];
    files.forEach((data, id) => {
      writer.begin(id, join(out, `.f${id}.tmp`), 0o640, `/src/f${id}`);
      // Chunks of awkward sizes, as a real file's are.
      const pieces = data.length > 300_000 ? [data.subarray(0, 300_001), data.subarray(300_001)] : [data];
      expect(writer.write(id, runOf(...pieces))).toBe(data.length);
      writer.commit(id, join(out, `f${id}`), { mtimeMs: 1_600_000_000_000, mode: 0o640 }, true);
    });
    await writer.flush();
    expect(settled).toHaveLength(files.length);
    for (const [id, data] of files.entries()) {
      expect((await readFile(join(out, `f${id}`))).equals(data)).toBe(true);
      const st = await stat(join(out, `f${id}`));
      expect([st.mtimeMs, st.mode & 0o777]).toEqual([1_600_000_000_000, 0o640]);
    }
    expect(offsets.length).toBeGreaterThan(3);
    expect(offsets.every((at) => at % 4096 === 0)).toBe(true);
  });

  it('with direct writes asked for where the file system has none, writes through the page cache', async () => {
    const out = await dir();
    let positioned = 0;
    const { writer, settled } = writerWith({ ...nodeFileOps, openDirect: () => null, writeAt: (...a) => (positioned++, nodeFileOps.writeAt(...a)) }, true);
    const data = seededBytes('no-direct', 1024 * 1024 + 5);
    writer.begin(1, join(out, '.f.tmp'), 0o644, '/src/f');
    writer.write(1, runOf(data));
    writer.commit(1, join(out, 'f'), { mtimeMs: 0 }, true);
    await writer.flush();
    expect(settled).toEqual([{ fileId: 1 }]);
    expect((await readFile(join(out, 'f'))).equals(data)).toBe(true);
    expect(positioned).toBe(0);
  });

  it('with direct writes, fails with DISK_FULL on a full disk and leaves no file', async () => {
    const out = await dir();
    const fullDisk: WriterFileOps = {
      ...nodeFileOps,
      writeAt: () => {
        throw ENOSPC();
      },
    };
    const { writer } = writerWith(fullDisk, true);
    writer.begin(1, join(out, '.f.tmp'), 0o644, '/src/big.bin');
    expect(() => writer.write(1, runOf(seededBytes('e', 1024 * 1024), seededBytes('f', 60_000)))).toThrow(expect.objectContaining({ code: 'DISK_FULL' }));
    expect(await readdir(out)).toEqual([]);
  });

  it('discards an open file on request (cancel), and a second discard is a no-op', async () => {
    const out = await dir();
    const { writer } = writerWith();
    writer.begin(7, join(out, '.f.tmp'), 0o644, '/src/f');
    writer.write(7, runOf(seededBytes('g', 2_000)));
    writer.discard(7);
    writer.discard(7);
    expect(await readdir(out)).toEqual([]);
  });
});
