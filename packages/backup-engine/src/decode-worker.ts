/**
 * Worker thread for restores: opens (AES-GCM), decompresses and verifies the chunks of one pack
 * read, so that work runs beside the main thread's file I/O on another core, with its own small
 * heap for the short-lived buffers. Started by DecodePool (decode-pool.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { decompressSync } from './compress.ts';
import { chunkId, open, type RepoKeys } from './keys.ts';
import type { DecodeReply, DecodeRequest } from './decode-pool.ts';

const keys = workerData as RepoKeys;
const port = parentPort;
if (!port) throw new Error('decode-worker must run in a worker thread');

port.on('message', (req: DecodeRequest) => {
  try {
    const sealed = Buffer.from(req.sealed.buffer, req.sealed.byteOffset, req.sealed.byteLength);
    const plains = req.entries.map((e) => {
      const plain = decompressSync(open(keys, sealed.subarray(e.offset, e.offset + e.length), `chunk:${e.id}`), e.compression, e.rawLength);
      if (chunkId(keys, plain) !== e.id) throw Object.assign(new Error(`chunk ${e.id.slice(0, 12)} does not match its id`), { code: 'CORRUPT_DATA' });
      // A private copy can be transferred without detaching a shared pool slab.
      const own = new Uint8Array(plain.length);
      own.set(plain);
      return own;
    });
    const reply: DecodeReply = { seq: req.seq, plains };
    port.postMessage(reply, plains.map((p) => p.buffer));
  } catch (err) {
    const e = err as { message?: string; code?: string };
    const reply: DecodeReply = { seq: req.seq, error: { message: e.message ?? String(err), code: e.code ?? 'CORRUPT_DATA' } };
    port.postMessage(reply);
  }
});
