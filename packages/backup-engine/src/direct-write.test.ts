import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIRECT_CREATE_FLAGS, DirectAppender, StagingPool, writeDirect, type AppendOps } from './direct-write.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { seededBytes, useTempDirs } from './testing/helpers.ts';

const dir = useTempDirs();
const STAGE = 64 * 1024;

/** Stages that start one byte past a page boundary: the kernel refuses O_DIRECT writes from them. */
class MisalignedPool extends StagingPool {
  override take(): Buffer {
    return super.take().subarray(1, 1 + STAGE / 2);
  }
}

/** Cuts data into parts of awkward sizes, as a pack's sealed chunks are. */
function partsOf(data: Buffer, sizes: number[]): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0, i = 0; at < data.length; i++) {
    const n = Math.min(sizes[i % sizes.length] as number, data.length - at);
    parts.push(data.subarray(at, at + n));
    at += n;
  }
  return parts;
}

const realOps: AppendOps = {
  writeAt: (fd, data, length, position) => writeSync(fd, data, 0, length, position),
  truncate: (fd, length) => ftruncateSync(fd, length),
  openPlain: (path) => openSync(path, 'r+'),
  close: (fd) => closeSync(fd),
};
const openDirect = (path: string) => openSync(path, DIRECT_CREATE_FLAGS as number, 0o644);

describe('writeDirect (packs past the page cache)', () => {
  it('writes the parts in order for lengths around the stage and block sizes', async () => {
    const out = await dir();
    const pool = new StagingPool(STAGE);
    for (const length of [1, 4095, 4096, 4097, STAGE, STAGE + 1, 3 * STAGE - 7, 5 * STAGE]) {
      const data = seededBytes(`len ${length}`, length);
      const path = join(out, `f${length}`);
      expect(await writeDirect(path, partsOf(data, [1000, 70_000, 13, 4096]), pool)).toBe(true);
      expect((await readFile(path)).equals(data)).toBe(true);
    }
  });

  it('answers false and leaves no file where the kernel refuses the direct write', async () => {
    const out = await dir();
    const path = join(out, 'refused');
    expect(await writeDirect(path, [seededBytes('r', 100_000)], new MisalignedPool(STAGE))).toBe(false);
    expect(await readdir(out)).toEqual([]);
  });
});

describe('FsBlobStore puts of packs', () => {
  it('stores large blobs with direct writes, and falls back to the page cache for good when they are refused', async () => {
    const data = seededBytes('pack', 3 * 1024 * 1024 + 123);
    const parts = partsOf(data, [700_000, 9, 1_048_576]);
    // Stages taken tell which way a put went: two per direct write.
    const taken = { direct: 0, refused: 0 };
    const direct = new (class extends StagingPool {
      override take() {
        taken.direct++;
        return super.take();
      }
    })();
    const refusing = new (class extends MisalignedPool {
      override take() {
        taken.refused++;
        return super.take();
      }
    })(STAGE);
    const stores = [
      new FsBlobStore(await dir(), { staging: direct }),
      new FsBlobStore(await dir(), { staging: refusing }),
      new FsBlobStore(await dir(), { directWrites: false }),
    ];
    for (const store of stores) {
      await store.put('packs/ab/ab01', parts);
      await store.put('packs/ab/ab02', parts);
      for (const name of ['packs/ab/ab01', 'packs/ab/ab02']) {
        const target = Buffer.alloc(data.length);
        expect(await store.readInto(name, { start: 0, end: data.length }, target)).toBe(data.length);
        expect(target.equals(data)).toBe(true);
      }
      expect(await store.head('packs/ab/ab01')).toEqual({ size: data.length });
    }
    // Both puts went direct; the refusing store tried once, then wrote through the cache.
    expect(taken).toEqual({ direct: 4, refused: 2 });
  });
});

describe('DirectAppender (restored files past the page cache)', () => {
  it('appends pieces of any size and cuts the padding off at the end', async () => {
    const out = await dir();
    const pool = new StagingPool(STAGE);
    for (const length of [0, 1, 4096, STAGE - 1, STAGE, 2 * STAGE + 4097]) {
      const data = seededBytes(`append ${length}`, length);
      const path = join(out, `a${length}`);
      const writes: number[] = [];
      const appender = new DirectAppender(openDirect(path), path, pool.take(), { ...realOps, writeAt: (...a) => (writes.push(a[3]), realOps.writeAt(...a)) });
      for (const piece of partsOf(data, [5000, 1, STAGE + 3])) appender.append(piece);
      appender.finish();
      closeSync(appender.fd);
      expect((await readFile(path)).equals(data)).toBe(true);
      // Every write starts on a block boundary.
      expect(writes.every((at) => at % 4096 === 0)).toBe(true);
    }
  });

  it('goes on through the page cache when the kernel refuses a direct write, without losing staged data', async () => {
    const out = await dir();
    const path = join(out, 'fallback');
    const data = seededBytes('fallback', 3 * STAGE + 10);
    const directFd = openDirect(path);
    const appender = new DirectAppender(directFd, path, new MisalignedPool(STAGE).take(), realOps);
    for (const piece of partsOf(data, [20_000])) appender.append(piece);
    appender.finish();
    expect(appender.fd).not.toBe(directFd);
    closeSync(appender.fd);
    expect((await readFile(path)).equals(data)).toBe(true);
  });
});
