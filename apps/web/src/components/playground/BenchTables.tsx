import { useEffect, useMemo } from 'react';
import { DataTable } from '../data-table/DataTable.tsx';
import type { DataTableColumn, RemoteQuery, RemoteResponse } from '../data-table/types.ts';
import { toRemoteSearchParams } from '../data-table/remoteQuery.ts';
import { demoRows, type DemoRow } from './demoData.ts';

const columns: DataTableColumn<DemoRow>[] = [
  { id: 'name', header: 'Name' },
  { id: 'status', header: 'Status' },
  { id: 'cpu', header: 'CPU %', cellType: 'Number' },
  { id: 'tags', header: 'Tags', cellType: 'Tags' },
  { id: 'createdAt', header: 'Created' },
];

declare global {
  interface Window {
    __benchRenderStart?: number;
    __benchPainted?: number;
  }
}

/** 100,000 client rows in one virtualised list; the bench times mount to first paint. */
export function ClientBench() {
  const data = useMemo(() => demoRows(100_000), []);
  // Timed from here (rows already in memory) to the first frame after the commit.
  window.__benchRenderStart ??= performance.now();
  useEffect(() => {
    requestAnimationFrame(() => {
      window.__benchPainted = performance.now();
    });
  }, []);
  return (
    <DataTable<DemoRow>
      mode="client"
      tableId="bench-client"
      data={data}
      columns={columns}
      getRowId={(r) => r.id}
      pagination={false}
      height={700}
      rowHeight={44}
      selection="multi"
    />
  );
}

/** Server-driven table over a list endpoint (`url` answers {data,pageCount,totalCount,requestTime}). */
export function ServerBench({ url }: { url: string }) {
  const fetchData = useMemo(
    () =>
      async (q: RemoteQuery, signal: AbortSignal): Promise<RemoteResponse<DemoRow>> => {
        const res = await fetch(`${url}?${toRemoteSearchParams(q)}`, { signal, credentials: 'include' });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return (await res.json()) as RemoteResponse<DemoRow>;
      },
    [url],
  );
  const cols = useMemo<DataTableColumn<DemoRow>[]>(
    () => [
      { id: 'id', header: 'Id' },
      { id: 'name', header: 'Name' },
      { id: 'status', header: 'Status' },
    ],
    [],
  );
  return (
    <DataTable<DemoRow>
      mode="server"
      tableId="bench-server"
      fetchData={fetchData}
      columns={cols}
      getRowId={(r) => String(r.id)}
      defaultPageSize={100}
      height={700}
    />
  );
}
