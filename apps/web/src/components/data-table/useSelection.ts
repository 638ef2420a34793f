import { useCallback, useMemo, useRef, useState } from 'react';

export type SelectionKind = 'none' | 'single' | 'multi';

interface SelectionState<T> {
  /** 'ids': `ids` are the selected rows; 'all': every matching row except `ids`. */
  mode: 'ids' | 'all';
  ids: Set<string>;
  /** Rows seen while selecting, so show-selected-only works across server pages. */
  rows: Map<string, T>;
}

interface Options<T> {
  kind: SelectionKind;
  getRowId: (row: T) => string;
  isDisabled: (row: T) => boolean;
  limit?: number;
  /** Rows matching the current query, when known in full (client mode). */
  allRows?: T[];
  totalCount: number;
}

const empty = <T>(): SelectionState<T> => ({ mode: 'ids', ids: new Set(), rows: new Map() });

/**
 * Row selection with ranges, page and across-page selection. Select-all mode keeps the set of
 * rows the user unticked instead of every id, because a server table may hold millions.
 */
export function useSelection<T>({ kind, getRowId, isDisabled, limit, allRows, totalCount }: Options<T>) {
  const [state, setState] = useState<SelectionState<T>>(empty);
  const anchor = useRef<string | null>(null);

  const isSelected = useCallback(
    (row: T) => {
      if (kind === 'none' || isDisabled(row)) return false;
      const has = state.ids.has(getRowId(row));
      return state.mode === 'all' ? !has : has;
    },
    [state, kind, getRowId, isDisabled],
  );

  // Counted on first use (select-all mode, the selection bar's offer), not on every render:
  // with nothing selected a 100,000-row table never walks its rows for it.
  const disabledTotal = useMemo(() => {
    let total: number | undefined;
    return () => (total ??= allRows ? allRows.filter(isDisabled).length : 0);
  }, [allRows, isDisabled]);
  const count = state.mode === 'all' ? Math.max(0, totalCount - disabledTotal() - state.ids.size) : state.ids.size;

  /** Sets the selected state of several rows at once, honouring disabled rows and the limit. */
  const setRows = useCallback(
    (rows: T[], selected: boolean) => {
      setState((prev) => {
        const next: SelectionState<T> = { mode: prev.mode, ids: new Set(prev.ids), rows: new Map(prev.rows) };
        for (const row of rows) {
          if (isDisabled(row)) continue;
          const id = getRowId(row);
          // In 'all' mode the set lists unselected rows, so selecting removes from it.
          const add = prev.mode === 'all' ? !selected : selected;
          if (add) {
            if (prev.mode === 'ids' && limit !== undefined && next.ids.size >= limit) break;
            next.ids.add(id);
            next.rows.set(id, row);
          } else {
            next.ids.delete(id);
            if (prev.mode === 'ids') next.rows.delete(id);
          }
        }
        return next;
      });
    },
    [getRowId, isDisabled, limit],
  );

  const toggle = useCallback(
    (row: T) => {
      if (kind === 'none' || isDisabled(row)) return;
      anchor.current = getRowId(row);
      if (kind === 'single') {
        const id = getRowId(row);
        setState((prev) => (prev.mode === 'ids' && prev.ids.has(id) ? empty<T>() : { mode: 'ids', ids: new Set([id]), rows: new Map([[id, row]]) }));
        return;
      }
      setRows([row], !isSelected(row));
    },
    [kind, isDisabled, getRowId, setRows, isSelected],
  );

  /** Selects every row between the anchor (last clicked) and `row` in the order shown. */
  const selectRange = useCallback(
    (visibleRows: T[], row: T) => {
      if (kind !== 'multi') return toggle(row);
      const ids = visibleRows.map(getRowId);
      const to = ids.indexOf(getRowId(row));
      const from = anchor.current === null ? -1 : ids.indexOf(anchor.current);
      if (from < 0 || to < 0) return toggle(row);
      const [start, end] = from <= to ? [from, to] : [to, from];
      setRows(visibleRows.slice(start, end + 1), true);
    },
    [kind, getRowId, setRows, toggle],
  );

  const clear = useCallback(() => {
    anchor.current = null;
    setState(empty<T>());
  }, []);

  const selectAllMatching = useCallback(() => setState({ mode: 'all', ids: new Set(), rows: new Map() }), []);

  return {
    state,
    count,
    isSelected,
    toggle,
    setRows,
    selectRange,
    clear,
    selectAllMatching,
    /** Rows matching the query that may be selected. */
    selectableTotal: () => totalCount - disabledTotal(),
    setAnchor: (id: string | null) => {
      anchor.current = id;
    },
    hasAnchor: () => anchor.current !== null,
  };
}

export type SelectionApi<T> = ReturnType<typeof useSelection<T>>;
