/**
 * Worker threads that decode what a reader asked for (a download on the server): a run's sealed
 * bytes are read by the worker from a local pack file (or on the calling thread from any other
 * store), then decrypted, decompressed and checked against their chunk ids on the worker
 * (decode-worker.ts), and checksummed and deflated there if asked (RunEncoding), so several runs
 * decode at once on several cores while the calling thread goes on sending. Each run goes to the
 * worker with the least work queued. Unlike CodecPool and RestorePool, one pool serves any number
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
import type { LocalRun, SealedRun } from './restore-writer.ts';
import { startTsWorker } from './ts-worker.ts';

/**
 * What a worker makes of a run's bytes before it answers, so that work a reader would do on every
 * byte next (a zip download's checksum and deflate) runs on the worker's core too.
 */
export interface RunEncoding {
  /** Answer the CRC-32 of the decoded bytes as well. */
  crc32?: boolean;
  /**
   * Answer the decoded bytes raw-deflated (level 1) as one piece of a longer stream: 'more' ends
   * the piece at a byte boundary with an empty stored block (Z_SYNC_FLUSH) and leaves the stream
   * open, so the pieces of a file's runs, each deflated on its own, concatenate into one valid
   * raw deflate stream; 'last' ends the stream (Z_FINISH).
   */
  deflate?: 'more' | 'last';
}

/** A run as encoded on a worker: `bytes` (deflated if asked), and the decoded bytes' size and CRC-32. */
export interface EncodedRun {
  bytes: Buffer;
  size: number;
  /** Present when asked for (RunEncoding.crc32). */
  crc32?: number;
  /**
   * `bytes` is in memory the pool can use again: hand it back with DecodePool.recycle once nothing
   * will read it any more (a socket has written it), so that the next large run needs no new memory.
   */
  recyclable: boolean;
}

export interface DecodeRequest {
  seq: number;
  keys: RepoKeys;
  /** Its sealed bytes, or where they are in a local pack file for the worker to read. */
  run: SealedRun | LocalRun;
  encoding?: RunEncoding;
}
/** Memory handed back to a worker for its next large run (DecodePool.recycle). */
export interface RecycleMessage {
  recycle: ArrayBuffer;
}
export type DecodeReply =
  | { seq: number; plain: Uint8Array; size: number; crc32?: number; recyclable: boolean; error?: undefined }
  | { seq: number; error: { code: string; message: string } };

interface Lane {
  worker: Worker;
  pending: Map<number, { resolve: (run: EncodedRun) => void; reject: (err: Error) => void; work: number }>;
  /** The estimated work of what it holds (workOf), so that a run goes to the least busy lane. */
  queued: number;
}

/**
 * Roughly how long a run keeps a worker busy, in decoded bytes: deflating at level 1 is several
 * times slower than opening, verifying and decompressing (bench/backup/README.md: ~1.1 s for the
 * 121 MiB of compressible files against ~0.5 s for the whole 512 MiB), so one worker deflating
 * a large text file should not also be handed the next runs while another waits.
 */
const DEFLATE_WEIGHT = 4;
const workOf = (run: SealedRun | LocalRun, encoding: RunEncoding | undefined) =>
  run.entries.reduce((n, e) => n + e.rawLength, 0) * (encoding?.deflate ? DEFLATE_WEIGHT : 1) + 1;

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
    return (await this.readEncodedRun(repo, ids)).bytes;
  }

  /**
   * readRun, with the worker's encoding of the decoded bytes (a CRC-32, a deflated piece:
   * RunEncoding). A run in a local pack file is read by the worker itself, into memory it reuses,
   * as restores do: this thread then neither reads nor allocates its sealed bytes.
   */
  async readEncodedRun(repo: Repository, ids: readonly string[], encoding?: RunEncoding): Promise<EncodedRun> {
    const run = repo.localRun(ids) ?? (await repo.readSealedRun(ids));
    return this.decode(repo.keys, run, encoding);
  }

  /** Decodes a run on a worker; `run.sealed`, if it has one, is moved to it (unusable here afterwards). */
  decode(keys: RepoKeys, run: SealedRun | LocalRun, encoding?: RunEncoding): Promise<EncodedRun> {
    if (this.closed) return Promise.reject(new BackupError('IO_ERROR', 'the decode pool is closed'));
    const seq = this.seq++;
    const lane = this.lane(this.leastBusy(seq));
    const work = workOf(run, encoding);
    return new Promise<EncodedRun>((resolve, reject) => {
      lane.pending.set(seq, { resolve, reject, work });
      lane.queued += work;
      const sealed = 'sealed' in run ? run.sealed : null;
      // Moved without copying when the run owns its memory (readSealedRun allocates it so).
      const transfer = sealed && sealed.byteOffset === 0 && sealed.byteLength === sealed.buffer.byteLength ? [sealed.buffer as ArrayBuffer] : [];
      lane.worker.postMessage({ seq, keys, run, encoding } satisfies DecodeRequest, transfer);
    });
  }

  /**
   * Gives the memory of a run's bytes (EncodedRun.recyclable) back to a worker. Every view of it
   * here becomes empty: only for bytes nothing will read again. Runs decoded into new memory each
   * time made the main thread's V8 count every one as new external memory and collect garbage
   * after every ~100 MiB of them (bench/backup/README.md, 2026-11-25).
   */
  recycle(bytes: Buffer): void {
    const lane = this.lanes[this.leastBusy(this.seq)];
    if (this.closed || !lane || bytes.buffer.byteLength === 0) return;
    const memory = bytes.buffer as ArrayBuffer;
    lane.worker.postMessage({ recycle: memory } satisfies RecycleMessage, [memory]);
  }

  /** Stops the workers; runs still decoding fail. */
  async close(): Promise<void> {
    this.closed = true;
    const lanes = this.lanes.filter((l): l is Lane => l !== null);
    this.lanes.fill(null);
    for (const lane of lanes) this.failLane(lane, new BackupError('IO_ERROR', 'the decode pool is closed'));
    await Promise.all(lanes.map((l) => l.worker.terminate()));
  }

  /** The lane with the least work queued (one not started yet has none); ties taken in turn. */
  private leastBusy(seq: number): number {
    let best = seq % this.lanes.length;
    for (let i = 0; i < this.lanes.length; i++) if ((this.lanes[i]?.queued ?? 0) < (this.lanes[best]?.queued ?? 0)) best = i;
    return best;
  }

  private lane(i: number): Lane {
    const existing = this.lanes[i];
    if (existing) return existing;
    const worker = startTsWorker(this.workerUrl, {});
    worker.unref();
    const lane: Lane = { worker, pending: new Map(), queued: 0 };
    worker.on('message', (reply: DecodeReply) => {
      const waiting = lane.pending.get(reply.seq);
      lane.pending.delete(reply.seq);
      if (!waiting) return;
      lane.queued -= waiting.work;
      if (reply.error) waiting.reject(new BackupError(reply.error.code as BackupErrorCode, reply.error.message));
      else
        waiting.resolve({
          bytes: Buffer.from(reply.plain.buffer, reply.plain.byteOffset, reply.plain.byteLength),
          size: reply.size,
          crc32: reply.crc32,
          recyclable: reply.recyclable,
        });
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
    lane.queued = 0;
  }
}
