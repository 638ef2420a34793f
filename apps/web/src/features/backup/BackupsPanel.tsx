import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BackupDeletion } from '@outpost/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { formatAgo, formatDateTime } from '../../shared/format.ts';
import { backupKey, cancelDeletion, useDeletions } from './backup.api.ts';
import { BackupBrowser } from './browser/BackupBrowser.tsx';
import type { SourceDevice } from './dialogs/types.ts';
import { DeviceJobs } from './jobs/DeviceJobs.tsx';

/** How many chosen files and folders a deletion lists by name; the rest are counted. */
const LISTED_ITEMS = 5;

/** What a deletion removes: the whole plan, an image volume's revisions, or the chosen files and folders. */
function DeletionWhat({ deletion: d }: { deletion: BackupDeletion }) {
  const { t } = useTranslation();
  if (d.volume !== null)
    return (
      <Text size="sm" fw={500}>
        {t('backup.deletion.whatVolume', { plan: d.planName, volume: d.volume })}
      </Text>
    );
  if (d.wholePlan)
    return (
      <Text size="sm" fw={500}>
        {t('backup.deletion.whatPlan', { plan: d.planName })}
      </Text>
    );
  const more = d.itemIds.length - Math.min(d.items.length, LISTED_ITEMS);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {t('backup.deletion.whatItems', { plan: d.planName, count: d.itemIds.length })}
      </Text>
      {d.items.slice(0, LISTED_ITEMS).map((item) => (
        <Text key={item.path} size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {item.path}
        </Text>
      ))}
      {more > 0 && (
        <Text size="xs" c="dimmed">
          {t('backup.deletion.more', { count: more })}
        </Text>
      )}
    </Stack>
  );
}

/** Scheduled deletions of this device's plan data, each saying what it removes and cancellable until it runs. */
function ScheduledDeletions({ nodeId }: { nodeId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deletions = useDeletions(nodeId);
  const scheduled = (deletions.data ?? []).filter((d) => d.status === 'SCHEDULED');
  if (!scheduled.length) return null;
  return (
    <Card withBorder>
      <Title order={5} mb="xs">
        {t('backup.deletion.scheduled')}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {scheduled.map((d) => (
          <Group key={d.id} component="li" justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <DeletionWhat deletion={d} />
              <Text size="xs">
                {t('backup.deletion.scheduledFor', { when: formatAgo(d.scheduledFor, '') })} ({formatDateTime(d.scheduledFor)})
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                cancelDeletion(d.id).then(
                  () => {
                    notifications.show({ color: 'green', message: t('backup.deletion.cancelled') });
                    void queryClient.invalidateQueries({ queryKey: backupKey });
                  },
                  (e: unknown) => notifications.show({ color: 'red', message: errorMessage(e) }),
                )
              }
            >
              {t('backup.deletion.cancel')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** The device page's "Backups" section: scheduled deletions, jobs of every type with live progress, and the backup browser. */
export function BackupsPanel({ device }: { device: SourceDevice }) {
  return (
    <Stack>
      <ScheduledDeletions nodeId={device.id} />
      <DeviceJobs nodeId={device.id} />
      <BackupBrowser device={device} />
    </Stack>
  );
}
