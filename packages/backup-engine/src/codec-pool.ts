/**
 * Worker threads for a large backup's per-chunk work (codec-worker.ts): the HMAC id, then, for a
 * chunk no store has, compression and AES-GCM sealing. The main thread keeps reading, chunking and
 * packing; measured, it had been the bottleneck of a 2 GiB backup with this work on it.
 */
import type { Worker } from 'node:worker_threads';
import type { CompressionPolicy } from './compress.ts';
import { BackupError } from './errors.ts';
import type { RepoKeys } from './keys.ts';
import { startTsWorker } from './ts-worker.ts';
import type { Compression } from './types.ts';

export type CodecRequest = { op: 'hash'; seq: number; plain: Uint8Array } | { op: 'seal'; seq: number } | { op: 'drop'; seq: number };
export type CodecReply = { op: 'hashed'; seq: number; id: string } | { op: 'sealed'; seq: number; sealed: Uint8Array; compression: Compression };

/** A chunk hashed on a worker, which still holds its plaintext until sealed or dropped. */
export interface HeldChunk {
  id: string;
  seal(): Promise<{ sealed: Buffer; compression: Compression }>;
  drop(): void;
}

/** Transfer a chunk without copying when it owns its memory (never a slice of a shared slab). */
const ownsBuffer = (b: Buffer) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && b.byteLength >= 64 * 1024;

export class CodecPool {
  private readonly workers: Worker[];
  private readonly waiting = new Map<number, { resolve: (reply: CodecReply) => void; reject: (err: Error) => void }>();
  private seq = 0;
  private failure: Error | null = null;

  constructor(keys: RepoKeys, policy: CompressionPolicy, size: number, workerUrl = new URL('./codec-worker.ts', import.meta.url)) {
    this.workers = Array.from({ length: size }, () => {
      const w = startTsWorker(workerUrl, { keys, policy });
      w.on('message', (reply: CodecReply) => {
        const pending = this.waiting.get(reply.seq);
        this.waiting.delete(reply.seq);
        pending?.resolve(reply);
      });
      w.on('error', (err) => this.fail(err));
      return w;
    });
  }

  /** Hashes a chunk on a worker. `plain` may be detached afterwards (transferred). */
  async hash(plain: Buffer): Promise<HeldChunk> {
    const seq = this.seq++;
    const worker = this.workers[seq % this.workers.length] as Worker;
    const transfer = ownsBuffer(plain) ? [plain.buffer as ArrayBuffer] : [];
    const reply = await this.ask(worker, { op: 'hash', seq, plain }, transfer);
    if (reply.op !== 'hashed') throw new BackupError('IO_ERROR', 'chunk worker answered out of turn');
    return {
      id: reply.id,
      seal: async () => {
        const sealed = await this.ask(worker, { op: 'seal', seq });
        if (sealed.op !== 'sealed') throw new BackupError('IO_ERROR', 'chunk worker answered out of turn');
        return { sealed: Buffer.from(sealed.sealed.buffer, sealed.sealed.byteOffset, sealed.sealed.byteLength), compression: sealed.compression };
      },
      drop: () => worker.postMessage({ op: 'drop', seq } satisfies CodecRequest),
    };
  }

  /** Stops the workers; a request still waiting (a file loop the backup's failure left behind) fails. */
  async close(): Promise<void> {
    this.fail(new Error('closed'));
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private ask(worker: Worker, req: CodecRequest, transfer: ArrayBuffer[] = []): Promise<CodecReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.set(req.seq, { resolve, reject });
      worker.postMessage(req, transfer);
    });
  }

  private fail(err: Error): void {
    this.failure ??= new BackupError('IO_ERROR', `chunk worker failed: ${err.message}`, { cause: err });
    for (const w of this.waiting.values()) w.reject(this.failure);
    this.waiting.clear();
  }
}
