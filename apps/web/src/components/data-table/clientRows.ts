import type { DataTableColumn, FilterDefinition, FilterValues, SortItem } from './types.ts';

/** Reads a column's raw value from a row. */
export function readValue<T>(column: DataTableColumn<T>, row: T): unknown {
  if (column.accessor) return column.accessor(row);
  return (row as Record<string, unknown>)[column.id];
}

/** Is this filter value "not set" (so the filter lets every row through)? */
export function isEmptyFilterValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0 || value.every((v) => v === null || v === '' || v === undefined);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isEmptyFilterValue);
  return false;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Client-mode search and filters. The lower-cased search text of each row is cached per row
 * object, so typing in a 100,000-row table does not rebuild it on every keystroke.
 */
export function createClientFilter<T>(columns: DataTableColumn<T>[]) {
  const cache = new WeakMap<object, string>();
  const haystack = (row: T): string => {
    const key = row as unknown as object;
    let text = cache.get(key);
    if (text === undefined) {
      text = columns
        .map((c) => textOf(readValue(c, row)))
        .join('\u0000')
        .toLowerCase();
      cache.set(key, text);
    }
    return text;
  };
  return (rows: T[], search: string, filterDefs: FilterDefinition<T>[], values: FilterValues): T[] => {
    const needle = search.toLowerCase();
    const active = filterDefs.filter((f) => f.predicate && !isEmptyFilterValue(values[f.name]));
    if (!needle && active.length === 0) return rows;
    return rows.filter((row) => (!needle || haystack(row).includes(needle)) && active.every((f) => f.predicate?.(row, values[f.name]) ?? true));
  };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** Client-mode sort by one column; empty values always go last. */
export function sortRows<T>(rows: T[], columns: DataTableColumn<T>[], sort: SortItem[]): T[] {
  const first = sort[0];
  const column = first ? columns.find((c) => c.id === first.id) : undefined;
  if (!first || !column) return rows;
  const value = column.sortValue ?? ((row: T) => readValue(column, row));
  const keyed = rows.map((row) => ({ row, key: value(row) }));
  keyed.sort((x, y) => {
    const emptyX = x.key === null || x.key === undefined || x.key === '';
    const emptyY = y.key === null || y.key === undefined || y.key === '';
    if (emptyX || emptyY) return emptyX === emptyY ? 0 : emptyX ? 1 : -1;
    const c = compare(x.key, y.key);
    return first.desc ? -c : c;
  });
  return keyed.map((k) => k.row);
}

/** Next sort of a column when its header is clicked: ascending, descending, then cleared. */
export function nextSort(current: SortItem[], columnId: string): SortItem[] {
  const existing = current.find((s) => s.id === columnId);
  if (!existing) return [{ id: columnId, desc: false }];
  if (!existing.desc) return [{ id: columnId, desc: true }];
  return [];
}
