import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { PERMISSIONS, technicianRoleInputSchema, type Permission, type TechnicianRole } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { EditableListPanel } from '../../shared/EditableListPanel.tsx';
import { useZodForm } from '../../shared/useZodForm.ts';
import { useDeleteTechnicianRole, useSaveTechnicianRole, useTechnicianRoles } from './admin.api.ts';

function RoleDialog({ role, onClose }: { role?: TechnicianRole; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTechnicianRole();
  const form = useZodForm(technicianRoleInputSchema, { name: role?.name ?? '', description: role?.description ?? '', permissions: role?.permissions ?? [] });
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync({ id: role?.id, body });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={role ? t('admin.roles.editTitle') : t('admin.roles.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formError && <Alert color="red" role="alert">{form.formError}</Alert>}
          <TextInput label={t('admin.roles.name')} required data-autofocus value={form.values.name} onChange={(e) => form.setField('name', e.currentTarget.value)} error={form.errors.name} />
          <Textarea label={t('admin.roles.description')} value={form.values.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} />
          <Checkbox.Group label={t('admin.roles.permissions')} value={form.values.permissions ?? []} onChange={(v) => form.setField('permissions', v as Permission[])}>
            <Stack gap="xs" mt="xs">
              {PERMISSIONS.map((p) => (
                <Checkbox key={p} value={p} label={t(`admin.permissions.${p}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('app.cancel')}</Button>
            <Button type="submit" loading={save.isPending}>{role ? t('app.save') : t('app.create')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Technician roles and the permissions they grant. */
export function TechnicianRolesPanel() {
  const { t } = useTranslation();
  const roles = useTechnicianRoles();
  const remove = useDeleteTechnicianRole();
  const columns = useMemo<DataTableColumn<TechnicianRole>[]>(
    () => [
      { id: 'name', header: t('admin.roles.name') },
      { id: 'description', header: t('admin.roles.description') },
      { id: 'permissions', header: t('admin.roles.permissions'), cellType: 'Tags', accessor: (r) => r.permissions.map((p) => t(`admin.permissions.${p}`)), disableSortBy: true },
      { id: 'userCount', header: t('admin.roles.users'), cellType: 'Number' },
    ],
    [t],
  );
  return (
    <EditableListPanel<TechnicianRole>
      tableId="technician-roles"
      query={roles}
      columns={columns}
      addLabel={t('admin.roles.add')}
      emptyMessage={t('admin.roles.empty')}
      deleteTitle={(r) => t('admin.roles.deleteTitle', { name: r.name })}
      deleteConfirm={t('admin.roles.deleteConfirm')}
      onDelete={(r) => remove.mutate(r.id)}
      renderDialog={(role, close) => <RoleDialog role={role} onClose={close} />}
    />
  );
}
