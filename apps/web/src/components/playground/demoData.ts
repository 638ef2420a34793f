import type { RemoteQuery, RemoteResponse } from '../data-table/types.ts';

/** A made-up row for the playground and benchmark; the components know nothing of it. */
export interface DemoRow {
  id: string;
  name: string;
  status: 'online' | 'offline';
  cpu: number;
  tags: string[];
  createdAt: string;
}

const TAGS = ['alpha', 'beta', 'gamma', 'delta'];

/** Row number `i` of an endless, deterministic data set (no memory needed for a million rows). */
export function demoRow(i: number): DemoRow {
  return {
    id: `r${i + 1}`,
    name: `Item ${String(i + 1).padStart(7, '0')}`,
    status: i % 7 === 0 ? 'offline' : 'online',
    cpu: (i * 37) % 101,
    tags: [TAGS[i % 4] ?? 'alpha'],
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
  };
}

/** The first `count` demo rows. */
export function demoRows(count: number): DemoRow[] {
  return Array.from({ length: count }, (_, i) => demoRow(i));
}

/**
 * In-page stand-in for a server list endpoint over `total` rows, answering like the real one.
 * Search matches the row number; sort by name reverses the order.
 */
export function createDemoServer(total: number, latencyMs = 30) {
  return async (q: RemoteQuery, signal: AbortSignal): Promise<RemoteResponse<DemoRow>> => {
    const started = performance.now();
    await new Promise((r) => setTimeout(r, latencyMs));
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    const needle = q.globalFilter.replace(/\D/g, '');
    const indexes = needle ? Array.from({ length: Math.min(total, 5000) }, (_, i) => i).filter((i) => String(i + 1).includes(needle)) : null;
    const count = indexes ? indexes.length : total;
    const desc = q.sort[0]?.id === 'name' && q.sort[0].desc;
    const data: DemoRow[] = [];
    for (let k = q.pageIndex * q.pageSize; k < Math.min(count, (q.pageIndex + 1) * q.pageSize); k++) {
      const pos = desc ? count - 1 - k : k;
      data.push(demoRow(indexes ? (indexes[pos] ?? 0) : pos));
    }
    return { data, totalCount: count, pageCount: Math.ceil(count / q.pageSize), requestTime: performance.now() - started };
  };
}
