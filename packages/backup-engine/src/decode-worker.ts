/**
 * Worker thread of a DecodePool (decode-pool.ts): reads a run from its local pack file (or takes
 * its sealed bytes as sent), opens, decompresses and verifies its chunks, and answers them as one
 * buffer moved (not copied) back to the main thread; or, if asked (RunEncoding), their CRC-32 too
 * and the bytes raw-deflated, so that a zip download's checksums and deflates run on the workers'
 * cores rather than on the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { DecodeReply, DecodeRequest, RecycleMessage, RunEncoding } from './decode-pool.ts';
import type { BackupError } from './errors.ts';
import { decodeRun, FrameScratch, readLocalRun, Scratch } from './restore-writer.ts';

const port = parentPort;
if (!port) throw new Error('decode-worker must run in a worker thread');
const scratch = new Scratch();
/** The sealed bytes of a run read here from a local pack file. */
const packScratch = new Scratch();
/** A run's decoded bytes when only their deflated form leaves the worker: reused, never sent. */
const plainScratch = new Scratch();
const frames = new FrameScratch();
/** Level 1, the fast level zips have always used; large output chunks, fewer of them to join. */
const DEFLATE_OPTIONS = { level: 1, chunkSize: 256 * 1024 };

/**
 * Memory the main thread gave back (DecodePool.recycle) for the decoded bytes of the next large
 * runs that leave the worker as they are (stored zip entries, file downloads). Smaller runs get
 * new memory: cheap, and an 8 MiB buffer held for a 4 KiB file would waste what it holds.
 */
const spare: ArrayBuffer[] = [];
const SPARE_MAX = 8;
const RECYCLE_FROM = 1024 * 1024;

/** Memory for `size` decoded bytes that are sent back: a spare one if one is large enough. */
function outputFor(size: number): { plain: Buffer; recyclable: boolean } {
  if (size < RECYCLE_FROM) return { plain: Buffer.allocUnsafeSlow(size), recyclable: false };
  let best = -1;
  for (let i = 0; i < spare.length; i++) if (spare[i]!.byteLength >= size && (best < 0 || spare[i]!.byteLength < spare[best]!.byteLength)) best = i;
  const memory = best >= 0 ? spare.splice(best, 1)[0]! : (Buffer.allocUnsafeSlow(size).buffer as ArrayBuffer);
  return { plain: Buffer.from(memory, 0, size), recyclable: true };
}

/** `bytes` in memory of its own, so that it can be moved to the main thread. */
function owning(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  // A view of zlib's output chunk, or of the shared pool of small buffers: moving it would detach that.
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

function encode(plain: Buffer, encoding: RunEncoding | undefined): { bytes: Buffer; crc32?: number } {
  const crc = encoding?.crc32 ? crc32(plain) : undefined;
  if (!encoding?.deflate) return { bytes: plain, crc32: crc };
  const finishFlush = encoding.deflate === 'last' ? constants.Z_FINISH : constants.Z_SYNC_FLUSH;
  return { bytes: owning(deflateRawSync(plain, { ...DEFLATE_OPTIONS, finishFlush })), crc32: crc };
}

port.on('message', (message: DecodeRequest | RecycleMessage) => {
  if ('recycle' in message) {
    if (spare.length < SPARE_MAX) spare.push(message.recycle);
    return;
  }
  const { seq, keys, run, encoding } = message;
  try {
    const size = run.entries.reduce((n, e) => n + e.rawLength, 0);
    // Decoded bytes that are sent back need memory of their own; those only deflated here do not.
    const { plain, recyclable } = encoding?.deflate ? { plain: plainScratch.atLeast(size).subarray(0, size), recyclable: false } : outputFor(size);
    let at = 0;
    // A zstd chunk is decoded into the decoder's own memory: copied out before the next one.
    decodeRun(
      keys,
      'sealed' in run ? run : readLocalRun(run, packScratch),
      scratch,
      (chunk) => {
        at += chunk.copy(plain, at);
      },
      frames,
    );
    const { bytes, crc32 } = encode(plain, encoding);
    port.postMessage({ seq, plain: bytes, size, crc32, recyclable } satisfies DecodeReply, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    const e = err as BackupError;
    port.postMessage({ seq, error: { code: e.code ?? 'IO_ERROR', message: e.message ?? String(err) } } satisfies DecodeReply);
  }
});
