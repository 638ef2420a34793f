import { Alert, Badge, Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { USER_ROLES, userCreateSchema, userUpdateSchema, type User, type UserRole } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { formatDateTime } from '../../shared/format.ts';
import { useZodForm } from '../../shared/useZodForm.ts';
import { useCurrentUser } from '../auth/session.ts';
import { useCreateUser, useTechnicianRoles, useUpdateUser, useUsers } from './admin.api.ts';
import './admin.strings.ts';

function RoleFields({
  role,
  technicianRoleId,
  onRole,
  onTechnicianRole,
  error,
}: {
  role: UserRole;
  technicianRoleId: number | null;
  onRole: (r: UserRole) => void;
  onTechnicianRole: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const roles = useTechnicianRoles();
  return (
    <>
      <Select
        label={t('admin.users.role')}
        allowDeselect={false}
        data={USER_ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }))}
        value={role}
        onChange={(v) => v && onRole(v as UserRole)}
      />
      {role === 'TECHNICIAN' && (
        <Select
          label={t('admin.users.technicianRole')}
          clearable
          data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          value={technicianRoleId == null ? null : String(technicianRoleId)}
          onChange={(v) => onTechnicianRole(v == null ? null : Number(v))}
          error={error}
        />
      )}
    </>
  );
}

function NewUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const form = useZodForm(userCreateSchema, { email: '', name: '', role: 'TECHNICIAN', technicianRoleId: null, password: '' });
  const submit = form.handleSubmit(async (body) => {
    await create.mutateAsync(body);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.users.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <TextInput
            label={t('admin.users.name')}
            required
            data-autofocus
            value={form.values.name}
            onChange={(e) => form.setField('name', e.currentTarget.value)}
            error={form.errors.name}
          />
          <TextInput
            label={t('admin.users.email')}
            required
            type="email"
            value={form.values.email}
            onChange={(e) => form.setField('email', e.currentTarget.value)}
            error={form.errors.email}
          />
          <RoleFields
            role={form.values.role}
            technicianRoleId={form.values.technicianRoleId ?? null}
            onRole={(r) => form.setField('role', r)}
            onTechnicianRole={(id) => form.setField('technicianRoleId', id)}
            error={form.errors.technicianRoleId}
          />
          <PasswordInput
            label={t('admin.users.password')}
            required
            autoComplete="new-password"
            value={form.values.password}
            onChange={(e) => form.setField('password', e.currentTarget.value)}
            error={form.errors.password}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('app.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useZodForm(userUpdateSchema, { name: user.name, role: user.role, technicianRoleId: user.technicianRoleId, password: undefined });
  const submit = form.handleSubmit(async (body) => {
    await update.mutateAsync({ id: user.id, body: { ...body, password: body.password || undefined } });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.users.editTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <TextInput label={t('admin.users.email')} value={user.email} disabled />
          <TextInput
            label={t('admin.users.name')}
            required
            value={form.values.name ?? ''}
            onChange={(e) => form.setField('name', e.currentTarget.value)}
            error={form.errors.name}
          />
          <RoleFields
            role={form.values.role ?? user.role}
            technicianRoleId={form.values.technicianRoleId ?? null}
            onRole={(r) => form.setField('role', r)}
            onTechnicianRole={(id) => form.setField('technicianRoleId', id)}
            error={form.errors.technicianRoleId}
          />
          <PasswordInput
            label={t('admin.users.newPassword')}
            autoComplete="new-password"
            value={form.values.password ?? ''}
            onChange={(e) => form.setField('password', e.currentTarget.value || undefined)}
            error={form.errors.password}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('app.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Users: create, edit, disable and enable. */
export function UsersPanel() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const users = useUsers();
  const update = useUpdateUser();
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const setDisabled = (user: User, disabled: boolean) =>
    update.mutate({ id: user.id, body: { disabled } }, { onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }) });
  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      { id: 'name', header: t('admin.users.name') },
      { id: 'email', header: t('admin.users.email') },
      { id: 'role', header: t('admin.users.role'), accessor: (u) => t(`admin.roles.${u.role}`) },
      { id: 'technicianRoleName', header: t('admin.users.technicianRole') },
      {
        id: 'disabled',
        header: t('admin.users.status'),
        accessor: (u) => (u.disabled ? t('admin.users.disabled') : t('admin.users.active')),
        render: (u) => (
          <Badge variant="light" color={u.disabled ? 'gray' : 'green'}>
            {u.disabled ? t('admin.users.disabled') : t('admin.users.active')}
          </Badge>
        ),
      },
      {
        id: 'lastLoginAt',
        header: t('admin.users.lastLogin'),
        accessor: (u) => formatDateTime(u.lastLoginAt, t('app.never')),
        sortValue: (u) => u.lastLoginAt ?? '',
      },
    ],
    [t],
  );
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{t('admin.users.add')}</Button>
      </Group>
      <DataTable<User>
        mode="client"
        tableId="users"
        data={users.data ?? []}
        loading={users.isPending}
        error={users.error}
        onRefresh={() => void users.refetch()}
        getRowId={(u) => String(u.id)}
        columns={columns}
        emptyMessage={t('admin.users.empty')}
        exportable
        rowActions={(u) => [
          { id: 'edit', label: t('app.edit'), onClick: () => setEditing(u) },
          ...(u.id === me.id
            ? []
            : [{ id: 'toggle', label: u.disabled ? t('admin.users.enable') : t('admin.users.disable'), onClick: () => setDisabled(u, !u.disabled) }]),
        ]}
      />
      {editing === 'new' && <NewUserDialog onClose={() => setEditing(null)} />}
      {editing && editing !== 'new' && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
