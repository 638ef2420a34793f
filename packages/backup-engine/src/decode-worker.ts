/**
 * Worker thread of a DecodePool (decode-pool.ts): opens, decompresses and verifies the chunks of
 * a sealed run and answers them as one buffer, moved (not copied) back to the main thread.
 */
import { parentPort } from 'node:worker_threads';
import type { DecodeReply, DecodeRequest } from './decode-pool.ts';
import type { BackupError } from './errors.ts';
import { decodeRun, Scratch } from './restore-writer.ts';

const port = parentPort;
if (!port) throw new Error('decode-worker must run in a worker thread');
const scratch = new Scratch();

port.on('message', ({ seq, keys, run }: DecodeRequest) => {
  try {
    const plain = Buffer.allocUnsafeSlow(run.entries.reduce((n, e) => n + e.rawLength, 0));
    let at = 0;
    // A zstd chunk is decoded into the decoder's own memory: copied out before the next one.
    decodeRun(keys, run, scratch, (chunk) => {
      at += chunk.copy(plain, at);
    });
    port.postMessage({ seq, plain } satisfies DecodeReply, [plain.buffer as ArrayBuffer]);
  } catch (err) {
    const e = err as BackupError;
    port.postMessage({ seq, error: { code: e.code ?? 'IO_ERROR', message: e.message ?? String(err) } } satisfies DecodeReply);
  }
});
