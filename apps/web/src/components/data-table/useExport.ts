import { useCallback, useState } from 'react';
import type { DataTableColumn, RemoteQuery } from './types.ts';
import type { RemoteFetch } from './useRemoteData.ts';
import { downloadCsv, toCsv } from './exportCsv.ts';

interface Options<T> {
  fileName: string;
  columns: DataTableColumn<T>[];
  /** Client mode: every row matching search and filters, in display order. */
  clientRows?: T[];
  fetchData?: RemoteFetch<T>;
  fetchAll?: (query: Omit<RemoteQuery, 'pageIndex' | 'pageSize'>) => Promise<T[]>;
  query: RemoteQuery;
  pageSizeLimit: number;
  onError?: (error: unknown) => void;
}

/** Every row a server-driven table matches, fetched page by page at the largest page size. */
export async function fetchEveryRow<T>(fetchData: RemoteFetch<T>, query: RemoteQuery, pageSize: number): Promise<T[]> {
  const rows: T[] = [];
  const signal = new AbortController().signal;
  for (let pageIndex = 0; ; pageIndex++) {
    const res = await fetchData({ ...query, pageIndex, pageSize }, signal);
    rows.push(...res.data);
    if (res.data.length === 0 || pageIndex + 1 >= res.pageCount) return rows;
  }
}

/** CSV export of the visible columns; server tables export all matching rows, not just the page. */
export function useExport<T>(o: Options<T>) {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(async () => {
    setExporting(true);
    try {
      let rows: T[];
      if (o.clientRows) rows = o.clientRows;
      else if (o.fetchAll) rows = await o.fetchAll({ globalFilter: o.query.globalFilter, sort: o.query.sort, filters: o.query.filters });
      else if (o.fetchData) rows = await fetchEveryRow(o.fetchData, o.query, o.pageSizeLimit);
      else rows = [];
      downloadCsv(o.fileName, toCsv(o.columns, rows));
    } catch (error) {
      o.onError?.(error);
    } finally {
      setExporting(false);
    }
  }, [o]);
  return { exporting, exportCsv: run };
}
