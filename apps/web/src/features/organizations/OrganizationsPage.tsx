import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Organization } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, publishReloadTable, toRemoteSearchParams, type DataTableColumn } from '../../components/data-table/index.ts';
import { useCan } from '../auth/session.ts';
import { OrganizationFormDialog } from './OrganizationFormDialog.tsx';
import { fetchOrganizationPage } from './index.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';
import './organizations.strings.ts';

const ORGANIZATIONS_TABLE = 'organizations';

/** Organizations (clients), server-driven. */
export function OrganizationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('canManageOrganizations');
  const [creating, setCreating] = useState(false);
  const columns = useMemo<DataTableColumn<Organization>[]>(
    () => [
      { id: 'name', header: t('organizations.name'), cellType: 'Anchor', cellOptions: { href: (o) => `/organizations/${o.id}` }, priorityWidth: 240 },
      { id: 'description', header: t('organizations.description'), disableSortBy: true, priorityWidth: 300 },
      { id: 'locationCount', header: t('organizations.locations'), cellType: 'Number' },
      { id: 'deviceCount', header: t('organizations.devices'), cellType: 'Number' },
    ],
    [t],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('organizations.title')}</PageTitle>
        {canManage && <Button onClick={() => setCreating(true)}>{t('organizations.add')}</Button>}
      </Group>
      <DataTable<Organization>
        mode="server"
        tableId={ORGANIZATIONS_TABLE}
        getRowId={(o) => String(o.id)}
        columns={columns}
        fetchData={(query, signal) => fetchOrganizationPage(toRemoteSearchParams(query), signal)}
        initialSort={[{ id: 'name', desc: false }]}
        onRowAction={(o) => void navigate({ to: '/organizations/$id', params: { id: o.id } })}
        emptyMessage={t('organizations.empty')}
        exportable
        refreshable
        configurable
        autoRefresh={{ channel: ORGANIZATIONS_TABLE }}
      />
      {creating && (
        <OrganizationFormDialog
          onClose={() => setCreating(false)}
          onSaved={(o) => {
            publishReloadTable(ORGANIZATIONS_TABLE);
            void navigate({ to: '/organizations/$id', params: { id: o.id } });
          }}
        />
      )}
    </Stack>
  );
}
