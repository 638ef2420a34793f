/**
 * Worker threads that decode what a reader asked for (a download on the server): a run's sealed
 * bytes are read on the calling thread, then decrypted, decompressed and checked against their
 * chunk ids on a worker (decode-worker.ts), so several runs decode at once on several cores while
 * the calling thread goes on sending. Unlike CodecPool and RestorePool, one pool serves any number
 * of repositories: each request carries its repository's keys.
 *
 * Workers start on first use and do not keep the process alive; a worker that dies fails only the
 * runs it held, and the next request starts a new one.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { BackupError, type BackupErrorCode } from './errors.ts';
import type { RepoKeys } from './keys.ts';
import type { Repository } from './repository.ts';
import type { SealedRun } from './restore-writer.ts';
import { startTsWorker } from './ts-worker.ts';

export interface DecodeRequest {
  seq: number;
  keys: RepoKeys;
  run: SealedRun;
}
export type DecodeReply = { seq: number; plain: Uint8Array; error?: undefined } | { seq: number; error: { code: string; message: string } };

interface Lane {
  worker: Worker;
  pending: Map<number, { resolve: (plain: Buffer) => void; reject: (err: Error) => void }>;
}

/** Two decoders per core would only take turns; one per core, at most four. */
const defaultSize = () => Math.max(1, Math.min(4, availableParallelism()));

export class DecodePool {
  private readonly lanes: (Lane | null)[];
  private seq = 0;
  private closed = false;

  constructor(
    size = defaultSize(),
    private readonly workerUrl = new URL('./decode-worker.ts', import.meta.url),
  ) {
    this.lanes = Array.from({ length: size }, () => null);
  }

  /**
   * Reads a run of a file's chunks (Repository.planRuns) and decodes it on a worker: its bytes in
   * one buffer. Fails with the engine's error (CORRUPT_DATA, MISSING_DATA, …) like Repository.readRun.
   */
  async readRun(repo: Repository, ids: readonly string[]): Promise<Buffer> {
    const run = await repo.readSealedRun(ids);
    return this.decode(repo.keys, run);
  }

  /** Decodes a sealed run on a worker; `run.sealed` is moved to it (unusable here afterwards). */
  decode(keys: RepoKeys, run: SealedRun): Promise<Buffer> {
    if (this.closed) return Promise.reject(new BackupError('IO_ERROR', 'the decode pool is closed'));
    const seq = this.seq++;
    const lane = this.lane(seq % this.lanes.length);
    return new Promise<Buffer>((resolve, reject) => {
      lane.pending.set(seq, { resolve, reject });
      const sealed = run.sealed;
      // Moved without copying when the run owns its memory (readSealedRun allocates it so).
      const transfer = sealed.byteOffset === 0 && sealed.byteLength === sealed.buffer.byteLength ? [sealed.buffer as ArrayBuffer] : [];
      lane.worker.postMessage({ seq, keys, run } satisfies DecodeRequest, transfer);
    });
  }

  /** Stops the workers; runs still decoding fail. */
  async close(): Promise<void> {
    this.closed = true;
    const lanes = this.lanes.filter((l): l is Lane => l !== null);
    this.lanes.fill(null);
    for (const lane of lanes) this.failLane(lane, new BackupError('IO_ERROR', 'the decode pool is closed'));
    await Promise.all(lanes.map((l) => l.worker.terminate()));
  }

  private lane(i: number): Lane {
    const existing = this.lanes[i];
    if (existing) return existing;
    const worker = startTsWorker(this.workerUrl, {});
    worker.unref();
    const lane: Lane = { worker, pending: new Map() };
    worker.on('message', (reply: DecodeReply) => {
      const waiting = lane.pending.get(reply.seq);
      lane.pending.delete(reply.seq);
      if (!waiting) return;
      if (reply.error) waiting.reject(new BackupError(reply.error.code as BackupErrorCode, reply.error.message));
      else waiting.resolve(Buffer.from(reply.plain.buffer, reply.plain.byteOffset, reply.plain.byteLength));
    });
    const died = (err: Error) => {
      if (this.lanes[i] === lane) this.lanes[i] = null;
      this.failLane(lane, new BackupError('IO_ERROR', `decode worker failed: ${err.message}`, { cause: err }));
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`exited with code ${code}`)));
    this.lanes[i] = lane;
    return lane;
  }

  private failLane(lane: Lane, error: Error): void {
    for (const waiting of lane.pending.values()) waiting.reject(error);
    lane.pending.clear();
  }
}
