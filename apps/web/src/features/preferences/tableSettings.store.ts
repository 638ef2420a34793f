import type { QueryClient } from '@tanstack/react-query';
import type { TableSettings } from '@outpost/contracts';
import { call } from '../../api/typed.ts';
// Not the data table's index: this runs in the app shell, and the index would bring the whole
// table into the first page's chunk (bench/web/bundle-size.ts).
import { readLocalTableSettings, removeLocalTableSettings, type TableSettingsStore } from '../../components/data-table/settingsStore.tsx';

const keyOf = (tableId: string) => ['table-settings', tableId] as const;
const tablePath = '/api/me/table-settings/{tableId}';

/**
 * The signed-in user's table settings on the server (`/api/me/table-settings/:tableId`), cached in
 * the query client: a table shown again this session has them at once, and a sign-in as someone
 * else drops them with every other cached answer. Settings an earlier version kept in this
 * browser's local storage still apply until the user first changes or resets that table.
 */
export function createServerTableSettingsStore(queryClient: QueryClient, onSaveError: (error: unknown) => void): TableSettingsStore {
  return {
    peek: (tableId) => queryClient.getQueryData<Partial<TableSettings> | null>(keyOf(tableId)),
    load: (tableId) =>
      queryClient.fetchQuery({
        queryKey: keyOf(tableId),
        queryFn: async ({ signal }): Promise<Partial<TableSettings> | null> =>
          (await call('get', tablePath, { params: { tableId }, signal })).settings ?? readLocalTableSettings(tableId),
        staleTime: Infinity,
      }),
    async save(tableId, settings) {
      queryClient.setQueryData(keyOf(tableId), settings);
      try {
        await call('put', tablePath, { params: { tableId }, body: settings });
        removeLocalTableSettings(tableId);
      } catch (error) {
        onSaveError(error);
        throw error;
      }
    },
    async clear(tableId) {
      queryClient.setQueryData(keyOf(tableId), null);
      removeLocalTableSettings(tableId);
      try {
        await call('delete', tablePath, { params: { tableId } });
      } catch (error) {
        onSaveError(error);
        throw error;
      }
    },
  };
}
