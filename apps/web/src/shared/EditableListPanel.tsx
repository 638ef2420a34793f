import { Button, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../components/data-table/index.ts';
import { confirmDanger } from './confirm.tsx';

/**
 * A list of named records with an add button, Edit and Delete row actions (Delete asks first)
 * and one create/edit dialog: the shape shared by the administration lists.
 */
export function EditableListPanel<T extends { id: number; name: string }>(props: {
  tableId: string;
  query: UseQueryResult<T[]>;
  columns: DataTableColumn<T>[];
  addLabel: string;
  emptyMessage: string;
  /** The words of a failed fetch where the spec names them ('Error while fetching tags'). */
  errorMessage?: string;
  deleteTitle: (row: T) => string;
  deleteConfirm: string;
  onDelete: (row: T) => void;
  /** The dialog for a new record (row undefined) or an existing one. */
  renderDialog: (row: T | undefined, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{props.addLabel}</Button>
      </Group>
      <DataTable<T>
        mode="client"
        tableId={props.tableId}
        data={props.query.data ?? []}
        loading={props.query.isPending}
        error={props.query.error}
        getRowId={(row) => String(row.id)}
        columns={props.columns}
        emptyMessage={props.emptyMessage}
        errorMessage={props.errorMessage}
        rowActions={() => [
          { id: 'edit', label: t('app.edit'), onClick: (row) => setEditing(row) },
          {
            id: 'delete',
            label: t('app.delete'),
            color: 'red',
            onClick: (row) =>
              confirmDanger(t, {
                title: props.deleteTitle(row),
                body: props.deleteConfirm,
                confirmLabel: t('app.delete'),
                onConfirm: () => props.onDelete(row),
              }),
          },
        ]}
      />
      {editing && props.renderDialog(editing === 'new' ? undefined : editing, close)}
    </Stack>
  );
}
