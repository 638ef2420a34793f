import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine } from './crc32-combine.ts';

describe('crc32Combine', () => {
  it('gives the CRC-32 of two byte strings one after the other, whatever their lengths', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 7],
      [7, 0],
      [1, 1],
      [1000, 12_345],
      [3, 8 * 1024 * 1024 + 5],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(Buffer.concat([first, second])));
    }
  });

  it('joins many pieces in order, as a zip entry’s runs are', () => {
    const whole = randomBytes(300_000);
    let crc = 0;
    for (let at = 0; at < whole.length; at += 7_001) {
      const piece = whole.subarray(at, at + 7_001);
      crc = crc32Combine(crc, crc32(piece), piece.length);
    }
    expect(crc).toBe(crc32(whole));
  });
});
