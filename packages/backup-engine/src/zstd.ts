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
