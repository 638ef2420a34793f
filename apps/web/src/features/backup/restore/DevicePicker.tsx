import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DEVICE_PICKER_PAGE_SIZE } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { backupKey, pageRows, useOrgBackupSettings, type PickerDevice } from '../backup.api.ts';
import { backupPaths } from '../paths.ts';

/** "Restore To": online devices only, 50 a page, searchable; an organization in MANUAL mode limits it to its chosen devices. */
export function DevicePicker({ organizationId, value, onChange }: { organizationId: number; value: PickerDevice | null; onChange: (d: PickerDevice | null) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name, 300);
  const settings = useOrgBackupSettings(organizationId);
  const manual = settings.data?.mode === 'MANUAL' ? settings.data.nodeIds : null;
  const devices = useQuery({
    queryKey: [...backupKey, 'picker', debounced, manual],
    enabled: !settings.isPending,
    queryFn: async ({ signal }) => {
      const path = backupPaths.queryDevices({ name: debounced || undefined, nodeId: manual?.join(','), page: 0, size: DEVICE_PICKER_PAGE_SIZE });
      const rows = pageRows(await api<{ results?: PickerDevice[]; data?: PickerDevice[] } | PickerDevice[]>(path, { signal }));
      return rows.filter((d) => d.isUp !== false && (!manual || manual.includes(d.id)));
    },
  });
  const options = devices.data ?? [];
  const data = [...(value && !options.some((d) => d.id === value.id) ? [value] : []), ...options].map((d) => ({ value: String(d.id), label: d.displayName }));
  return (
    <Select
      label={t('backup.restore.restoreTo')}
      placeholder={t('backup.restore.restoreToPlaceholder')}
      searchable
      clearable
      data={data}
      value={value ? String(value.id) : null}
      searchValue={name}
      onSearchChange={setName}
      filter={({ options: o }) => o}
      nothingFoundMessage={devices.isPending ? t('app.loading') : t('backup.empty.devices')}
      onChange={(id) => onChange([...options, ...(value ? [value] : [])].find((d) => String(d.id) === id) ?? null)}
      comboboxProps={{ zIndex: 400 }}
    />
  );
}
