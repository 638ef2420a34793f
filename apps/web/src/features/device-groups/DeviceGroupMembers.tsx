import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Device, DeviceGroup } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { DataTable, publishReloadTable, toRemoteSearchParams, type DataTableColumn } from '../../components/data-table/index.ts';
import { formatAgo } from '../../shared/format.ts';
import { fetchDevicePage, StatusBadge } from '../devices/index.ts';
import { addGroupMembers, deviceGroupsKey, fetchGroupMembers, removeGroupMember } from './deviceGroups.api.ts';

/** Picks devices by name from the device list (50 best matches of what is typed). */
function DevicePicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const found = useQuery({
    queryKey: ['devices', 'picker', debounced],
    queryFn: ({ signal }) => fetchDevicePage(new URLSearchParams({ pageSize: '50', globalFilter: debounced }), signal),
  });
  const data = [...new Map([...known, ...(found.data?.data ?? []).map((d): [string, string] => [String(d.id), d.displayName])]).entries()].map(
    ([v, label]) => ({ value: v, label }),
  );
  return (
    <MultiSelect
      label={t('deviceGroups.memberList.picker')}
      data={data}
      value={value}
      onChange={(ids) => {
        setKnown(new Map(data.filter((d) => ids.includes(d.value)).map((d) => [d.value, d.label])));
        onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      w={360}
    />
  );
}

/** A group's devices: a static group's chosen ones (added and removed here), a dynamic group's matches. */
export function DeviceGroupMembers({ group, canManage }: { group: DeviceGroup; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string[]>([]);
  const tableId = `device-group-${group.id}-members`;
  const editable = canManage && group.type === 'STATIC';
  const columns = useMemo<DataTableColumn<Device>[]>(
    () => [
      { id: 'displayName', header: t('devices.name'), cellType: 'Anchor', cellOptions: { href: (d) => `/devices/${d.id}` }, disableSortBy: true },
      { id: 'status', header: t('devices.status'), disableSortBy: true, render: (d) => <StatusBadge isUp={d.isUp} /> },
      { id: 'organizationName', header: t('devices.organization'), disableSortBy: true },
      { id: 'nodeClass', header: t('devices.nodeClass'), accessor: (d) => t(`nodeClass.${d.nodeClass}`), disableSortBy: true },
      { id: 'lastSeenAt', header: t('devices.lastSeen'), accessor: (d) => formatAgo(d.lastSeenAt, t('app.never')), disableSortBy: true },
    ],
    [t],
  );
  const changed = () => {
    publishReloadTable(tableId);
    void queryClient.invalidateQueries({ queryKey: deviceGroupsKey });
  };
  const add = async () => {
    try {
      await addGroupMembers(group.id, picked.map(Number));
      notifications.show({ message: t('deviceGroups.memberList.added', { count: picked.length }) });
      setPicked([]);
      changed();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };
  return (
    <Stack>
      {editable && (
        <Group align="flex-end">
          <DevicePicker value={picked} onChange={setPicked} />
          <Button onClick={() => void add()} disabled={picked.length === 0}>
            {t('deviceGroups.memberList.add')}
          </Button>
        </Group>
      )}
      <DataTable<Device>
        mode="server"
        tableId={tableId}
        getRowId={(d) => String(d.id)}
        columns={columns}
        fetchData={(query, signal) => fetchGroupMembers(group.id, toRemoteSearchParams(query), signal)}
        emptyMessage={t('deviceGroups.memberList.empty')}
        rowActions={
          editable
            ? (d) => [
                {
                  id: 'remove',
                  label: t('deviceGroups.memberList.remove'),
                  onClick: () =>
                    void removeGroupMember(group.id, d.id).then(
                      () => (notifications.show({ message: t('deviceGroups.memberList.removed') }), changed()),
                      (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) }),
                    ),
                },
              ]
            : undefined
        }
      />
    </Stack>
  );
}
