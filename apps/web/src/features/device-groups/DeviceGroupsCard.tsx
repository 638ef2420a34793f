import { Badge, Card, Group, Loader, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useDeviceGroupsOf } from './deviceGroups.api.ts';
import './deviceGroups.strings.ts';

/** The groups a device is in (static ones it was put in, dynamic ones whose rule it matches), on its Overview tab. */
export function DeviceGroupsCard({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const groups = useDeviceGroupsOf(deviceId);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('deviceGroups.device.title')}
      </Title>
      {groups.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : groups.isError ? (
        <Text c="red">{t('deviceGroups.device.failed', { message: errorMessage(groups.error) })}</Text>
      ) : groups.data.length === 0 ? (
        <Text c="dimmed">{t('deviceGroups.device.none')}</Text>
      ) : (
        <Group gap="xs">
          {groups.data.map((g) => (
            <Badge
              key={g.id}
              variant="light"
              color={g.type === 'DYNAMIC' ? 'blue' : 'gray'}
              component={Link}
              to={`/device-groups/${g.id}`}
              style={{ cursor: 'pointer' }}
            >
              {g.name}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
}
