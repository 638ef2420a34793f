/**
 * Worker thread of a backup (started by CodecPool, codec-pool.ts): computes the id of each chunk
 * the main thread cuts, and compresses and seals the ones the main thread finds new. A chunk stays
 * here between the two steps, so its plaintext crosses threads once and a duplicate costs only its
 * hash.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compressChunkSync, type CompressionPolicy } from './compress.ts';
import { chunkId, sealedLength, sealInto, type RepoKeys } from './keys.ts';
import type { CodecReply, CodecRequest } from './codec-pool.ts';

const port = parentPort;
if (!port) throw new Error('codec-worker must run in a worker thread');
const { keys, policy } = workerData as { keys: RepoKeys; policy: CompressionPolicy };
const held = new Map<number, { plain: Buffer; id: string }>();

port.on('message', (req: CodecRequest) => {
  if (req.op === 'hash') {
    const plain = Buffer.from(req.plain.buffer, req.plain.byteOffset, req.plain.byteLength);
    const id = chunkId(keys, plain);
    held.set(req.seq, { plain, id });
    port.postMessage({ op: 'hashed', seq: req.seq, id } satisfies CodecReply);
    return;
  }
  const chunk = held.get(req.seq);
  held.delete(req.seq);
  if (req.op === 'drop' || !chunk) return;
  const { data, compression } = compressChunkSync(chunk.plain, policy);
  // Sealed straight into a buffer of its own, so it can be transferred back without copying.
  const sealed = sealInto(keys, data, `chunk:${chunk.id}`, Buffer.allocUnsafeSlow(sealedLength(data.length)));
  port.postMessage({ op: 'sealed', seq: req.seq, sealed, compression } satisfies CodecReply, [sealed.buffer as ArrayBuffer]);
});
