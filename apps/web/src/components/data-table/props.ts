import type {
  AutoRefreshConfig,
  BulkAction,
  DataTableColumn,
  FilterDefinition,
  FilterValues,
  RemoteQuery,
  RowAction,
  RowProps,
  SelectionSnapshot,
  SortItem,
  ToolbarAction,
} from './types.ts';
import type { RemoteFetch } from './useRemoteData.ts';
import type { SelectionKind } from './useSelection.ts';

interface CommonProps<T> {
  /** Stable id: names the saved settings and the export file. */
  tableId?: string;
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;

  searchable?: boolean;
  searchPlaceholder?: string;
  trimSearch?: boolean;
  searchMaxLength?: number;
  /** A search the host controls (kept in the address, say); the table's own when left out. */
  search?: string;
  onSearchChange?: (value: string) => void;
  filters?: FilterDefinition<T>[];
  onFiltersChange?: (values: FilterValues) => void;
  actions?: ToolbarAction[];

  selection?: SelectionKind;
  selectionLimit?: number;
  onSelectionChange?: (selection: SelectionSnapshot<T>) => void;
  bulkActions?: BulkAction<T>[];
  rowActions?: (row: T) => RowAction<T>[];
  /** Run by Enter on the focused row. */
  onRowAction?: (row: T) => void;
  onRowClick?: (row: T) => void;
  /** Per-row disabled / error state, status indicator and state icon. */
  getRowProps?: (row: T) => RowProps;
  showStatusIndicator?: boolean;
  showRowStateColumn?: boolean;
  /** Adds the drag-and-drop column; called with the dragged row id and the row it was dropped on. */
  onReorder?: (activeId: string, overId: string) => void;

  initialSort?: SortItem[];
  /** false shows every row in one virtualised list (client mode). */
  pagination?: boolean;
  defaultPageSize?: number;
  pageSizeOptions?: number[];
  /** Largest page size allowed (default 250). */
  pageSizeLimit?: number;

  refreshable?: boolean;
  exportable?: boolean;
  /** Offer the settings dialog. */
  configurable?: boolean;
  /** Offer "reset to defaults" and remember settings in local storage. */
  allowReset?: boolean;
  maxColumns?: number;
  autoRefresh?: AutoRefreshConfig;

  emptyMessage?: string;
  errorMessage?: string;
  height?: number | string;
  rowHeight?: number;
  /** Rows above which the body is virtualised (default 60). */
  virtualizeThreshold?: number;
}

/** Rows held in memory: searching, filtering, sorting and paging happen in the browser. */
export interface ClientDataTableProps<T> extends CommonProps<T> {
  mode: 'client';
  data: T[];
  loading?: boolean;
  error?: unknown;
  onRefresh?: () => void;
}

/** Rows fetched page by page from the host's fetch. */
export interface ServerDataTableProps<T> extends CommonProps<T> {
  mode: 'server';
  fetchData: RemoteFetch<T>;
  /** Keep loaded pages in memory and only fetch pages not seen yet for the same query. */
  lazyLoad?: boolean;
  /** Every row matching the query, for export; defaults to paging through fetchData. */
  fetchAll?: (query: Omit<RemoteQuery, 'pageIndex' | 'pageSize'>) => Promise<T[]>;
}

export type DataTableProps<T> = ClientDataTableProps<T> | ServerDataTableProps<T>;
