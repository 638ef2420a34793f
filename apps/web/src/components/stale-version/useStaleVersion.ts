import { STALE_VERSION_CODE } from '@outpost/contracts';
import { useCallback, useRef, useState } from 'react';

/** Whether an error is the API refusing a save from an outdated version (409 STALE_VERSION). */
export function isStaleVersionError(error: unknown): error is Error & { status: 409; resultCode: typeof STALE_VERSION_CODE } {
  if (!(error instanceof Error)) return false;
  const { status, resultCode } = error as Error & { status?: unknown; resultCode?: unknown };
  return status === 409 && resultCode === STALE_VERSION_CODE;
}

export interface StaleVersionOptions<T> {
  /** Reads the record as it is stored now. */
  reload: () => Promise<T>;
  /** Puts the user's unsaved edits on top of the newer record (the editor then has its version). */
  reapply: (latest: T) => void;
  /** Drops the user's edits: the editor shows the newer record. */
  discard: (latest: T) => void;
}

export interface StaleVersionState {
  /** The server's words while a refused save waits for the user's choice; null otherwise. */
  message: string | null;
  /** Which choice is being carried out. */
  busy: 'reapply' | 'discard' | null;
  /** Why the reload failed, if it did (the notice stays so the user can try again). */
  reloadError: string | null;
  reapply: () => Promise<void>;
  discard: () => Promise<void>;
}

/**
 * The shared answer to a save refused because someone else saved the record first (decision
 * 0032). The editor keeps what the user typed; `catchStale` turns the refusal into a notice
 * (StaleVersionNotice) that offers to reload and re-apply the edits, or to discard them.
 */
export function useStaleVersion<T>(options: StaleVersionOptions<T>) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<StaleVersionState['busy']>(null);
  const [reloadError, setReloadError] = useState<string | null>(null);
  // The editor's latest callbacks: they close over its current draft.
  const latest = useRef(options);
  latest.current = options;

  /** Shows the notice when `error` is a stale-version refusal; false for any other error. */
  const catchStale = useCallback((error: unknown): boolean => {
    if (!isStaleVersionError(error)) return false;
    setMessage(error.message);
    setReloadError(null);
    return true;
  }, []);

  const settle = useCallback(async (how: 'reapply' | 'discard') => {
    setBusy(how);
    setReloadError(null);
    try {
      const record = await latest.current.reload();
      latest.current[how](record);
      setMessage(null);
    } catch (error) {
      setReloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }, []);

  const reapply = useCallback(() => settle('reapply'), [settle]);
  const discard = useCallback(() => settle('discard'), [settle]);
  const state: StaleVersionState = { message, busy, reloadError, reapply, discard };
  return { ...state, state, catchStale };
}
