import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { NODE_CLASSES, type Device } from '@outpost/contracts';
import { useInterval } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  publishReloadTable,
  toRemoteSearchParams,
  type DataTableColumn,
  type FilterDefinition,
  type SelectionSnapshot,
} from '../../components/data-table/index.ts';
import { errorMessage } from '../../api/client.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { formatAgo } from '../../shared/format.ts';
import { useCan } from '../auth/session.ts';
import { useOrganizationOptions } from '../organizations/index.ts';
import { deleteDevice, useDeviceRoles } from './devices.api.ts';
import { fetchDevicePage } from './index.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { PageTitle } from '../../shared/PageTitle.tsx';

// The scripting dialog is loaded when first opened.
const RunScriptDialog = lazy(() => import('../scripts/lazy.ts').then((m) => ({ default: m.RunScriptDialog })));

const DEVICES_TABLE = 'devices';
const STATUS_REFRESH_MS = 10_000;

/** The ids behind a selection; in select-all mode, every matching device but the unselected ones. */
async function selectedDeviceIds(selection: SelectionSnapshot<Device>): Promise<number[]> {
  if (selection.mode === 'ids') return selection.ids.map(Number);
  const ids: number[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await fetchDevicePage(toRemoteSearchParams({ ...selection.query, pageIndex, pageSize: 250 }));
    ids.push(...page.data.map((d) => d.id));
    if (pageIndex + 1 >= page.pageCount) break;
  }
  const unselected = new Set(selection.unselectedIds);
  return ids.filter((id) => !unselected.has(String(id)));
}

/** Every approved device, server-driven, with filters by organization, role, class and status. */
const route = getRouteApi('/devices');

export function DevicesPage() {
  // A link may open the list filtered by status (the dashboard's "Devices down").
  const initialStatus = route.useSearch().status;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('canManageDevices');
  const canRunScripts = useCan('canRunScripts');
  const [runOn, setRunOn] = useState<number[] | null>(null);
  const organizations = useOrganizationOptions();
  const roles = useDeviceRoles();

  const columns = useMemo<DataTableColumn<Device>[]>(
    () => [
      { id: 'displayName', header: t('devices.name'), cellType: 'Anchor', cellOptions: { href: (d) => `/devices/${d.id}` }, priorityWidth: 220 },
      { id: 'status', header: t('devices.status'), disableSortBy: true, render: (d) => <StatusBadge isUp={d.isUp} />, priorityWidth: 90 },
      { id: 'organizationName', header: t('devices.organization'), priorityWidth: 180 },
      { id: 'locationName', header: t('devices.location'), disableSortBy: true },
      { id: 'nodeRole', header: t('devices.role'), accessor: (d) => d.nodeRole?.name, disableSortBy: true },
      { id: 'nodeClass', header: t('devices.nodeClass'), accessor: (d) => t(`nodeClass.${d.nodeClass}`) },
      { id: 'lastSeenAt', header: t('devices.lastSeen'), accessor: (d) => formatAgo(d.lastSeenAt, t('app.never')) },
    ],
    [t],
  );

  const filters = useMemo<FilterDefinition<Device>[]>(
    () => [
      {
        name: 'clientId',
        label: t('devices.organization'),
        type: 'MultiSelect',
        componentProps: { options: (organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name })) },
      },
      {
        name: 'nodeRoleId',
        label: t('devices.role'),
        type: 'MultiSelect',
        componentProps: { options: (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name })) },
      },
      {
        name: 'nodeClass',
        label: t('devices.nodeClass'),
        type: 'MultiSelect',
        componentProps: { options: NODE_CLASSES.map((c) => ({ value: c, label: t(`nodeClass.${c}`) })) },
      },
      {
        name: 'status',
        label: t('devices.status'),
        type: 'SingleSelect',
        initialValue: initialStatus ?? null,
        componentProps: {
          options: [
            { value: 'UP', label: t('devices.up') },
            { value: 'DOWN', label: t('devices.down') },
          ],
        },
      },
    ],
    [t, organizations.data, roles.data, initialStatus],
  );

  const removeDevices = async (ids: number[]) => {
    const results = await Promise.allSettled(ids.map(deleteDevice));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) notifications.show({ color: 'red', message: errorMessage(failed.reason) });
    notifications.show({ message: t('devices.removed', { count: results.filter((r) => r.status === 'fulfilled').length }) });
    publishReloadTable(DEVICES_TABLE);
  };

  // Up/down changes as heartbeats arrive or stop: reload the list quietly while it is open.
  useInterval(() => publishReloadTable(DEVICES_TABLE), STATUS_REFRESH_MS, { autoInvoke: true });

  return (
    <Stack>
      <PageTitle>{t('devices.title')}</PageTitle>
      <DataTable<Device>
        mode="server"
        tableId="devices"
        getRowId={(d) => String(d.id)}
        columns={columns}
        fetchData={(query, signal) => fetchDevicePage(toRemoteSearchParams(query), signal)}
        filters={filters}
        initialSort={[{ id: 'displayName', desc: false }]}
        selection={canManage || canRunScripts ? 'multi' : undefined}
        bulkActions={[
          ...(canRunScripts
            ? [
                {
                  id: 'run-script',
                  label: t('devices.runScript'),
                  onClick: async (selection: SelectionSnapshot<Device>) => setRunOn(await selectedDeviceIds(selection)),
                },
              ]
            : []),
          ...(canManage
            ? [
                {
                  id: 'remove',
                  label: t('devices.removeSelected'),
                  onClick: async (selection: SelectionSnapshot<Device>) => {
                    const ids = await selectedDeviceIds(selection);
                    confirmDanger(t, {
                      title: t('devices.removeConfirmTitle', { count: ids.length }),
                      body: t('devices.removeConfirm'),
                      confirmLabel: t('devices.remove'),
                      onConfirm: () => void removeDevices(ids),
                    });
                  },
                },
              ]
            : []),
        ]}
        onRowAction={(d) => void navigate({ to: '/devices/$id', params: { id: d.id } })}
        emptyMessage={t('devices.empty')}
        exportable
        configurable
        allowReset
        refreshable
        autoRefresh={{ channel: DEVICES_TABLE }}
      />
      {runOn && (
        <Suspense fallback={null}>
          <RunScriptDialog target={{ kind: 'DEVICES', deviceIds: runOn }} onClose={() => setRunOn(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
