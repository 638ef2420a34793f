import { Alert, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Organization } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { Switch } from '../../components/index.ts';
import { useSaveOrganization } from './organizations.api.ts';
import './organizations.strings.ts';

/**
 * "Isolate devices": each device backs up under its own key, at the cost of deduplication across
 * devices. The change applies to new backups only, so it is confirmed first (decision 0013).
 */
export function DeviceIsolationSwitch({ organization, canManage }: { organization: Organization; canManage: boolean }) {
  const { t } = useTranslation();
  const save = useSaveOrganization(organization.id);
  const change = (isolateDevices: boolean) =>
    modals.openConfirmModal({
      title: t(isolateDevices ? 'organizations.isolation.onTitle' : 'organizations.isolation.offTitle'),
      children: <Text size="sm">{t(isolateDevices ? 'organizations.isolation.onConfirm' : 'organizations.isolation.offConfirm')}</Text>,
      labels: { confirm: t('app.save'), cancel: t('app.cancel') },
      onConfirm: () => save.mutate({ name: organization.name, description: organization.description, isolateDevices }),
    });
  return (
    <Stack gap="xs">
      <Switch
        label={t('organizations.isolation.label')}
        description={t('organizations.isolation.hint')}
        checked={organization.isolateDevices}
        disabled={!canManage || save.isPending}
        onChange={change}
      />
      {save.error && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
    </Stack>
  );
}
