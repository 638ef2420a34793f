import { describe, expect, it } from 'vitest';
import { HeadTailCapture } from './output-capture.ts';

function feed(capture: HeadTailCapture, data: Buffer, chunk: number) {
  for (let i = 0; i < data.length; i += chunk) capture.write(data.subarray(i, i + chunk));
  return capture.result();
}

describe('head and tail capture', () => {
  it('keeps everything, in order, when the stream fits in head and tail', () => {
    const data = Buffer.from(Array.from({ length: 150 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(''));
    const out = feed(new HeadTailCapture(100), data, 7);
    expect(out.head + out.tail).toBe(data.toString());
    expect(out).toMatchObject({ totalBytes: 150, droppedBytes: 0 });
    expect(out.head).toHaveLength(100);
  });

  it('keeps the first and last bytes and counts the middle, whatever the chunk sizes', () => {
    const data = Buffer.from(Array.from({ length: 10_000 }, (_, i) => String(i % 10)).join(''));
    for (const chunk of [1, 3, 64, 99, 100, 101, 4096, 10_000]) {
      const out = feed(new HeadTailCapture(100), data, chunk);
      expect(out.head).toBe(data.subarray(0, 100).toString());
      expect(out.tail).toBe(data.subarray(-100).toString());
      expect(out).toMatchObject({ totalBytes: 10_000, droppedBytes: 9_800 });
    }
  });

  it('never garbles a multi-byte character cut at a kept edge; the cut bytes count as dropped', () => {
    // 'é' is two bytes: 101 bytes of 'a' then 'é's puts a character across the 100-byte head edge.
    const data = Buffer.from('a'.repeat(99) + 'é'.repeat(200) + 'z');
    const out = feed(new HeadTailCapture(100), data, 13);
    expect(out.head).toBe('a'.repeat(99));
    expect(out.tail).not.toContain('\uFFFD');
    expect(out.tail.endsWith('éz')).toBe(true);
    expect(Buffer.byteLength(out.head) + Buffer.byteLength(out.tail) + out.droppedBytes).toBe(data.length);
  });

  it('a character split between head and an adjacent tail is kept whole in the tail', () => {
    const data = Buffer.from('a'.repeat(99) + 'é' + 'b'.repeat(50));
    const out = feed(new HeadTailCapture(100), data, 5);
    expect(out.head + out.tail).toBe(data.toString());
    expect(out.droppedBytes).toBe(0);
  });

  it('NUL bytes become U+FFFD (a database text column cannot hold them); the byte counts stay exact', () => {
    const out = feed(new HeadTailCapture(100), Buffer.from('a\0b' + '\0'.repeat(300) + 'z'), 50);
    expect(out.head).toBe('a\uFFFDb' + '\uFFFD'.repeat(97));
    expect(out.tail).toBe('\uFFFD'.repeat(99) + 'z');
    expect(out).toMatchObject({ totalBytes: 304, droppedBytes: 104 });
  });

  it('an empty stream is empty', () => {
    expect(new HeadTailCapture().result()).toEqual({ head: '', tail: '', totalBytes: 0, droppedBytes: 0 });
  });
});
