import { useEffect, useRef } from 'react';
import { subscribeReloadTable, type ReloadTableOptions } from '../events/reloadTable.ts';
import type { AutoRefreshConfig } from './types.ts';

/** Polling interval when no reload channel is configured. */
export const DEFAULT_POLL_MS = 60_000;

/**
 * Reloads the table on a published reload-table message, or, with no channel, on a timer.
 * Only while the user has auto-refresh switched on.
 */
export function useAutoRefresh(config: AutoRefreshConfig | undefined, enabled: boolean, reload: (o: Required<ReloadTableOptions>) => void) {
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const channel = config?.channel;
  const interval = config?.intervalMs ?? DEFAULT_POLL_MS;
  const configured = config !== undefined;
  useEffect(() => {
    if (!configured || !enabled) return;
    if (channel) return subscribeReloadTable(channel, (o) => reloadRef.current(o));
    const timer = setInterval(() => reloadRef.current({ keepCurrentPage: true, showLoading: false }), interval);
    return () => clearInterval(timer);
  }, [configured, enabled, channel, interval]);
}
