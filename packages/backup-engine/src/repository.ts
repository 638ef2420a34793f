/**
 * A repository is one organization's set of objects in one BlobStore:
 *   config               plain JSON: format version, chunker sizes, key check
 *   packs/<xx>/<packId>  pack files (see pack.ts)
 *   index/<packId>       sealed pack indexes; their union answers "do we have chunk X"
 *   snapshots/<jobGuid>  sealed, brotli-compressed snapshots (one per completed job)
 * Devices of one organization share the repository, so chunks dedupe across devices.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import { listAll, readBlob, type BlobStore } from './blob-store.ts';
import { DEFAULT_CHUNKER, type ChunkerParams } from './chunker.ts';
import { decompressChunk } from './compress.ts';
import type { LocalRun, RunEntry, SealedRun } from './restore-writer.ts';
import { BackupError } from './errors.ts';
import { assertChunkId, open, seal, type RepoKeys } from './keys.ts';
import { indexName, missingPack, openIndex, packLabel, packName, truncatedPack } from './pack.ts';
import type { ChunkLocation, PackIndex, Snapshot } from './types.ts';

const SCRATCH_SIZE = 8 * 1024 * 1024 + 64 * 1024;
const brotliC = promisify(brotliCompress);
const brotliD = promisify(brotliDecompress);

interface RepoConfig {
  format: 'outpost-backup';
  version: 1;
  chunker: ChunkerParams;
  keyCheck: string;
}

export class Repository {
  /** chunk id → where it is stored. */
  readonly chunks = new Map<string, ChunkLocation>();
  /** packId → its index. */
  readonly packs = new Map<string, PackIndex>();

  private constructor(
    readonly store: BlobStore,
    readonly keys: RepoKeys,
    readonly chunker: ChunkerParams,
  ) {}

  /** Opens (or, with `create`, initialises) the repository in a store and loads its index. */
  static async open(store: BlobStore, keys: RepoKeys, opts: { create?: boolean } = {}): Promise<Repository> {
    let config: RepoConfig;
    if (await store.head('config')) {
      config = JSON.parse((await readBlob(store, 'config')).toString('utf8')) as RepoConfig;
      if (config.format !== 'outpost-backup') throw new BackupError('NOT_A_REPOSITORY', `${store.label} is not a backup repository`);
      if (config.keyCheck !== keys.check) throw new BackupError('WRONG_KEY', `${store.label}: the organization key does not match this repository`);
    } else if (opts.create) {
      config = { format: 'outpost-backup', version: 1, chunker: DEFAULT_CHUNKER, keyCheck: keys.check };
      await store.put('config', Buffer.from(JSON.stringify(config, null, 2)));
    } else {
      throw new BackupError('NOT_A_REPOSITORY', `${store.label} has no backup repository`);
    }
    const repo = new Repository(store, keys, config.chunker);
    await repo.reloadIndex();
    return repo;
  }

  /** Re-reads every index blob (cheap: indexes are small). */
  async reloadIndex(): Promise<void> {
    this.chunks.clear();
    this.packs.clear();
    const names = await listAll(this.store, 'index');
    const queue = [...names];
    const worker = async (): Promise<void> => {
      for (let name = queue.pop(); name; name = queue.pop()) {
        const packId = name.slice('index/'.length);
        const idx = openIndex(this.keys, await readBlob(this.store, name), `index:${packId}`);
        this.addPack(idx);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
  }

  /** Records a pack that was just written (or found) in the in-memory index. */
  addPack(index: PackIndex): void {
    this.packs.set(index.packId, index);
    for (const entry of index.entries) {
      if (!this.chunks.has(entry.id)) this.chunks.set(entry.id, { packId: index.packId, entry });
    }
  }

  has(id: string): boolean {
    return this.chunks.has(id);
  }

  /** Reads a chunk: fetch its range, decrypt, decompress, verify the id. */
  async readChunk(id: string): Promise<Buffer> {
    const [plain] = await this.readRun([id]);
    return plain as Buffer;
  }

  /**
   * Reads chunks that sit back to back in one pack with a single range read (a file's chunks
   * usually do: they were packed in order), then opens and verifies each.
   */
  async readRun(ids: readonly string[]): Promise<Buffer[]> {
    const run = this.locateRun(ids);
    let opened: Buffer[];
    // Sealed bytes go into a reused scratch buffer: restores read gigabytes, and fresh buffers
    // per read would make V8 run a full GC every few dozen megabytes.
    const scratch = this.takeScratch(run.end - run.start);
    try {
      const sealed = await this.readPackRange(run, scratch);
      // Decrypt everything first (sync, into new buffers) so the scratch can be released.
      opened = ids.map((id, i) => {
        const { entry } = run.locs[i] as ChunkLocation;
        return open(this.keys, sealed.subarray(entry.offset - run.start, entry.offset - run.start + entry.length), `chunk:${id}`);
      });
    } finally {
      this.releaseScratch(scratch);
    }
    const out: Buffer[] = [];
    for (let i = 0; i < ids.length; i++) {
      const { entry } = run.locs[i] as ChunkLocation;
      const plain = await decompressChunk(opened[i] as Buffer, entry.compression, entry.rawLength);
      assertChunkId(this.keys, plain, ids[i] as string);
      out.push(plain);
    }
    return out;
  }

  /**
   * Reads a run like readRun but leaves decoding to the caller (a restore worker): the sealed
   * bytes in a buffer of their own, so they can be transferred to another thread.
   */
  async readSealedRun(ids: readonly string[]): Promise<SealedRun> {
    const run = this.locateRun(ids);
    const sealed = Buffer.allocUnsafeSlow(run.end - run.start);
    const got = await this.readPackRange(run, sealed);
    // A store without readInto answers a buffer of its own, perhaps a slice of a shared slab.
    if (got.buffer !== sealed.buffer) got.copy(sealed);
    return { sealed, entries: this.runEntries(run, ids) };
  }

  /**
   * Where a run's sealed bytes sit in a local pack file, for a restore worker to read itself; null
   * when the store is not on the local file system (the run is then read here: readSealedRun).
   */
  localRun(ids: readonly string[]): LocalRun | null {
    if (!this.store.localPath) return null;
    const run = this.locateRun(ids);
    const pack = { path: this.store.localPath(packName(run.packId)), name: packLabel(run.packId), start: run.start, end: run.end };
    return { pack, entries: this.runEntries(run, ids) };
  }

  private runEntries(run: ReturnType<Repository['locateRun']>, ids: readonly string[]): RunEntry[] {
    return run.locs.map(({ entry }, i) => ({ ...entry, id: ids[i] as string, offset: entry.offset - run.start }));
  }

  private locate(id: string): ChunkLocation {
    const loc = this.chunks.get(id);
    if (!loc) throw new BackupError('MISSING_DATA', `chunk ${id.slice(0, 12)} is not in the repository`);
    return loc;
  }

  /** Where a run's chunks sit: their locations, and the byte range of their pack they span. */
  private locateRun(ids: readonly string[]) {
    const locs = ids.map((id) => this.locate(id));
    const first = locs[0] as ChunkLocation;
    const last = locs[locs.length - 1] as ChunkLocation;
    return { locs, packId: first.packId, start: first.entry.offset, end: last.entry.offset + last.entry.length };
  }

  /**
   * A run's pack range, read into `target` when the store can (else a buffer the store answers).
   * A missing pack is MISSING_DATA, a short one CORRUPT_DATA.
   */
  private async readPackRange(run: { packId: string; start: number; end: number }, target: Buffer): Promise<Buffer> {
    const { packId, start, end } = run;
    let got: Buffer;
    try {
      if (this.store.readInto) got = target.subarray(0, await this.store.readInto(packName(packId), { start, end }, target));
      else got = await readBlob(this.store, packName(packId), { start, end });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw missingPack(packLabel(packId), err);
      throw err;
    }
    if (got.length !== end - start) throw truncatedPack(packLabel(packId));
    return got;
  }

  private readonly scratchPool: Buffer[] = [];

  private takeScratch(size: number): Buffer {
    const i = this.scratchPool.findIndex((b) => b.length >= size);
    if (i >= 0) return this.scratchPool.splice(i, 1)[0] as Buffer;
    return Buffer.allocUnsafeSlow(Math.max(size, SCRATCH_SIZE));
  }

  private releaseScratch(buf: Buffer): void {
    if (this.scratchPool.length < 16) this.scratchPool.push(buf);
  }

  /** Splits a file's chunk list into runs that readRun can fetch with one read each. */
  planRuns(ids: readonly string[], maxBytes = 8 * 1024 * 1024): string[][] {
    const runs: string[][] = [];
    let run: string[] = [];
    let prev: ChunkLocation | undefined;
    let bytes = 0;
    for (const id of ids) {
      const loc = this.chunks.get(id);
      const adjacent = loc && prev && loc.packId === prev.packId && loc.entry.offset === prev.entry.offset + prev.entry.length;
      if (run.length && (!adjacent || bytes + (loc?.entry.length ?? 0) > maxBytes)) {
        runs.push(run);
        run = [];
        bytes = 0;
      }
      run.push(id);
      bytes += loc?.entry.length ?? 0;
      prev = loc;
    }
    if (run.length) runs.push(run);
    return runs;
  }

  /** Stores a snapshot (atomic put: a reader never sees half of it). */
  async saveSnapshot(snap: Snapshot): Promise<void> {
    const json = Buffer.from(JSON.stringify(snap));
    const packed = await brotliC(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    await this.store.put(`snapshots/${snap.jobGuid}`, seal(this.keys, packed, `snapshot:${snap.jobGuid}`));
  }

  /** Loads one snapshot by jobGuid. */
  async loadSnapshot(jobGuid: string): Promise<Snapshot> {
    const name = `snapshots/${jobGuid}`;
    if (!(await this.store.head(name))) throw new BackupError('MISSING_DATA', `snapshot ${jobGuid} not found`);
    const plain = await brotliD(open(this.keys, await readBlob(this.store, name), `snapshot:${jobGuid}`));
    return JSON.parse(plain.toString('utf8')) as Snapshot;
  }

  /** jobGuids of all stored snapshots. */
  async listSnapshots(): Promise<string[]> {
    return (await listAll(this.store, 'snapshots')).map((n) => n.slice('snapshots/'.length));
  }

  /** Removes a snapshot (its data is reclaimed by garbage collection). */
  async deleteSnapshot(jobGuid: string): Promise<void> {
    await this.store.delete(`snapshots/${jobGuid}`);
  }

  /** Removes a pack and its index. The index goes first so no reader trusts a pack being deleted. */
  async deletePack(packId: string): Promise<void> {
    await this.store.delete(indexName(packId));
    await this.store.delete(packName(packId));
    const idx = this.packs.get(packId);
    this.packs.delete(packId);
    if (idx) for (const e of idx.entries) if (this.chunks.get(e.id)?.packId === packId) this.chunks.delete(e.id);
  }
}
