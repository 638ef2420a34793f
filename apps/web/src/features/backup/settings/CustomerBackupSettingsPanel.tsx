import { Alert, Button, Group, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CUSTOMER_BACKUP_SETTINGS, type CustomerBackupSettings } from '@outpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/index.ts';
import { errorMessage } from '../../../api/client.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import { fetchDevicePage } from '../../devices/index.ts';
import { useOrgBackupSettings, useSaveOrgBackupSettings } from '../backup.api.ts';
import { setChosen, setExcluded, setMode } from '../model/customerSettings.ts';
import '../backup.strings.ts';

/** The organization's devices for the pickers (first 250). */
function useOrgDevices(organizationId: number) {
  return useQuery({
    queryKey: ['devices', 'org-backup', organizationId],
    queryFn: ({ signal }) =>
      fetchDevicePage(
        new URLSearchParams({ pageIndex: '0', pageSize: '250', globalFilter: '', sort: '[]', filters: JSON.stringify({ clientId: organizationId }) }),
        signal,
      ),
  });
}

function SettingsForm({ organizationId, initial, canManage }: { organizationId: number; initial: CustomerBackupSettings; canManage: boolean }) {
  const { t } = useTranslation();
  const [s, setS] = useState(initial);
  useEffect(() => setS(initial), [initial]);
  const save = useSaveOrgBackupSettings(organizationId);
  const devices = useOrgDevices(organizationId);
  const options = (devices.data?.data ?? []).map((d) => ({ value: String(d.id), label: d.displayName }));
  const ids = (v: string[]) => v.map(Number);
  return (
    <Stack maw={640}>
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Select
        label={t('backup.settings.mode')}
        data={(['ALL', 'MANUAL', 'NONE'] as const).map((m) => ({ value: m, label: t(`backup.settings.mode${m}`) }))}
        value={s.mode}
        allowDeselect={false}
        disabled={!canManage}
        onChange={(m) => m && setS(setMode(s, m as CustomerBackupSettings['mode']))}
      />
      {s.mode === 'MANUAL' && (
        <MultiSelect
          label={t('backup.settings.devices')}
          data={options}
          value={s.nodeIds.map(String)}
          searchable
          disabled={!canManage}
          onChange={(v) => setS(setChosen(s, ids(v)))}
          nothingFoundMessage={t('backup.empty.options')}
        />
      )}
      <MultiSelect
        label={t('backup.settings.excluded')}
        data={options}
        value={s.excludedNodeIds.map(String)}
        searchable
        disabled={!canManage}
        onChange={(v) => setS(setExcluded(s, ids(v)))}
        nothingFoundMessage={t('backup.empty.options')}
      />
      <Switch
        label={t('backup.settings.throttle')}
        checked={s.bandwidthThrottle}
        disabled={!canManage}
        onChange={(c) => setS({ ...s, bandwidthThrottle: c })}
      />
      {s.bandwidthThrottle && (
        <NumberInput
          label={t('backup.settings.throttleKb')}
          min={64}
          max={10_000_000}
          value={s.bandwidthThrottleKb}
          disabled={!canManage}
          onChange={(v) => setS({ ...s, bandwidthThrottleKb: Number(v) || 64 })}
        />
      )}
      <TextInput
        label={t('backup.settings.networkLocation')}
        description={t('backup.settings.networkLocationHint')}
        value={s.networkLocation ?? ''}
        disabled={!canManage}
        onChange={(e) => setS({ ...s, networkLocation: e.currentTarget.value || null })}
      />
      <Select
        label={t('backup.settings.deployTo')}
        data={(['ALL', 'SERVERS', 'WORKSTATIONS'] as const).map((d) => ({ value: d, label: t(`backup.settings.deployTo${d}`) }))}
        value={s.deployTo}
        allowDeselect={false}
        disabled={!canManage}
        onChange={(d) => d && setS({ ...s, deployTo: d as CustomerBackupSettings['deployTo'] })}
      />
      {canManage && (
        <Group>
          <Button
            loading={save.isPending}
            onClick={() => save.mutate(s, { onSuccess: () => notifications.show({ color: 'green', message: t('backup.settings.saved') }) })}
          >
            {t('app.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Customer backup settings of an organization (spec 002 §3.6, §4.7). */
export function CustomerBackupSettingsPanel({ organizationId, canManage }: { organizationId: number; canManage: boolean }) {
  const settings = useOrgBackupSettings(organizationId);
  return (
    <QueryState query={settings}>
      {(data) => <SettingsForm organizationId={organizationId} initial={data ?? DEFAULT_CUSTOMER_BACKUP_SETTINGS} canManage={canManage} />}
    </QueryState>
  );
}
