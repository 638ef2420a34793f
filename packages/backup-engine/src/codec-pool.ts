/**
 * Worker threads for a large backup's per-chunk work (codec-worker.ts): the HMAC id, then, for a
 * chunk no store has, compression and AES-GCM sealing. The main thread keeps reading, chunking and
 * packing; measured, it had been the bottleneck of a 2 GiB backup with this work on it.
 *
 * Small files (issue 28): a worker reads a whole small file itself (`hashFile`), so its bytes never
 * cross to the main thread, and requests and replies travel in batches: everything asked of one
 * worker in one turn of the event loop is one message, and the worker answers a message with one
 * message. Per file that replaces four thread-pool hops of the read and two message round trips
 * of its own with a share of two messages.
 */
import type { Worker } from 'node:worker_threads';
import type { CompressionPolicy } from './compress.ts';
import { BackupError } from './errors.ts';
import type { RepoKeys } from './keys.ts';
import { startTsWorker, WORKER_YOUNG_GENERATION_MB } from './ts-worker.ts';
import type { Compression } from './types.ts';

export type CodecRequest =
  | { op: 'hash'; seq: number; plain: Uint8Array }
  | { op: 'file'; seq: number; path: string; max: number }
  | { op: 'seal'; seq: number }
  | { op: 'drop'; seq: number };
export type CodecReply =
  | { op: 'hashed'; seq: number; id: string; length: number }
  | { op: 'large'; seq: number }
  | { op: 'failed'; seq: number; message: string; code?: string }
  | { op: 'sealed'; seq: number; sealed: Uint8Array; compression: Compression };
/** One message each way: the requests of one turn, and the worker's replies to them. */
export interface CodecBatch<T> {
  batch: T[];
}

/** A chunk hashed on a worker, which still holds its plaintext until sealed or dropped. */
export interface HeldChunk {
  id: string;
  seal(): Promise<{ sealed: Buffer; compression: Compression }>;
  drop(): void;
}

/** What hashFile answers: the held chunk and its length, or 'large' for a file past `max` (chunk it on the main thread). */
export type HeldFile = { held: HeldChunk | null; length: number } | 'large';

/** Transfer a chunk without copying when it owns its memory (never a slice of a shared slab). */
const ownsBuffer = (b: Buffer) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && b.byteLength >= 64 * 1024;

interface Outbox {
  reqs: CodecRequest[];
  transfer: ArrayBuffer[];
}

export class CodecPool {
  private readonly workers: Worker[];
  private readonly outboxes: Outbox[];
  private flushScheduled = false;
  private readonly waiting = new Map<number, { resolve: (reply: CodecReply) => void; reject: (err: Error) => void }>();
  private seq = 0;
  private failure: Error | null = null;

  constructor(keys: RepoKeys, policy: CompressionPolicy, size: number, workerUrl = new URL('./codec-worker.ts', import.meta.url)) {
    this.workers = Array.from({ length: size }, () => {
      const w = startTsWorker(workerUrl, { keys, policy }, { youngGenerationMb: WORKER_YOUNG_GENERATION_MB });
      w.on('message', (msg: CodecBatch<CodecReply>) => {
        for (const reply of msg.batch) {
          const pending = this.waiting.get(reply.seq);
          this.waiting.delete(reply.seq);
          pending?.resolve(reply);
        }
      });
      w.on('error', (err) => this.fail(err));
      return w;
    });
    this.outboxes = this.workers.map(() => ({ reqs: [], transfer: [] }));
  }

  /** Hashes a chunk on a worker. `plain` may be detached afterwards (transferred). */
  async hash(plain: Buffer): Promise<HeldChunk> {
    const seq = this.seq++;
    const w = seq % this.workers.length;
    const reply = await this.ask(w, { op: 'hash', seq, plain }, ownsBuffer(plain) ? [plain.buffer as ArrayBuffer] : []);
    if (reply.op !== 'hashed') throw new BackupError('IO_ERROR', 'chunk worker answered out of turn');
    return this.held(w, seq, reply.id);
  }

  /**
   * Reads a whole file of at most `max` bytes on a worker and hashes it there; a read error is
   * thrown as the file system's error (the caller records a warning), a file that grew past `max`
   * answers 'large'. An empty file holds nothing.
   */
  async hashFile(path: string, max: number): Promise<HeldFile> {
    const seq = this.seq++;
    const w = seq % this.workers.length;
    const reply = await this.ask(w, { op: 'file', seq, path, max });
    if (reply.op === 'large') return 'large';
    if (reply.op === 'failed') throw Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {});
    if (reply.op !== 'hashed') throw new BackupError('IO_ERROR', 'chunk worker answered out of turn');
    return { held: reply.length > 0 ? this.held(w, seq, reply.id) : null, length: reply.length };
  }

  /** Stops the workers; a request still waiting (a file loop the backup's failure left behind) fails. */
  async close(): Promise<void> {
    this.fail(new Error('closed'));
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private held(w: number, seq: number, id: string): HeldChunk {
    return {
      id,
      seal: async () => {
        const sealed = await this.ask(w, { op: 'seal', seq });
        if (sealed.op !== 'sealed') throw new BackupError('IO_ERROR', 'chunk worker answered out of turn');
        return { sealed: Buffer.from(sealed.sealed.buffer, sealed.sealed.byteOffset, sealed.sealed.byteLength), compression: sealed.compression };
      },
      drop: () => this.post(w, { op: 'drop', seq }, []),
    };
  }

  private ask(w: number, req: CodecRequest, transfer: ArrayBuffer[] = []): Promise<CodecReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.set(req.seq, { resolve, reject });
      this.post(w, req, transfer);
    });
  }

  /** Queues a request for the worker; the queue goes out as one message once this turn's work is done. */
  private post(w: number, req: CodecRequest, transfer: ArrayBuffer[]): void {
    const box = this.outboxes[w] as Outbox;
    box.reqs.push(req);
    box.transfer.push(...transfer);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.failure) return;
    this.outboxes.forEach((box, i) => {
      if (box.reqs.length === 0) return;
      const msg: CodecBatch<CodecRequest> = { batch: box.reqs };
      this.workers[i]?.postMessage(msg, box.transfer);
      box.reqs = [];
      box.transfer = [];
    });
  }

  private fail(err: Error): void {
    this.failure ??= new BackupError('IO_ERROR', `chunk worker failed: ${err.message}`, { cause: err });
    for (const w of this.waiting.values()) w.reject(this.failure);
    this.waiting.clear();
  }
}
