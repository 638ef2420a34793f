/**
 * A repository is one organization's set of objects in one BlobStore:
 *   config               plain JSON: format version, chunker sizes, key check
 *   packs/<xx>/<packId>  pack files (see pack.ts), named by the SHA-256 of their bytes
 *   index/<packId>       sealed pack indexes; their union answers "do we have chunk X"
 *   snapshots/<jobGuid>  sealed, brotli-compressed snapshots (one per completed job)
 * Devices of one organization share the repository, so chunks dedupe across devices.
 *
 * On the server's cloud store each device's snapshots sit in a folder of their own,
 * `snapshots/<nodeId>/<jobGuid>`, that only that device writes (the server maps an agent's
 * `snapshots/<jobGuid>` there; decision 0013). A snapshot is found by its jobGuid wherever it sits,
 * and rewritten (forgetPaths) under the name it was found. The server's store also links the
 * repositories of isolated devices (their own folder, their own key): Repository.open reads their
 * snapshots and chunks together with its own, so browsing, downloads, check and GC see one repository.
 */
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { deleteBlob, listAll, readBlob, type BlobStore } from './blob-store.ts';
import { DEFAULT_CHUNKER, type ChunkerParams } from './chunker.ts';
import { decompressChunk } from './compress.ts';
import type { RunSource } from './fetch-plan.ts';
import type { LocalRun, RunEntry, SealedRun } from './restore-writer.ts';
import { BackupError } from './errors.ts';
import { assertChunkId, deriveKeys, open, seal, type RepoKeys } from './keys.ts';
import { indexName, missingPack, openIndex, packLabel, packName, truncatedPack } from './pack.ts';
import { packSnapshot, type SnapshotJson } from './snapshot-json.ts';
import type { ChunkLocation, PackIndex, Snapshot } from './types.ts';

const SCRATCH_SIZE = 8 * 1024 * 1024 + 64 * 1024;
const brotliD = promisify(brotliDecompress);

interface RepoConfig {
  format: 'outpost-backup';
  version: 1;
  chunker: ChunkerParams;
  keyCheck: string;
}

/** The `config` blob of a new repository under these keys (the same bytes each time). */
export function newRepositoryConfig(keys: RepoKeys): Buffer {
  const config: RepoConfig = { format: 'outpost-backup', version: 1, chunker: DEFAULT_CHUNKER, keyCheck: keys.check };
  return Buffer.from(JSON.stringify(config, null, 2));
}

/**
 * Opens a sealed snapshot blob as stored under `snapshot:<jobGuid>` into its parsed JSON (not
 * checked against the Snapshot type: a server checking an upload validates it). Refuses plaintext
 * past `maxBytes`, so a small blob cannot unpack into gigabytes.
 */
export async function openSnapshotBlob(keys: RepoKeys, jobGuid: string, sealed: Buffer, maxBytes = 1024 * 1024 * 1024): Promise<unknown> {
  const plain = await brotliD(open(keys, sealed, `snapshot:${jobGuid}`), { maxOutputLength: maxBytes }).catch((err: unknown) => {
    throw new BackupError('CORRUPT_DATA', `snapshot ${jobGuid} cannot be unpacked`, { cause: err });
  });
  return JSON.parse(plain.toString('utf8')) as unknown;
}

/** The jobGuid a snapshot blob holds: its last name segment (`snapshots/<jobGuid>`, `snapshots/<node>/<jobGuid>`). */
const guidOf = (name: string) => name.slice(name.lastIndexOf('/') + 1);

export class Repository {
  /** chunk id → where it is stored (linked repositories' chunks included). */
  readonly chunks = new Map<string, ChunkLocation>();
  /** packId → its index: this store's packs only (a linked repository's are in its own). */
  readonly packs = new Map<string, PackIndex>();
  /** Repositories read together with this one (isolated devices' on the server's view). */
  readonly linked: Repository[] = [];
  /** packId → the linked repository that holds the pack. */
  private readonly linkedPacks = new Map<string, Repository>();
  /** jobGuid → blob name, for snapshots found by listing or loading. */
  private readonly snapshotNames = new Map<string, string>();

  private constructor(
    readonly store: BlobStore,
    readonly keys: RepoKeys,
    readonly chunker: ChunkerParams,
  ) {}

  /** Opens (or, with `create`, initialises) the repository in a store and loads its index. */
  static async open(store: BlobStore, keys: RepoKeys, opts: { create?: boolean } = {}): Promise<Repository> {
    const repo = await Repository.openOwn(store, keys, opts);
    for (const link of (await store.linkedRepositories?.()) ?? []) {
      repo.linked.push(await Repository.openOwn(link.store, deriveKeys(link.key), {}));
    }
    repo.mergeLinked();
    return repo;
  }

  private static async openOwn(store: BlobStore, keys: RepoKeys, opts: { create?: boolean }): Promise<Repository> {
    let config: RepoConfig;
    if (await store.head('config')) {
      config = JSON.parse((await readBlob(store, 'config')).toString('utf8')) as RepoConfig;
      if (config.format !== 'outpost-backup') throw new BackupError('NOT_A_REPOSITORY', `${store.label} is not a backup repository`);
      if (config.keyCheck !== keys.check) throw new BackupError('WRONG_KEY', `${store.label}: the organization key does not match this repository`);
    } else if (opts.create) {
      const bytes = newRepositoryConfig(keys);
      config = JSON.parse(bytes.toString('utf8')) as RepoConfig;
      await store.put('config', bytes);
    } else {
      throw new BackupError('NOT_A_REPOSITORY', `${store.label} has no backup repository`);
    }
    const repo = new Repository(store, keys, config.chunker);
    await repo.reloadOwnIndex();
    return repo;
  }

  /** Re-reads every index blob, linked repositories' too (cheap: indexes are small). */
  async reloadIndex(): Promise<void> {
    await this.reloadOwnIndex();
    for (const link of this.linked) await link.reloadOwnIndex();
    this.mergeLinked();
  }

  /** Linked chunks answer `has` and reads; chunk ids differ per key, so they never shadow ours. */
  private mergeLinked(): void {
    this.linkedPacks.clear();
    for (const link of this.linked) {
      for (const packId of link.packs.keys()) this.linkedPacks.set(packId, link);
      for (const [id, loc] of link.chunks) if (!this.chunks.has(id)) this.chunks.set(id, loc);
    }
  }

  /** The repository whose store holds a pack: this one or a linked one. */
  private holderOf(packId: string): Repository {
    return this.linkedPacks.get(packId) ?? this;
  }

  private async reloadOwnIndex(): Promise<void> {
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
    const holder = this.holderOf(run.packId);
    if (holder !== this) return holder.readRun(ids);
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
    const holder = this.holderOf(run.packId);
    if (holder !== this) return holder.readSealedRun(ids);
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
    const holder = this.holderOf(run.packId);
    if (holder !== this) return holder.localRun(ids);
    const pack = { path: this.store.localPath(packName(run.packId)), name: packLabel(run.packId), start: run.start, end: run.end };
    return { pack, entries: this.runEntries(run, ids) };
  }

  /**
   * Where a run's sealed bytes are, for a reader that fetches them itself (a restore's fetch plan,
   * fetch-plan.ts): the store holding its pack (this one or a linked one) and the byte range.
   */
  runSource(ids: readonly string[]): RunSource {
    const run = this.locateRun(ids);
    const holder = this.holderOf(run.packId);
    if (holder !== this) return holder.runSource(ids);
    return { store: this.store, pack: packName(run.packId), label: packLabel(run.packId), start: run.start, end: run.end, entries: this.runEntries(run, ids) };
  }

  /** Opens, decompresses and verifies the chunks of a sealed run fetched elsewhere (runSource). */
  async openRun(run: SealedRun): Promise<Buffer[]> {
    const sealed = Buffer.from(run.sealed.buffer, run.sealed.byteOffset, run.sealed.byteLength);
    // Every chunk is decrypted into a buffer of its own before the first await, as in readRun.
    const opened = run.entries.map((e) => open(this.keys, sealed.subarray(e.offset, e.offset + e.length), `chunk:${e.id}`));
    const out: Buffer[] = [];
    for (let i = 0; i < run.entries.length; i++) {
      const e = run.entries[i] as RunEntry;
      const plain = await decompressChunk(opened[i] as Buffer, e.compression, e.rawLength);
      assertChunkId(this.keys, plain, e.id);
      out.push(plain);
    }
    return out;
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

  /**
   * Stores a snapshot (atomic put: a reader never sees half of it): a rewrite goes where the
   * snapshot was found (listSnapshots, loadSnapshot), a new one to `snapshots/<jobGuid>`.
   * `json`: the snapshot's compressed JSON when the caller has it already (a backup packs it once
   * for every store and for its report to the server).
   */
  async saveSnapshot(snap: Snapshot, json?: SnapshotJson): Promise<void> {
    const link = this.linkOf(snap.jobGuid);
    if (link) return link.saveSnapshot(snap, json);
    const { packed } = json ?? (await packSnapshot(snap));
    const name = this.snapshotNames.get(snap.jobGuid) ?? `snapshots/${snap.jobGuid}`;
    await this.store.put(name, seal(this.keys, packed, `snapshot:${snap.jobGuid}`));
  }

  /** Loads one snapshot by jobGuid, wherever it sits (own folder, a device's, a linked repository). */
  async loadSnapshot(jobGuid: string): Promise<Snapshot> {
    const found = await this.findSnapshot(jobGuid);
    if (!found) throw new BackupError('MISSING_DATA', `snapshot ${jobGuid} not found`);
    if (found.repo !== this) return found.repo.loadSnapshot(jobGuid);
    return (await openSnapshotBlob(this.keys, jobGuid, await readBlob(this.store, found.name))) as Snapshot;
  }

  /** jobGuids of all stored snapshots, linked repositories' included. */
  async listSnapshots(): Promise<string[]> {
    const guids = await this.listOwnSnapshots();
    for (const link of this.linked) guids.push(...(await link.listOwnSnapshots()));
    return [...new Set(guids)].sort();
  }

  /** Removes a snapshot (its data is reclaimed by garbage collection); needs a store that deletes. */
  async deleteSnapshot(jobGuid: string): Promise<void> {
    const found = await this.findSnapshot(jobGuid);
    if (!found) return;
    if (found.repo !== this) return found.repo.deleteSnapshot(jobGuid);
    await deleteBlob(this.store, found.name);
    this.snapshotNames.delete(jobGuid);
  }

  /** Removes a pack and its index. The index goes first so no reader trusts a pack being deleted. */
  async deletePack(packId: string): Promise<void> {
    const holder = this.holderOf(packId);
    if (holder !== this) {
      await holder.deletePack(packId);
      return this.mergeLinked();
    }
    await deleteBlob(this.store, indexName(packId));
    await deleteBlob(this.store, packName(packId));
    const idx = this.packs.get(packId);
    this.packs.delete(packId);
    if (idx) for (const e of idx.entries) if (this.chunks.get(e.id)?.packId === packId) this.chunks.delete(e.id);
  }

  /** This store's snapshots (a device folder's included), remembering where each sits. */
  private async listOwnSnapshots(): Promise<string[]> {
    const names = await listAll(this.store, 'snapshots');
    // The server lets one device only write a jobGuid, so a guid has one name; should a store
    // still hold two, the first name seen stays, so rewrites and deletes keep to one of them.
    for (const name of names) if (!this.snapshotNames.has(guidOf(name))) this.snapshotNames.set(guidOf(name), name);
    return names.map(guidOf);
  }

  /** The linked repository that holds a snapshot this one does not, by what has been listed. */
  private linkOf(jobGuid: string): Repository | undefined {
    if (this.snapshotNames.has(jobGuid)) return undefined;
    return this.linked.find((l) => l.snapshotNames.has(jobGuid));
  }

  /**
   * Where a snapshot sits: `snapshots/<jobGuid>` (a device's own view, local targets, stores
   * before per-device folders) is asked first, then a listing finds it in a device's folder or in
   * a linked repository.
   */
  private async findSnapshot(jobGuid: string): Promise<{ repo: Repository; name: string } | null> {
    const known = this.snapshotNames.get(jobGuid);
    if (known) return { repo: this, name: known };
    const link = this.linkOf(jobGuid);
    if (link) return link.findSnapshot(jobGuid);
    const flat = `snapshots/${jobGuid}`;
    if (await this.store.head(flat)) {
      this.snapshotNames.set(jobGuid, flat);
      return { repo: this, name: flat };
    }
    await this.listSnapshots();
    const listed = this.snapshotNames.get(jobGuid);
    if (listed) return { repo: this, name: listed };
    const inLink = this.linkOf(jobGuid);
    return inLink ? inLink.findSnapshot(jobGuid) : null;
  }
}
