import { useCallback, useMemo, useState } from 'react';
import type { DataTableColumn, SortItem } from './types.ts';

/** Default cap on visible columns (spec 002 §9). */
export const DEFAULT_MAX_COLUMNS = 20;

export interface TableSettings {
  visibleColumnIds: string[];
  sort: SortItem[];
  autoRefresh: boolean;
}

interface Options<T> {
  tableId?: string;
  columns: DataTableColumn<T>[];
  initialSort: SortItem[];
  autoRefreshDefault: boolean;
  /** Settings persist only for tables that offer "reset to defaults" (spec 002 §4.3). */
  persist: boolean;
  maxColumns: number;
}

/** Local-storage key of a table's settings. */
export function settingsStorageKey(tableId: string): string {
  return `outpost.table-settings.${tableId}`;
}

/** The most columns a user may show: the configured maximum or the number available if fewer. */
export function columnCap(columnCount: number, maxColumns: number): number {
  return Math.min(columnCount, maxColumns);
}

function readStored(tableId: string | undefined): Partial<TableSettings> | null {
  if (!tableId) return null;
  try {
    const raw = window.localStorage.getItem(settingsStorageKey(tableId));
    return raw ? (JSON.parse(raw) as Partial<TableSettings>) : null;
  } catch {
    // Corrupt or blocked storage must not break the screen; fall back to defaults.
    return null;
  }
}

/** Visible columns, sort and auto-refresh, remembered in local storage when allowed. */
export function useTableSettings<T>(options: Options<T>) {
  const { tableId, columns, initialSort, autoRefreshDefault, persist, maxColumns } = options;
  // Columns and the initial sort are usually declared inline: the defaults follow their content,
  // not their identity, so they stay the same object across renders.
  const defaultsKey = JSON.stringify({
    visibleColumnIds: columns.filter((c) => !c.hiddenByDefault).slice(0, columnCap(columns.length, maxColumns)).map((c) => c.id),
    sort: initialSort,
    autoRefresh: autoRefreshDefault,
  } satisfies TableSettings);
  const defaults = useMemo(() => JSON.parse(defaultsKey) as TableSettings, [defaultsKey]);

  const [settings, setSettingsState] = useState<TableSettings>(() => {
    const stored = persist ? readStored(tableId) : null;
    if (!stored) return defaults;
    const known = new Set(columns.map((c) => c.id));
    const visible = (stored.visibleColumnIds ?? []).filter((id) => known.has(id));
    return {
      visibleColumnIds: visible.length > 0 ? visible : defaults.visibleColumnIds,
      sort: (stored.sort ?? defaults.sort).filter((s) => known.has(s.id)),
      autoRefresh: stored.autoRefresh ?? defaults.autoRefresh,
    };
  });

  const setSettings = useCallback(
    (next: TableSettings) => {
      setSettingsState(next);
      if (persist && tableId) window.localStorage.setItem(settingsStorageKey(tableId), JSON.stringify(next));
    },
    [persist, tableId],
  );

  const reset = useCallback(() => {
    setSettingsState(defaults);
    if (tableId) window.localStorage.removeItem(settingsStorageKey(tableId));
  }, [defaults, tableId]);

  return { settings, defaults, setSettings, reset };
}
