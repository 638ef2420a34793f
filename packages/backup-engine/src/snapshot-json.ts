/**
 * A snapshot's JSON made, compressed and read back in pieces (issue 28, decision 0053). The blob's
 * format is unchanged (brotli of `JSON.stringify(snapshot)`, byte for byte): only no step holds the
 * whole JSON any more. A 100,000-file snapshot is ~35 MiB of JSON; as one string, its UTF-8 copy,
 * the agent's request body spliced around it and that body's own UTF-8 copy, it was ~140 MiB of
 * the agent's peak memory. Now the engine keeps the compressed bytes (~5 MiB), and whoever sends
 * the JSON on (the agent's completion report) decompresses it piece by piece as it is sent.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createBrotliDecompress } from 'node:zlib';
import type { Snapshot } from './types.ts';

/** Entries serialized per piece: ~300 KiB of JSON for typical paths. */
const ENTRIES_PER_PIECE = 1024;

/** The array fields that grow with the tree; everything else is serialized in one go. */
const BIG_FIELDS = ['entries', 'deleted', 'warnings'] as const;

/**
 * `JSON.stringify(snapshot)` as a sequence of UTF-8 pieces, each at most ENTRIES_PER_PIECE array
 * items long: the concatenation is byte for byte the same JSON (same key order, same escaping).
 */
export function* snapshotJsonPieces(snapshot: Snapshot): Generator<Buffer> {
  for (const text of snapshotJsonTexts(snapshot)) yield Buffer.from(text);
}

/** snapshotJsonPieces as text. */
function* snapshotJsonTexts(snapshot: Snapshot): Generator<string> {
  // Each big array stands in the rest of the JSON as a string nothing else can be, then is
  // written in its place item by item.
  const tag = randomUUID();
  const fields = BIG_FIELDS.filter((f) => Array.isArray(snapshot[f]));
  const marks = new Map(fields.map((f) => [`"${tag}:${f}"`, f]));
  const skeleton = JSON.stringify({ ...snapshot, ...Object.fromEntries(fields.map((f) => [f, `${tag}:${f}`])) });
  const pattern = new RegExp(`"${tag}:(?:${BIG_FIELDS.join('|')})"`, 'g');
  let at = 0;
  for (const m of skeleton.matchAll(pattern)) {
    yield skeleton.slice(at, m.index);
    at = m.index + m[0].length;
    const items: readonly unknown[] = snapshot[marks.get(m[0]) as (typeof BIG_FIELDS)[number]];
    if (items.length === 0) {
      yield '[]';
      continue;
    }
    for (let i = 0; i < items.length; i += ENTRIES_PER_PIECE) {
      const part = JSON.stringify(items.slice(i, i + ENTRIES_PER_PIECE));
      // Strip the piece's own brackets; the array's are written around all pieces.
      yield `${i === 0 ? '[' : ','}${part.slice(1, -1)}${i + ENTRIES_PER_PIECE >= items.length ? ']' : ''}`;
    }
  }
  yield skeleton.slice(at);
}

/**
 * A stored snapshot's JSON, held compressed (as the blob holds it, before sealing): read back in
 * pieces for a report that sends it on, or whole where a caller wants the text.
 */
export class SnapshotJson {
  constructor(
    /** brotli of the JSON: what the snapshot blob seals. */
    readonly packed: Buffer,
    /** Bytes of the JSON (UTF-8). */
    readonly byteLength: number,
  ) {}

  /** The JSON's UTF-8 bytes, piece by piece as brotli decodes them (never whole in memory). */
  pieces(): AsyncIterable<Buffer> {
    // 1 MiB pieces: the default 16 KiB made ~2,200 of them for 35 MiB of JSON.
    return Readable.from([this.packed]).pipe(createBrotliDecompress({ chunkSize: 1024 * 1024 }));
  }

  /** The whole JSON as one string (tests and benches; a report should stream `pieces`). */
  async text(): Promise<string> {
    const parts: Buffer[] = [];
    for await (const p of this.pieces()) parts.push(p);
    return Buffer.concat(parts).toString('utf8');
  }
}

/**
 * The snapshot's JSON compressed for its blob, without the whole JSON in memory. Quality 1: on the
 * JSON of 100,000 entries (33 MiB) 0.1–0.2 s against 0.9–1.1 s for quality 4, and no larger (4.55
 * against 4.73 MiB: chunk ids do not compress). Any quality reads back the same.
 */
export async function packSnapshot(snapshot: Snapshot): Promise<SnapshotJson> {
  let byteLength = 0;
  const packed: Buffer[] = [];
  const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  brotli.on('data', (p: Buffer) => packed.push(p));
  const ended = new Promise<void>((resolve, reject) => {
    brotli.once('end', resolve);
    brotli.once('error', reject);
  });
  // Each piece is encoded into one reused buffer, written, and the next waits until brotli has
  // consumed it: a new buffer per piece was ~50 MiB of garbage outside V8's heap before a
  // collection freed it (bench/backup/memory.ts, the snapshot phase's ArrayBuffers).
  let scratch = Buffer.allocUnsafeSlow(1024 * 1024);
  for (const text of snapshotJsonTexts(snapshot)) {
    const size = Buffer.byteLength(text);
    if (size > scratch.length) scratch = Buffer.allocUnsafeSlow(size);
    scratch.write(text);
    byteLength += size;
    await new Promise<void>((resolve, reject) => brotli.write(scratch.subarray(0, size), (err) => (err ? reject(err) : resolve())));
  }
  brotli.end();
  await ended;
  return new SnapshotJson(Buffer.concat(packed), byteLength);
}
