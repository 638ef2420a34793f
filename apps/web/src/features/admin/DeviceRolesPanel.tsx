import { Select } from '@mantine/core';
import { NODE_CLASSES, deviceRoleInputSchema, type DeviceRole, type NodeClass } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { EditableListPanel } from '../../shared/EditableListPanel.tsx';
import { DescriptionField, EditDialog, NameField } from '../../shared/EditDialog.tsx';
import { useZodForm } from '../../shared/useZodForm.ts';
import { useDeviceRoles } from '../devices/index.ts';
import { useDeleteDeviceRole, useSaveDeviceRole } from './admin.api.ts';
import './admin.strings.ts';

function DeviceRoleDialog({ role, onClose }: { role?: DeviceRole; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDeviceRole();
  const form = useZodForm(deviceRoleInputSchema, {
    name: role?.name ?? '',
    nodeClass: role?.nodeClass ?? 'WINDOWS_WORKSTATION',
    description: role?.description ?? '',
  });
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync({ id: role?.id, body });
    onClose();
  });
  return (
    <EditDialog
      title={role ? t('admin.deviceRoles.editTitle') : t('admin.deviceRoles.addTitle')}
      isNew={!role}
      formError={form.formError}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField form={form} label={t('admin.deviceRoles.name')} />
      <Select
        label={t('admin.deviceRoles.nodeClass')}
        allowDeselect={false}
        data={NODE_CLASSES.map((c) => ({ value: c, label: t(`nodeClass.${c}`) }))}
        value={form.values.nodeClass}
        onChange={(v) => v && form.setField('nodeClass', v as NodeClass)}
      />
      <DescriptionField form={form} label={t('admin.deviceRoles.description')} />
    </EditDialog>
  );
}

/** Device roles: named kinds of device with their class. */
export function DeviceRolesPanel() {
  const { t } = useTranslation();
  const roles = useDeviceRoles();
  const remove = useDeleteDeviceRole();
  const columns = useMemo<DataTableColumn<DeviceRole>[]>(
    () => [
      { id: 'name', header: t('admin.deviceRoles.name') },
      { id: 'nodeClass', header: t('admin.deviceRoles.nodeClass'), accessor: (r) => t(`nodeClass.${r.nodeClass}`) },
      { id: 'description', header: t('admin.deviceRoles.description') },
      { id: 'deviceCount', header: t('admin.deviceRoles.devices'), cellType: 'Number' },
    ],
    [t],
  );
  return (
    <EditableListPanel<DeviceRole>
      tableId="device-roles"
      query={roles}
      columns={columns}
      addLabel={t('admin.deviceRoles.add')}
      emptyMessage={t('admin.deviceRoles.empty')}
      deleteTitle={(r) => t('admin.deviceRoles.deleteTitle', { name: r.name })}
      deleteConfirm={t('admin.deviceRoles.deleteConfirm')}
      onDelete={(r) => remove.mutate(r.id)}
      renderDialog={(role, close) => <DeviceRoleDialog role={role} onClose={close} />}
    />
  );
}
