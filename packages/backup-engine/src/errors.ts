/** The engine's one error type; `code` lets callers (CLI, server wiring) map failures to messages. */

export type BackupErrorCode =
  'DISK_FULL' | 'CANCELLED' | 'CORRUPT_DATA' | 'MISSING_DATA' | 'WRONG_KEY' | 'NOT_A_REPOSITORY' | 'PATH_TRAVERSAL' | 'INVALID_ARGUMENT' | 'IO_ERROR';

export class BackupError extends Error {
  readonly code: BackupErrorCode;

  constructor(code: BackupErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
    this.code = code;
  }
}

/** True when an error (or its cause chain) is the OS saying the disk is full. */
export function isDiskFull(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && e !== null && 'code' in e) {
      const code = (e as { code?: unknown }).code;
      if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'DISK_FULL') return true;
    }
    e = typeof e === 'object' && e !== null && 'cause' in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/** Turns low-level failures into a BackupError with a clear message; passes BackupErrors through. */
export function toBackupError(err: unknown, what: string): BackupError {
  if (err instanceof BackupError) return err;
  if (isDiskFull(err)) return new BackupError('DISK_FULL', `${what}: no space left on the device`, { cause: err });
  if (err instanceof Error && err.name === 'AbortError') return new BackupError('CANCELLED', `${what}: cancelled`, { cause: err });
  const msg = err instanceof Error ? err.message : String(err);
  return new BackupError('IO_ERROR', `${what}: ${msg}`, { cause: err });
}

/** Throws CANCELLED when the signal has fired; called between units of work. */
export function throwIfAborted(signal: AbortSignal | undefined, what: string): void {
  if (signal?.aborted) throw new BackupError('CANCELLED', `${what}: cancelled`);
}
