import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ParsedTableQuery, TablePage } from '@outpost/contracts';

/**
 * ORDER BY for a table query from a whitelist of sortable columns; the id breaks ties so pages are
 * stable. `reversed` flips every key, which in PostgreSQL also flips where NULLs go, so it is the
 * exact mirror order.
 */
export function orderByFor(
  query: ParsedTableQuery,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: string,
  tieBreaker: AnyColumn,
  reversed = false,
): SQL[] {
  const requested = (query.sort ?? []).filter((s) => s.id in sortable);
  const sorts = [...(requested.length > 0 ? requested : [{ id: fallback, desc: false }]), { id: '', desc: false }];
  return sorts.map((s) => {
    const key = s.id === '' ? tieBreaker : sortable[s.id]!;
    return s.desc !== reversed ? desc(key) : asc(key);
  });
}

/**
 * Which rows to read for a page when the total is known. OFFSET costs as many rows as it skips,
 * so a page in the back half is read from the end, in mirror order (`fromEnd`), and the caller
 * reverses the rows it gets.
 */
export function pageWindow(pageIndex: number, pageSize: number, total: number): { offset: number; limit: number; fromEnd: boolean } {
  const offset = pageIndex * pageSize;
  if (offset <= total / 2) return { offset, limit: pageSize, fromEnd: false };
  const end = Math.min(total, offset + pageSize);
  if (end <= offset) return { offset, limit: pageSize, fromEnd: false };
  return { offset: total - end, limit: end - offset, fromEnd: true };
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
