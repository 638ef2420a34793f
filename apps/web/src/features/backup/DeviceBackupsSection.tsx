import { Card, Title } from '@mantine/core';
import type { DeviceDetail } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { BackupsPanel } from './BackupsPanel.tsx';
import './backup.strings.ts';

/** The "Backups" section of the device page. */
export function DeviceBackupsSection({ device }: { device: Pick<DeviceDetail, 'id' | 'displayName' | 'isUp' | 'nodeClass' | 'clientId'> }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="device-backups-title">
      <Title order={4} mb="sm" id="device-backups-title">
        {t('backup.tab')}
      </Title>
      <BackupsPanel device={{ id: device.id, name: device.displayName, isUp: device.isUp, nodeClass: device.nodeClass, clientId: device.clientId }} />
    </Card>
  );
}
