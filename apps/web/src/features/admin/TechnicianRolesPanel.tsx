import { Alert, Checkbox, Stack } from '@mantine/core';
import { PERMISSIONS, technicianRoleInputSchema, type OrganizationScope, type Permission, type TechnicianRole } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { RadioGroup } from '../../components/widgets/RadioGroup.tsx';
import { EditableListPanel } from '../../shared/EditableListPanel.tsx';
import { DescriptionField, EditDialog, NameField } from '../../shared/EditDialog.tsx';
import { useZodForm } from '../../shared/useZodForm.ts';
import { fetchOrganizations } from '../../api/pickers.api.ts';
import { RemoteMultiSelect } from '../../components/pickers/RemoteMultiSelect.tsx';
import { useDeleteTechnicianRole, useSaveTechnicianRole, useTechnicianRoles } from './admin.api.ts';
import './roleScope.strings.ts';
import './admin.strings.ts';

type NamedOrganization = { id: number; name: string };

/** Which organizations' tickets the role works: all, or the ones chosen here (decision 0014). */
export function OrganizationScopeField(props: {
  scope: OrganizationScope;
  organizations: NamedOrganization[];
  onChange: (scope: OrganizationScope, organizations: NamedOrganization[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { scope, organizations, onChange } = props;
  return (
    <Stack gap="xs">
      <RadioGroup
        label={t('admin.roles.scope')}
        value={scope}
        onChange={(v) => onChange(v as OrganizationScope, organizations)}
        options={[
          { value: 'ALL', label: t('admin.roles.scopeAll') },
          { value: 'SELECTED', label: t('admin.roles.scopeSelected') },
        ]}
      />
      {scope === 'SELECTED' && (
        <>
          <RemoteMultiSelect<NamedOrganization>
            label={t('admin.roles.organizations')}
            description={t('admin.roles.organizationsHint')}
            placeholder={t('admin.roles.organizationsPlaceholder')}
            queryKey={['pickers', 'organizations']}
            fetchPage={fetchOrganizations}
            getId={(o) => String(o.id)}
            toOption={(o) => ({ label: o.name })}
            values={organizations}
            onChange={(chosen) => onChange(scope, chosen)}
            error={props.error}
          />
          {organizations.length === 0 && (
            <Alert color="yellow" role="status">
              {t('admin.roles.noOrganizations')}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}

function RoleDialog({ role, onClose }: { role?: TechnicianRole; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTechnicianRole();
  const form = useZodForm(technicianRoleInputSchema, {
    name: role?.name ?? '',
    description: role?.description ?? '',
    permissions: role?.permissions ?? [],
    organizationScope: role?.organizationScope ?? 'ALL',
    organizationIds: role?.organizations.map((o) => o.id) ?? [],
  });
  // Names for the chosen organizations' pills; the form keeps their ids.
  const [organizations, setOrganizations] = useState<NamedOrganization[]>(role?.organizations ?? []);
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync({ id: role?.id, body });
    onClose();
  });
  return (
    <EditDialog
      title={role ? t('admin.roles.editTitle') : t('admin.roles.addTitle')}
      isNew={!role}
      formError={form.formError}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField form={form} label={t('admin.roles.name')} />
      <DescriptionField form={form} label={t('admin.roles.description')} />
      <Checkbox.Group
        label={t('admin.roles.permissions')}
        value={form.values.permissions ?? []}
        onChange={(v) => form.setField('permissions', v as Permission[])}
      >
        <Stack gap="xs" mt="xs">
          {PERMISSIONS.map((p) => (
            <Checkbox key={p} value={p} label={t(`admin.permissions.${p}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <OrganizationScopeField
        scope={form.values.organizationScope ?? 'ALL'}
        organizations={organizations}
        error={form.errors.organizationIds}
        onChange={(scope, chosen) => {
          form.setField('organizationScope', scope);
          form.setField(
            'organizationIds',
            chosen.map((o) => o.id),
          );
          setOrganizations(chosen);
        }}
      />
    </EditDialog>
  );
}

/** Technician roles, the permissions they grant and the organizations whose tickets they work. */
export function TechnicianRolesPanel() {
  const { t } = useTranslation();
  const roles = useTechnicianRoles();
  const remove = useDeleteTechnicianRole();
  const columns = useMemo<DataTableColumn<TechnicianRole>[]>(
    () => [
      { id: 'name', header: t('admin.roles.name') },
      { id: 'description', header: t('admin.roles.description') },
      {
        id: 'permissions',
        header: t('admin.roles.permissions'),
        cellType: 'Tags',
        accessor: (r) => r.permissions.map((p) => t(`admin.permissions.${p}`)),
        disableSortBy: true,
      },
      {
        id: 'organizations',
        header: t('admin.roles.organizations'),
        cellType: 'Tags',
        accessor: (r) => (r.organizationScope === 'ALL' ? [t('admin.roles.scopeAll')] : r.organizations.map((o) => o.name)),
        disableSortBy: true,
      },
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
