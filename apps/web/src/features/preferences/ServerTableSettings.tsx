import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
// Not the data table's index: this runs in the app shell, and the index would bring the whole
// table into the first page's chunk (bench/web/bundle-size.ts).
import { TableSettingsStoreProvider } from '../../components/data-table/settingsStore.tsx';
import { createServerTableSettingsStore } from './tableSettings.store.ts';

/** Every data table below keeps the signed-in user's settings on the server. */
export function ServerTableSettings({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = useMemo(
    () =>
      createServerTableSettingsStore(queryClient, (error) =>
        notifications.show({ color: 'red', message: t('preferences.tableSettingsNotSaved', { message: errorMessage(error) }) }),
      ),
    [queryClient, t],
  );
  return <TableSettingsStoreProvider store={store}>{children}</TableSettingsStoreProvider>;
}
