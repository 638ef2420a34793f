/**
 * FastCDC content-defined chunking (Xia et al., 2016) with a 32-bit gear hash and normalised
 * chunking: below the normal size a mask with more bits makes a cut unlikely, above it a mask
 * with fewer bits makes it likely, which narrows the size distribution around the average.
 * Hashing starts only after `min` bytes of each chunk (cut-point skipping), so roughly half of
 * the bytes are never hashed. A boundary depends only on the last 32 bytes (the hash shifts left
 * once per byte) and on where the chunk started, so an insertion changes only nearby chunks.
 */
import { createHmac } from 'node:crypto';
import { GEAR_CUT_WASM } from './gear-cut-wasm.ts';
import { WASM_PAGE, webAssembly, type WasmMemory } from './wasm.ts';

export interface ChunkerParams {
  min: number;
  avg: number;
  max: number;
}

/** The engine's sizes: 512 KiB minimum, ~1 MiB average, 8 MiB maximum. */
export const DEFAULT_CHUNKER: ChunkerParams = { min: 512 * 1024, avg: 1024 * 1024, max: 8 * 1024 * 1024 };

/** Builds the 256-entry gear table from a seed (the org's derived gear key). */
export function gearTable(seed: Uint8Array): Int32Array {
  const bytes = Buffer.alloc(1024);
  for (let block = 0; block < 32; block++) {
    createHmac('sha256', seed)
      .update(`gear-${block}`)
      .digest()
      .copy(bytes, block * 32);
  }
  return new Int32Array(bytes.buffer, bytes.byteOffset, 256);
}

/** A mask of `bits` ones in the top of the 32-bit word, where bits depend on the most bytes. */
function topMask(bits: number): number {
  return (0xffffffff << (32 - bits)) | 0;
}

/** The chunk sizes a cut works with, derived once from the parameters. */
interface CutBounds {
  min: number;
  avg: number;
  max: number;
  /** Normalisation level 2: two bits harder before the normal point, two bits easier after it. */
  maskS: number;
  maskL: number;
}

function boundsOf(params: ChunkerParams): CutBounds {
  const bits = Math.round(Math.log2(params.avg));
  return { ...params, maskS: topMask(bits + 2), maskL: topMask(bits - 2) };
}

/**
 * Length of the chunk starting at `start` of `src` when `end - start` bytes are available: the
 * reference implementation of the cut, in JavaScript. The chunker uses gear-cut.wat, which must
 * answer the same (tests compare them); this one serves where WebAssembly is not available.
 */
function gearCut(src: Uint8Array, gear: Int32Array, b: CutBounds, start: number, end: number): number {
  let n = end - start;
  if (n <= b.min) return n;
  if (n > b.max) n = b.max;
  const normal = n < b.avg ? n : b.avg;
  const { maskS, maskL } = b;
  let h = 0;
  let i = start + b.min;
  const normalEnd = start + normal;
  const stop = start + n;
  for (; i < normalEnd; i++) {
    h = ((h << 1) + (gear[src[i] as number] as number)) | 0;
    if ((h & maskS) === 0) return i + 1 - start;
  }
  for (; i < stop; i++) {
    h = ((h << 1) + (gear[src[i] as number] as number)) | 0;
    if ((h & maskL) === 0) return i + 1 - start;
  }
  return n;
}

/** The chunker's buffer together with the cut that scans it: the WebAssembly cut reads only its own memory. */
interface CutSpace {
  /** The buffer, at least `capacity` bytes long; its first `keep` bytes stay as they were. */
  buffer(capacity: number, keep: number): Buffer;
  /** gearCut over the current buffer. */
  cut(start: number, end: number): number;
}

/** The exports of gear-cut.wat. */
interface WasmCutExports {
  memory: WasmMemory;
  cut(start: number, from: number, normalEnd: number, stop: number, maskS: number, maskL: number): number;
}
/** Where gear-cut.wat keeps the gear table and the buffer. */
const DATA_AT = WASM_PAGE;

let cutModule: object | null | undefined;
/** gear-cut.wat compiled, once per thread; null where WebAssembly is not available. */
function gearCutModule(): object | null {
  if (cutModule === undefined) {
    try {
      cutModule = webAssembly ? new webAssembly.Module(Buffer.from(GEAR_CUT_WASM, 'base64')) : null;
    } catch {
      cutModule = null;
    }
  }
  return cutModule;
}

function wasmSpace(gear: Int32Array, b: CutBounds): CutSpace | null {
  const module = gearCutModule();
  if (!module || !webAssembly) return null;
  const wasm = new webAssembly.Instance(module, {}).exports as WasmCutExports;
  // The table sits in the first page, which every growth keeps. WebAssembly reads little-endian.
  const table = new DataView(wasm.memory.buffer, 0, 1024);
  gear.forEach((g, i) => table.setInt32(i * 4, g, true));
  let buf = Buffer.alloc(0);
  const space: CutSpace = {
    buffer(capacity) {
      if (capacity > buf.length) {
        const pages = Math.ceil((DATA_AT + capacity) / WASM_PAGE) - wasm.memory.buffer.byteLength / WASM_PAGE;
        if (pages > 0) wasm.memory.grow(pages); // keeps the contents; the old views go stale
        buf = Buffer.from(wasm.memory.buffer, DATA_AT, capacity);
      }
      return buf;
    },
    cut(start, end) {
      let n = end - start;
      if (n <= b.min) return n;
      if (n > b.max) n = b.max;
      const at = DATA_AT + start;
      return wasm.cut(at, at + b.min, at + (n < b.avg ? n : b.avg), at + n, b.maskS, b.maskL);
    },
  };
  return space;
}

function jsSpace(gear: Int32Array, b: CutBounds): CutSpace {
  let buf = Buffer.alloc(0);
  return {
    buffer(capacity, keep) {
      if (capacity > buf.length) {
        const bigger = Buffer.allocUnsafe(capacity);
        buf.copy(bigger, 0, 0, keep);
        buf = bigger;
      }
      return buf;
    },
    cut: (start, end) => gearCut(buf, gear, b, start, end),
  };
}

/**
 * Push-based streaming chunker: feed it pieces of a file, get complete chunks back. It keeps at
 * most `max` bytes plus one piece in memory, never the whole file.
 *
 * Unconsumed input sits in `buf` between `start` and `fill`; it moves to the front only when a
 * piece does not fit behind it. (Moving it after every drain copied up to `max` bytes per chunk
 * cut, about eight times the input: it held the chunker to ~300 MiB/s against the cut loop's
 * ~1.2 GiB/s and made it the main thread's largest cost in a backup.)
 */
export class Chunker {
  private buf: Buffer;
  private start = 0;
  private fill = 0;
  private readonly space: CutSpace;
  private readonly max: number;

  /** `useWasm: false` cuts with the JavaScript reference implementation (tests compare the two). */
  constructor(params: ChunkerParams, gear: Int32Array, opts: { useWasm?: boolean } = {}) {
    const bounds = boundsOf(params);
    this.space = (opts.useWasm !== false && wasmSpace(gear, bounds)) || jsSpace(gear, bounds);
    this.max = params.max;
    this.buf = this.space.buffer(params.max * 4, 0);
  }

  /** Adds data; returns the chunks that are now final (each a fresh Buffer). */
  push(data: Uint8Array): Buffer[] {
    if (this.fill + data.length > this.buf.length) {
      const pending = this.fill - this.start;
      this.buf.copy(this.buf, 0, this.start, this.fill);
      this.start = 0;
      this.fill = pending;
      if (pending + data.length > this.buf.length) this.buf = this.space.buffer(Math.max(this.buf.length * 2, pending + data.length), pending);
    }
    this.buf.set(data, this.fill);
    this.fill += data.length;
    return this.drain(false);
  }

  /** Drops buffered input so the chunker (and its buffer) can serve the next file. */
  reset(): void {
    this.start = 0;
    this.fill = 0;
  }

  /** Signals end of input; returns the remaining chunks. */
  finish(): Buffer[] {
    return this.drain(true);
  }

  private drain(eof: boolean): Buffer[] {
    const out: Buffer[] = [];
    while (this.fill - this.start >= this.max || (eof && this.fill > this.start)) {
      const len = this.space.cut(this.start, this.fill);
      out.push(Buffer.from(this.buf.subarray(this.start, this.start + len)));
      this.start += len;
    }
    if (this.start === this.fill) this.reset();
    return out;
  }
}

/** Chunks an async stream of buffers; yields chunks as soon as they are final. */
export async function* chunkStream(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  params: ChunkerParams,
  gear: Int32Array,
  opts?: { useWasm?: boolean },
): AsyncGenerator<Buffer> {
  const c = new Chunker(params, gear, opts);
  for await (const piece of source) yield* c.push(piece);
  yield* c.finish();
}
