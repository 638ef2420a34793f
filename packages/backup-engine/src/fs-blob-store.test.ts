import { describe, expect, it } from 'vitest';
import { FsBlobStore } from './fs-blob-store.ts';
import { seededBytes, useTempDirs } from './testing/helpers.ts';

const dir = useTempDirs();

describe('FsBlobStore range reads of packs', () => {
  it('answers concurrent range reads of one pack through a shared handle', async () => {
    const store = new FsBlobStore(await dir());
    const pack = seededBytes('pack', 1024 * 1024);
    await store.put('packs/ab/abcdef', pack);
    const ranges = Array.from({ length: 40 }, (_, i) => ({ start: i * 20_000, end: i * 20_000 + 15_000 }));
    const got = await Promise.all(
      ranges.map(async (r) => {
        const target = Buffer.alloc(r.end - r.start);
        const n = await store.readInto('packs/ab/abcdef', r, target);
        return target.subarray(0, n);
      }),
    );
    got.forEach((buf, i) => expect(buf.equals(pack.subarray(ranges[i]!.start, ranges[i]!.end))).toBe(true));
  });

  it('fails a read of a missing pack with ENOENT and does not remember the failure', async () => {
    const store = new FsBlobStore(await dir());
    const target = Buffer.alloc(10);
    await expect(store.readInto('packs/cd/cdef01', { start: 0, end: 10 }, target)).rejects.toMatchObject({ code: 'ENOENT' });
    await store.put('packs/cd/cdef01', Buffer.from('0123456789abcdef'));
    expect(await store.readInto('packs/cd/cdef01', { start: 2, end: 12 }, target)).toBe(10);
    expect(target.toString()).toBe('23456789ab');
  });
});
