import { useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { DataTableColumn, SortItem } from './types.ts';
import { TableSettingsStoreContext, type TableSettings } from './settingsStore.tsx';

export { settingsStorageKey, type TableSettings } from './settingsStore.tsx';

/** Default cap on visible columns (spec 002 §9). */
export const DEFAULT_MAX_COLUMNS = 20;
/** Changes are saved this long after the last one: a few header clicks in a row make one save. */
export const SETTINGS_SAVE_DEBOUNCE_MS = 500;

interface Options<T> {
  tableId?: string;
  columns: DataTableColumn<T>[];
  initialSort: SortItem[];
  autoRefreshDefault: boolean;
  /** Whether the table keeps its settings (it has an id and offers its settings dialog). */
  persist: boolean;
  maxColumns: number;
}

/** The most columns a user may show: the configured maximum or the number available if fewer. */
export function columnCap(columnCount: number, maxColumns: number): number {
  return Math.min(columnCount, maxColumns);
}

/**
 * Stored settings fitted to the table's columns as they are now: unknown ids dropped, columns
 * added since placed where they are declared, a shown set of none (or past the cap) replaced.
 */
export function reconcileSettings(stored: Partial<TableSettings> | null, defaults: TableSettings, cap: number): TableSettings {
  if (!stored) return defaults;
  const declared = defaults.columnOrder;
  const known = new Set(declared);
  const ids = (list: unknown): string[] => (Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string' && known.has(id)) : []);
  const stayed = [...new Set(ids(stored.columnOrder))];
  const columnOrder = [...stayed];
  // A column the stored order does not name goes after the column declared just before it.
  declared.forEach((id, i) => {
    if (columnOrder.includes(id)) return;
    const before = declared.slice(0, i).findLast((d) => columnOrder.includes(d));
    columnOrder.splice(before === undefined ? 0 : columnOrder.indexOf(before) + 1, 0, id);
  });
  const shown = new Set(ids(stored.visibleColumnIds));
  const visible = columnOrder.filter((id) => shown.has(id)).slice(0, cap);
  const widths: Record<string, number> = {};
  if (stored.columnWidths && typeof stored.columnWidths === 'object') {
    for (const [id, width] of Object.entries(stored.columnWidths)) if (known.has(id) && typeof width === 'number') widths[id] = width;
  }
  return {
    visibleColumnIds: visible.length > 0 ? visible : defaults.visibleColumnIds,
    columnOrder,
    columnWidths: widths,
    sort: Array.isArray(stored.sort) ? stored.sort.filter((s) => known.has(s.id)) : defaults.sort,
    autoRefresh: typeof stored.autoRefresh === 'boolean' ? stored.autoRefresh : defaults.autoRefresh,
  };
}

/**
 * Visible columns, column order and widths, sort and auto-refresh. A table that persists reads
 * the user's settings for its id from the store in context (the app's: the server), is not
 * `ready` until they are known, and saves each change, debounced; reset clears them.
 */
export function useTableSettings<T>(options: Options<T>) {
  const { tableId, columns, initialSort, autoRefreshDefault, persist, maxColumns } = options;
  const store = useContext(TableSettingsStoreContext);
  const storeKey = persist && tableId ? tableId : null;
  const cap = columnCap(columns.length, maxColumns);
  // Columns and the initial sort are usually declared inline: the defaults follow their content,
  // not their identity, so they stay the same object across renders.
  const defaultsKey = JSON.stringify({
    visibleColumnIds: columns
      .filter((c) => !c.hiddenByDefault)
      .slice(0, cap)
      .map((c) => c.id),
    columnOrder: columns.map((c) => c.id),
    columnWidths: {},
    sort: initialSort,
    autoRefresh: autoRefreshDefault,
  } satisfies TableSettings);
  const defaults = useMemo(() => JSON.parse(defaultsKey) as TableSettings, [defaultsKey]);

  const [state, setState] = useState<{ settings: TableSettings; ready: boolean }>(() => {
    if (!storeKey) return { settings: defaults, ready: true };
    let known: Partial<TableSettings> | null | undefined;
    try {
      known = store.peek(storeKey);
    } catch {
      known = null;
    }
    return known === undefined ? { settings: defaults, ready: false } : { settings: reconcileSettings(known, defaults, cap), ready: true };
  });
  // A choice made while the stored settings were on their way wins over them.
  const chosen = useRef(false);

  const loaded = useEffectEvent((stored: Partial<TableSettings> | null) => {
    setState((s) => (chosen.current ? { ...s, ready: true } : { settings: reconcileSettings(stored, defaults, cap), ready: true }));
  });
  const ready = state.ready;
  useEffect(() => {
    if (!storeKey || ready) return;
    let live = true;
    store.load(storeKey).then(
      (stored) => live && loaded(stored),
      // Settings that cannot be read must not keep the table from showing: its defaults apply.
      () => live && loaded(null),
    );
    return () => {
      live = false;
    };
  }, [storeKey, store, ready]);

  const pending = useRef<TableSettings | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    // The store tells the user of a failed save; the choice stays on screen either way.
    if (next && storeKey) store.save(storeKey, next).catch(() => undefined);
  }, [store, storeKey]);
  // A change still waiting when the table goes away (another screen, a reload) is saved then.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const setSettings = useCallback(
    (next: TableSettings) => {
      chosen.current = true;
      setState({ settings: next, ready: true });
      if (!storeKey) return;
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SETTINGS_SAVE_DEBOUNCE_MS);
    },
    [storeKey, flush],
  );

  const reset = useCallback(() => {
    chosen.current = true;
    clearTimeout(timer.current);
    pending.current = null;
    setState({ settings: defaults, ready: true });
    if (storeKey) store.clear(storeKey).catch(() => undefined);
  }, [defaults, store, storeKey]);

  return { settings: state.settings, ready: state.ready, defaults, setSettings, reset, persists: storeKey !== null };
}
