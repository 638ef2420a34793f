/**
 * Compression where it pays. Brotli at quality 1 is the default (fast, and DESIGN.md measured it
 * at ~225 MiB/s on text); deflate level 1 is the alternative. Node runs async zlib calls on the
 * libuv thread pool, so compression overlaps with reading and hashing on the main thread.
 * A quick deflate of a small sample first spares the full attempt on incompressible data
 * (media, archives); a chunk that does not shrink is stored as is.
 */
import { promisify } from 'node:util';
import {
  brotliCompress, brotliCompressSync, brotliDecompress, brotliDecompressSync, constants, deflateRaw, deflateRawSync, inflateRaw, inflateRawSync,
} from 'node:zlib';
import { BackupError } from './errors.ts';
import type { Compression } from './types.ts';

const brotliC = promisify(brotliCompress);
const brotliD = promisify(brotliDecompress);
const deflateC = promisify(deflateRaw);
const inflateD = promisify(inflateRaw);

export interface CompressionPolicy {
  method: Exclude<Compression, 'none'> | 'off';
  /** Brotli quality (0–11); only for brotli. */
  level: number;
}

export const DEFAULT_COMPRESSION: CompressionPolicy = { method: 'brotli', level: 1 };

const SAMPLE = 32 * 1024;
/** Below this size a thread-pool round trip costs more than the work: run inline. */
const INLINE_MAX = 64 * 1024;

/** Guesses from a sample whether compressing the whole chunk is worth it (on the thread pool). */
async function looksCompressible(plain: Buffer): Promise<boolean> {
  if (plain.length <= SAMPLE * 2) return true;
  const mid = Math.floor(plain.length / 2);
  const sample = plain.subarray(mid, mid + SAMPLE);
  return (await deflateC(sample, { level: 1 })).length < sample.length * 0.95;
}

/** Compresses a chunk if it pays; returns the bytes to seal and how they were compressed. */
export async function compressChunk(plain: Buffer, policy: CompressionPolicy): Promise<{ data: Buffer; compression: Compression }> {
  if (policy.method === 'off' || plain.length < 64 || !(await looksCompressible(plain))) return { data: plain, compression: 'none' };
  const inline = plain.length <= INLINE_MAX;
  let out: Buffer;
  if (policy.method === 'brotli') {
    const opts = {
      // One output buffer per call: the default 16 KiB makes dozens of pool round trips per chunk.
      chunkSize: plain.length + 4096,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: policy.level,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        // A window no larger than the chunk: small files get small encoder state.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(plain.length)))),
      },
    };
    out = inline ? brotliCompressSync(plain, opts) : await brotliC(plain, opts);
  } else {
    const opts = { level: 1, chunkSize: plain.length + 4096 };
    out = inline ? deflateRawSync(plain, opts) : await deflateC(plain, opts);
  }
  if (out.length >= plain.length) return { data: plain, compression: 'none' };
  return { data: out, compression: policy.method };
}

/** Reverses compressChunk. */
export async function decompressChunk(data: Buffer, compression: Compression, rawLength: number): Promise<Buffer> {
  try {
    if (compression === 'none') return data;
    const opts = { chunkSize: Math.max(rawLength, 64) };
    const inline = rawLength <= INLINE_MAX;
    let out: Buffer;
    if (compression === 'brotli') out = inline ? brotliDecompressSync(data, opts) : await brotliD(data, opts);
    else out = inline ? inflateRawSync(data, opts) : await inflateD(data, opts);
    if (out.length !== rawLength) throw new Error(`length ${out.length} != ${rawLength}`);
    return out;
  } catch (err) {
    throw new BackupError('CORRUPT_DATA', `chunk does not decompress: ${(err as Error).message}`, { cause: err });
  }
}

/** Synchronous decompressChunk, for decode workers (they have no other work to overlap). */
export function decompressSync(data: Buffer, compression: Compression, rawLength: number): Buffer {
  if (compression === 'none') return data;
  const opts = { chunkSize: Math.max(rawLength, 64) };
  let out: Buffer;
  try {
    out = compression === 'brotli' ? brotliDecompressSync(data, opts) : inflateRawSync(data, opts);
  } catch (err) {
    throw new BackupError('CORRUPT_DATA', `chunk does not decompress: ${(err as Error).message}`, { cause: err });
  }
  if (out.length !== rawLength) throw new BackupError('CORRUPT_DATA', `chunk does not decompress: length ${out.length} != ${rawLength}`);
  return out;
}
