import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { usePsaMutation } from './psa.api.ts';

type Mapping = { id: number; name: string };
type Kind = 'configurations' | 'products';

const copyOf = (kind: Kind, id: number): Promise<Mapping> =>
  kind === 'configurations'
    ? call('post', '/api/psacw/configuration-type-mappings/{id}/copy', { params: { id } })
    : call('post', '/api/psacw/product-mappings/{id}/copy', { params: { id } });
const removeOf = (kind: Kind, id: number): Promise<unknown> =>
  kind === 'configurations'
    ? call('delete', '/api/psacw/configuration-type-mappings/{id}', { params: { id } })
    : call('delete', '/api/psacw/product-mappings/{id}', { params: { id } });

/**
 * A list of mappings (configuration types, spec 001 §2.3; products, §2.4): searchable by Name, Add
 * New Mapping, and Edit, Delete and Copy only with exactly one row selected (a copy is named
 * "<name> (Copy)" by the server; a name taken is told in words). The editor is the caller's.
 */
export function MappingList<M extends Mapping>(props: {
  kind: Kind;
  mappings: UseQueryResult<M[], Error>;
  columns: DataTableColumn<M>[];
  editor: (mapping: M | null, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { kind, mappings } = props;
  const [selected, setSelected] = useState<M[]>([]);
  const [editing, setEditing] = useState<M | null | 'new'>(null);
  const [deleting, setDeleting] = useState<M | null>(null);
  const copy = usePsaMutation((id: number) => copyOf(kind, id));
  const remove = usePsaMutation((id: number) => removeOf(kind, id));
  const one = selected.length === 1 ? selected[0]! : null;
  return (
    <Stack>
      <Group>
        <Button onClick={() => setEditing('new')}>{t(`psa.${kind}.add`)}</Button>
        <Button variant="default" disabled={!one} onClick={() => setEditing(one)}>
          {t(`psa.${kind}.edit`)}
        </Button>
        <Button variant="default" disabled={!one} onClick={() => setDeleting(one)}>
          {t(`psa.${kind}.delete`)}
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
          {t(`psa.${kind}.copy`)}
        </Button>
      </Group>
      <DataTable<M>
        mode="client"
        tableId={kind === 'configurations' ? 'psa-configuration-type-mappings' : 'psa-product-mappings'}
        data={mappings.data ?? []}
        loading={mappings.isPending}
        error={mappings.error}
        onRefresh={() => void mappings.refetch()}
        getRowId={(m) => String(m.id)}
        columns={props.columns}
        searchable
        searchPlaceholder={t(`psa.${kind}.search`)}
        selection="multi"
        onSelectionChange={(s) => setSelected(s.rows)}
        emptyMessage={t(`psa.${kind}.empty`)}
        onRowAction={(m) => setEditing(m)}
      />
      {editing !== null && props.editor(editing === 'new' ? null : editing, () => setEditing(null))}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t(`psa.${kind}.delete`)}>
        <Stack>
          <Text>{t(`psa.${kind}.deleteConfirm`, { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('psa.companies.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}>
              {t(`psa.${kind}.delete`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
