/** runRestore: writes a snapshot's files (all or a selection) to the original or another location. */
import { join } from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { BackupError, throwIfAborted, toBackupError } from './errors.ts';
import { RunFetcher, type FetchOptions, type Ticket } from './fetch-plan.ts';
import { deriveKeys } from './keys.ts';
import { progressThrottle } from './progress.ts';
import { RestorePool, type RemoteFile } from './restore-pool.ts';
import { BATCH_FILES } from './restore-writer.ts';
import { keepBothName, nodeRestoreFs, tempName, type ExistingInfo, type FileMeta, type RestoreFs, type TempFile } from './restore-fs.ts';
import { DestinationGuard, missingItems, relativeTarget, selectedItem, type RestoreDestination } from './restore-paths.ts';
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
  /**
   * Stores not on the local file system (the cloud over HTTP): how runs are fetched ahead, in few
   * large requests per pack (fetch-plan.ts). `false` reads each run with a request of its own.
   */
  fetch?: FetchOptions | false;
}

/** An entry not restored: its snapshot path, a code and why. */
export interface RestoreFailure {
  path: string;
  code: string;
  message: string;
}

export interface RestoreResult {
  /** COMPLETED_WITH_WARNINGS whenever less was restored than asked: see failed, skipped and missing. */
  status: 'COMPLETED' | 'COMPLETED_WITH_WARNINGS';
  filesRestored: number;
  filesSkipped: number;
  bytesWritten: number;
  /** Entries that could not be written (data, path or I/O errors). */
  failed: RestoreFailure[];
  /** Entries left alone because something exists at their target ("If File Exists"): EXISTS, NOT_NEWER, FOLDER_EXISTS. */
  skipped: RestoreFailure[];
  /** Selected paths the snapshot holds nothing at or under. */
  missing: string[];
  /** KEEP_BOTH copies: original target → name actually written. */
  renamed: { from: string; to: string }[];
  /** Restores through a fetch plan (remote stores): the range requests made and the bytes they read. */
  fetched?: { requests: number; bytes: number };
}

/** An entry to restore and its target's segments under the destination root. */
interface Chosen {
  e: FileEntry;
  segs: string[];
}

/** A file to write: where it goes, and (with a fetch plan) its runs, already planned. */
interface Prepared {
  dir: string;
  target: string;
  tickets?: Ticket[];
}

/** What a selection picks out of a snapshot. */
interface Selection {
  chosen: Chosen[];
  /** Entries refused on their path (PATH_TRAVERSAL). */
  refused: RestoreFailure[];
  missing: string[];
}

/** Paths listed in an error message: the first few, then how many more. */
function listPaths(paths: readonly string[], shown = 20): string {
  const more = paths.length - shown;
  return paths.slice(0, shown).join(', ') + (more > 0 ? ` and ${more} more` : '');
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

/** Yields the chunks of fetched runs in order, decoded on this thread. */
async function* fetchedChunks(repo: Repository, tickets: readonly Ticket[]): AsyncGenerator<Buffer> {
  for (const ticket of tickets) {
    const run = await ticket.take();
    let plains: Buffer[];
    try {
      plains = await repo.openRun(run);
    } finally {
      run.release();
    }
    yield* plains;
  }
}

/** Files the planner prepares at once. */
const PREPARE_AT_ONCE = 16;

/** A file the planner has looked at: where it goes (null: skipped), or why it cannot be restored. */
interface PlannedFile {
  c: Chosen;
  at?: Prepared | null;
  error?: unknown;
}

/**
 * Prepares files in order ahead of the writers (targets, collisions: a skipped file is never
 * fetched) and plans their runs with the fetcher, as far ahead as it lets (`room`). `next` answers
 * the files in order, null after the last; `done` settles when planning ends (rejected: a fatal
 * error, which the writers see too through the stop signal).
 */
function planAhead(
  files: readonly Chosen[],
  prepare: (c: Chosen) => Promise<Prepared | null>,
  repo: Repository,
  fetcher: RunFetcher,
  signal: AbortSignal,
): { next(): Promise<PlannedFile | null>; done: Promise<PromiseSettledResult<void> | null> } {
  // Read from `head` on: with thousands of small files planned ahead, shift() per file showed in
  // the restore's CPU profile (issue 28); the read part is cut off now and then.
  let queue: PlannedFile[] = [];
  let head = 0;
  let finished = false;
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const onAbort = () => wake();
  signal.addEventListener('abort', onAbort, { once: true });
  // Several files are prepared at once (each is a few file system calls), and planned in order.
  const preparing: Promise<PlannedFile>[] = [];
  let started = 0;
  const startNext = () => {
    const c = files[started++] as Chosen;
    preparing.push(
      prepare(c).then(
        (at) => ({ c, at }),
        (error: unknown) => ({ c, error }),
      ),
    );
  };
  const run = async (): Promise<void> => {
    try {
      for (let fileNo = 0; fileNo < files.length; fileNo++) {
        throwIfAborted(signal, 'restore');
        while (started < files.length && preparing.length < PREPARE_AT_ONCE) startNext();
        const item = await (preparing.shift() as Promise<PlannedFile>);
        try {
          // Every run located first: a chunk missing from the index fails the file before any is planned.
          const sources = item.at ? repo.planRuns(item.c.e.chunks).map((ids) => repo.runSource(ids)) : [];
          if (item.at) item.at.tickets = sources.map((src) => fetcher.plan(src, fileNo));
        } catch (error) {
          item.error = error;
        }
        queue.push(item);
        wake();
        await fetcher.room();
      }
    } finally {
      finished = true;
      fetcher.finish();
      signal.removeEventListener('abort', onAbort);
      wake();
    }
  };
  const done = run().then(
    () => null,
    (reason: unknown) => {
      fetcher.close(toBackupError(reason, 'restore'));
      return { status: 'rejected', reason } as const;
    },
  );
  return {
    async next() {
      for (;;) {
        if (head < queue.length) {
          const item = queue[head++] as PlannedFile;
          if (head >= 1024 && head * 2 >= queue.length) {
            queue = queue.slice(head);
            head = 0;
          }
          return item;
        }
        if (finished || signal.aborted) return null;
        await new Promise<void>((r) => waiters.push(r));
      }
    },
    done,
  };
}

/** Restores files; per-file data errors are reported, a full disk or cancel fails the job. */
export async function runRestore(opts: RestoreOptions): Promise<RestoreResult> {
  const fs = opts.fs ?? nodeRestoreFs;
  const keys = deriveKeys(opts.key);
  const repo = await Repository.open(opts.store, keys);
  const snap = typeof opts.snapshot === 'string' ? await repo.loadSnapshot(opts.snapshot) : opts.snapshot;
  // Chosen before any worker starts: a selection the snapshot does not hold fails at once.
  const selection = select(snap, opts);
  // Worker start-up costs ~100 ms; it pays off once there is real data to decode. A custom `fs`
  // (tests, special destinations) sees every write only when the main thread makes them.
  const auto = !opts.fs && snap.totals.bytes >= AUTO_WORKERS_MIN_BYTES ? WORKER_THREADS : 0;
  const workers = opts.workerThreads ?? auto;
  // Workers write file data straight to the disk it must reach anyway, past the page cache
  // (direct-write.ts): faster, and a large restore does not push the device's working set out.
  const pool = workers > 0 ? new RestorePool(keys, workers, { directWrites: true }) : null;
  try {
    return await restoreWith(opts, repo, fs, selection, pool);
  } finally {
    await pool?.close();
  }
}

/** Packs not on the local file system are read through a fetch plan; workers read local packs themselves. */
function usesFetchPlan(opts: RestoreOptions, repo: Repository): boolean {
  return opts.fetch !== false && !repo.store.localPath;
}

/**
 * The entries a restore writes. Selected paths the snapshot holds nothing for are listed as
 * missing; when that is every one of them the restore fails naming them, since "completed, 0
 * files" would hide that the request could not be met.
 */
function select(snap: Snapshot, opts: Pick<RestoreOptions, 'paths' | 'destination'>): Selection {
  const items = opts.paths ?? snap.sources;
  const out: Selection = { chosen: [], refused: [], missing: [] };
  const found = new Set<string>();
  for (const e of snap.entries) {
    const item = selectedItem(e.path, items);
    if (!item) continue;
    found.add(item);
    try {
      out.chosen.push({ e, segs: relativeTarget(e.path, item, opts.destination) });
    } catch (err) {
      const be = toBackupError(err, e.path);
      out.refused.push({ path: e.path, code: be.code, message: be.message });
    }
  }
  // Only an explicit selection can ask for what is not there; the snapshot's own sources are what it holds.
  if (!opts.paths) return out;
  out.missing = missingItems(items, found);
  if (items.length > 0 && found.size === 0) {
    throw new BackupError('INVALID_ARGUMENT', `Nothing to restore: not in this backup: ${listPaths(out.missing)}`);
  }
  return out;
}

/** Why a file is left alone where something exists at its target, or null to write it. */
function collisionSkip(mode: CollisionMode, existing: ExistingInfo, e: FileEntry): RestoreFailure | null {
  if (existing.kind === 'dir') return { path: e.path, code: 'FOLDER_EXISTS', message: 'Skipped: a folder with this name exists at the destination' };
  if (mode === 'SKIP') return { path: e.path, code: 'EXISTS', message: 'Skipped: the file already exists at the destination (If File Exists: Skip)' };
  if (mode === 'OVERWRITE_IF_NEWER' && !(e.mtimeMs > existing.mtimeMs)) {
    return {
      path: e.path,
      code: 'NOT_NEWER',
      message: 'Skipped: the file at the destination is not older than the backed-up one (If File Exists: Overwrite if newer)',
    };
  }
  return null;
}

async function restoreWith(opts: RestoreOptions, repo: Repository, fs: RestoreFs, selection: Selection, pool: RestorePool | null): Promise<RestoreResult> {
  // Stops sibling workers when one meets a fatal error (full disk) or the caller cancels.
  const stop = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal;
  const guard = await DestinationGuard.create(fs, opts.destination);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const { chosen, missing } = selection;
  const result: RestoreResult = {
    status: 'COMPLETED',
    filesRestored: 0,
    filesSkipped: 0,
    bytesWritten: 0,
    failed: [...selection.refused],
    skipped: [],
    missing,
    renamed: [],
  };
  const files = chosen.filter((c) => c.e.type === 'file');
  const progress = {
    phase: 'restore' as const,
    filesProcessed: 0,
    filesTotal: files.length,
    bytesProcessed: 0,
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
  // Counted, not raced: Promise.race over a couple of hundred pending commits, once per file,
  // cost the main thread a reaction per pending commit each time (quadratic in the batch size).
  let commits = 0;
  const commitWaiters: (() => void)[] = [];
  const commitsAtMost = async (n: number): Promise<void> => {
    while (commits > n) await new Promise<void>((r) => commitWaiters.push(r));
  };
  // Workers publish files in batches (restore-writer.ts): waiting on fewer pending commits than
  // they may hold back would wait forever. Room for two batches per worker: one filling while the
  // last one syncs. With room for one, a worker got only a dozen files while its batch synced, and
  // the workers of a 100,000-file restore sat idle ~40% of the time (issue 28).
  const maxPendingCommits = pool ? pool.size * BATCH_FILES * 2 + MAX_PENDING_COMMITS : MAX_PENDING_COMMITS;
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
    commits++;
    void p.finally(() => {
      commits--;
      for (const wake of commitWaiters.splice(0)) wake();
    });
    await commitsAtMost(maxPendingCommits - 1);
  };

  /** Where a file goes; null when "If File Exists" leaves it alone (recorded as skipped). */
  const prepare = async ({ e, segs }: Chosen): Promise<Prepared | null> => {
    const dir = await guard.ensureDir(segs.slice(0, -1));
    const name = segs[segs.length - 1] as string;
    let target = join(dir, name);
    const existing = guard.emptyBefore(dir) ? null : await fs.lstat(target);
    if (existing) {
      const skip = collisionSkip(opts.collision, existing, e);
      if (skip) {
        result.skipped.push(skip);
        result.filesSkipped++;
        progress.bytesProcessed += e.size;
        return null;
      }
      if (opts.collision === 'KEEP_BOTH') {
        const from = target;
        for (let n = 1; await fs.lstat(target); n++) target = keepBothName(from, n);
        result.renamed.push({ from, to: target });
      }
    }
    return { dir, target };
  };
  const writeFile = async ({ e }: Chosen, at: Prepared): Promise<void> => {
    // Without restorePermissions the file is created 0o644 (less umask) and needs no chmod;
    // with it, the temp file stays private until commit applies the recorded mode.
    const mode = opts.restorePermissions ? 0o600 : 0o644;
    const tmp = pool ? pool.createFile(join(at.dir, tempName()), mode, e.path, e.size) : await fs.createTemp(at.dir, mode);
    try {
      if (pool) await sendRuns(tmp as RemoteFile, e, at.tickets);
      else await writeChunks(tmp as TempFile, e, at.tickets);
      throwIfAborted(signal, 'restore');
    } catch (err) {
      await tmp.discard();
      throw err;
    }
    await commitLater(tmp, at.target, e);
  };
  const restoreFile = async (c: Chosen): Promise<void> => {
    const at = await prepare(c);
    if (at) await writeFile(c, at);
  };
  // Main thread: decode and write each chunk here.
  const writeChunks = async (tmp: TempFile, e: FileEntry, tickets?: Ticket[]): Promise<void> => {
    const chunks = tickets ? fetchedChunks(repo, tickets) : readChunks(repo, e.chunks, opts.readAhead ?? 2);
    for await (const chunk of chunks) {
      throwIfAborted(signal, 'restore');
      await tmp.write(chunk);
      progress.bytesProcessed += chunk.length;
      report(progress, e.path);
    }
  };
  // Workers: hand each run to the file's worker, which decodes and writes it. A worker reads a
  // local pack itself (into a buffer it reuses, with no thread hop); other stores are read here,
  // through the fetch plan when there is one.
  const sendRuns = async (tmp: RemoteFile, e: FileEntry, tickets?: Ticket[]): Promise<void> => {
    const runs = tickets ? null : repo.planRuns(e.chunks);
    const count = tickets?.length ?? (runs as string[][]).length;
    for (let i = 0; i < count; i++) {
      throwIfAborted(signal, 'restore');
      let raw = 0;
      if (tickets) {
        const run = await (tickets[i] as Ticket).take();
        // Only the bytes and entries cross to the worker (a function cannot be posted).
        await tmp.write({ sealed: run.sealed, entries: run.entries }, run.release);
        for (const c of run.entries) raw += c.rawLength;
      } else {
        const ids = (runs as string[][])[i] as string[];
        const run = repo.localRun(ids) ?? (await repo.readSealedRun(ids));
        await tmp.write(run);
        for (const c of run.entries) raw += c.rawLength;
      }
      progress.bytesProcessed += raw;
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
    // With a fetch plan, files are prepared (target, collisions) and their runs planned ahead, in
    // order, so the fetcher sees what comes next and reads it in few large requests.
    const fileConcurrency = opts.fileConcurrency ?? 8;
    const fetcher = usesFetchPlan(opts, repo) ? new RunFetcher({ filesAtOnce: fileConcurrency, ...(opts.fetch || {}) }, signal) : null;
    const planned = fetcher ? planAhead(files, prepare, repo, fetcher, signal) : null;
    let next = 0;
    const nextFile = async (): Promise<{ c: Chosen; at?: Prepared | null; error?: unknown } | null> => {
      if (planned) return planned.next();
      return next < files.length ? { c: files[next++] as Chosen } : null;
    };
    const worker = async (): Promise<void> => {
      for (;;) {
        throwIfAborted(signal, 'restore');
        const item = await nextFile();
        if (!item) return;
        const { c } = item;
        const before = progress.bytesProcessed;
        try {
          if (item.error !== undefined) throw item.error;
          if (item.at === undefined) await restoreFile(c);
          else if (item.at) await writeFile(c, item.at);
        } catch (err) {
          try {
            fail(c.e.path, err);
          } catch (fatalErr) {
            stop.abort();
            throw fatalErr;
          }
          progress.bytesProcessed = Math.max(progress.bytesProcessed, before + c.e.size);
        } finally {
          // Runs of a file that failed part-way are not needed: their memory goes back.
          for (const t of item.at?.tickets ?? []) t.cancel();
        }
        progress.filesProcessed++;
        report(progress, c.e.path);
      }
    };
    // allSettled: after a fatal error the other workers still discard their temp files first.
    const outcomes = await Promise.allSettled(Array.from({ length: fileConcurrency }, worker));
    if (planned) {
      const planning = await planned.done;
      if (planning) outcomes.push(planning);
    }
    if (fetcher) result.fetched = { requests: fetcher.stats.requests, bytes: fetcher.stats.bytes };
    await pool?.flush();
    await commitsAtMost(0);
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
          result.skipped.push({ path: c.e.path, code: 'EXISTS', message: 'Skipped: something with this name already exists at the destination' });
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
    if (be.code === 'DISK_FULL')
      throw new BackupError('DISK_FULL', `restore failed: the destination disk is full (${result.filesRestored} files restored before)`, { cause: err });
    throw be;
  }
  if (result.failed.length + result.skipped.length + result.missing.length > 0) result.status = 'COMPLETED_WITH_WARNINGS';
  report(progress, undefined, true);
  return result;
}
