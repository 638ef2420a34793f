import type { RemoteQuery } from './types.ts';

/** Query string of a remote fetch: pageIndex, pageSize, globalFilter, sort and filters as JSON. */
export function toRemoteSearchParams(q: RemoteQuery): URLSearchParams {
  const filters = Object.fromEntries(Object.entries(q.filters).filter(([, v]) => v !== null && v !== undefined && v !== ''));
  return new URLSearchParams({
    pageIndex: String(q.pageIndex),
    pageSize: String(q.pageSize),
    globalFilter: q.globalFilter,
    sort: JSON.stringify(q.sort),
    filters: JSON.stringify(filters),
  });
}
