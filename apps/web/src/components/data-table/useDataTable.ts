import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { getCoreRowModel, useReactTable, type ColumnDef, type VisibilityState } from '@tanstack/react-table';
import type { DataTableProps } from './props.ts';
import type { FilterValues, RemoteQuery, RowProps, SelectionSnapshot } from './types.ts';
import { createClientFilter, nextSort, sortRows } from './clientRows.ts';
import { useRemoteData } from './useRemoteData.ts';
import { useSelection } from './useSelection.ts';
import { usePageSelection } from './usePageSelection.ts';
import { DEFAULT_MAX_COLUMNS, useTableSettings } from './useTableSettings.ts';
import { useAutoRefresh } from './useAutoRefresh.ts';
import { useExport } from './useExport.ts';

/** Default page size limit (spec 002 §9). */
export const DEFAULT_PAGE_SIZE_LIMIT = 250;
const NO_ROW_PROPS: RowProps = {};

function initialFilterValues<T>(props: DataTableProps<T>): FilterValues {
  const values: FilterValues = {};
  for (const f of props.filters ?? []) values[f.name] = f.value ?? f.initialValue ?? f.defaultValue ?? null;
  return values;
}

/** All of the table's state and data, for both modes; DataTable only draws it. */
export function useDataTable<T>(props: DataTableProps<T>) {
  const { columns, getRowId, filters = [], onFiltersChange, getRowProps } = props;
  const server = props.mode === 'server' ? props : null;
  const client = props.mode === 'client' ? props : null;
  const clientData = client?.data;
  const clientLoading = client?.loading;
  const limit = props.pageSizeLimit ?? DEFAULT_PAGE_SIZE_LIMIT;
  const maxColumns = props.maxColumns ?? DEFAULT_MAX_COLUMNS;
  const paginated = props.pagination !== false;

  const tableSettings = useTableSettings({
    tableId: props.tableId,
    columns,
    initialSort: props.initialSort ?? [],
    autoRefreshDefault: props.autoRefresh?.enabledByDefault ?? true,
    // Any table with an id whose settings the user can change keeps them.
    persist: Boolean(props.allowReset || props.configurable),
    maxColumns,
  });
  const { settings, setSettings, ready: settingsReady } = tableSettings;
  const [ownSearch, setSearchState] = useState(props.search ?? '');
  // A controlled search (props.search set) wins over the table's own, like controlled filters.
  const search = props.search ?? ownSearch;
  const { onSearchChange } = props;
  const [ownFilters, setOwnFilters] = useState<FilterValues>(() => initialFilterValues(props));
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSizeState] = useState(() => Math.min(props.defaultPageSize ?? 25, limit));
  const [showSelectedOnly, setShowSelectedOnly] = useState(false);

  // Controlled filters (definition.value set) win over the table's own state.
  const filterValues = useMemo(() => {
    const merged = { ...ownFilters };
    for (const f of filters) if (f.value !== undefined) merged[f.name] = f.value;
    return merged;
  }, [ownFilters, filters]);

  const setSearch = useCallback(
    (value: string) => {
      setSearchState(value);
      setPageIndex(0);
      onSearchChange?.(value);
    },
    [onSearchChange],
  );
  const setFilter = useCallback(
    (name: string, value: unknown) => {
      const next = { ...filterValues, [name]: value };
      setOwnFilters(next);
      setPageIndex(0);
      onFiltersChange?.(next);
    },
    [filterValues, onFiltersChange],
  );
  const clearFilters = useCallback(() => {
    const next: FilterValues = {};
    for (const f of filters) next[f.name] = f.defaultValue ?? null;
    setOwnFilters(next);
    setPageIndex(0);
    onFiltersChange?.(next);
  }, [filters, onFiltersChange]);
  const setPageSize = useCallback(
    (size: number) => {
      setPageSizeState(Math.min(size, limit));
      setPageIndex(0);
    },
    [limit],
  );
  const onSort = useCallback(
    (columnId: string) => {
      setSettings({ ...settings, sort: nextSort(settings.sort, columnId) });
      setPageIndex(0);
    },
    [settings, setSettings],
  );

  const query: RemoteQuery = { pageIndex, pageSize, globalFilter: search, sort: settings.sort, filters: filterValues };
  // The first fetch waits for the user's settings: they may sort the rows differently.
  const remote = useRemoteData(settingsReady ? server?.fetchData : undefined, query, Boolean(server?.lazyLoad));

  // Client mode: search, filter and sort every row, then page.
  const clientFilter = useMemo(() => createClientFilter(columns), [columns]);
  const matched = useMemo(
    () => (clientData ? sortRows(clientFilter(clientData, search, filters, filterValues), columns, settings.sort) : null),
    [clientData, clientFilter, search, filters, filterValues, columns, settings.sort],
  );
  const totalCount = matched ? matched.length : remote.totalCount;
  const totalExact = matched ? true : remote.totalExact;
  const pageCount = matched ? (paginated ? Math.ceil(matched.length / pageSize) : 1) : remote.pageCount;
  const pageRows = useMemo(() => {
    if (!matched) return remote.rows;
    return paginated ? matched.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) : matched;
  }, [matched, remote.rows, paginated, pageIndex, pageSize]);

  // Filtering can shrink the result below the current page; stay on a page that exists.
  useEffect(() => {
    if (pageCount > 0 && pageIndex >= pageCount) setPageIndex(pageCount - 1);
  }, [pageCount, pageIndex]);

  // The host's row props are asked for as rows are drawn and kept per row object: a memoised row
  // then gets the same props object on every render, and rows never drawn are never asked.
  const rowPropsOf = useMemo(() => {
    if (!getRowProps) return () => NO_ROW_PROPS;
    const cache = new WeakMap<object, RowProps>();
    return (row: T): RowProps => {
      if (typeof row !== 'object' || row === null) return getRowProps(row);
      let rowProps = cache.get(row);
      if (!rowProps) {
        rowProps = getRowProps(row);
        cache.set(row, rowProps);
      }
      return rowProps;
    };
  }, [getRowProps]);
  const isDisabled = useCallback((row: T) => Boolean(rowPropsOf(row).disabled), [rowPropsOf]);
  const selection = useSelection({
    kind: props.selection ?? 'none',
    getRowId,
    isDisabled,
    limit: props.selectionLimit,
    allRows: matched ?? undefined,
    totalCount,
  });

  // TanStack Table owns the column model (visibility, order); rows are already searched,
  // filtered, sorted and paged above.
  const columnDefs = useMemo<ColumnDef<T>[]>(() => columns.map((c) => ({ id: c.id, header: c.header, accessorFn: (r: T) => r })), [columns]);
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(columns.map((c) => [c.id, settings.visibleColumnIds.includes(c.id)])),
    [columns, settings.visibleColumnIds],
  );
  const shownRows = useMemo(() => {
    if (!showSelectedOnly) return pageRows;
    if (selection.state.mode === 'ids') return [...selection.state.rows.values()];
    return (matched ?? pageRows).filter(selection.isSelected);
  }, [showSelectedOnly, pageRows, matched, selection.state, selection.isSelected]);
  const table = useReactTable({
    data: shownRows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    state: { columnVisibility, columnOrder: settings.columnOrder },
  });
  // TanStack memoises this list on the visibility and order state: the same array until they change.
  const visibleLeafColumns = table.getVisibleLeafColumns();
  const widths = settings.columnWidths;
  const visibleColumns = useMemo(() => {
    const byId = new Map(columns.map((c) => [c.id, c]));
    return visibleLeafColumns.flatMap((c) => {
      const column = byId.get(c.id);
      if (!column) return [];
      const width = widths[c.id];
      return width === undefined ? [column] : [{ ...column, priorityWidth: width }];
    });
  }, [visibleLeafColumns, columns, widths]);
  // The body draws shownRows directly: building TanStack Row objects for 100,000 rows would
  // cost more than the whole first render budget, and sorting/paging are already done above.
  const rows = shownRows;
  // Header checkbox (rows shown) and selection bar (rows of the page): they differ only while
  // showing the selected rows alone.
  const disabledOf = getRowProps ? isDisabled : null;
  const shownSelection = usePageSelection(rows, selection, getRowId, disabledOf);
  const pageSelection = usePageSelection(pageRows, selection, getRowId, disabledOf);

  const snapshot = useCallback((): SelectionSnapshot<T> => {
    const s = selection.state;
    return {
      mode: s.mode,
      ids: s.mode === 'ids' ? [...s.ids] : [],
      rows: s.mode === 'ids' ? [...s.rows.values()] : (matched ?? pageRows).filter(selection.isSelected),
      unselectedIds: s.mode === 'all' ? [...s.ids] : [],
      count: selection.count,
      query: { globalFilter: search, filters: filterValues, sort: settings.sort },
    };
  }, [selection, matched, pageRows, search, filterValues, settings.sort]);
  // Reads the latest props and snapshot, but only a change of the selection itself fires it.
  const selectionChanged = useEffectEvent(() => {
    props.onSelectionChange?.(snapshot());
    if (selection.count === 0) setShowSelectedOnly(false);
  });
  const firstSelection = useRef(true);
  useEffect(() => {
    if (firstSelection.current) {
      firstSelection.current = false;
      return;
    }
    selectionChanged();
  }, [selection.state]);

  const [clientUpdated, setClientUpdated] = useState<number | null>(null);
  useEffect(() => {
    if (clientData && !clientLoading) setClientUpdated(Date.now());
  }, [clientData, clientLoading]);

  const reload = useCallback(
    (o: { keepCurrentPage: boolean; showLoading: boolean }) => {
      if (!o.keepCurrentPage) setPageIndex(0);
      if (server) remote.reload(o.showLoading);
      else client?.onRefresh?.();
    },
    [server, client, remote],
  );
  useAutoRefresh(props.autoRefresh, settings.autoRefresh, reload);

  const exporter = useExport({
    fileName: props.tableId ?? 'export',
    columns: visibleColumns,
    clientRows: matched ?? undefined,
    fetchData: server?.fetchData,
    fetchAll: server?.fetchAll,
    query,
    pageSizeLimit: limit,
  });

  const loading = !settingsReady || (client ? Boolean(client.loading) : remote.status === 'initial');
  const failed = client ? Boolean(client.error) : remote.status === 'error';
  return {
    tableSettings,
    search,
    setSearch,
    filterValues,
    setFilter,
    clearFilters,
    pageIndex,
    setPageIndex,
    pageSize,
    setPageSize,
    pageCount,
    totalCount,
    totalExact,
    rows,
    pageRows,
    shownSelection,
    pageSelection,
    visibleColumns,
    sort: settings.sort,
    onSort,
    selection,
    snapshot,
    showSelectedOnly,
    setShowSelectedOnly,
    rowPropsOf,
    settingsReady,
    loading,
    failed,
    fetching: server ? remote.fetching && remote.status !== 'initial' : false,
    lastUpdated: server ? remote.lastUpdated : clientUpdated,
    reload,
    exporter,
    limit,
    maxColumns,
    paginated,
  };
}
