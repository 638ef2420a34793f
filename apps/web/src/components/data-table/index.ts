/**
 * Shared data table (spec 002 §2.4). Knows nothing of devices or users: the screen supplies
 * columns, a row id and either the rows (client mode) or a fetch (server mode).
 *
 * Server-driven:
 *   <DataTable<Device>
 *     mode="server" tableId="devices" getRowId={(d) => d.id}
 *     columns={[{ id: 'name', header: t('devices.name'), cellType: 'Anchor', cellOptions: { href: (d) => `/devices/${d.id}` } },
 *               { id: 'lastSeen', header: t('devices.lastSeen'), cellType: 'Date' }]}
 *     fetchData={(q, signal) => api.get(`/api/devices?${toRemoteSearchParams(q)}`, { signal })}
 *     filters={[{ name: 'status', label: t('devices.status'), type: 'SingleSelect', componentProps: { options } }]}
 *     selection="multi" bulkActions={[{ id: 'delete', label: t('delete'), onClick: (sel) => ... }]}
 *     rowActions={(d) => [{ id: 'open', label: t('open'), onClick: open }]}
 *     exportable configurable allowReset autoRefresh={{ channel: 'devices' }} />
 *   `fetchData` answers { data, pageCount, totalCount, requestTime }. Bulk actions get a
 *   SelectionSnapshot: mode 'ids' (ids, rows) or mode 'all' (every row of `query` except unselectedIds).
 *
 * Client-driven: mode="client" data={rows} (loading, error, onRefresh optional); search matches
 * any column text, each filter needs a `predicate(row, value)`; pagination={false} shows all rows
 * virtualised. Reload from anywhere: publishReloadTable('devices', { keepCurrentPage, showLoading }).
 *
 * Settings: a table with a `tableId` that is `configurable` (or `allowReset`) keeps its visible
 * columns, column order and widths, sort and auto-refresh in the TableSettingsStore of its context
 * (local storage unless a TableSettingsStoreProvider gives another: the app keeps them per user on
 * the server) and offers "Reset to defaults", which clears them.
 */
export { DataTable } from './DataTable.tsx';
export type { DataTableProps, ClientDataTableProps, ServerDataTableProps } from './props.ts';
export type * from './types.ts';
export { toRemoteSearchParams } from './remoteQuery.ts';
export {
  TableSettingsStoreProvider,
  localTableSettingsStore,
  readLocalTableSettings,
  removeLocalTableSettings,
  type TableSettings,
  type TableSettingsStore,
} from './settingsStore.tsx';
export { toCsv, downloadCsv } from './exportCsv.ts';
export { DATE_PRESETS, presetStart, type DatePresetValue } from './filters/datePresets.ts';
export { publishReloadTable, subscribeReloadTable, type ReloadTableOptions } from '../events/reloadTable.ts';
