import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { NODE_CLASSES, deviceUpdateSchema, type DeviceDetail } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../shared/useZodForm.ts';
import { useAllLocations, useDeviceRoles, useUpdateDevice } from './devices.api.ts';

/** Rename a device and set its role, location and class. */
export function DeviceEditDialog({ device, onClose }: { device: DeviceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useDeviceRoles();
  const locations = useAllLocations();
  const update = useUpdateDevice(device.id);
  const form = useZodForm(deviceUpdateSchema, {
    friendlyName: device.friendlyName ?? '',
    nodeRoleId: device.nodeRole?.id ?? null,
    locationId: device.locationId,
    nodeClass: device.nodeClass,
  });
  const submit = form.handleSubmit(async (body) => {
    await update.mutateAsync(body);
    onClose();
  });
  const orgLocations = (locations.data ?? []).filter((l) => l.organizationId === device.clientId);

  return (
    <Modal opened onClose={onClose} title={t('devices.editTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <TextInput
            label={t('devices.friendlyName')}
            placeholder={device.systemName}
            value={form.values.friendlyName ?? ''}
            onChange={(e) => form.setField('friendlyName', e.currentTarget.value)}
            error={form.errors.friendlyName}
          />
          <Select
            label={t('devices.role')}
            clearable
            data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={form.values.nodeRoleId == null ? null : String(form.values.nodeRoleId)}
            onChange={(v) => form.setField('nodeRoleId', v == null ? null : Number(v))}
            error={form.errors.nodeRoleId}
          />
          <Select
            label={t('devices.location')}
            clearable
            data={orgLocations.map((l) => ({ value: String(l.id), label: l.name }))}
            value={form.values.locationId == null ? null : String(form.values.locationId)}
            onChange={(v) => form.setField('locationId', v == null ? null : Number(v))}
            error={form.errors.locationId}
          />
          <Select
            label={t('devices.nodeClass')}
            data={NODE_CLASSES.map((c) => ({ value: c, label: t(`nodeClass.${c}`) }))}
            value={form.values.nodeClass ?? null}
            onChange={(v) => v && form.setField('nodeClass', v as (typeof NODE_CLASSES)[number])}
            allowDeselect={false}
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
