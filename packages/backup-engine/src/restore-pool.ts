/**
 * Worker threads that decode and write a restore's files (restore-worker.ts). The main thread
 * hands each run of a file to the worker that owns the file: where the packs are on the local file
 * system, only where the run sits (the worker reads it into a buffer it reuses); from other stores
 * the sealed bytes, read here and transferred without copying. Each worker has at most
 * MAX_IN_FLIGHT sealed bytes not yet written, so the main thread never runs far ahead of the disk.
 * Workers start through ts-worker.ts.
 *
 * Requests and replies travel in batches (issue 28): everything asked of one worker in one turn of
 * the event loop is one message, and the worker answers a batch, and the commits its syncs
 * settle, in one message each. A small file is three requests (begin, write, commit) and two
 * answers; posted one by one, 100,000 of them cost each side more than decoding them did.
 */
import type { Worker } from 'node:worker_threads';
import { BackupError, type BackupErrorCode } from './errors.ts';
import type { RepoKeys } from './keys.ts';
import type { FileMeta } from './restore-fs.ts';
import { runBytes, type RestoreRun } from './restore-writer.ts';
import { startTsWorker, WORKER_YOUNG_GENERATION_MB } from './ts-worker.ts';

const MAX_IN_FLIGHT = 32 * 1024 * 1024;

export type WorkerRequest =
  | { op: 'begin'; fileId: number; tempPath: string; mode: number; label: string; size?: number }
  | { op: 'write'; fileId: number; run: RestoreRun }
  | { op: 'commit'; fileId: number; finalPath: string; meta: FileMeta; sync: boolean }
  | { op: 'discard'; fileId: number }
  | { op: 'flush'; fileId: -1 };

export type WorkerReply =
  | { op: 'written'; fileId: number; sealedBytes: number; bytes: number }
  | { op: 'committed'; fileId: number }
  | { op: 'discarded'; fileId: number }
  | { op: 'flushed'; fileId: number }
  | { op: 'failed'; fileId: number; sealedBytes: number; code: string; message: string };

/** Requests to a worker, in order. */
export interface WorkerBatch<T> {
  batch: T[];
}

/**
 * A worker's replies since its last message. The two a file always gets are folded: writes done
 * (counted: the pool releases runs in the order it posted them) and files committed (their ids);
 * the rest (failures, discards, flushes) follow in order, after them.
 */
export interface WorkerReplies {
  written: number;
  sealedBytes: number;
  committed: number[];
  others: WorkerReply[];
}

interface Lane {
  worker: Worker;
  inFlight: number;
  /**
   * One entry per write posted and not yet answered, in order (a worker answers its writes in
   * order, each with 'written' or a 'failed' carrying the run's bytes): who to tell that the
   * run's memory is free again.
   */
  writes: ((() => void) | null)[];
  files: number;
  roomWaiters: (() => void)[];
  flushWaiters: (() => void)[];
  /** Requests of this turn not yet posted, and the buffers they move. */
  outbox: WorkerRequest[];
  transfer: ArrayBuffer[];
}

/** A file being written by a worker; mirrors TempFile, but takes sealed runs. */
export interface RemoteFile {
  readonly tempPath: string;
  /**
   * Hands a run over; resolves when the worker has room for more (not when it is written).
   * `release` is called exactly once, when the worker is done with the run's bytes (or at once
   * when the write is refused): a run may be a view of shared memory the caller reuses.
   */
  write(run: RestoreRun, release?: () => void): Promise<void>;
  commit(finalPath: string, meta: FileMeta, sync?: boolean): Promise<void>;
  discard(): Promise<void>;
}

interface FileState {
  lane: Lane;
  error: BackupError | null;
  settle: { resolve: () => void; reject: (e: Error) => void } | null;
  done: boolean;
}

export class RestorePool {
  private readonly lanes: Lane[];
  private readonly files = new Map<number, FileState>();
  private nextId = 0;
  private failure: BackupError | null = null;

  /** `directWrites`: the workers write file data with O_DIRECT where the file system takes it (direct-write.ts). */
  constructor(keys: RepoKeys, size: number, opts: { directWrites?: boolean; workerUrl?: URL } = {}) {
    const workerUrl = opts.workerUrl ?? new URL('./restore-worker.ts', import.meta.url);
    const workerData = { keys, directWrites: opts.directWrites ?? false };
    this.lanes = Array.from({ length: size }, () => {
      const lane: Lane = {
        worker: startTsWorker(workerUrl, workerData, { youngGenerationMb: WORKER_YOUNG_GENERATION_MB }),
        inFlight: 0,
        writes: [],
        files: 0,
        roomWaiters: [],
        flushWaiters: [],
        outbox: [],
        transfer: [],
      };
      lane.worker.on('message', (msg: WorkerReplies) => this.onReplies(lane, msg));
      lane.worker.on('error', (err) => this.onCrash(err));
      return lane;
    });
  }

  get size(): number {
    return this.lanes.length;
  }

  /** Starts a file on the least busy worker; `label` (the snapshot path) names it in errors; `size` as the snapshot has it. */
  createFile(tempPath: string, mode: number, label: string, size?: number): RemoteFile {
    const lane = this.lanes.reduce((a, b) => (b.inFlight < a.inFlight || (b.inFlight === a.inFlight && b.files < a.files) ? b : a));
    const fileId = this.nextId++;
    const state: FileState = { lane, error: null, settle: null, done: false };
    this.files.set(fileId, state);
    lane.files++;
    this.post(lane, { op: 'begin', fileId, tempPath, mode, label, ...(size === undefined ? {} : { size }) });
    // Resolves on the worker's answer; once a file is committed, discarded or failed its commit,
    // the worker holds nothing of it and a later discard has nothing to do.
    const finish = (req: WorkerRequest) =>
      new Promise<void>((resolve, reject) => {
        if (state.done) return resolve();
        if (this.failure) return reject(this.failure);
        state.settle = { resolve, reject };
        this.post(lane, req);
      });
    return {
      tempPath,
      write: async (run, release) => {
        const refused = state.error ?? this.failure;
        if (refused) {
          release?.();
          throw refused;
        }
        lane.inFlight += runBytes(run);
        lane.writes.push(release ?? null);
        // Sealed bytes of their own are moved to the worker; a view of shared memory is shared.
        if ('sealed' in run && run.sealed.buffer instanceof ArrayBuffer) lane.transfer.push(run.sealed.buffer);
        this.post(lane, { op: 'write', fileId, run });
        while (lane.inFlight > MAX_IN_FLIGHT && !this.failure) await new Promise<void>((r) => lane.roomWaiters.push(r));
        if (state.error) throw state.error;
      },
      // After a failed write the caller discards the file instead (the worker still tracks it).
      commit: (finalPath, meta, sync = true) => (state.error ? Promise.reject(state.error) : finish({ op: 'commit', fileId, finalPath, meta, sync })),
      discard: () => finish({ op: 'discard', fileId }),
    };
  }

  /**
   * Has every worker sync and publish the files it holds for its next batch (their commits then
   * settle); a restore calls it once every file has been handed over.
   */
  async flush(): Promise<void> {
    await Promise.all(
      this.lanes.map(
        (lane) =>
          new Promise<void>((resolve) => {
            if (this.failure) return resolve();
            lane.flushWaiters.push(resolve);
            this.post(lane, { op: 'flush', fileId: -1 });
          }),
      ),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.lanes.map((l) => l.worker.terminate()));
  }

  /** Queues a request; the lane's requests of this turn go out together (see the header). */
  private post(lane: Lane, req: WorkerRequest): void {
    if (!this.sending) {
      this.sending = true;
      setImmediate(() => this.send());
    }
    lane.outbox.push(req);
  }

  private sending = false;

  private send(): void {
    this.sending = false;
    for (const lane of this.lanes) {
      if (lane.outbox.length === 0) continue;
      const msg: WorkerBatch<WorkerRequest> = { batch: lane.outbox };
      const transfer = lane.transfer;
      lane.outbox = [];
      lane.transfer = [];
      lane.worker.postMessage(msg, transfer);
    }
  }

  private onReplies(lane: Lane, msg: WorkerReplies): void {
    if (msg.written > 0) {
      this.release(lane, msg.sealedBytes);
      for (const release of lane.writes.splice(0, msg.written)) release?.();
    }
    for (const fileId of msg.committed) {
      const state = this.files.get(fileId);
      if (state) this.settle(fileId, state, null);
    }
    for (const reply of msg.others) this.onReply(lane, reply);
  }

  private onReply(lane: Lane, reply: WorkerReply): void {
    if (reply.op === 'flushed') return lane.flushWaiters.shift()?.();
    if (reply.op === 'written' || reply.op === 'failed') this.release(lane, reply.sealedBytes);
    // Only answers to writes carry sealed bytes (a run is never empty).
    if (reply.op === 'written' || (reply.op === 'failed' && reply.sealedBytes > 0)) lane.writes.shift()?.();
    const state = this.files.get(reply.fileId);
    if (!state) return;
    if (reply.op === 'failed') {
      state.error ??= new BackupError(reply.code as BackupErrorCode, reply.message);
      // A failure answering a commit settles it; one answering a write waits for the next call.
      if (state.settle) this.settle(reply.fileId, state, state.error);
    } else if (reply.op === 'committed' || reply.op === 'discarded') {
      this.settle(reply.fileId, state, null);
    }
  }

  /** Answers the file's pending commit or discard; the file is then finished. */
  private settle(fileId: number, state: FileState, error: Error | null): void {
    const pending = state.settle;
    state.settle = null;
    state.done = true;
    this.files.delete(fileId);
    state.lane.files--;
    if (error) pending?.reject(error);
    else pending?.resolve();
  }

  private release(lane: Lane, bytes: number): void {
    lane.inFlight -= bytes;
    if (lane.inFlight <= MAX_IN_FLIGHT) for (const wake of lane.roomWaiters.splice(0)) wake();
  }

  /** A worker died: every file in progress fails, and so does the restore. */
  private onCrash(err: Error): void {
    this.failure = new BackupError('IO_ERROR', `restore worker failed: ${err.message}`, { cause: err });
    for (const [fileId, state] of this.files) {
      state.error ??= this.failure;
      this.settle(fileId, state, this.failure);
    }
    for (const lane of this.lanes) {
      for (const release of lane.writes.splice(0)) release?.();
      for (const wake of [...lane.roomWaiters.splice(0), ...lane.flushWaiters.splice(0)]) wake();
    }
  }
}
