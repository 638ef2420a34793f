/** runBackup: one job = scan sources, store new chunks in packs, store the snapshot. */
import { randomUUID } from 'node:crypto';
import { readlink } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { gearTable } from './chunker.ts';
import { DEFAULT_COMPRESSION, type CompressionPolicy } from './compress.ts';
import { BackupError, throwIfAborted, toBackupError } from './errors.ts';
import { Journal } from './journal.ts';
import { CodecPool, type HeldChunk } from './codec-pool.ts';
import { chunkIdAsync, deriveKeys } from './keys.ts';
import { PackWriter } from './pack.ts';
import { isUnderAny } from './path-tree.ts';
import { progressThrottle } from './progress.ts';
import { FileChunker } from './read-file.ts';
import { Repository } from './repository.ts';
import { packSnapshot, type SnapshotJson } from './snapshot-json.ts';
import { scanSources, toSnapshotPath, type ScannedItem } from './scan.ts';
import type { DeletedEntry, FileEntry, ProgressCallback, Snapshot, VolumeInfo } from './types.ts';
import { ChunkUploader } from './uploader.ts';

/** Packs uploaded at once to a store not on the local file system (see BackupOptions.packUploads). */
export const REMOTE_PACK_UPLOADS = 4;

export interface BackupOptions {
  /** Files or folders to back up (absolute or relative to the working directory). */
  sources: string[];
  /** Exclude patterns, see scan.ts (`*.tmp`, `/home/*\/.cache`). */
  excludes?: string[];
  /** One store (LOCAL or CLOUD) or two (HYBRID); every store receives every missing chunk. */
  stores: BlobStore[];
  /** The organization's 32-byte key. */
  key: Uint8Array;
  /** The plan's last snapshot (object or jobGuid) for a DELTA; null/absent for FULL. */
  previousSnapshot?: Snapshot | string | null;
  /** The plan's folder in the agent's data dir; holds the resume journal. */
  journalDir: string;
  tags?: Record<string, string>;
  onProgress?: ProgressCallback;
  signal?: AbortSignal;
  compression?: CompressionPolicy;
  packSize?: number;
  /** Files read at once; small files benefit most. */
  fileConcurrency?: number;
  /** Chunks compressed/encrypted at once. */
  chunkConcurrency?: number;
  /**
   * Packs being written at once, per store. Default: 2 for a store on the local file system (more
   * measured no faster there), 4 for a remote one (the cloud over HTTP), where each upload also
   * waits on the network and the server's checks. Each pack in flight holds its ~16 MiB.
   */
  packUploads?: number;
  /**
   * Worker threads that hash, compress and seal chunks; 0 = all on the main thread. Default:
   * CODEC_THREADS when the files to read total 64 MiB or more, else 0 (starting costs ~150 ms).
   */
  codecThreads?: number;
  /** Image plans: do not descend into other mounted volumes; record the volume. */
  oneFileSystem?: boolean;
  volume?: VolumeInfo;
  /** Test hook: called after each file is read (counts reads). */
  onFileRead?: (path: string) => void;
  /**
   * Called as each phase of the job ends, with its wall time (where a job spends its time: the
   * agent logs them). Phases in order: open (repositories and their indexes), journal, previous
   * (the previous snapshot), scan, read (reading, chunking, packing), flush (the last packs and
   * index durable), snapshot (written to every store), finish (the journal closed).
   */
  onPhase?: (phase: BackupPhase, ms: number) => void;
}

export type BackupPhase = 'open' | 'journal' | 'previous' | 'scan' | 'read' | 'flush' | 'snapshot' | 'finish';

/** Reports each phase's wall time as it ends (no-op without a listener). */
function phaseTimer(onPhase: BackupOptions['onPhase']): (phase: BackupPhase) => void {
  let since = performance.now();
  return (phase) => {
    const now = performance.now();
    onPhase?.(phase, now - since);
    since = now;
  };
}

export interface BackupResult {
  snapshot: Snapshot;
  /**
   * The snapshot's JSON as stored (compressed), for a report that sends it on (the agent's
   * completion) piece by piece: a 100,000-file snapshot is ~35 MiB of JSON, never held whole
   * (issue 28, decision 0053).
   */
  snapshotJson: SnapshotJson;
  /** True when this run finished a job that had been interrupted. */
  resumed: boolean;
}

function unchanged(prev: FileEntry | undefined, st: Pick<Scanned, 'size' | 'mtimeMs' | 'ino'>): prev is FileEntry {
  return !!prev && prev.type === 'file' && prev.size === st.size && prev.mtimeMs === st.mtimeMs && prev.inode === st.ino;
}

/**
 * A scanned path as the backup keeps it until its entry is written: its `lstat` reduced to what an
 * entry records. 100,000 `fs.Stats` (each with four Date objects) were ~50 MiB of the agent's heap
 * through the whole backup (issue 28, bench/backup/memory.ts).
 */
interface Scanned {
  fsPath: string;
  path: string;
  type: FileEntry['type'];
  size: number;
  mtimeMs: number;
  ino: number;
  mode: number;
  uid: number;
  gid: number;
}

function scanned(it: ScannedItem): Scanned {
  const s = it.stats;
  const type = s.isDirectory() ? 'dir' : s.isSymbolicLink() ? 'symlink' : 'file';
  return {
    fsPath: it.fsPath,
    path: it.path,
    type,
    size: type === 'file' ? s.size : 0,
    mtimeMs: s.mtimeMs,
    ino: s.ino,
    mode: s.mode & 0o7777,
    uid: s.uid,
    gid: s.gid,
  };
}

function baseEntry(it: Scanned, jobGuid: string): FileEntry {
  return {
    path: it.path,
    type: it.type,
    size: it.size,
    mtimeMs: it.mtimeMs,
    inode: it.ino,
    mode: it.mode,
    uid: it.uid,
    gid: it.gid,
    acl: null,
    chunks: [],
    revisionJob: jobGuid,
  };
}

/** Files in flight at once when codec workers read small files (each holds at most one small file's bytes). */
const SMALL_FILE_LANES = 64;

/** At most `size` chunkers (each with 8 MiB of read buffers), made when first needed and shared by the file lanes. */
class ReaderPool {
  private readonly idle: FileChunker[] = [];
  private made = 0;
  private readonly waiters: ((r: FileChunker) => void)[] = [];

  constructor(
    private readonly make: () => FileChunker,
    private readonly size: number,
  ) {}

  acquire(): Promise<FileChunker> {
    const r = this.idle.pop();
    if (r) return Promise.resolve(r);
    if (this.made < this.size) {
      this.made++;
      return Promise.resolve(this.make());
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(r: FileChunker): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(r);
    else this.idle.push(r);
  }
}

/**
 * The previous snapshot's entries by path, and its jobGuid (null: a FULL backup). Only the map is
 * kept: the backup clears it before writing its own snapshot, which frees the loaded snapshot.
 */
async function previousEntries(repo: Repository, prev: BackupOptions['previousSnapshot']): Promise<{ prevMap: Map<string, FileEntry>; parent: string | null }> {
  const previous = typeof prev === 'string' ? await repo.loadSnapshot(prev) : (prev ?? null);
  return { prevMap: new Map((previous?.entries ?? []).map((e) => [e.path, e])), parent: previous?.jobGuid ?? null };
}

/** Chunk worker threads for large backups; below CODEC_MIN_BYTES to read, the main thread does it all. */
export const CODEC_THREADS = 2;
const CODEC_MIN_BYTES = 64 * 1024 * 1024;

/** Backs up the sources into every store; resumes an interrupted job of the same plan. */
export async function runBackup(opts: BackupOptions): Promise<BackupResult> {
  if (opts.stores.length < 1 || opts.stores.length > 2) throw new BackupError('INVALID_ARGUMENT', 'a backup writes to one or two stores');
  const ended = phaseTimer(opts.onPhase);
  const keys = deriveKeys(opts.key);
  const repos = await Promise.all(opts.stores.map((s) => Repository.open(s, keys, { create: true })));
  ended('open');
  const primary = repos[0] as Repository;
  const gear = gearTable(keys.gearSeed);
  const sources = opts.sources.map((s) => toSnapshotPath(resolve(s)));
  const journal = new Journal(opts.journalDir);
  const prior = await journal.load();
  const resumed = !!prior && prior.sources.join('\n') === sources.join('\n');
  const jobGuid = resumed && prior ? prior.jobGuid : randomUUID();
  const created = resumed && prior ? prior.created : new Date().toISOString();
  const journaled = resumed && prior ? prior.files : new Map<string, FileEntry>();
  if (!resumed) await journal.start(jobGuid, created, sources);
  ended('journal');

  const { prevMap, parent } = await previousEntries(primary, opts.previousSnapshot);
  ended('previous');
  const warnings: Snapshot['warnings'] = [];
  const report = progressThrottle(opts.onProgress);

  // Each item is released once its entry is made (processItem): 100,000 of them held to the end of
  // the read were ~30 MiB of the agent's heap at its peak (issue 28).
  const items: (Scanned | undefined)[] = [];
  for await (const it of scanSources(opts.sources, opts.excludes ?? [], (w) => warnings.push(w), { oneFileSystem: opts.oneFileSystem })) {
    throwIfAborted(opts.signal, 'backup');
    items.push(scanned(it));
  }
  ended('scan');
  const progress = { phase: 'backup' as const, filesProcessed: 0, filesTotal: 0, bytesProcessed: 0, bytesTotal: 0 };
  for (const it of items) {
    if (it?.type !== 'file') continue;
    progress.filesTotal++;
    progress.bytesTotal += it.size;
  }

  let storedBytes = 0;
  let awaitingDurable: FileEntry[] = [];
  const uploaderRef: { u?: ChunkUploader } = {};
  const journalDurable = async (): Promise<void> => {
    const u = uploaderRef.u;
    if (!u) return;
    // One pass: with thousands of small files per pack, `ready.includes` per entry was quadratic.
    const ready: FileEntry[] = [];
    const waiting: FileEntry[] = [];
    for (const e of awaitingDurable) (e.chunks.every((id) => u.isDurable(id)) ? ready : waiting).push(e);
    awaitingDurable = waiting;
    await journal.filesDone(ready);
  };
  const targets = repos.map((repo, i) => ({
    repo,
    writer: new PackWriter(repo.store, keys, {
      targetSize: opts.packSize,
      maxInFlight: opts.packUploads ?? (repo.store.localPath ? 2 : REMOTE_PACK_UPLOADS),
      onPackWritten: async (idx, bytes) => {
        repo.addPack(idx);
        if (i === 0) storedBytes += bytes;
        await journal.packDone(repo.store.label, idx.packId);
        await journalDurable();
      },
    }),
  }));
  const policy = opts.compression ?? DEFAULT_COMPRESSION;
  const uploader = new ChunkUploader(targets, keys, policy, opts.chunkConcurrency ?? 4);
  let toRead = 0;
  for (const it of items) if (it?.type === 'file' && !unchanged(journaled.get(it.path) ?? prevMap.get(it.path), it)) toRead += it.size;
  const codecThreads = opts.codecThreads ?? (toRead >= CODEC_MIN_BYTES ? CODEC_THREADS : 0);
  const codec = codecThreads > 0 ? new CodecPool(keys, policy, codecThreads) : null;
  uploaderRef.u = uploader;

  const entries: (FileEntry | undefined)[] = new Array(items.length);
  let filesRead = 0;
  let filesReused = 0;
  let readErrors = 0;
  // The first failure stops the other file workers too, and the job waits for all of them: nothing
  // reaches the stores or the journal after runBackup has answered.
  const stop = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal;

  // Files at or below the chunker's minimum are one chunk each: with codec workers, a worker reads
  // and hashes them whole (no chunker, no read on this thread), many at once.
  const smallMax = primary.chunker.min;
  const readers = new ReaderPool(() => new FileChunker(primary.chunker, gear), opts.fileConcurrency ?? 4);

  /** One chunk handed to the uploader, with the entry's and the progress's accounts. */
  const storeChunk = async (entry: FileEntry, id: string, length: number, held: HeldChunk | null, chunk: Buffer | null, onFailure: (err: unknown) => void) => {
    entry.chunks.push(id);
    try {
      if (held) await uploader.submitHeld(held, length, entry);
      else await uploader.submit(id, chunk!, entry);
    } catch (err) {
      onFailure(err);
      throw err;
    }
    progress.bytesProcessed += length;
    report(progress, entry.path);
  };

  const processItem = async (i: number): Promise<void> => {
    const it = items[i] as Scanned;
    items[i] = undefined;
    const entry = baseEntry(it, jobGuid);
    if (entry.type === 'symlink') {
      entry.linkTarget = await readlink(it.fsPath).catch(() => '');
    }
    if (entry.type !== 'file') {
      entries[i] = entry;
      return;
    }
    const prev = journaled.get(it.path) ?? prevMap.get(it.path);
    if (unchanged(prev, it) && prev.chunks.every((id) => uploader.isStoredEverywhere(id))) {
      entries[i] = {
        ...entry,
        chunks: prev.chunks,
        revisionJob: prev.revisionJob,
        ...(prev.storedBytes === undefined ? {} : { storedBytes: prev.storedBytes }),
      };
      filesReused++;
      progress.filesProcessed++;
      progress.bytesProcessed += entry.size;
      report(progress, it.path);
      return;
    }
    let storeFailure: unknown = null;
    let done = 0;
    entry.storedBytes = 0;
    const failed = (err: unknown) => (storeFailure = err);
    try {
      const small = codec && it.size <= smallMax ? await codec.hashFile(it.fsPath, smallMax) : 'large';
      if (small !== 'large') {
        entry.size = small.length;
        if (small.held) await storeChunk(entry, small.held.id, small.length, small.held, null, failed);
        done = small.length;
      } else {
        const reader = await readers.acquire();
        try {
          entry.size = await reader.chunkFile(
            it.fsPath,
            it.size,
            async (chunk) => {
              // The codec worker may take the chunk's memory (transfer): its length is read first.
              const length = chunk.length;
              const held = codec ? await codec.hash(chunk) : null;
              const id = held ? held.id : await chunkIdAsync(keys, chunk);
              await storeChunk(entry, id, length, held, chunk, failed);
              done += length;
            },
            signal,
          );
        } finally {
          readers.release(reader);
        }
      }
    } catch (err) {
      if (storeFailure || err instanceof BackupError) throw err;
      // The file vanished or is unreadable: record a warning, keep the job going.
      warnings.push({ path: it.path, message: (err as Error).message });
      readErrors++;
      progress.bytesProcessed += it.size - done;
      progress.filesProcessed++;
      return;
    }
    // The file may have grown or shrunk since the scan; progress counts what the scan promised.
    progress.bytesProcessed += it.size - done;
    progress.filesProcessed++;
    filesRead++;
    opts.onFileRead?.(it.path);
    entries[i] = entry;
    if (entry.chunks.length > 0) awaitingDurable.push(entry);
    report(progress, it.path);
  };

  try {
    let next = 0;
    const worker = async (): Promise<void> => {
      try {
        while (next < items.length) {
          throwIfAborted(signal, 'backup');
          await processItem(next++);
        }
      } catch (err) {
        stop.abort();
        throw err;
      }
    };
    // With codec workers, small files wait mostly on a worker's answer: many in flight keep both
    // workers' batches full. Large files still take one of `fileConcurrency` readers each.
    const lanes = codec ? Math.max(SMALL_FILE_LANES, opts.fileConcurrency ?? 4) : (opts.fileConcurrency ?? 4);
    const outcomes = await Promise.allSettled(Array.from({ length: lanes }, worker));
    const reasons = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason as unknown);
    // The root cause wins over the CANCELLED errors it caused in the other workers.
    if (reasons.length > 0) throw reasons.find((r) => !(r instanceof BackupError && r.code === 'CANCELLED')) ?? reasons[0];
    ended('read');
    await uploader.finish();
    await journalDurable();
    ended('flush');
  } catch (err) {
    await uploader.settle();
    throw toBackupError(err, 'backup');
  } finally {
    await codec?.close();
  }

  const kept = entries.filter((e): e is FileEntry => !!e);
  // What is left of the previous snapshot once the paths present now are taken out: the deleted.
  for (const e of kept) prevMap.delete(e.path);
  const deleted: DeletedEntry[] = [];
  for (const e of prevMap.values()) if (isUnderAny(e.path, sources)) deleted.push({ path: e.path, type: e.type, lastRevisionJob: e.revisionJob });
  // The scan's items, the previous snapshot and the journal's entries are not needed any more:
  // dropped before the snapshot's JSON and its compressed and sealed copies are made, the
  // backup's peak (issue 28, bench/backup/memory.ts). The closures above still hold them.
  prevMap.clear();
  journaled.clear();
  items.length = 0;
  entries.length = 0;
  const files = kept.filter((e) => e.type === 'file');
  const snapshot: Snapshot = {
    version: 1,
    jobGuid,
    tags: opts.tags ?? {},
    sources,
    created,
    completed: new Date().toISOString(),
    bldType: parent ? 'DELTA' : 'FULL',
    parent,
    totals: {
      files: files.length,
      dirs: kept.length - files.length,
      bytes: files.reduce((a, e) => a + e.size, 0),
      filesRead,
      filesReused,
      deletedFiles: deleted.length,
      chunksNew: uploader.chunksNew,
      chunksReused: uploader.chunksReused,
      newBytes: uploader.newBytes,
      storedBytes,
      errors: readErrors,
    },
    entries: kept,
    deleted,
    warnings,
    ...(opts.volume ? { volume: opts.volume } : {}),
  };
  let snapshotJson: SnapshotJson;
  try {
    snapshotJson = await packSnapshot(snapshot);
    for (const repo of repos) await repo.saveSnapshot(snapshot, snapshotJson);
  } catch (err) {
    throw toBackupError(err, 'backup');
  }
  ended('snapshot');
  await journal.finish();
  ended('finish');
  report(progress, undefined, true);
  return { snapshot, snapshotJson, resumed };
}
