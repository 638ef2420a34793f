import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { zstd, ZstdFrameDecoder } from './zstd.ts';

const text = (seed: number, size: number) => Buffer.from(Array.from({ length: size }, (_, i) => 'abcdefgh '[(i * seed) % 9]).join(''));

describe('ZstdFrameDecoder', () => {
  it('decodes frame after frame with one context into the same buffer, byte for byte', () => {
    const decoder = new ZstdFrameDecoder();
    const out = Buffer.alloc(64 * 1024);
    for (let i = 1; i <= 200; i++) {
      const plain = i % 7 === 0 ? randomBytes(1000 + i) : text(i, 500 + i * 97);
      const frame = zstd!.compressSync(plain, 1);
      expect(decoder.decode(frame, plain.length, out)).toBe(plain.length);
      expect(out.subarray(0, plain.length).equals(plain)).toBe(true);
    }
    decoder.close();
  });

  it('answers null for damaged or mislabelled frames, and decodes good ones right after', () => {
    const decoder = new ZstdFrameDecoder();
    const out = Buffer.alloc(64 * 1024);
    const plain = text(3, 20_000);
    const frame = zstd!.compressSync(plain, 1);
    const good = () => {
      expect(decoder.decode(frame, plain.length, out)).toBe(plain.length);
      expect(out.subarray(0, plain.length).equals(plain)).toBe(true);
    };
    good();
    // Not a frame at all.
    expect(decoder.decode(randomBytes(100), plain.length, out)).toBeNull();
    good();
    // Cut short: the context would be left mid-frame.
    expect(decoder.decode(frame.subarray(0, frame.length - 20), plain.length, out)).toBeNull();
    good();
    // A length that is not the frame's, either way.
    expect(decoder.decode(frame, plain.length - 1, out)).toBeNull();
    expect(decoder.decode(frame, plain.length + 1, out)).toBeNull();
    good();
    // No spare byte to tell a whole frame from a longer one.
    expect(decoder.decode(frame, plain.length, Buffer.alloc(plain.length))).toBeNull();
    good();
  });
});
