import { Button, Group, Stack, TextInput } from '@mantine/core';
import { locationInputSchema, type Location } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { DescriptionField, EditDialog, NameField } from '../../shared/EditDialog.tsx';
import { useZodForm } from '../../shared/useZodForm.ts';
import { useDeleteLocation, useLocations, useSaveLocation } from './organizations.api.ts';
import './organizations.strings.ts';

function LocationDialog({ organizationId, location, onClose }: { organizationId: number; location?: Location; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLocation(organizationId, location?.id);
  const form = useZodForm(locationInputSchema, { name: location?.name ?? '', address: location?.address ?? '', description: location?.description ?? '' });
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync(body);
    onClose();
  });
  return (
    <EditDialog
      title={location ? t('organizations.location.editTitle') : t('organizations.location.addTitle')}
      isNew={!location}
      formError={form.formError}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField form={form} label={t('organizations.location.name')} />
      <TextInput
        label={t('organizations.location.address')}
        value={form.values.address ?? ''}
        onChange={(e) => form.setField('address', e.currentTarget.value)}
        error={form.errors.address}
      />
      <DescriptionField form={form} label={t('organizations.location.description')} />
    </EditDialog>
  );
}

/** The locations of one organization. */
export function LocationsPanel({ organizationId, canManage }: { organizationId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const locations = useLocations(organizationId);
  const remove = useDeleteLocation(organizationId);
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const columns = useMemo<DataTableColumn<Location>[]>(
    () => [
      { id: 'name', header: t('organizations.location.name') },
      { id: 'address', header: t('organizations.location.address') },
      { id: 'description', header: t('organizations.location.description') },
    ],
    [t],
  );
  return (
    <Stack>
      {canManage && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing('new')}>{t('organizations.location.add')}</Button>
        </Group>
      )}
      <DataTable<Location>
        mode="client"
        tableId={`locations-${organizationId}`}
        data={locations.data ?? []}
        loading={locations.isPending}
        error={locations.error}
        onRefresh={() => void locations.refetch()}
        getRowId={(l) => String(l.id)}
        columns={columns}
        emptyMessage={t('organizations.location.empty')}
        rowActions={
          canManage
            ? () => [
                { id: 'edit', label: t('app.edit'), onClick: (l) => setEditing(l) },
                {
                  id: 'delete',
                  label: t('app.delete'),
                  color: 'red',
                  onClick: (l) =>
                    confirmDanger(t, { title: `${t('app.delete')} ${l.name}?`, body: '', confirmLabel: t('app.delete'), onConfirm: () => remove.mutate(l.id) }),
                },
              ]
            : undefined
        }
      />
      {editing && <LocationDialog organizationId={organizationId} location={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
