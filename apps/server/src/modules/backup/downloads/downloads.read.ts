/**
 * Reading a backed-up file for a download so that damage shows as early as it can: before the
 * response (or the zip entry) has begun wherever the bytes fit in memory, and as a thrown error
 * (never a silently short file) where it shows later.
 */
import { BackupError, type DecodePool, type Repository } from '../engine.ts';

/**
 * Decoded bytes read and verified before anything is sent: all of most files, the start of a
 * large one. At most one run (8 MiB sealed) more than this is held per download.
 */
export const READ_AHEAD_BYTES = 8 * 1024 * 1024;

/**
 * A file's bytes: those already read and verified, then the rest, verified as they are read. A
 * piece `P` is a decoded Buffer for a file download; a zip entry reads ZipPieces (zip-pieces.ts).
 */
export interface FileBytes<P = Buffer> {
  size: number;
  head: readonly P[];
  /** Throws a BackupError (damage) or a store error where a later chunk cannot be read. */
  rest: AsyncIterable<P>;
}

/**
 * Reads and decodes one run of a file's chunks (Repository.planRuns) into pieces: on a decode
 * pool's worker (readOnPool), so that several files of a zip decode at once on several cores while
 * this thread sends, or on this thread. `last`: the run is the file's last.
 */
export type RunReader<P = Buffer> = (repo: Repository, run: readonly string[], last: boolean) => Promise<readonly P[]>;
export const readOnThisThread: RunReader = (repo, run) => repo.readRun(run);
export const readOnPool =
  (pool: DecodePool): RunReader =>
  async (repo, run) => [await pool.readRun(repo, run)];

/** The runs after the head, the next one read while the current one is sent. */
async function* readRuns<P>(repo: Repository, runs: readonly string[][], readRun: RunReader<P>): AsyncGenerator<P> {
  const read = (i: number) => (i < runs.length ? readRun(repo, runs[i]!, i === runs.length - 1) : null);
  let next = read(0);
  for (let i = 0; next; i++) {
    const current = next;
    next = read(i + 1);
    // Its failure is seen when its turn comes (or not at all if the reader stops first).
    next?.catch(() => undefined);
    yield* await current;
  }
}

/** Every chunk is indexed, and together they hold exactly the bytes the file's record says. */
function assertComplete(repo: Repository, chunks: readonly string[], size: number): void {
  let total = 0;
  for (const id of chunks) {
    const loc = repo.chunks.get(id);
    if (!loc) throw new BackupError('MISSING_DATA', `chunk ${id.slice(0, 12)} is not in the repository`);
    total += loc.entry.rawLength;
  }
  if (total !== size) throw new BackupError('CORRUPT_DATA', `the file's chunks hold ${total} bytes where its record says ${size}`);
}

/** The decoded size of a run (of chunks assertComplete found indexed). */
const runLength = (repo: Repository, run: readonly string[]) => run.reduce((n, id) => n + repo.chunks.get(id)!.entry.rawLength, 0);

/**
 * Opens a file for a download: checks what costs no reading (every chunk indexed, sizes adding up),
 * then reads, decrypts and verifies up to READ_AHEAD_BYTES. Throws where any of that fails, so the
 * caller can still answer an error or leave the file out, and when `signal` aborts between reads.
 */
export function openFileBytes(repo: Repository, chunks: readonly string[], size: number, signal?: AbortSignal, readRun?: RunReader): Promise<FileBytes>;
export function openFileBytes<P>(
  repo: Repository,
  chunks: readonly string[],
  size: number,
  signal: AbortSignal | undefined,
  readRun: RunReader<P>,
): Promise<FileBytes<P>>;
export async function openFileBytes<P>(
  repo: Repository,
  chunks: readonly string[],
  size: number,
  signal?: AbortSignal,
  readRun?: RunReader<P>,
): Promise<FileBytes<P>> {
  const read = readRun ?? (readOnThisThread as unknown as RunReader<P>);
  assertComplete(repo, chunks, size);
  const runs = repo.planRuns(chunks);
  const head: P[] = [];
  let held = 0;
  let next = 0;
  while (next < runs.length && held < READ_AHEAD_BYTES) {
    signal?.throwIfAborted();
    const run = runs[next++]!;
    head.push(...(await read(repo, run, next === runs.length)));
    held += runLength(repo, run);
  }
  return { size, head, rest: readRuns(repo, runs.slice(next), read) };
}

/** Damaged or missing data (as opposed to a store that could not be reached or read). */
export function isDamage(error: unknown): boolean {
  return error instanceof BackupError && (error.code === 'CORRUPT_DATA' || error.code === 'MISSING_DATA');
}

/**
 * Why a file could not be read, in words fit for the user: the engine's account of damage (which
 * chunk, what failed), never a store's internal error text (that goes to the log).
 */
export function describeReadError(error: unknown): string {
  if (isDamage(error)) return `the backup data is damaged (${(error as BackupError).message})`;
  return 'the backup storage could not be read';
}
