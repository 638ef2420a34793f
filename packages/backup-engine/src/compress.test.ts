import { describe, expect, it } from 'vitest';
import { compressChunk, compressChunkSync, DEFAULT_COMPRESSION, decompressChunk, decompressSync, type CompressionPolicy } from './compress.ts';
import { BackupError } from './errors.ts';
import { seededBytes, textBytes } from './testing/helpers.ts';

const policies: CompressionPolicy[] = [
  { method: 'zstd', level: 1 },
  { method: 'brotli', level: 1 },
  { method: 'deflate', level: 1 },
];

describe('chunk compression', () => {
  it('uses zstd level 1 by default where the binding loads (this platform ships one)', () => {
    expect(DEFAULT_COMPRESSION).toEqual({ method: 'zstd', level: 1 });
  });

  // Large chunks take the thread-pool path, small ones the inline path.
  it.each(policies.flatMap((p) => [64 * 1024, 1024 * 1024].map((size) => [p.method, size, p] as const)))(
    '%s shrinks %i bytes of text and restores them exactly, async and sync',
    async (method, size, policy) => {
      const text = textBytes(`compress-${method}`, size);
      const async = await compressChunk(text, policy);
      const sync = compressChunkSync(text, policy);
      for (const packed of [async, sync]) {
        expect(packed.compression).toBe(method);
        expect(packed.data.length).toBeLessThan(text.length / 2);
        expect((await decompressChunk(packed.data, packed.compression, text.length)).equals(text)).toBe(true);
        expect(decompressSync(packed.data, packed.compression, text.length).equals(text)).toBe(true);
      }
    },
  );

  it.each(policies.map((p) => [p.method, p] as const))('%s stores incompressible data as it is', async (_method, policy) => {
    const media = seededBytes('media', 512 * 1024);
    for (const packed of [await compressChunk(media, policy), compressChunkSync(media, policy)]) {
      expect(packed.compression).toBe('none');
      expect(packed.data.equals(media)).toBe(true);
    }
  });

  it('reports damaged zstd data or a wrong length as corrupt, on both paths', async () => {
    const text = textBytes('damaged', 256 * 1024);
    const { data } = compressChunkSync(text, { method: 'zstd', level: 1 });
    const damaged = Buffer.from(data);
    damaged.fill(0xff, 0, 8);
    await expect(decompressChunk(damaged, 'zstd', text.length)).rejects.toMatchObject({ code: 'CORRUPT_DATA' });
    expect(() => decompressSync(damaged, 'zstd', text.length)).toThrow(BackupError);
    await expect(decompressChunk(data, 'zstd', text.length + 1)).rejects.toThrow(/does not decompress: length/);
    expect(() => decompressSync(data, 'zstd', text.length + 1)).toThrow(/does not decompress: length/);
    expect(() => decompressSync(data, 'zstd', text.length - 1)).toThrow(
      expect.objectContaining({ code: 'CORRUPT_DATA', message: expect.stringContaining('does not decompress') }),
    );
  });
});
