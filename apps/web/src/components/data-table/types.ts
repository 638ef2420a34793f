import type { ReactNode } from 'react';

/** Sort of one column; the table sorts by at most one column at a time. */
export interface SortItem {
  id: string;
  desc: boolean;
}

export type CellType =
  'Anchor' | 'ButtonLink' | 'Icon' | 'Text' | 'Switch' | 'Tags' | 'LazyRenderer' | 'StickyPopover' | 'Date' | 'Currency' | 'Number' | 'Progress';

/** Options a cell type may read; each type uses the ones it needs. */
export interface CellOptions<T> {
  /** Anchor: link target. */
  href?: (row: T) => string;
  /** ButtonLink / Anchor: click handler. */
  onClick?: (row: T) => void;
  /** Icon: the icon to draw, with an optional tooltip label. */
  icon?: (row: T) => ReactNode;
  iconLabel?: (row: T) => string;
  /** Switch: change handler; the switch is read-only without it. */
  onToggle?: (row: T, checked: boolean) => void;
  /** LazyRenderer / StickyPopover: content drawn on demand. */
  render?: (row: T) => ReactNode;
  /** Date: date-fns format pattern (default 'PPp'). */
  dateFormat?: string;
  /**
   * Date: compact, for tables that must fit (issue 23 item 12): the time for today, 'Nov 28' this
   * year, 'Nov 28, 2025' before; the full date and time in a tooltip. Overrides `dateFormat`.
   */
  compactDate?: boolean;
  /** Currency: ISO code (default USD). */
  currency?: string;
  /** Number / Currency: fraction digits. */
  maximumFractionDigits?: number;
  /** Progress: colour of the bar. */
  color?: string;
}

/** One column. Labels are already translated by the host screen. */
export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** Reads the cell value; defaults to `row[id]`. */
  accessor?: (row: T) => unknown;
  cellType?: CellType;
  cellOptions?: CellOptions<T>;
  /** Full control over the cell; wins over cellType. */
  render?: (row: T) => ReactNode;
  /** Preferred width in px; the column grows or shrinks within min/max around it. */
  priorityWidth?: number;
  minWidth?: number;
  maxWidth?: number;
  disableSortBy?: boolean;
  /** i18n key (namespace of the host) for a help tooltip next to the header. */
  tooltipToken?: string;
  /** Marks required cells with an asterisk. */
  required?: boolean;
  /** Hidden until the user turns it on in settings. */
  hiddenByDefault?: boolean;
  /** Text written to CSV; defaults to the accessor value. */
  exportValue?: (row: T) => string;
  /** Client mode: comparator for sorting; defaults to comparing accessor values. */
  sortValue?: (row: T) => string | number;
}

export type FilterType =
  | 'SingleSelect'
  | 'MultiSelect'
  | 'SearchableSelect'
  | 'InputWithUnitDropdown'
  | 'RadioGroup'
  | 'DateRangeSelect'
  | 'DateRangePicker'
  | 'DateRangePickerSelect'
  | 'NumberRange'
  | 'SingleValue'
  | 'UserDefined';

export interface FilterOption {
  value: string;
  label: string;
}

/** Extra props per filter type: options, units, presets, a custom renderer. */
export interface FilterComponentProps {
  options?: FilterOption[];
  units?: FilterOption[];
  placeholder?: string;
  render?: (props: { value: unknown; onChange: (value: unknown) => void }) => ReactNode;
}

/** A filter as defined in spec 002 §3.3. */
export interface FilterDefinition<T = unknown> {
  name: string;
  label: string;
  type: FilterType;
  /** Controlled value; when set the host owns it (see onFiltersChange). */
  value?: unknown;
  /** Value on first render. */
  initialValue?: unknown;
  /** Value restored by "Clear filters". */
  defaultValue?: unknown;
  category?: 'primary' | 'secondary';
  hidden?: boolean;
  openOnMount?: boolean;
  componentProps?: FilterComponentProps;
  /** Client mode only: does this row pass the filter with this value? */
  predicate?: (row: T, value: unknown) => boolean;
}

export type FilterValues = Record<string, unknown>;

/** What a server-driven table asks for. */
export interface RemoteQuery {
  pageIndex: number;
  pageSize: number;
  globalFilter: string;
  sort: SortItem[];
  filters: FilterValues;
}

/** What the host's fetch answers (spec 002 §3.3). */
export interface RemoteResponse<T> {
  data: T[];
  pageCount: number;
  totalCount: number;
  requestTime?: number;
  /**
   * Set when totalCount is only a lower bound (a count the server answers after the page): the
   * exact total and page count. The table shows the page at once, "N+" until this settles.
   */
  exactTotal?: Promise<{ totalCount: number; pageCount: number }>;
}

export interface RowAction<T> {
  id: string;
  label: string;
  icon?: ReactNode;
  onClick: (row: T) => void;
  disabled?: boolean;
  color?: string;
}

/** The current selection, as handed to bulk actions. */
export interface SelectionSnapshot<T> {
  /** 'ids': exactly `ids` are selected; 'all': every matching row except `unselectedIds`. */
  mode: 'ids' | 'all';
  ids: string[];
  rows: T[];
  unselectedIds: string[];
  count: number;
  /** The query the selection was made under (search and filters), for 'all' mode on the server. */
  query: Pick<RemoteQuery, 'globalFilter' | 'filters' | 'sort'>;
}

export interface BulkAction<T> {
  id: string;
  label: string;
  icon?: ReactNode;
  /** May be async: a rejection is shown under the selection bar. */
  onClick: (selection: SelectionSnapshot<T>) => void | Promise<void>;
  disabled?: boolean;
}

export interface ToolbarAction {
  id: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  variant?: 'filled' | 'default' | 'light';
}

/** Per-row state from the host's row-props provider. */
export interface RowProps {
  disabled?: boolean;
  error?: boolean;
  status?: { color: string; borderColor?: string; label?: string };
  /** Icon shown in the row-state column. */
  stateIcon?: ReactNode;
}

export interface AutoRefreshConfig {
  /** Reload-table channel; without one the table polls every `intervalMs`. */
  channel?: string;
  intervalMs?: number;
  /** Initial state of the setting (default true). */
  enabledByDefault?: boolean;
}
