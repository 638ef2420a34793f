import type { CapturedOutput } from './executor-types.ts';

/** How much of each end of a stream is kept. */
export const OUTPUT_KEEP_BYTES = 64 * 1024;

/**
 * Keeps the first and the last `keep` bytes of a stream and only counts the middle, so memory is
 * fixed (2 × keep) however much a script prints. The tail is a ring buffer: each chunk overwrites
 * the oldest bytes, nothing is ever concatenated.
 */
export class HeadTailCapture {
  private readonly head: Buffer;
  private headLength = 0;
  private readonly ring: Buffer;
  /** Next write position in the ring. */
  private ringPos = 0;
  /** Bytes currently in the ring (≤ keep). */
  private ringLength = 0;
  private total = 0;

  constructor(private readonly keep = OUTPUT_KEEP_BYTES) {
    this.head = Buffer.alloc(keep);
    this.ring = Buffer.alloc(keep);
  }

  /**
   * Adds the first `length` bytes of `chunk` (a reused read buffer). Works by index, creating no
   * objects: at a few thousand reads a second even small garbage grows V8's young generation.
   */
  write(chunk: Buffer, length = chunk.length): void {
    this.total += length;
    let from = 0;
    if (this.headLength < this.keep) {
      from = Math.min(length, this.keep - this.headLength);
      chunk.copy(this.head, this.headLength, 0, from);
      this.headLength += from;
    }
    // Only the last `keep` bytes of the chunk can survive in the ring.
    from = Math.max(from, length - this.keep);
    while (from < length) {
      const n = Math.min(length - from, this.keep - this.ringPos);
      chunk.copy(this.ring, this.ringPos, from, from + n);
      this.ringPos = (this.ringPos + n) % this.keep;
      this.ringLength = Math.min(this.keep, this.ringLength + n);
      from += n;
    }
  }

  get totalBytes(): number {
    return this.total;
  }

  /** Head and tail as text; a character cut at a kept edge is dropped (and counted) rather than garbled. */
  result(): CapturedOutput {
    const headBytes = trimIncompleteEnd(this.head.subarray(0, this.headLength));
    const start = (this.ringPos - this.ringLength + this.keep) % this.keep;
    const ordered =
      start + this.ringLength <= this.keep
        ? this.ring.subarray(start, start + this.ringLength)
        : Buffer.concat([this.ring.subarray(start), this.ring.subarray(0, this.ringPos)]);
    // The tail joins the head seamlessly only when nothing was dropped between them.
    const contiguous = this.headLength + this.ringLength === this.total;
    const tailBytes = contiguous ? ordered : trimIncompleteStart(ordered);
    // NUL becomes U+FFFD like any byte that is not text: a PostgreSQL text column refuses \0.
    const headText = headBytes.toString('utf8').replaceAll('\0', '\uFFFD');
    // When head and tail touch, a character split across the boundary belongs to the tail.
    const carried = contiguous ? this.head.subarray(headBytes.length, this.headLength) : Buffer.alloc(0);
    const tailWhole = carried.length > 0 ? Buffer.concat([carried, tailBytes]) : tailBytes;
    return {
      head: headText,
      tail: tailWhole.toString('utf8').replaceAll('\0', '\uFFFD'),
      totalBytes: this.total,
      droppedBytes: this.total - headBytes.length - tailWhole.length,
    };
  }
}

/** Drops a UTF-8 sequence that starts near the end but is not complete. */
function trimIncompleteEnd(bytes: Buffer): Buffer {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

/** Drops continuation bytes at the start whose lead byte was cut off. */
function trimIncompleteStart(bytes: Buffer): Buffer {
  let skip = 0;
  while (skip < Math.min(3, bytes.length) && (bytes[skip]! & 0xc0) === 0x80) skip++;
  return bytes.subarray(skip);
}
