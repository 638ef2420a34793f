import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A device's status as the device list, the device page and a group's members show it: up or down. */
export function StatusBadge({ isUp }: { isUp: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={isUp ? 'green' : 'gray'} variant="light">
      {isUp ? t('devices.up') : t('devices.down')}
    </Badge>
  );
}
