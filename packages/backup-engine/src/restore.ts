/** runRestore: writes a snapshot's files (all or a selection) to the original or another location. */
import { join } from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { BackupError, throwIfAborted, toBackupError } from './errors.ts';
import { deriveKeys } from './keys.ts';
import { progressThrottle } from './progress.ts';
import { RestorePool, type RemoteFile } from './restore-pool.ts';
import { BATCH_FILES } from './restore-writer.ts';
import { keepBothName, nodeRestoreFs, tempNameFor, type FileMeta, type RestoreFs, type TempFile } from './restore-fs.ts';
import { DestinationGuard, relativeTarget, selectedItem, type RestoreDestination } from './restore-paths.ts';
import { Repository } from './repository.ts';
import type { FileEntry, ProgressCallback, Snapshot } from './types.ts';

const MAX_PENDING_COMMITS = 12;
const AUTO_WORKERS_MIN_BYTES = 64 * 1024 * 1024;
/** Restore workers by default: enough that one waiting on fdatasync leaves the cores busy. */
export const WORKER_THREADS = 3;

export type CollisionMode = 'OVERWRITE' | 'SKIP' | 'KEEP_BOTH' | 'OVERWRITE_IF_NEWER';

export interface RestoreOptions {
  store: BlobStore;
  key: Uint8Array;
  /** The revision to restore (object or jobGuid). */
  snapshot: Snapshot | string;
  /** Selected snapshot paths (files or folders); all sources when absent. */
  paths?: string[];
  destination: RestoreDestination;
  collision: CollisionMode;
  /** Restore mode (and owner when running as root). */
  restorePermissions?: boolean;
  onProgress?: ProgressCallback;
  signal?: AbortSignal;
  fs?: RestoreFs;
  /** Chunks fetched ahead of the writer, per file. */
  readAhead?: number;
  fileConcurrency?: number;
  /**
   * fdatasync each file before its rename (default true). Turn off only when the caller flushes
   * the volume itself; without it a power loss can leave renamed files with missing data.
   */
  syncFiles?: boolean;
  /**
   * Decode (decrypt, decompress, verify) and write files on this many worker threads; 0 = all on
   * the main thread, through `fs`. Default: WORKER_THREADS for snapshots of 64 MiB or more when
   * `fs` is the real filesystem, else 0. With workers, `fs` serves lookups, folders and links only.
   */
  workerThreads?: number;
}

export interface RestoreFailure {
  path: string;
  code: string;
  message: string;
}

export interface RestoreResult {
  status: 'COMPLETED' | 'COMPLETED_WITH_WARNINGS';
  filesRestored: number;
  filesSkipped: number;
  bytesWritten: number;
  failed: RestoreFailure[];
  /** KEEP_BOTH copies: original target → name actually written. */
  renamed: { from: string; to: string }[];
}

/** Yields a file's chunks in order, fetching up to `ahead` runs of adjacent chunks ahead of the writer. */
async function* readChunks(repo: Repository, ids: readonly string[], ahead: number): AsyncGenerator<Buffer> {
  const runs = repo.planRuns(ids);
  const queue: Promise<Buffer[]>[] = [];
  let next = 0;
  const fetch = (): void => {
    const p = repo.readRun(runs[next++] as string[]);
    p.catch(() => undefined); // consumed below; avoids an unhandled rejection if we stop early
    queue.push(p);
  };
  while (next < runs.length && queue.length < ahead) fetch();
  while (queue.length > 0) {
    const bufs = await (queue.shift() as Promise<Buffer[]>);
    if (next < runs.length) fetch();
    yield* bufs;
  }
}

/** Restores files; per-file data errors are reported, a full disk or cancel fails the job. */
export async function runRestore(opts: RestoreOptions): Promise<RestoreResult> {
  const fs = opts.fs ?? nodeRestoreFs;
  const keys = deriveKeys(opts.key);
  const repo = await Repository.open(opts.store, keys);
  const snap = typeof opts.snapshot === 'string' ? await repo.loadSnapshot(opts.snapshot) : opts.snapshot;
  // Worker start-up costs ~100 ms; it pays off once there is real data to decode. A custom `fs`
  // (tests, special destinations) sees every write only when the main thread makes them.
  const auto = !opts.fs && snap.totals.bytes >= AUTO_WORKERS_MIN_BYTES ? WORKER_THREADS : 0;
  const workers = opts.workerThreads ?? auto;
  // Workers write file data straight to the disk it must reach anyway, past the page cache
  // (direct-write.ts): faster, and a large restore does not push the device's working set out.
  const pool = workers > 0 ? new RestorePool(keys, workers, { directWrites: true }) : null;
  try {
    return await restoreWith(opts, repo, fs, snap, pool);
  } finally {
    await pool?.close();
  }
}

async function restoreWith(opts: RestoreOptions, repo: Repository, fs: RestoreFs, snap: Snapshot, pool: RestorePool | null): Promise<RestoreResult> {
  // Stops sibling workers when one meets a fatal error (full disk) or the caller cancels.
  const stop = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal;
  const selection = opts.paths ?? snap.sources;
  const guard = await DestinationGuard.create(fs, opts.destination);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const result: RestoreResult = { status: 'COMPLETED', filesRestored: 0, filesSkipped: 0, bytesWritten: 0, failed: [], renamed: [] };

  const chosen: { e: FileEntry; segs: string[] }[] = [];
  for (const e of snap.entries) {
    const item = selectedItem(e.path, selection);
    if (!item) continue;
    try {
      chosen.push({ e, segs: relativeTarget(e.path, item, opts.destination) });
    } catch (err) {
      const be = toBackupError(err, e.path);
      result.failed.push({ path: e.path, code: be.code, message: be.message });
    }
  }
  const files = chosen.filter((c) => c.e.type === 'file');
  const progress = {
    phase: 'restore' as const, filesProcessed: 0, filesTotal: files.length, bytesProcessed: 0,
    bytesTotal: files.reduce((a, c) => a + c.e.size, 0),
  };
  const report = progressThrottle(opts.onProgress);
  const metaOf = (e: FileEntry): FileMeta => ({
    mtimeMs: e.mtimeMs,
    ...(opts.restorePermissions ? { mode: e.mode } : {}),
    ...(opts.restorePermissions && asRoot ? { owner: { uid: e.uid, gid: e.gid } } : {}),
  });
  const fail = (path: string, err: unknown): void => {
    const be = toBackupError(err, path);
    if (be.code === 'DISK_FULL' || be.code === 'CANCELLED') throw be;
    result.failed.push({ path, code: be.code, message: be.message });
  };

  // Commits (fdatasync + rename) finish in the background so a worker decodes the next file while
  // the disk flushes this one; bounded so open files and pool threads stay within limits.
  const commits = new Set<Promise<void>>();
  // Workers publish files in batches (restore-writer.ts): waiting on fewer pending commits than
  // they may hold back would wait forever.
  const maxPendingCommits = pool ? pool.size * BATCH_FILES + MAX_PENDING_COMMITS : MAX_PENDING_COMMITS;
  let commitFatal: unknown = null;
  const commitLater = async (tmp: Pick<TempFile, 'commit' | 'discard'>, target: string, e: FileEntry): Promise<void> => {
    const p = tmp.commit(target, metaOf(e), opts.syncFiles !== false).then(
      () => {
        result.filesRestored++;
        result.bytesWritten += e.size;
      },
      async (err: unknown) => {
        await tmp.discard();
        try {
          fail(e.path, err);
        } catch (fatalErr) {
          commitFatal ??= fatalErr;
          stop.abort();
        }
      },
    );
    commits.add(p);
    void p.finally(() => commits.delete(p));
    while (commits.size >= maxPendingCommits) await Promise.race(commits);
  };

  const restoreFile = async ({ e, segs }: { e: FileEntry; segs: string[] }): Promise<void> => {
    const dir = await guard.ensureDir(segs.slice(0, -1));
    const name = segs[segs.length - 1] as string;
    let target = join(dir, name);
    const existing = await fs.lstat(target);
    if (existing) {
      const skip =
        opts.collision === 'SKIP' || existing.kind === 'dir' || (opts.collision === 'OVERWRITE_IF_NEWER' && !(e.mtimeMs > existing.mtimeMs));
      if (skip) {
        result.filesSkipped++;
        progress.bytesProcessed += e.size;
        return;
      }
      if (opts.collision === 'KEEP_BOTH') {
        const from = target;
        for (let n = 1; await fs.lstat(target); n++) target = keepBothName(from, n);
        result.renamed.push({ from, to: target });
      }
    }
    // Without restorePermissions the file is created 0o644 (less umask) and needs no chmod;
    // with it, the temp file stays private until commit applies the recorded mode.
    const mode = opts.restorePermissions ? 0o600 : 0o644;
    const tmp = pool ? pool.createFile(join(dir, tempNameFor(name)), mode, e.path) : await fs.createTemp(dir, name, mode);
    try {
      if (pool) await sendRuns(tmp as RemoteFile, e);
      else await writeChunks(tmp as TempFile, e);
      throwIfAborted(signal, 'restore');
    } catch (err) {
      await tmp.discard();
      throw err;
    }
    await commitLater(tmp, target, e);
  };
  // Main thread: decode and write each chunk here.
  const writeChunks = async (tmp: TempFile, e: FileEntry): Promise<void> => {
    for await (const chunk of readChunks(repo, e.chunks, opts.readAhead ?? 2)) {
      throwIfAborted(signal, 'restore');
      await tmp.write(chunk);
      progress.bytesProcessed += chunk.length;
      report(progress, e.path);
    }
  };
  // Workers: hand each run to the file's worker, which decodes and writes it. A worker reads a
  // local pack itself (into a buffer it reuses, with no thread hop); other stores are read here.
  const sendRuns = async (tmp: RemoteFile, e: FileEntry): Promise<void> => {
    for (const ids of repo.planRuns(e.chunks)) {
      throwIfAborted(signal, 'restore');
      const run = repo.localRun(ids) ?? (await repo.readSealedRun(ids));
      await tmp.write(run);
      progress.bytesProcessed += run.entries.reduce((a, c) => a + c.rawLength, 0);
      report(progress, e.path);
    }
  };

  try {
    for (const c of chosen) {
      if (c.e.type !== 'dir') continue;
      throwIfAborted(opts.signal, 'restore');
      try {
        await guard.ensureDir(c.segs);
      } catch (err) {
        fail(c.e.path, err);
      }
    }
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < files.length) {
        throwIfAborted(signal, 'restore');
        const c = files[next++] as (typeof files)[number];
        const before = progress.bytesProcessed;
        try {
          await restoreFile(c);
        } catch (err) {
          try {
            fail(c.e.path, err);
          } catch (fatalErr) {
            stop.abort();
            throw fatalErr;
          }
          progress.bytesProcessed = Math.max(progress.bytesProcessed, before + c.e.size);
        }
        progress.filesProcessed++;
        report(progress, c.e.path);
      }
    };
    // allSettled: after a fatal error the other workers still discard their temp files first.
    const outcomes = await Promise.allSettled(Array.from({ length: opts.fileConcurrency ?? 8 }, worker));
    await pool?.flush();
    while (commits.size > 0) await Promise.race(commits);
    // The root cause wins over the CANCELLED errors it caused in sibling workers.
    const reasons = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason as unknown);
    if (commitFatal) reasons.unshift(commitFatal);
    const cause = reasons.find((r) => !(r instanceof BackupError && r.code === 'CANCELLED')) ?? reasons[0];
    if (cause) throw cause;
    // Links last, so no file is ever written through a link restored in the same job.
    for (const c of chosen) {
      if (c.e.type !== 'symlink' || c.e.linkTarget === undefined) continue;
      try {
        const dir = await guard.ensureDir(c.segs.slice(0, -1));
        const target = join(dir, c.segs[c.segs.length - 1] as string);
        if (await fs.lstat(target)) {
          result.filesSkipped++;
          continue;
        }
        await fs.symlink(c.e.linkTarget, target);
      } catch (err) {
        fail(c.e.path, err);
      }
    }
    // Directory times and permissions after their content, deepest first.
    const dirs = chosen.filter((c) => c.e.type === 'dir').sort((a, b) => b.segs.length - a.segs.length);
    for (const c of dirs) {
      if (!opts.restorePermissions) continue;
      await fs.setMeta(join(guard.root, ...c.segs), metaOf(c.e)).catch((err: unknown) => fail(c.e.path, err));
    }
  } catch (err) {
    const be = toBackupError(err, 'restore');
    if (be.code === 'DISK_FULL') throw new BackupError('DISK_FULL', `restore failed: the destination disk is full (${result.filesRestored} files restored before)`, { cause: err });
    throw be;
  }
  if (result.failed.length > 0) result.status = 'COMPLETED_WITH_WARNINGS';
  report(progress, undefined, true);
  return result;
}
