import { createContext, type ReactNode } from 'react';
import type { SortItem } from './types.ts';

/** What a user chose in a table's settings (spec 002 §2.4, §4.3). */
export interface TableSettings {
  /** Shown columns, in display order. */
  visibleColumnIds: string[];
  /** Every column, in display order. */
  columnOrder: string[];
  /** Widths the user chose, in px; a column not named here keeps its own. */
  columnWidths: Record<string, number>;
  sort: SortItem[];
  autoRefresh: boolean;
}

/**
 * Where tables keep their users' settings. The table reconciles whatever it reads with its
 * columns (an old shape, a column since removed), so reads are partial.
 */
export interface TableSettingsStore {
  /** Settings known without waiting: null when none are saved, undefined when they must be loaded. */
  peek(tableId: string): Partial<TableSettings> | null | undefined;
  load(tableId: string): Promise<Partial<TableSettings> | null>;
  save(tableId: string, settings: TableSettings): Promise<void>;
  /** Back to the table's defaults. */
  clear(tableId: string): Promise<void>;
}

/** Local-storage key of a table's settings. */
export function settingsStorageKey(tableId: string): string {
  return `outpost.table-settings.${tableId}`;
}

/** Settings kept in this browser's local storage, or null; never throws. */
export function readLocalTableSettings(tableId: string): Partial<TableSettings> | null {
  try {
    const raw = window.localStorage.getItem(settingsStorageKey(tableId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<TableSettings>) : null;
  } catch {
    // Corrupt or blocked storage must not break the screen; the table's defaults apply.
    return null;
  }
}

/** Removes this browser's copy of a table's settings; never throws. */
export function removeLocalTableSettings(tableId: string): void {
  try {
    window.localStorage.removeItem(settingsStorageKey(tableId));
  } catch {
    // Blocked storage: nothing was kept there either.
  }
}

/** This browser's local storage (spec 002 §4.3): the store of a table rendered outside the app. */
export const localTableSettingsStore: TableSettingsStore = {
  peek: readLocalTableSettings,
  load: async (tableId) => readLocalTableSettings(tableId),
  async save(tableId, settings) {
    window.localStorage.setItem(settingsStorageKey(tableId), JSON.stringify(settings));
  },
  async clear(tableId) {
    removeLocalTableSettings(tableId);
  },
};

export const TableSettingsStoreContext = createContext<TableSettingsStore>(localTableSettingsStore);

/** Gives every table below it this store (the app: the signed-in user's settings on the server). */
export function TableSettingsStoreProvider({ store, children }: { store: TableSettingsStore; children: ReactNode }) {
  return <TableSettingsStoreContext.Provider value={store}>{children}</TableSettingsStoreContext.Provider>;
}
