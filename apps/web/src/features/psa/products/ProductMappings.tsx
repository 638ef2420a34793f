import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PsaProductMapping } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/typed.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { useProductMappings, usePsaMutation } from '../psa.api.ts';
import { ProductMappingEditor } from './ProductMappingEditor.tsx';

/** Product mappings (spec 001 §2.4): searchable by Name; Edit, Delete and Copy need exactly one selected row. */
export function ProductMappings() {
  const { t } = useTranslation();
  const mappings = useProductMappings();
  const [selected, setSelected] = useState<PsaProductMapping[]>([]);
  const [editing, setEditing] = useState<PsaProductMapping | null | 'new'>(null);
  const [deleting, setDeleting] = useState<PsaProductMapping | null>(null);
  const copy = usePsaMutation((id: number) => call('post', '/api/psacw/product-mappings/{id}/copy', { params: { id } }));
  const remove = usePsaMutation((id: number) => call('delete', '/api/psacw/product-mappings/{id}', { params: { id } }));
  const one = selected.length === 1 ? selected[0]! : null;
  const columns = useMemo<DataTableColumn<PsaProductMapping>[]>(
    () => [
      { id: 'name', header: t('psa.products.name'), accessor: (m) => m.name },
      {
        id: 'type',
        header: t('psa.products.mappingType'),
        accessor: (m) => (m.productMappingType === 'SINGLE_HIT' ? t('psa.products.singleHit') : t('psa.products.multipleHit')),
      },
    ],
    [t],
  );
  return (
    <Stack>
      <Group>
        <Button onClick={() => setEditing('new')}>{t('psa.products.add')}</Button>
        <Button variant="default" disabled={!one} onClick={() => setEditing(one)}>
          {t('psa.products.edit')}
        </Button>
        <Button variant="default" disabled={!one} onClick={() => setDeleting(one)}>
          {t('psa.products.delete')}
        </Button>
        <Button
          variant="default"
          disabled={!one}
          loading={copy.isPending}
          onClick={() =>
            one &&
            copy.mutate(one.id, {
              onError: (e) => notifications.show({ color: 'red', message: (e as { fields?: Record<string, string[]> }).fields?.name?.[0] ?? e.message }),
            })
          }
        >
          {t('psa.products.copy')}
        </Button>
      </Group>
      <DataTable<PsaProductMapping>
        mode="client"
        tableId="psa-product-mappings"
        data={mappings.data ?? []}
        loading={mappings.isPending}
        error={mappings.error}
        onRefresh={() => void mappings.refetch()}
        getRowId={(m) => String(m.id)}
        columns={columns}
        searchable
        searchPlaceholder={t('psa.products.search')}
        selection="multi"
        onSelectionChange={(s) => setSelected(s.rows)}
        emptyMessage={t('psa.products.empty')}
        onRowAction={(m) => setEditing(m)}
      />
      {editing !== null && <ProductMappingEditor mapping={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('psa.products.delete')}>
        <Stack>
          <Text>{t('psa.products.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('psa.companies.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}>
              {t('psa.products.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
