import { Badge, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import type { Agreement } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { AgreementForm } from './AgreementForm.tsx';
import { useAgreements } from './billing.api.ts';
import { BillingNav } from './BillingNav.tsx';
import { formatDay } from './StatementView.tsx';
import './billing.strings.ts';

/** Every agreement of the organizations one may bill, in the shared table; a row opens its page. */
export function AgreementsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const agreements = useAgreements();
  const [creating, setCreating] = useState(false);
  const columns = useMemo<DataTableColumn<Agreement>[]>(
    () => [
      { id: 'name', header: t('billing.agreements.name'), cellType: 'Anchor', cellOptions: { href: (a) => `/billing/agreements/${a.id}` }, priorityWidth: 200 },
      { id: 'organizationName', header: t('billing.agreements.organization') },
      {
        id: 'type',
        header: t('billing.agreements.type'),
        render: (a) => <Badge variant="light">{t(`billing.agreementTypes.${a.type}`)}</Badge>,
        sortValue: (a) => a.type,
      },
      { id: 'startDate', header: t('billing.agreements.start'), accessor: (a) => formatDay(a.startDate), sortValue: (a) => a.startDate },
      {
        id: 'endDate',
        header: t('billing.agreements.end'),
        accessor: (a) => (a.endDate ? formatDay(a.endDate) : t('billing.agreements.noEnd')),
        sortValue: (a) => a.endDate ?? '9999',
      },
      { id: 'products', header: t('billing.agreements.products'), accessor: (a) => a.products.map((p) => p.productName).join(', '), disableSortBy: true },
      { id: 'coversLabor', header: t('billing.agreements.labor'), accessor: (a) => (a.coversLabor ? '✓' : ''), disableSortBy: true },
    ],
    [t],
  );
  return (
    <Stack>
      <BillingNav />
      <Group justify="space-between">
        <PageTitle>{t('billing.agreements.title')}</PageTitle>
        <Button onClick={() => setCreating(true)}>{t('billing.agreements.add')}</Button>
      </Group>
      <DataTable<Agreement>
        mode="client"
        tableId="billing-agreements"
        data={agreements.data ?? []}
        loading={agreements.isPending}
        error={agreements.error}
        onRefresh={() => void agreements.refetch()}
        getRowId={(a) => String(a.id)}
        columns={columns}
        emptyMessage={t('billing.agreements.empty')}
        onRowClick={(a) => void navigate({ to: '/billing/agreements/$id', params: { id: a.id } })}
      />
      {creating && (
        <AgreementForm
          agreement={null}
          onClose={() => setCreating(false)}
          onSaved={(a) => {
            notifications.show({ message: t('billing.agreements.saved') });
            void navigate({ to: '/billing/agreements/$id', params: { id: a.id } });
          }}
        />
      )}
    </Stack>
  );
}
