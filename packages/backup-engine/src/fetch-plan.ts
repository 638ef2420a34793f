/**
 * Fetch planning for restores from a remote store (the agent's cloud store over HTTP; decision
 * 0014). Reading each run of each file with a request of its own made a restore of thousands of
 * small files thousands of round trips, each paying the server's per-request checks. Here the
 * restore registers, in the order it will write them, the runs it needs next (`plan`); the fetcher
 * groups the registered runs per pack and reads each group with one range request (runs a small
 * gap apart are read through: a few unneeded bytes cost less than another request), several
 * requests at once, while the restore's workers decode and write what came before.
 *
 * Memory is bounded: a request lands in a slab of shared memory (so its runs reach the worker
 * threads without a copy and without being transferred one by one), and slabs are reused once
 * every run in them has been released (written). Requests are issued in the order their first
 * run is needed, and while the slabs held reach `budgetBytes` no more are issued, except while a
 * writer waits and nothing is in flight (the runs held could be waiting for that writer). A
 * request only takes runs needed soon after its first, so what it holds is released soon: the
 * budget is passed rarely, by little and briefly.
 */
import type { BlobStore, ByteRange } from './blob-store.ts';
import { BackupError } from './errors.ts';
import { missingPack, truncatedPack } from './pack.ts';
import type { RunEntry, SealedRun } from './restore-writer.ts';

const MiB = 1024 * 1024;
/** How long a request for a waiting writer may wait for the planner to plan what belongs with it. */
const PATIENCE_MS = 4;

/** Where one run's sealed bytes are: a byte range of a pack in a store. */
export interface RunSource {
  store: BlobStore;
  /** The pack's blob name, and how messages name it. */
  pack: string;
  label: string;
  start: number;
  end: number;
  /** The run's chunks; offsets from `start`. */
  entries: RunEntry[];
}

/** A fetched run: its sealed bytes, a view of a shared slab, valid until `release` is called. */
export interface FetchedRun extends SealedRun {
  /** Gives the bytes back (once written, or when not needed after all); called exactly once. */
  release(): void;
}

/** One planned run: `take` it when it is needed, or `cancel` it when it will not be. */
export interface Ticket {
  readonly bytes: number;
  take(): Promise<FetchedRun>;
  /** Drops a run not taken (its file failed or was cancelled); no-op once taken. */
  cancel(): void;
}

export interface FetchOptions {
  /** The largest range one request reads (and the slab size). Must exceed any run (8 MiB + overhead). */
  maxRequestBytes?: number;
  /** Unneeded bytes between two planned ranges of a pack that are read through rather than split. */
  maxGapBytes?: number;
  /** Requests in flight at once. */
  requests?: number;
  /** Slab memory held (in flight, or fetched and not yet released) before issuing waits. */
  budgetBytes?: number;
  /** How far `room` lets the planner run ahead of the writers, in planned run bytes. */
  lookaheadBytes?: number;
  /**
   * ... and in planned runs: a planned run of a small file weighs more in bookkeeping (its ticket,
   * its file's target and entries) than in bytes; bytes alone let a restore of 100,000 files of a
   * few KiB plan nearly all of them at once (issue 28).
   */
  lookaheadRuns?: number;
  /** Files written at once: runs of files this close in the order are needed about together. */
  filesAtOnce?: number;
}

export const FETCH_DEFAULTS: Required<FetchOptions> = {
  maxRequestBytes: 16 * MiB,
  maxGapBytes: 256 * 1024,
  requests: 4,
  budgetBytes: 80 * MiB,
  lookaheadBytes: 128 * MiB,
  // Two requests' worth of runs of 2 KiB (what a compressed source file of a few KiB seals to).
  lookaheadRuns: 16_384,
  filesAtOnce: 8,
};

interface Want {
  seq: number;
  /** Run bytes planned before this one: how far down the restore's order it is needed. */
  at: number;
  /** The file it belongs to, by its place in the order (see plan). */
  file: number;
  src: RunSource;
  /** Store and pack: the runs one request may serve. */
  key: string;
  /** planned: waits for a request; issued: its request was made; dropped: not needed any more. */
  state: 'planned' | 'issued' | 'dropped';
  /** A writer has asked for it (take). */
  taken: boolean;
  result: Promise<FetchedRun>;
  resolve(run: FetchedRun): void;
  reject(err: Error): void;
  /** Set once fetched: gives its share of the slab back. */
  release: (() => void) | null;
}

/** A shared slab and the runs still reading from it. */
interface Slab {
  memory: SharedArrayBuffer;
  users: number;
  pooled: boolean;
}

/** Reads a range of a blob into `target` through the store's readInto when it has one; answers the bytes read. */
async function readRange(store: BlobStore, name: string, range: ByteRange, target: Buffer): Promise<number> {
  if (store.readInto) return store.readInto(name, range, target);
  let at = 0;
  for await (const piece of store.get(name, range)) {
    const n = Math.min(piece.length, target.length - at);
    target.set(piece.subarray(0, n), at);
    at += n;
    if (at >= target.length) break;
  }
  return at;
}

export class RunFetcher {
  private readonly opts: Required<FetchOptions>;
  /** Wants in the order they will be needed; `head` is the first that may still be planned. */
  private readonly order: Want[] = [];
  private head = 0;
  /** Per store and pack: planned wants sorted by start. */
  private readonly byPack = new Map<string, Want[]>();
  private readonly storeIds = new Map<BlobStore, number>();
  private readonly freeSlabs: SharedArrayBuffer[] = [];
  private inFlight = 0;
  /** Slab bytes in flight or holding runs not yet released. */
  private held = 0;
  /** Run bytes, and runs, planned and not yet taken (how far the planner is ahead). */
  private ahead = 0;
  private runsAhead = 0;
  /** Wants taken (a writer waits for them) whose request is not made yet, and since when one has waited. */
  private waiting = 0;
  private waitingSince = 0;
  private patience: NodeJS.Timeout | null = null;
  /** Run bytes planned whose request is not made yet. */
  private unissued = 0;
  private roomWaiters: (() => void)[] = [];
  private failure: Error | null = null;
  private planningDone = false;
  private seq = 0;
  private plannedTotal = 0;
  /** For tests and the benchmark's notes: requests made and bytes they read. */
  readonly stats = { requests: 0, bytes: 0, runs: 0, peakHeld: 0 };

  constructor(
    opts: FetchOptions = {},
    private readonly signal?: AbortSignal,
  ) {
    this.opts = { ...FETCH_DEFAULTS, ...opts };
    signal?.addEventListener('abort', () => this.close(new BackupError('CANCELLED', 'restore cancelled')), { once: true });
  }

  /**
   * Registers the next run the restore will need. `file` numbers the file the run belongs to, in
   * the order files are written (several at once): by default each run is a file of its own.
   */
  plan(src: RunSource, file = this.seq): Ticket {
    if (this.failure) throw this.failure;
    let storeId = this.storeIds.get(src.store);
    if (storeId === undefined) this.storeIds.set(src.store, (storeId = this.storeIds.size));
    let resolve!: (run: FetchedRun) => void;
    let reject!: (err: Error) => void;
    const result = new Promise<FetchedRun>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A ticket never taken (its file failed first) must not surface as an unhandled rejection.
    result.catch(() => undefined);
    const want: Want = {
      seq: this.seq++,
      at: this.plannedTotal,
      file,
      src,
      key: `${storeId}:${src.pack}`,
      state: 'planned',
      taken: false,
      result,
      resolve,
      reject,
      release: null,
    };
    this.order.push(want);
    const list = this.byPack.get(want.key) ?? [];
    if (list.length === 0) this.byPack.set(want.key, list);
    // Runs are mostly planned in pack order; insert from the end.
    let i = list.length;
    while (i > 0 && (list[i - 1] as Want).src.start > src.start) i--;
    list.splice(i, 0, want);
    const bytes = src.end - src.start;
    this.plannedTotal += bytes;
    this.ahead += bytes;
    this.runsAhead++;
    this.unissued += bytes;
    this.pump();
    return {
      bytes,
      take: () => this.take(want),
      cancel: () => this.drop(want),
    };
  }

  /** Waits while the planner is more than `lookaheadBytes` of runs ahead of the writers. */
  async room(): Promise<void> {
    while (this.tooFarAhead() && !this.failure) await new Promise<void>((r) => this.roomWaiters.push(r));
    if (this.failure) throw this.failure;
  }

  /** Nothing more will be planned: what is planned may be fetched as soon as there is room. */
  finish(): void {
    this.planningDone = true;
    this.pump();
  }

  /** Fails every run not yet answered (a fatal error or cancel); runs already fetched stay valid until released. */
  close(err: Error): void {
    this.failure ??= err;
    // Rejecting an answered promise changes nothing: only runs not yet fetched fail.
    for (const w of this.order) w.reject(this.failure);
    this.wakeRoom();
  }

  private take(want: Want): Promise<FetchedRun> {
    if (want.taken || want.state === 'dropped') return Promise.reject(new BackupError('INVALID_ARGUMENT', 'a planned run is taken once'));
    want.taken = true;
    this.ahead -= want.src.end - want.src.start;
    this.runsAhead--;
    this.wakeRoom();
    if (want.state === 'planned') {
      if (this.waiting++ === 0) this.waitingSince = performance.now();
      this.pump();
    }
    return want.result;
  }

  private drop(want: Want): void {
    if (want.taken || want.state === 'dropped') return;
    this.ahead -= want.src.end - want.src.start;
    this.runsAhead--;
    this.wakeRoom();
    const wasPlanned = want.state === 'planned';
    want.state = 'dropped';
    if (wasPlanned) {
      this.unissued -= want.src.end - want.src.start;
      this.unlist(want);
      want.reject(new BackupError('CANCELLED', 'run not needed'));
      this.pump();
    } else {
      // Issued: its bytes are given back when (or as soon as) they arrive.
      want.release?.();
    }
  }

  private tooFarAhead(): boolean {
    return this.ahead > this.opts.lookaheadBytes || this.runsAhead > this.opts.lookaheadRuns;
  }

  private wakeRoom(): void {
    if (this.roomWaiters.length > 0 && (!this.tooFarAhead() || this.failure)) for (const wake of this.roomWaiters.splice(0)) wake();
  }

  private unlist(want: Want): void {
    const list = this.byPack.get(want.key);
    if (!list) return;
    const i = list.indexOf(want);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.byPack.delete(want.key);
  }

  /**
   * Whether a request made now is worth it: one made too early reads only the runs planned so
   * far, though the ones planned next would often have joined it. So requests wait until a writer
   * waits, or a request's worth of runs is planned and not yet requested (a restore plans in
   * about the order packs were written, so the next request's runs are then known), or the
   * planner waits for room, or planning is done.
   */
  private worthIssuing(): boolean {
    if (this.planningDone || this.unissued >= this.opts.maxRequestBytes || this.tooFarAhead()) return true;
    if (this.waiting === 0) return false;
    // A writer waits, but the planner is likely a moment from planning what belongs with its run
    // (it runs just ahead of the writers at the start): a few milliseconds make one request of
    // what would be dozens.
    if (performance.now() - this.waitingSince >= PATIENCE_MS) return true;
    this.patience ??= setTimeout(() => {
      this.patience = null;
      this.pump();
    }, PATIENCE_MS);
    return false;
  }

  /** The first want in need order that is still planned. */
  private firstPlanned(): Want | undefined {
    while (this.head < this.order.length && (this.order[this.head] as Want).state !== 'planned') this.head++;
    // Forget answered wants now and then, so a long restore does not keep them all.
    if (this.head > 4096) {
      this.order.splice(0, this.head);
      this.head = 0;
    }
    return this.order[this.head];
  }

  /** Issues requests while there is room: in the order runs are needed, each widened over its neighbours in the pack. */
  private pump(): void {
    while (!this.failure && this.inFlight < this.opts.requests && this.worthIssuing()) {
      const first = this.firstPlanned();
      if (!first) return;
      const mayPass = this.waiting > 0 && this.inFlight === 0;
      // A group found over the budget stays over it while no memory came back: runs planned since
      // only widen it. pump runs on every plan, take and release, and a group is a walk over its
      // pack's planned runs: thousands, for small files (10 s of a 100,000-file restore, issue 28).
      if (!mayPass && this.blocked?.first === first && this.held >= this.blocked.held) return;
      const group = this.group(first);
      const span = group.end - group.start;
      const overBudget = this.held + span > this.opts.budgetBytes;
      // Over the budget only while a writer waits and nothing is in flight: requests go out in
      // need order, so the run it waits for comes with this request or a next one. Writers that
      // take runs in order never get here with memory held (what is held they took already).
      if (overBudget && !mayPass) {
        this.blocked = { first, held: this.held };
        return;
      }
      this.blocked = null;
      this.issue(first.src, group);
    }
  }

  /** The first run's group last found over the budget, and the memory held then (see pump). */
  private blocked: { first: Want; held: number } | null = null;

  /**
   * The planned runs of `first`'s pack read together with it: within the gap, within one request,
   * and needed soon after it: in one of the files written at the same time, or within half the
   * budget further down the order. (A backup packs the chunks of the files it reads at once side
   * by side, so a large file's runs alternate with the next file's in its packs.) A run needed
   * much later, like a duplicate file's at the end of the restore whose chunks sit in an early
   * pack, would hold the whole slab, and the budget, until then; it is read again in its turn.
   */
  private group(first: Want): { wants: Want[]; start: number; end: number } {
    const list = this.byPack.get(first.key) as Want[];
    const i = list.indexOf(first);
    const { maxGapBytes: gap, maxRequestBytes: max, filesAtOnce } = this.opts;
    const soon = (w: Want) => w.file - first.file < filesAtOnce || w.at - first.at <= this.window;
    let start = first.src.start;
    let end = first.src.end;
    const wants = [first];
    for (let j = i + 1; j < list.length; j++) {
      const w = list[j] as Want;
      if (w.src.start - end > gap || Math.max(end, w.src.end) - start > max) break;
      if (!soon(w)) continue;
      end = Math.max(end, w.src.end);
      wants.push(w);
    }
    for (let j = i - 1; j >= 0; j--) {
      const w = list[j] as Want;
      if (start - w.src.end > gap || end - Math.min(start, w.src.start) > max) break;
      if (!soon(w)) continue;
      start = Math.min(start, w.src.start);
      wants.push(w);
    }
    return { wants, start, end };
  }

  /** How far down the order a run may be needed and still join a request (half the budget). */
  private get window(): number {
    return Math.max(this.opts.maxRequestBytes, this.opts.budgetBytes / 2);
  }

  private issue(src: RunSource, group: { wants: Want[]; start: number; end: number }): void {
    const { wants, start, end } = group;
    for (const w of wants) {
      if (w.taken && --this.waiting === 0) this.waitingSince = 0;
      this.unissued -= w.src.end - w.src.start;
      w.state = 'issued';
    }
    // One pass over the pack's list, not a search and a splice per run: a request of small files'
    // runs takes thousands from a list of thousands (quadratic, issue 28).
    const key = (wants[0] as Want).key;
    const rest = (this.byPack.get(key) as Want[]).filter((w) => w.state === 'planned');
    if (rest.length === 0) this.byPack.delete(key);
    else this.byPack.set(key, rest);
    const span = end - start;
    // Large requests take a reused slab (fresh memory costs a page fault per page); small ones,
    // a run or two of scattered files, a buffer of their own size, so they hold little.
    const pooled = span > this.opts.maxRequestBytes / 4 && span <= this.opts.maxRequestBytes;
    const slab: Slab = {
      memory: pooled ? (this.freeSlabs.pop() ?? new SharedArrayBuffer(this.opts.maxRequestBytes)) : new SharedArrayBuffer(span),
      users: 1,
      pooled,
    };
    const size = slab.memory.byteLength;
    this.held += size;
    this.stats.peakHeld = Math.max(this.stats.peakHeld, this.held);
    this.inFlight++;
    this.stats.requests++;
    this.stats.runs += wants.length;
    const giveBack = () => {
      if (--slab.users > 0) return;
      this.held -= size;
      if (slab.pooled && !this.failure) this.freeSlabs.push(slab.memory);
      this.pump();
    };
    void readRange(src.store, src.pack, { start, end }, Buffer.from(slab.memory, 0, span)).then(
      (got) => {
        this.stats.bytes += got;
        this.inFlight--;
        for (const w of wants) {
          if (w.src.end - start > got) {
            w.reject(truncatedPack(w.src.label));
            continue;
          }
          slab.users++;
          let released = false;
          w.release = () => {
            if (released) return;
            released = true;
            giveBack();
          };
          // Dropped while in flight, or failed by close(): nobody will write it.
          if (w.state === 'dropped' || this.failure) {
            w.release();
            w.reject(this.failure ?? new BackupError('CANCELLED', 'run not needed'));
            continue;
          }
          w.resolve({ sealed: new Uint8Array(slab.memory, w.src.start - start, w.src.end - w.src.start), entries: w.src.entries, release: w.release });
        }
        giveBack();
        this.pump();
      },
      (err: unknown) => {
        this.inFlight--;
        // As a read of its own would fail: the restore names the file (toBackupError) when it reports it.
        const error = (err as NodeJS.ErrnoException).code === 'ENOENT' ? missingPack(src.label, err) : (err as Error);
        for (const w of wants) w.reject(error);
        giveBack();
        this.pump();
      },
    );
  }
}
