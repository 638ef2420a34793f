import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DEVICE_PICKER_PAGE_SIZE } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/typed.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { backupKey, useOrgBackupSettings, type PickerDevice } from '../backup.api.ts';
import type { Translate } from '../model/schedule.ts';

/**
 * An option's label: the device's name, and where several devices share that name, its location
 * (or organization), when it was last seen and its id (two agents on one machine share all the
 * rest), so the chosen one stays clear in the input too.
 */
export function pickerLabel(t: Translate, device: PickerDevice, all: PickerDevice[]): string {
  if (all.filter((d) => d.displayName === device.displayName).length < 2) return device.displayName;
  const where = device.locationName ?? device.organizationName;
  return [
    device.displayName,
    where,
    t('backup.restore.lastSeen', { when: formatDateTime(device.lastSeen) }),
    t('backup.restore.deviceId', { id: device.id }),
  ].join(' · ');
}

/**
 * "Restore To": online devices of the source device's organization only (spec 000 §7: `org`; the
 * server refuses a restore to another organization's device), 50 a page, searchable; an
 * organization in MANUAL mode limits it to its chosen devices. Each option says its organization,
 * location and last contact.
 */
export function DevicePicker({
  organizationId,
  value,
  onChange,
}: {
  organizationId: number;
  value: PickerDevice | null;
  onChange: (d: PickerDevice | null) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  // The input shows the chosen option's label: that is no search (it would find nothing but the
  // chosen device, whose label would then lose what told it apart from its namesakes).
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(name === chosenLabel ? '' : name, 300);
  const settings = useOrgBackupSettings(organizationId);
  const manual = settings.data?.mode === 'MANUAL' ? settings.data.nodeIds : null;
  const devices = useQuery({
    queryKey: [...backupKey, 'picker', organizationId, debounced, manual],
    enabled: !settings.isPending,
    queryFn: async ({ signal }) => {
      const page = await call('get', '/api/query/devices', {
        query: {
          name: debounced || undefined,
          org: organizationId,
          nodeId: manual ?? undefined,
          online: 'true',
          lockhartEnabled: 'true',
          page: 0,
          size: DEVICE_PICKER_PAGE_SIZE,
        },
        signal,
      });
      return page.results.filter((d) => d.isUp && d.clientId === organizationId && (!manual || manual.includes(d.id)));
    },
  });
  const options = devices.data ?? [];
  const listed = [...(value && !options.some((d) => d.id === value.id) ? [value] : []), ...options];
  const byId = new Map(listed.map((d) => [String(d.id), d]));
  const data = listed.map((d) => ({ value: String(d.id), label: pickerLabel(t, d, listed) }));
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
      renderOption={({ option }) => {
        const d = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {/* A label that already says where the device is and when it was seen needs no second line. */}
            {d && option.label === d.displayName && (
              <Text size="xs" c="dimmed">
                {[d.organizationName, d.locationName, t('backup.restore.lastSeen', { when: formatDateTime(d.lastSeen) })].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Stack>
        );
      }}
      nothingFoundMessage={devices.isPending ? t('app.loading') : t('backup.empty.devices')}
      onChange={(id) => {
        setChosenLabel(data.find((o) => o.value === id)?.label ?? null);
        onChange((id && byId.get(id)) || null);
      }}
      comboboxProps={{ zIndex: 400 }}
    />
  );
}
