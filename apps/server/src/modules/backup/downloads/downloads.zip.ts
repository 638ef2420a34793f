/**
 * Folder downloads as a zip streamed straight to the browser, robust to damaged backup data and to
 * clients that go away: a file that cannot be read is left out, one whose damage shows once its
 * entry has begun ends there, and a last ERRORS.txt names each of them. The zip stays valid either
 * way; nothing here can throw at the process.
 *
 * Entries are written in order, but the next few files are read while the current one is sent.
 * Their data arrives as pieces already checksummed and, where the entry is deflated, deflated
 * (zip-pieces.ts: on the decode workers, run by run), so several files are read, decoded and
 * deflated at once on every core while this thread only frames pieces and sends them; the entry's
 * CRC-32 is combined from its pieces' (crc32-combine.ts). What is read ahead is bounded
 * (AHEAD_ENTRIES files, AHEAD_BYTES of their starts, HELD_BYTES of output each). The records are
 * zip-format.ts's: data descriptors, ZIP64 where sizes or offsets need it.
 */
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine } from './crc32-combine.ts';
import { READ_AHEAD_BYTES, type FileBytes } from './downloads.read.ts';
import { centralDirectory, dataDescriptor, localHeader, METHOD_DEFLATE, METHOD_STORE, needsZip64, type ZipEntryRecord } from './zip-format.ts';
import { DEFLATE_END, type ZipPiece } from './zip-pieces.ts';

/** One file for a zip. */
export interface ZipMember {
  /** Entry name, already checked against traversal. */
  name: string;
  size: number;
  mtime: Date;
  /** Deflate (data worth compressing) or store as it is. */
  compress: boolean;
  /**
   * Its bytes as pieces (zip-pieces.ts), deflated if `deflate` (the entry's method; an empty file
   * is stored); rejects, before any is written, when the file cannot be read (it is then left
   * out). `signal` aborts once the zip no longer needs them (the client went away).
   */
  open(signal: AbortSignal, deflate: boolean): Promise<FileBytes<ZipPiece>>;
}

/** A file the zip lacks (written null) or holds only the start of. */
export interface ZipProblem {
  entry: string;
  size: number;
  written: number | null;
  error: unknown;
}

export interface ZipHooks {
  /** A file is missing or incomplete (already named in ERRORS.txt). */
  onProblem(problem: ZipProblem): void;
  /** The zip could not be finished (the listing failed): the response is cut. */
  onFailure(error: unknown): void;
  /** The reason ERRORS.txt gives for a problem. */
  describe(error: unknown): string;
}

/**
 * Files read ahead of the one being sent (including it). With decoding on this thread 3 did better
 * than 8; with decoding on worker threads 8 does better (bench/backup/README.md, both runs).
 */
export const AHEAD_ENTRIES = 8;
/** What the files in the window may hold of their starts (each is read up to READ_AHEAD_BYTES when opened). */
const AHEAD_BYTES = 24 * 1024 * 1024;
/** Output an entry holds before its reading waits for it to be sent. */
const HELD_BYTES = 4 * 1024 * 1024;

const ERRORS_HEADER = 'Some files could not be read from the backup. They are missing from this zip, or it holds only their start:\n\n';

function errorsText(problems: readonly ZipProblem[], describe: (error: unknown) => string): Buffer {
  const lines = problems.map((p) =>
    p.written === null
      ? `${p.entry}: not included: ${describe(p.error)}`
      : `${p.entry}: incomplete, only the first ${p.written} of ${p.size} bytes: ${describe(p.error)}`,
  );
  return Buffer.from(`${ERRORS_HEADER}${lines.join('\n')}\n`);
}

/** ERRORS.txt, unless the folder has a file of that name at its top. */
function errorsEntryName(taken: ReadonlySet<string>): string {
  let name = 'ERRORS.txt';
  for (let n = 1; taken.has(name); n++) name = `ERRORS (${n}).txt`;
  return name;
}

/** Wakes whoever waits for a change (more output, room, the end). */
class Signal {
  private waiters: (() => void)[] = [];
  wait(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
  notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** A file on its way into the zip: its pieces (checksummed, maybe deflated) read ahead of being sent. */
class Entry {
  readonly method: number;
  readonly zip64: boolean;
  /** What this entry counts against AHEAD_BYTES while it is in the window. */
  readonly reserve: number;
  /** Output ready to send, and its size; how to hand back the memory of the pieces in it. */
  private out: Buffer[] = [];
  private releases: (() => void)[] = [];
  held = 0;
  /** Its file was opened, or could not be. */
  opened = false;
  /** All of its output is in `out` (or it was left out). */
  finished = false;
  /** It could not be opened: no entry at all. */
  leftOut = false;
  problem: ZipProblem | null = null;
  crc = 0;
  size = 0;
  compressedSize = 0;
  /** Its deflate stream was ended by a piece (if not, it still needs DEFLATE_END). */
  ended = false;
  readonly changed = new Signal();
  readonly room = new Signal();

  constructor(
    readonly member: ZipMember,
    zip64From: number | undefined,
  ) {
    this.method = member.compress && member.size > 0 ? METHOD_DEFLATE : METHOD_STORE;
    this.zip64 = zip64From === undefined ? needsZip64(member.size) : member.size >= zip64From;
    this.reserve = Math.min(member.size, READ_AHEAD_BYTES);
  }

  push(part: Buffer): void {
    this.out.push(part);
    this.held += part.length;
    this.compressedSize += part.length;
    this.changed.notify();
  }

  /** The next piece of its data: its bytes to send, its CRC-32 and size into the entry's. */
  add(piece: ZipPiece): void {
    // Most files are one piece: their CRC is that piece's, with no combining to do.
    this.crc = this.size === 0 ? piece.crc : crc32Combine(this.crc, piece.crc, piece.size);
    this.size += piece.size;
    this.ended = piece.final;
    if (piece.release) this.releases.push(piece.release);
    this.push(piece.data);
  }

  /**
   * Everything ready to send (sent as it is: the socket writes several parts at once), and the
   * releases of the pieces among it (to call once the response has written them).
   */
  take(): { parts: Buffer[]; releases: (() => void)[] } {
    const parts = this.out;
    const releases = this.releases;
    if (parts.length === 0) return { parts, releases: [] };
    this.out = [];
    this.releases = [];
    this.held = 0;
    this.room.notify();
    return { parts, releases };
  }

  finish(): void {
    this.finished = true;
    this.changed.notify();
  }
}

/**
 * Streams a zip of `members` in their order, reading a few files ahead (see the top of this file).
 * `options.zip64From` (tests): entries from this size on get ZIP64 records (default: near 4 GiB).
 * `options.responsePending`: the bytes the response this zip is piped into holds, not yet written
 * by its socket (Infinity when unknown); pieces the socket has written then have their memory
 * handed back (ZipPiece.release). Without it, that memory is left to the garbage collector.
 */
export function streamZip(members: AsyncIterable<ZipMember>, hooks: ZipHooks, options: { zip64From?: number; responsePending?: () => number } = {}): Readable {
  // Set once the zip needs nothing more: it ended, or the client went away (or the response
  // failed); whatever reads for it then stops and releases what it holds.
  const abort = new AbortController();
  const stopped = () => abort.signal.aborted;
  const window: Entry[] = [];
  let reserved = 0;
  let listed = false;
  let listingError: { error: unknown } | null = null;
  const arrived = new Signal();
  const windowRoom = new Signal();

  function stop(): void {
    if (stopped()) return;
    abort.abort();
    arrived.notify();
    windowRoom.notify();
    for (const e of window) {
      e.room.notify();
      e.changed.notify();
    }
  }

  /** Reads one file's pieces into its entry's output; never throws. */
  async function prepare(e: Entry): Promise<void> {
    let bytes: FileBytes<ZipPiece>;
    try {
      bytes = await e.member.open(abort.signal, e.method === METHOD_DEFLATE);
      e.opened = true;
      e.changed.notify();
    } catch (error) {
      e.opened = true;
      e.leftOut = true;
      e.problem = { entry: e.member.name, size: e.member.size, written: null, error };
      return e.finish();
    }
    const take = async (piece: ZipPiece) => {
      e.add(piece);
      while (e.held >= HELD_BYTES && !stopped()) await e.room.wait();
    };
    for (const piece of bytes.head) {
      if (stopped()) break;
      await take(piece);
    }
    // Damage found once the entry has begun ends it where it is: the CRC and sizes are those of
    // what was written, so the zip stays valid, and ERRORS.txt says the file is incomplete.
    try {
      if (!stopped()) {
        for await (const piece of bytes.rest) {
          if (stopped()) break;
          await take(piece);
        }
      }
    } catch (error) {
      e.problem = { entry: e.member.name, size: e.member.size, written: e.size, error };
    }
    // A deflate stream cut short (or of no pieces at all) still needs its final block.
    if (e.method === METHOD_DEFLATE && !e.ended) e.push(DEFLATE_END);
    e.finish();
  }

  /** Takes files from the listing into the window while it has room; the listing is asked only then. */
  async function list(): Promise<void> {
    const files = members[Symbol.asyncIterator]();
    try {
      for (;;) {
        while (!stopped() && window.length > 0 && (window.length >= AHEAD_ENTRIES || reserved >= AHEAD_BYTES)) await windowRoom.wait();
        // Checked before the listing is asked for the next file (a query, perhaps).
        if (stopped()) break;
        const next = await files.next();
        if (next.done) break;
        const e = new Entry(next.value, options.zip64From);
        window.push(e);
        reserved += e.reserve;
        void prepare(e);
        arrived.notify();
      }
    } catch (error) {
      listingError = { error };
    } finally {
      listed = true;
      arrived.notify();
      if (stopped()) await files.return?.().catch(() => undefined);
    }
  }

  async function* zip(): AsyncGenerator<Buffer> {
    const records: ZipEntryRecord[] = [];
    const problems: ZipProblem[] = [];
    const names = new Set<string>();
    let offset = 0;
    // Releases of pieces yielded, with where their bytes end in the zip: called once the socket
    // has written them, never before. Bytes go first in, first out: yielded (`offset` counts them;
    // a piece is pushed into `out` before this generator resumes), then `out`'s buffer, then the
    // response's and its socket's (responsePending, which also counts HTTP framing: it errs on the
    // side of waiting). So every byte before offset - out.readableLength - responsePending() has
    // been written. Checked a turn of the event loop later: the HTTP response corks its socket
    // while it writes and uncorks it on the next tick.
    let unsent: { end: number; release: () => void }[] = [];
    let settling = false;
    const settle = () => {
      const pending = options.responsePending;
      if (settling || unsent.length === 0 || !pending) return;
      settling = true;
      setImmediate(() => {
        settling = false;
        if (stopped()) return;
        const writtenTo = offset - out.readableLength - pending();
        let n = 0;
        while (n < unsent.length && unsent[n]!.end <= writtenTo) unsent[n++]!.release();
        unsent = unsent.slice(n);
      });
    };
    const report = (problem: ZipProblem) => {
      problems.push(problem);
      hooks.onProblem(problem);
    };
    try {
      void list();
      for (;;) {
        while (window.length === 0 && !listed && !stopped()) await arrived.wait();
        if (listingError) throw listingError.error;
        if (stopped()) return;
        const e = window[0];
        if (!e) break;
        names.add(e.member.name);
        while (!e.opened && !stopped()) await e.changed.wait();
        if (stopped()) return;
        if (!e.leftOut) {
          const name = Buffer.from(e.member.name);
          const header = localHeader({ name, mtime: e.member.mtime, method: e.method, zip64: e.zip64 });
          const start = offset;
          yield header;
          offset += header.length;
          for (;;) {
            const { parts, releases } = e.take();
            for (const part of parts) {
              yield part;
              offset += part.length;
            }
            for (const release of releases) unsent.push({ end: offset, release });
            settle();
            if (parts.length === 0) {
              if (e.finished) break;
              await e.changed.wait();
            }
            if (stopped()) return;
          }
          const record: ZipEntryRecord = {
            name,
            mtime: e.member.mtime,
            method: e.method,
            zip64: e.zip64,
            offset: start,
            crc: e.crc,
            size: e.size,
            compressedSize: e.compressedSize,
          };
          const descriptor = dataDescriptor(record);
          yield descriptor;
          offset += descriptor.length;
          records.push(record);
        }
        if (e.problem) report(e.problem);
        window.shift();
        reserved -= e.reserve;
        windowRoom.notify();
      }
      if (problems.length) {
        const text = errorsText(problems, hooks.describe);
        const data = deflateRawSync(text, { level: 1 });
        const record: ZipEntryRecord = {
          name: Buffer.from(errorsEntryName(names)),
          mtime: new Date(),
          method: METHOD_DEFLATE,
          zip64: false,
          offset,
          crc: crc32(text),
          size: text.length,
          compressedSize: data.length,
        };
        const entry = Buffer.concat([localHeader(record), data, dataDescriptor(record)]);
        yield entry;
        offset += entry.length;
        records.push(record);
      }
      yield centralDirectory(records, offset);
    } finally {
      stop();
    }
  }

  const out = Readable.from(zip(), { objectMode: false, highWaterMark: 1024 * 1024 });
  // The client went away (or the response failed): backpressure alone would leave the reads ahead
  // and the listing suspended mid-way; end them now so they release what they hold.
  out.once('close', stop);
  // Heard here too: an error before the HTTP layer attaches its listeners must not be uncaught.
  out.on('error', (error) => hooks.onFailure(error));
  return out;
}
