import { useMemo } from 'react';
import type { SelectionApi } from './useSelection.ts';

/** What the page checkbox and the selection bar need to know about the rows on screen. */
export interface PageSelection<T> {
  /** Rows of the page that may be selected (not disabled). */
  selectable: T[];
  /** How many of those are selected. */
  selected: number;
}

// Row id → row of a row array, built once per array (the id of a row does not change) and
// shared by every caller: a 100,000-row list is indexed once, not on every render.
const indexes = new WeakMap<object, Map<string, unknown>>();
function indexOf<T>(rows: T[], getRowId: (row: T) => string): Map<string, T> {
  let index = indexes.get(rows) as Map<string, T> | undefined;
  if (!index) {
    index = new Map(rows.map((r) => [getRowId(r), r]));
    indexes.set(rows, index);
  }
  return index;
}

/**
 * Selection state of `rows`, computed from the selection's id set instead of asking every row:
 * nothing is walked while nothing is selected, and afterwards only the selected (or, after
 * select-all, the unselected) ids are looked up.
 */
export function usePageSelection<T>(
  rows: T[],
  selection: SelectionApi<T>,
  getRowId: (row: T) => string,
  isDisabled: ((row: T) => boolean) | null,
): PageSelection<T> {
  const selectable = useMemo(() => (isDisabled ? rows.filter((r) => !isDisabled(r)) : rows), [rows, isDisabled]);
  const { mode, ids } = selection.state;
  const selected = useMemo(() => {
    let listed = 0;
    if (ids.size > 0) {
      const index = indexOf(rows, getRowId);
      for (const id of ids) {
        const row = index.get(id);
        if (row !== undefined && !isDisabled?.(row)) listed++;
      }
    }
    // In 'all' mode the ids are the rows the user unticked.
    return mode === 'all' ? selectable.length - listed : listed;
  }, [rows, selectable, mode, ids, getRowId, isDisabled]);
  return { selectable, selected };
}
