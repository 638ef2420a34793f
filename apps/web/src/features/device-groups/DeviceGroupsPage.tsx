import { Badge, Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { DeviceGroup } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { formatDateTime } from '../../shared/format.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { useCan } from '../auth/session.ts';
import { useDeviceGroups } from './deviceGroups.api.ts';
import './deviceGroups.strings.ts';

/** Every device group with its type and how many of the devices you may see are in it. */
export function DeviceGroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useDeviceGroups();
  const canManage = useCan('canManageDeviceGroups');
  const columns = useMemo<DataTableColumn<DeviceGroup>[]>(
    () => [
      { id: 'name', header: t('deviceGroups.name'), cellType: 'Anchor', cellOptions: { href: (g) => `/device-groups/${g.id}` }, priorityWidth: 220 },
      {
        id: 'type',
        header: t('deviceGroups.type'),
        render: (g) => (
          <Badge variant="light" color={g.type === 'DYNAMIC' ? 'blue' : 'gray'}>
            {t(`deviceGroups.types.${g.type}`)}
          </Badge>
        ),
        sortValue: (g) => g.type,
      },
      { id: 'memberCount', header: t('deviceGroups.members'), accessor: (g) => g.memberCount, sortValue: (g) => g.memberCount },
      { id: 'description', header: t('deviceGroups.description'), disableSortBy: true },
      { id: 'updatedAt', header: t('deviceGroups.updated'), accessor: (g) => formatDateTime(g.updatedAt, ''), sortValue: (g) => g.updatedAt },
    ],
    [t],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('deviceGroups.title')}</PageTitle>
        {canManage && (
          <Button component={Link} to="/device-groups/new">
            {t('deviceGroups.add')}
          </Button>
        )}
      </Group>
      <DataTable<DeviceGroup>
        mode="client"
        tableId="device-groups"
        data={groups.data ?? []}
        loading={groups.isPending}
        error={groups.error}
        onRefresh={() => void groups.refetch()}
        getRowId={(g) => String(g.id)}
        columns={columns}
        emptyMessage={t('deviceGroups.empty')}
        onRowClick={(g) => void navigate({ to: '/device-groups/$id', params: { id: g.id } })}
      />
    </Stack>
  );
}
