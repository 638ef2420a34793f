/**
 * Deduplicating chunk uploader for one or two stores (LOCAL, CLOUD or HYBRID). A chunk is
 * compressed and sealed once, then added to the pack writer of every store that lacks it; a
 * store that already has it (an earlier revision, another device of the organization, an
 * interrupted run of this job) is not sent it again. Compression runs on the libuv pool, so
 * up to `maxInFlight` chunks are processed concurrently while the caller keeps reading.
 */
import { compressChunk, type CompressionPolicy } from './compress.ts';
import { sealParts, type RepoKeys } from './keys.ts';
import type { PackWriter } from './pack.ts';
import type { Repository } from './repository.ts';

export interface UploadTarget {
  repo: Repository;
  writer: PackWriter;
}

export class ChunkUploader {
  private readonly tasks = new Set<Promise<void>>();
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
  async submit(id: string, plain: Buffer, account?: { storedBytes?: number }): Promise<void> {
    if (this.failure) throw this.failure;
    const missing: number[] = [];
    this.targets.forEach((t, i) => {
      if (!t.repo.has(id) && !t.writer.pending.has(id) && !this.scheduled[i]?.has(id)) missing.push(i);
    });
    if (missing.length === 0) {
      this.chunksReused++;
      return;
    }
    this.chunksNew++;
    this.newBytes += plain.length;
    for (const i of missing) this.scheduled[i]?.add(id);
    const task = this.process(id, plain, missing, missing[0] === 0 ? account : undefined).catch((err: unknown) => {
      this.failure ??= err;
    });
    this.tasks.add(task);
    void task.finally(() => this.tasks.delete(task));
    while (this.tasks.size >= this.maxInFlight) await Promise.race(this.tasks);
    if (this.failure) throw this.failure;
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

  private async process(id: string, plain: Buffer, missing: number[], account: { storedBytes?: number } | undefined): Promise<void> {
    const { data, compression } = await compressChunk(plain, this.policy);
    const sealed = sealParts(this.keys, data, `chunk:${id}`);
    if (account) account.storedBytes = (account.storedBytes ?? 0) + sealed.reduce((a, p) => a + p.length, 0);
    for (const i of missing) {
      const t = this.targets[i];
      if (!t) continue;
      await t.writer.add(id, sealed, plain.length, compression);
      this.scheduled[i]?.delete(id);
    }
  }
}
