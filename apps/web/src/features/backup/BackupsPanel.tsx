import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { formatAgo, formatDateTime } from '../../shared/format.ts';
import { backupKey, cancelDeletion, useDeletions, useNodeJobs } from './backup.api.ts';
import { BackupBrowser } from './browser/BackupBrowser.tsx';
import type { SourceDevice } from './dialogs/types.ts';
import { JobStatusBadge, JobStatusDialog } from './restore/JobStatusDialog.tsx';

/** Scheduled deletions of this device's plan data, each cancellable until it runs. */
function ScheduledDeletions({ nodeId }: { nodeId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deletions = useDeletions(nodeId);
  const scheduled = (deletions.data ?? []).filter((d) => !d.status || d.status === 'SCHEDULED');
  if (!scheduled.length) return null;
  return (
    <Card withBorder>
      <Title order={5} mb="xs">{t('backup.deletion.scheduled')}</Title>
      <Stack gap={4}>
        {scheduled.map((d) => (
          <Group key={d.id} justify="space-between">
            <Text size="sm">
              {d.planName} · {t('backup.deletion.scheduledFor', { when: formatAgo(d.scheduledFor, '') })} ({formatDateTime(d.scheduledFor)})
            </Text>
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

/** Restore jobs aimed at this device, newest first; a row opens the job's status dialog. */
function RestoreJobs({ nodeId }: { nodeId: number }) {
  const { t } = useTranslation();
  const jobs = useNodeJobs(nodeId, 'RESTORE');
  const [open, setOpen] = useState<string | null>(null);
  const visible = (jobs.data ?? []).filter((j) => !j.ignored);
  if (!visible.length) return null;
  return (
    <Card withBorder>
      <Title order={5} mb="xs">{t('backup.job.restoreJobs')}</Title>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {visible.slice(0, 10).map((j) => (
            <Table.Tr key={j.jobUID}>
              <Table.Td>{formatDateTime(j.created)}</Table.Td>
              <Table.Td>{j.planName}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{j.sourcePath}</Table.Td>
              <Table.Td><JobStatusBadge job={j} /></Table.Td>
              <Table.Td><Button size="xs" variant="subtle" onClick={() => setOpen(j.jobUID)}>{t('backup.job.open')}</Button></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {open && <JobStatusDialog jobUid={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

/** The device page's "Backups" section: plans and the backup browser, restore jobs, scheduled deletions. */
export function BackupsPanel({ device }: { device: SourceDevice }) {
  return (
    <Stack>
      <ScheduledDeletions nodeId={device.id} />
      <RestoreJobs nodeId={device.id} />
      <BackupBrowser device={device} />
    </Stack>
  );
}
