/**
 * Zstandard from Node's own zlib (22.15 and later; decision 0028 replaced the native binding and
 * the WebAssembly decoder of decisions 0009 and 0010 with it: as fast or faster on the backup
 * bench's chunks, no native module, and the agent's single-file build has zstd too). On an older
 * Node `zstd` is null: new chunks fall back to brotli, and reading a chunk written with zstd fails
 * with a clear error instead of wrong bytes.
 */
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';

export interface Zstd {
  compressSync(plain: Buffer, level: number): Buffer;
  /** Runs on the libuv thread pool. */
  compress(plain: Buffer, level: number): Promise<Buffer>;
  decompressSync(data: Buffer, rawLength: number): Buffer;
  decompress(data: Buffer, rawLength: number): Promise<Buffer>;
}

/**
 * One output buffer per call (the default 16 KiB pieces cost a copy each), and the input's size
 * told up front, so the encoder sizes its tables to the chunk as a one-shot call does.
 */
const compressOptions = (plain: Buffer, level: number): zlib.ZstdOptions => ({
  params: { [zlib.constants.ZSTD_c_compressionLevel]: level },
  pledgedSrcSize: plain.length,
  chunkSize: plain.length + 4096,
});
const decompressOptions = (rawLength: number): zlib.ZstdOptions => ({ chunkSize: Math.max(rawLength, 64) });

function fromZlib(): Zstd | null {
  if (typeof zlib.zstdCompressSync !== 'function') return null;
  const compress = promisify(zlib.zstdCompress);
  const decompress = promisify(zlib.zstdDecompress);
  return {
    compressSync: (plain, level) => zlib.zstdCompressSync(plain, compressOptions(plain, level)),
    compress: (plain, level) => compress(plain, compressOptions(plain, level)),
    decompressSync: (data, rawLength) => zlib.zstdDecompressSync(data, decompressOptions(rawLength)),
    decompress: (data, rawLength) => decompress(data, decompressOptions(rawLength)),
  };
}

/** The codec, or null on a Node without zstd in zlib. */
export const zstd: Zstd | null = fromZlib();

/** The native side of a zlib stream: enough of it to decode frame after frame with one context. */
interface NativeZstd {
  writeSync(flush: number, input: Uint8Array, inOff: number, inLen: number, out: Uint8Array, outOff: number, outLen: number): void;
  reset(): void;
  close(): void;
  onerror: (...args: unknown[]) => void;
}

/**
 * Decodes zstd frames one after another with one native decoder, into the caller's buffer.
 * `zstdDecompressSync` builds a stream, a native context and an output buffer for every call: for
 * the 100,000 chunks of a restore of small files that cost ~5× the decoding itself (issue 28).
 * Node does not offer a reusable one-shot decoder, so this drives the stream's native handle, as
 * zlib's own sync path does; where that is not there (another Node), `decode` answers null and the
 * caller uses `zstd.decompressSync`. It answers null too for any frame it did not decode whole to
 * exactly `rawLength` bytes (and starts a fresh context): the public call then reports the error.
 */
export class ZstdFrameDecoder {
  private handle: NativeZstd | null = null;
  private state: Uint32Array | null = null;
  private failed = false;
  private unsupported = zstd === null;

  /** Decodes `frame` into `out` (at least rawLength + 1 bytes); the bytes written, or null (see above). */
  decode(frame: Uint8Array, rawLength: number, out: Buffer): number | null {
    if (out.length <= rawLength || (!this.handle && !this.open())) return null;
    const handle = this.handle as NativeZstd;
    const state = this.state as Uint32Array;
    this.failed = false;
    handle.writeSync(zlib.constants.ZSTD_e_end, frame, 0, frame.length, out, 0, out.length);
    // state: [output room left, input left]. A whole frame leaves no input and, with the spare
    // byte, some room; anything else leaves the context mid-frame.
    const written = out.length - (state[0] as number);
    if (this.failed || state[1] !== 0 || written !== rawLength) {
      this.drop();
      return null;
    }
    return written;
  }

  close(): void {
    this.drop();
  }

  private open(): boolean {
    if (this.unsupported) return false;
    const stream = zlib.createZstdDecompress() as unknown as { _handle?: NativeZstd; _writeState?: unknown };
    const handle = stream._handle;
    if (!handle || typeof handle.writeSync !== 'function' || !(stream._writeState instanceof Uint32Array)) {
      this.unsupported = true;
      return false;
    }
    // Errors come through this callback, not as exceptions; the stream itself is never used.
    handle.onerror = () => {
      this.failed = true;
    };
    this.handle = handle;
    this.state = stream._writeState;
    return true;
  }

  private drop(): void {
    try {
      this.handle?.close();
    } catch {
      // A handle that failed may refuse to close; it is dropped either way.
    }
    this.handle = null;
    this.state = null;
  }
}
