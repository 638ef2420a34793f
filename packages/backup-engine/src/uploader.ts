/**
 * Deduplicating chunk uploader for one or two stores (LOCAL, CLOUD or HYBRID). A chunk is
 * compressed and sealed once, then added to the pack writer of every store that lacks it; a
 * store that already has it (an earlier revision, another device of the organization, an
 * interrupted run of this job) is not sent it again. Compression runs on the libuv pool, so
 * up to `maxInFlight` chunks are processed concurrently while the caller keeps reading.
 */
import type { HeldChunk } from './codec-pool.ts';
import { compressChunk, type CompressionPolicy } from './compress.ts';
import { sealParts, type RepoKeys } from './keys.ts';
import type { PackWriter } from './pack.ts';
import type { Repository } from './repository.ts';
import type { Compression } from './types.ts';

/** What the uploader needs of a chunk: its length, and its sealed form once a store lacks it. */
interface ChunkSource {
  rawLength: number;
  seal(): Promise<{ sealed: Buffer | Buffer[]; compression: Compression }>;
  /** Frees whatever holds the chunk when no store needs it. */
  drop?(): void;
}

export interface UploadTarget {
  repo: Repository;
  writer: PackWriter;
}

/**
 * Small chunks (small files) may go past `maxInFlight` up to this many bytes and SMALL_TASKS tasks:
 * four chunks of a few KiB each kept the codec workers' batches at four, and the main thread
 * waiting on their round trips. 4 MiB keeps large chunks at `maxInFlight` as before: at 8 MiB a
 * cancel waited for twice the uploads in flight (1.4 → 2.2 s in backup.test.ts's slow store).
 */
const SMALL_BYTES = 4 * 1024 * 1024;
const SMALL_TASKS = 256;

export class ChunkUploader {
  private readonly tasks = new Set<Promise<void>>();
  /** Raw bytes of the chunks in `tasks`. */
  private inFlightBytes = 0;
  /** Callers waiting for room (woken at every task end). */
  private readonly roomWaiters: (() => void)[] = [];
  /** Per target: ids scheduled but not yet handed to its pack writer. */
  private readonly scheduled: Set<string>[];
  private failure: unknown = null;
  chunksNew = 0;
  chunksReused = 0;
  newBytes = 0;

  constructor(
    private readonly targets: UploadTarget[],
    private readonly keys: RepoKeys,
    private readonly policy: CompressionPolicy,
    private readonly maxInFlight = 4,
  ) {
    this.scheduled = targets.map(() => new Set<string>());
  }

  /** True when every target has (or is about to have) the chunk. */
  isStoredEverywhere(id: string): boolean {
    return this.targets.every((t, i) => t.repo.has(id) || t.writer.pending.has(id) || this.scheduled[i]?.has(id));
  }

  /** True when every target has the chunk durably indexed. */
  isDurable(id: string): boolean {
    return this.targets.every((t) => t.repo.has(id));
  }

  /**
   * Hands over one chunk; returns once there is room for more work. When the first target lacks
   * the chunk, its sealed size is added to `account.storedBytes` (once sealed, before it is durable).
   */
  submit(id: string, plain: Buffer, account?: { storedBytes?: number }): Promise<void> {
    return this.submitSource(id, this.plainSource(id, plain), account);
  }

  /** submit for a chunk a codec worker hashed and holds (codec-pool.ts). */
  submitHeld(held: HeldChunk, rawLength: number, account?: { storedBytes?: number }): Promise<void> {
    return this.submitSource(held.id, { rawLength, seal: held.seal, drop: held.drop }, account);
  }

  /** A chunk on this thread: compressed on the libuv pool, sealed here. */
  private plainSource(id: string, plain: Buffer): ChunkSource {
    return {
      rawLength: plain.length,
      seal: async () => {
        const { data, compression } = await compressChunk(plain, this.policy);
        return { sealed: sealParts(this.keys, data, `chunk:${id}`), compression };
      },
    };
  }

  private async submitSource(id: string, chunk: ChunkSource, account?: { storedBytes?: number }): Promise<void> {
    if (this.failure) throw this.failure;
    const missing: number[] = [];
    this.targets.forEach((t, i) => {
      if (!t.repo.has(id) && !t.writer.pending.has(id) && !this.scheduled[i]?.has(id)) missing.push(i);
    });
    if (missing.length === 0) {
      this.chunksReused++;
      chunk.drop?.();
      return;
    }
    this.chunksNew++;
    this.newBytes += chunk.rawLength;
    for (const i of missing) this.scheduled[i]?.add(id);
    const bytes = chunk.rawLength;
    this.inFlightBytes += bytes;
    const task = this.process(id, chunk, missing, missing[0] === 0 ? account : undefined).catch((err: unknown) => {
      this.failure ??= err;
    });
    this.tasks.add(task);
    void task.finally(() => {
      this.tasks.delete(task);
      this.inFlightBytes -= bytes;
      // Every waiter checks again (one woken per end could leave one waiting with no task left to wake it).
      for (const wake of this.roomWaiters.splice(0)) wake();
    });
    while (this.full()) await new Promise<void>((resolve) => this.roomWaiters.push(resolve));
    if (this.failure) throw this.failure;
  }

  private full(): boolean {
    if (this.tasks.size < this.maxInFlight) return false;
    return this.tasks.size >= SMALL_TASKS || this.inFlightBytes >= SMALL_BYTES;
  }

  /** Waits for every scheduled chunk and writes the last packs. */
  async finish(): Promise<void> {
    while (this.tasks.size > 0) await Promise.race(this.tasks);
    if (this.failure) throw this.failure;
    for (const t of this.targets) await t.writer.close();
  }

  /** Lets in-flight work end without raising (after a failure or cancel). */
  async settle(): Promise<void> {
    while (this.tasks.size > 0) await Promise.race(this.tasks);
    for (const t of this.targets) await t.writer.settle();
  }

  private async process(id: string, chunk: ChunkSource, missing: number[], account: { storedBytes?: number } | undefined): Promise<void> {
    const { sealed, compression } = await chunk.seal();
    if (account) account.storedBytes = (account.storedBytes ?? 0) + (Buffer.isBuffer(sealed) ? sealed.length : sealed.reduce((a, p) => a + p.length, 0));
    for (const i of missing) {
      const t = this.targets[i];
      if (!t) continue;
      await t.writer.add(id, sealed, chunk.rawLength, compression);
      this.scheduled[i]?.delete(id);
    }
  }
}
