/**
 * Worker thread of a backup (started by CodecPool, codec-pool.ts): computes the id of each chunk
 * the main thread cuts, reads and hashes small files whole, and compresses and seals the chunks the
 * main thread finds new. A chunk stays here between the two steps, so its plaintext crosses threads
 * at most once (a small file's never) and a duplicate costs only its hash. Requests arrive in
 * batches and each batch is answered with one message.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { compressChunkSync, type CompressionPolicy } from './compress.ts';
import { chunkId, sealedLength, sealInto, type RepoKeys } from './keys.ts';
import type { CodecBatch, CodecReply, CodecRequest } from './codec-pool.ts';

const port = parentPort;
if (!port) throw new Error('codec-worker must run in a worker thread');
const { keys, policy } = workerData as { keys: RepoKeys; policy: CompressionPolicy };
const held = new Map<number, { plain: Buffer; id: string }>();

/**
 * A whole file of at most `max` bytes, or null when it is larger. Blocking reads on this thread:
 * open, fstat, read and close are four syscalls here, where the main thread's readFile made each a
 * thread-pool round trip. Two workers read two files at once, as restic's default file readers do.
 */
function readSmall(path: string, max: number): Buffer | null {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size > max) return null;
    // One byte more than the size: a file that grew since fstat is seen to be larger.
    const buf = Buffer.allocUnsafe(size + 1);
    let n = 0;
    for (;;) {
      const got = readSync(fd, buf, n, buf.length - n, n);
      if (got === 0) break;
      n += got;
      if (n === buf.length) {
        if (n > max) return null;
        // Grew, still small: keep reading into a larger buffer.
        const bigger = Buffer.allocUnsafe(Math.min(max + 1, buf.length * 2));
        buf.copy(bigger);
        return readRest(fd, bigger, n, max);
      }
    }
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

function readRest(fd: number, buf: Buffer, n: number, max: number): Buffer | null {
  for (;;) {
    const got = readSync(fd, buf, n, buf.length - n, n);
    if (got === 0) return buf.subarray(0, n);
    n += got;
    if (n > max) return null;
    if (n === buf.length) {
      const bigger = Buffer.allocUnsafe(Math.min(max + 1, buf.length * 2));
      buf.copy(bigger);
      buf = bigger;
    }
  }
}

function handle(req: CodecRequest, replies: CodecReply[], transfer: ArrayBuffer[]): void {
  if (req.op === 'hash') {
    const plain = Buffer.from(req.plain.buffer, req.plain.byteOffset, req.plain.byteLength);
    const id = chunkId(keys, plain);
    held.set(req.seq, { plain, id });
    replies.push({ op: 'hashed', seq: req.seq, id, length: plain.length });
    return;
  }
  if (req.op === 'file') {
    let plain: Buffer | null;
    try {
      plain = readSmall(req.path, req.max);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      replies.push({ op: 'failed', seq: req.seq, message: e.message, ...(e.code ? { code: e.code } : {}) });
      return;
    }
    if (!plain) {
      replies.push({ op: 'large', seq: req.seq });
      return;
    }
    const id = plain.length > 0 ? chunkId(keys, plain) : '';
    if (plain.length > 0) held.set(req.seq, { plain, id });
    replies.push({ op: 'hashed', seq: req.seq, id, length: plain.length });
    return;
  }
  const chunk = held.get(req.seq);
  held.delete(req.seq);
  if (req.op === 'drop' || !chunk) return;
  const { data, compression } = compressChunkSync(chunk.plain, policy);
  // Sealed straight into a buffer of its own, so it can be transferred back without copying.
  const sealed = sealInto(keys, data, `chunk:${chunk.id}`, Buffer.allocUnsafeSlow(sealedLength(data.length)));
  replies.push({ op: 'sealed', seq: req.seq, sealed, compression });
  transfer.push(sealed.buffer as ArrayBuffer);
}

port.on('message', (msg: CodecBatch<CodecRequest>) => {
  const replies: CodecReply[] = [];
  const transfer: ArrayBuffer[] = [];
  for (const req of msg.batch) handle(req, replies, transfer);
  if (replies.length > 0) port.postMessage({ batch: replies } satisfies CodecBatch<CodecReply>, transfer);
});
