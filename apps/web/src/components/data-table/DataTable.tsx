import { useMemo, useState } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableProps } from './props.ts';
import { useDataTable } from './useDataTable.ts';
import { Toolbar } from './Toolbar.tsx';
import { SearchInput } from './SearchInput.tsx';
import { FilterBar } from './filters/FilterBar.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { TableView } from './TableView.tsx';
import { TablePagination } from './Pagination.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';
import { useLastUpdated } from './useLastUpdated.ts';
import type { RowFeatures } from './TableRow.tsx';

const DEFAULT_PAGE_SIZES = [10, 25, 50, 100, 250];

/** The shared list table (spec 002 §2.4): see index.ts for usage. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('components');
  const s = useDataTable(props);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const age = useLastUpdated(s.lastUpdated);
  const kind = props.selection ?? 'none';
  const features = useMemo<RowFeatures<T>>(
    () => ({
      selectable: kind !== 'none',
      draggable: Boolean(props.onReorder),
      statusColumn: Boolean(props.showStatusIndicator),
      stateColumn: Boolean(props.showRowStateColumn),
      rowActions: props.rowActions,
    }),
    [kind, props.onReorder, props.showStatusIndicator, props.showRowStateColumn, props.rowActions],
  );

  const limit = props.selectionLimit;
  // Only asked for while the selection bar shows: counting walks every matching row.
  const selectAllCount = () => {
    const all = s.selection.selectableTotal();
    return s.selection.state.mode === 'all' || (limit !== undefined && all > limit) ? null : all;
  };

  let message: { text: string; tone: 'error' | 'empty' } | null = null;
  if (s.failed) message = { text: props.errorMessage ?? t('table.fetchError'), tone: 'error' };
  else if (!s.loading && s.rows.length === 0) message = { text: props.emptyMessage ?? t('table.empty'), tone: 'empty' };
  // Until the user's settings are known the rows wait too: their columns and sort may change.
  const skeleton = !s.settingsReady || (s.loading && s.rows.length === 0 && !s.failed) ? s.pageSize : null;

  return (
    <Box data-table-id={props.tableId}>
      <Toolbar
        search={
          props.searchable === false ? null : (
            <SearchInput
              value={s.search}
              onChange={s.setSearch}
              trim={props.trimSearch}
              maxLength={props.searchMaxLength}
              placeholder={props.searchPlaceholder}
            />
          )
        }
        filters={props.filters?.length ? <FilterBar filters={props.filters} values={s.filterValues} onChange={s.setFilter} onClear={s.clearFilters} /> : null}
        actions={props.actions}
        lastUpdatedAge={age}
        onRefresh={props.refreshable === false ? undefined : () => s.reload({ keepCurrentPage: true, showLoading: true })}
        onExport={props.exportable ? () => void s.exporter.exportCsv() : undefined}
        exporting={s.exporter.exporting}
        onOpenSettings={props.configurable || props.allowReset ? () => setSettingsOpen(true) : undefined}
      />
      {kind === 'multi' && s.selection.count > 0 && (
        <SelectionBar
          count={s.selection.count}
          pageSelectable={s.pageSelection.selectable.length}
          pageUnselected={s.pageSelection.selectable.length - s.pageSelection.selected}
          selectAllCount={selectAllCount()}
          showSelectedOnly={s.showSelectedOnly}
          onShowSelectedOnly={s.setShowSelectedOnly}
          onSelectPage={() => s.selection.setRows(s.pageSelection.selectable, true)}
          onSelectAll={s.selection.selectAllMatching}
          onClear={s.selection.clear}
          bulkActions={props.bulkActions}
          snapshot={s.snapshot}
        />
      )}
      <TableView
        rows={s.rows}
        columns={s.visibleColumns}
        getRowId={props.getRowId}
        rowPropsOf={s.rowPropsOf}
        pageSelection={s.shownSelection}
        features={features}
        multi={kind === 'multi'}
        selection={s.selection}
        sort={s.sort}
        onSort={s.onSort}
        onRowAction={props.onRowAction}
        onRowClick={props.onRowClick}
        onReorder={props.onReorder}
        state={{ skeleton, fetching: s.fetching || (Boolean(s.loading) && s.rows.length > 0), message }}
        height={props.height ?? 600}
        rowHeight={props.rowHeight ?? 44}
        virtualizeThreshold={props.virtualizeThreshold ?? 60}
      />
      {s.paginated && !s.showSelectedOnly && (
        <TablePagination
          pageIndex={s.pageIndex}
          pageSize={s.pageSize}
          pageCount={s.pageCount}
          totalCount={s.totalCount}
          totalExact={s.totalExact}
          pageSizeOptions={(props.pageSizeOptions ?? DEFAULT_PAGE_SIZES).filter((n) => n <= s.limit)}
          onPageChange={s.setPageIndex}
          onPageSizeChange={s.setPageSize}
        />
      )}
      {(props.configurable || props.allowReset) && (
        <SettingsDialog
          opened={settingsOpen}
          onClose={() => setSettingsOpen(false)}
          columns={props.columns}
          settings={s.tableSettings.settings}
          maxColumns={s.maxColumns}
          showAutoRefresh={props.autoRefresh !== undefined}
          onSave={s.tableSettings.setSettings}
          onReset={props.allowReset || s.tableSettings.persists ? s.tableSettings.reset : undefined}
        />
      )}
    </Box>
  );
}
