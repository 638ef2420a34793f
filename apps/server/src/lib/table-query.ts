import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ParsedTableQuery, TablePage } from '@outpost/contracts';

/** ORDER BY for a table query from a whitelist of sortable columns; the id breaks ties so pages are stable. */
export function orderByFor(
  query: ParsedTableQuery,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: string,
  tieBreaker: AnyColumn,
): SQL[] {
  const requested = (query.sort ?? []).filter((s) => s.id in sortable);
  const sorts = requested.length > 0 ? requested : [{ id: fallback, desc: false }];
  const order = sorts.map((s) => (s.desc ? desc(sortable[s.id]!) : asc(sortable[s.id]!)));
  return [...order, asc(tieBreaker)];
}

/** The value of a named filter of a table query, if present. */
export function filterValue(query: ParsedTableQuery, id: string): unknown {
  return query.filters?.[id];
}

/** Escapes LIKE wildcards in user text, so `%` and `_` match themselves. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Wraps one page of rows in the remote-table response shape. */
export function tablePageOf<T>(data: T[], totalCount: number, query: ParsedTableQuery, startedAt: number): TablePage<T> {
  return {
    data,
    totalCount,
    pageCount: Math.ceil(totalCount / query.pageSize),
    requestTime: Date.now() - startedAt,
  };
}
