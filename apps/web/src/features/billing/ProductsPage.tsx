import { Badge, Button, Card, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Product } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { useCan } from '../auth/session.ts';
import { useBillingSettings, useDeleteProduct, useProducts, useSaveBillingSettings } from './billing.api.ts';
import { BillingNav } from './BillingNav.tsx';
import { ProductForm } from './ProductForm.tsx';
import './billing.strings.ts';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'JPY', 'NZD', 'ZAR'];

/** The administrator's switch and the installation's currency. */
function BillingSettingsCard() {
  const { t } = useTranslation();
  const settings = useBillingSettings();
  const save = useSaveBillingSettings();
  if (!settings.data) return null;
  const update = (next: Partial<typeof settings.data>) =>
    save.mutate(
      { ...settings.data!, ...next },
      {
        onSuccess: () => notifications.show({ message: t('billing.settings.saved') }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        {t('billing.settings.title')}
      </Text>
      <Group align="flex-end">
        <Switch
          label={t('billing.settings.enabled')}
          description={t('billing.settings.enabledHint')}
          checked={settings.data.enabled}
          onChange={(e) => update({ enabled: e.currentTarget.checked })}
        />
        <Select
          label={t('billing.settings.currency')}
          w={120}
          data={CURRENCIES}
          value={settings.data.currency}
          onChange={(v) => v && update({ currency: v })}
          allowDeselect={false}
        />
      </Group>
    </Card>
  );
}

/** The product catalog in the shared table; a row opens the product form. */
export function ProductsPage() {
  const { t } = useTranslation();
  const products = useProducts();
  const remove = useDeleteProduct();
  const isAdmin = useCan('admin');
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const columns = useMemo<DataTableColumn<Product>[]>(
    () => [
      { id: 'name', header: t('billing.products.name'), priorityWidth: 220 },
      {
        id: 'type',
        header: t('billing.products.type'),
        render: (p) => <Badge variant="light">{t(`billing.types.${p.type}`)}</Badge>,
        sortValue: (p) => p.type,
      },
      { id: 'price', header: t('billing.products.price'), accessor: (p) => p.price, sortValue: (p) => Number(p.price) },
      { id: 'cost', header: t('billing.products.cost'), accessor: (p) => p.cost, sortValue: (p) => Number(p.cost) },
      { id: 'billing', header: t('billing.products.billing'), accessor: (p) => t(`billing.frequencies.${p.billing}`) },
      { id: 'taxable', header: t('billing.products.taxable'), accessor: (p) => (p.taxable ? '✓' : ''), disableSortBy: true },
    ],
    [t],
  );
  return (
    <Stack>
      <BillingNav />
      <Group justify="space-between">
        <PageTitle>{t('billing.products.title')}</PageTitle>
        <Button onClick={() => setEditing({ product: null })}>{t('billing.products.add')}</Button>
      </Group>
      {isAdmin && <BillingSettingsCard />}
      <DataTable<Product>
        mode="client"
        tableId="billing-products"
        data={products.data ?? []}
        loading={products.isPending}
        error={products.error}
        onRefresh={() => void products.refetch()}
        getRowId={(p) => String(p.id)}
        columns={columns}
        emptyMessage={t('billing.products.empty')}
        onRowClick={(p) => setEditing({ product: p })}
        rowActions={() => [
          {
            id: 'delete',
            label: t('billing.products.delete'),
            onClick: (p: Product) =>
              confirmDanger(t, {
                title: t('billing.products.delete'),
                body: t('billing.products.deleteConfirm', { name: p.name }),
                confirmLabel: t('billing.products.delete'),
                onConfirm: () =>
                  remove.mutate(p.id, {
                    onSuccess: () => notifications.show({ message: t('billing.products.deleted') }),
                    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                  }),
              }),
          },
        ]}
      />
      {editing && (
        <ProductForm
          opened
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={() => notifications.show({ message: t('billing.products.saved') })}
        />
      )}
    </Stack>
  );
}
