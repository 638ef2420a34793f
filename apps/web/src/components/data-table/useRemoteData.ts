import { useCallback, useEffect, useRef, useState } from 'react';
import type { RemoteQuery, RemoteResponse } from './types.ts';

/** Remote fetch debounce (spec 002 §9). */
export const REMOTE_DEBOUNCE_MS = 300;

export type RemoteFetch<T> = (query: RemoteQuery, signal: AbortSignal) => Promise<RemoteResponse<T>>;

export type LoadStatus = 'initial' | 'ready' | 'error';

export interface RemoteDataState<T> {
  rows: T[];
  totalCount: number;
  pageCount: number;
  /** False while totalCount is a lower bound whose exact value is still coming. */
  totalExact: boolean;
  status: LoadStatus;
  /** A fetch is under way that should show the reactive loading indicator. */
  fetching: boolean;
  lastUpdated: number | null;
  error: unknown;
  /** Fetches again now; `showLoading` false keeps the refresh silent. */
  reload: (showLoading?: boolean) => void;
}

/** Key of everything but the page, so a lazy-load cache is dropped when the query changes. */
function queryKey(q: RemoteQuery): string {
  return JSON.stringify([q.pageSize, q.globalFilter, q.sort, q.filters]);
}

/**
 * Server-driven rows: fetches debounced 300 ms after search or filter changes (immediate on
 * paging and sorting), answers to superseded requests dropped,
 * and in lazy-load mode pages already loaded are served from memory.
 */
export function useRemoteData<T>(fetchData: RemoteFetch<T> | undefined, query: RemoteQuery, lazyLoad: boolean): RemoteDataState<T> {
  const [state, setState] = useState<Omit<RemoteDataState<T>, 'reload'>>({
    rows: [],
    totalCount: 0,
    pageCount: 0,
    totalExact: true,
    status: 'initial',
    fetching: false,
    lastUpdated: null,
    error: null,
  });
  const seq = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const cache = useRef<{ key: string; pages: Map<number, T[]> }>({ key: '', pages: new Map() });
  const fetchRef = useRef(fetchData);
  fetchRef.current = fetchData;
  const queryRef = useRef(query);
  queryRef.current = query;
  const mounted = useRef(false);

  const run = useCallback(
    (showLoading: boolean, bypassCache: boolean) => {
      const fetcher = fetchRef.current;
      if (!fetcher) return;
      const q = queryRef.current;
      const key = queryKey(q);
      if (cache.current.key !== key || bypassCache) cache.current = { key, pages: new Map() };
      const cached = lazyLoad ? cache.current.pages.get(q.pageIndex) : undefined;
      const id = ++seq.current;
      if (cached) {
        controller.current?.abort();
        setState((s) => ({ ...s, rows: cached, fetching: false }));
        return;
      }
      controller.current?.abort();
      const ac = new AbortController();
      controller.current = ac;
      if (showLoading) setState((s) => ({ ...s, fetching: true }));
      fetcher(q, ac.signal).then(
        (res) => {
          // A newer request was made meanwhile: its answer wins, this one is stale.
          if (id !== seq.current) return;
          if (lazyLoad) cache.current.pages.set(q.pageIndex, res.data);
          setState({
            rows: res.data,
            totalCount: res.totalCount,
            pageCount: res.pageCount,
            totalExact: !res.exactTotal,
            status: 'ready',
            fetching: false,
            lastUpdated: Date.now(),
            error: null,
          });
          // The exact total follows the page; only while this is still the latest answer.
          res.exactTotal?.then(
            (exact) => id === seq.current && setState((s) => ({ ...s, ...exact, totalExact: true })),
            () => undefined,
          );
        },
        (error: unknown) => {
          if (id !== seq.current || ac.signal.aborted) return;
          setState((s) => ({ ...s, status: 'error', fetching: false, error }));
        },
      );
    },
    [lazyLoad],
  );

  // No fetch yet (the table's settings are still loading): the first one runs once it is given.
  const enabled = fetchData !== undefined;
  const key = JSON.stringify(query);
  // Typed input (search, filters) is debounced; a click on a page, page size or sort is
  // a single deliberate action and fetches at once.
  const typedKey = JSON.stringify([query.globalFilter, query.filters]);
  const lastTypedKey = useRef(typedKey);
  useEffect(() => {
    if (!enabled) return;
    if (!mounted.current) {
      mounted.current = true;
      lastTypedKey.current = typedKey;
      run(true, false);
      return;
    }
    const typed = typedKey !== lastTypedKey.current;
    lastTypedKey.current = typedKey;
    if (!typed) {
      run(true, false);
      return;
    }
    const timer = setTimeout(() => run(true, false), REMOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, typedKey, run, enabled]);

  useEffect(() => () => controller.current?.abort(), []);

  const reload = useCallback((showLoading = true) => run(showLoading, true), [run]);
  return { ...state, reload };
}
