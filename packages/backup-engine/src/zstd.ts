/**
 * Zstandard, through a prebuilt native binding (decision 0009): Node 20 has no zstd in node:zlib
 * (it arrives in 22.15). The binding ships as per-platform packages on the npm registry; on a
 * platform it does not cover, `zstd` is null, new chunks fall back to brotli, and reading a chunk
 * written with zstd fails with a clear error instead of wrong bytes.
 */
import { createRequire } from 'node:module';

interface NativeEncoder {
  encode(data: Buffer): Promise<Buffer>;
  encodeSync(data: Buffer): Buffer;
}
interface NativeDecoder {
  decode(data: Buffer): Promise<Buffer>;
  decodeSync(data: Buffer): Buffer;
}
interface NativeZstd {
  Encoder: new (level: number) => NativeEncoder;
  Decoder: new () => NativeDecoder;
}

function load(): NativeZstd | null {
  try {
    return createRequire(import.meta.url)('@toondepauw/node-zstd') as NativeZstd;
  } catch {
    return null;
  }
}

const native = load();
const encoders = new Map<number, NativeEncoder>();
let decoder: NativeDecoder | null = null;

export interface Zstd {
  compressSync(plain: Buffer, level: number): Buffer;
  /** Runs on the libuv thread pool. */
  compress(plain: Buffer, level: number): Promise<Buffer>;
  decompressSync(data: Buffer): Buffer;
  decompress(data: Buffer): Promise<Buffer>;
}

function encoder(level: number): NativeEncoder {
  let e = encoders.get(level);
  if (!e) {
    e = new (native as NativeZstd).Encoder(level);
    encoders.set(level, e);
  }
  return e;
}
const dec = () => (decoder ??= new (native as NativeZstd).Decoder());

/** The codec, or null where the native binding is not available. */
export const zstd: Zstd | null = native
  ? {
      compressSync: (plain, level) => encoder(level).encodeSync(plain),
      compress: (plain, level) => encoder(level).encode(plain),
      decompressSync: (data) => dec().decodeSync(data),
      decompress: (data) => dec().decode(data),
    }
  : null;
