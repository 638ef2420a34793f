import { describe, expect, it } from 'vitest';
import { textBytes } from './testing/helpers.ts';
import { zstd } from './zstd.ts';
import { zstdInPlace } from './zstd-wasm.ts';

describe('zstd decoding into reused memory (WebAssembly libzstd)', () => {
  const decoder = zstdInPlace();
  const native = zstd;

  it('loads on this platform', () => {
    expect(decoder).not.toBeNull();
    expect(native).not.toBeNull();
  });

  it('decodes frames of the native encoder exactly, growing its memory for an 8 MiB chunk', () => {
    for (const size of [1, 4096, 1024 * 1024, 8 * 1024 * 1024]) {
      const text = textBytes(`wasm-${size}`, size);
      const frame = native!.compressSync(text, 1);
      expect(decoder!.decode(frame, size).equals(text)).toBe(true);
    }
  });

  it('answers a view of the same memory each time: a plaintext is valid only until the next call', () => {
    const [a, b] = [textBytes('first', 100_000), textBytes('second', 100_000)];
    const first = decoder!.decode(native!.compressSync(a, 1), a.length);
    const copy = Buffer.from(first);
    const second = decoder!.decode(native!.compressSync(b, 1), b.length);
    expect(second.equals(b)).toBe(true);
    expect(first.buffer).toBe(second.buffer);
    expect(first.equals(copy)).toBe(false);
  });

  it('throws for a damaged frame or a length other than the recorded one', () => {
    const text = textBytes('damaged', 200_000);
    const frame = native!.compressSync(text, 1);
    const damaged = Buffer.from(frame);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    damaged[damaged.length - 1]! ^= 0xff;
    expect(() => decoder!.decode(damaged, text.length)).toThrow();
    expect(() => decoder!.decode(frame, text.length - 1)).toThrow('zstd: damaged frame, or longer than 199999 bytes');
    expect(() => decoder!.decode(frame, text.length + 1)).toThrow(/length 200000 != 200001/);
    // A failure leaves the decoder usable.
    expect(decoder!.decode(frame, text.length).equals(text)).toBe(true);
  });
});
