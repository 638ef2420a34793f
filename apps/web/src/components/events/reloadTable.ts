/**
 * A tiny in-app pub/sub for "reload this table" messages. Screens publish after a mutation
 * (or when a server push arrives) and every table subscribed to that channel refetches.
 */
export interface ReloadTableOptions {
  /** Stay on the current page instead of jumping to the first one (default true). */
  keepCurrentPage?: boolean;
  /** Show the loading indicator while refetching (default false: silent refresh). */
  showLoading?: boolean;
}

export type ReloadTableHandler = (options: Required<ReloadTableOptions>) => void;

const channels = new Map<string, Set<ReloadTableHandler>>();

/** Asks every table listening on `channel` to reload. */
export function publishReloadTable(channel: string, options: ReloadTableOptions = {}): void {
  const resolved = { keepCurrentPage: options.keepCurrentPage ?? true, showLoading: options.showLoading ?? false };
  for (const handler of [...(channels.get(channel) ?? [])]) handler(resolved);
}

/** Listens for reload messages on `channel`; returns the unsubscribe function. */
export function subscribeReloadTable(channel: string, handler: ReloadTableHandler): () => void {
  const set = channels.get(channel) ?? new Set<ReloadTableHandler>();
  set.add(handler);
  channels.set(channel, set);
  return () => {
    set.delete(handler);
    if (set.size === 0) channels.delete(channel);
  };
}
