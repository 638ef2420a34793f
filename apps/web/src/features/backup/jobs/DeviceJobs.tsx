import { Button, Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/QueryState.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { useNodeJobs } from '../backup.api.ts';
import { runningFirst } from '../model/jobProgress.ts';
import { JobStatusBadge, JobStatusDialog } from '../restore/JobStatusDialog.tsx';
import { JobProgress } from './JobProgress.tsx';

/** How many jobs the device page lists; the jobs screen has the rest. */
const LISTED_JOBS = 10;

/**
 * The device's jobs of every type (backup, restore, sync, clean-up), running ones first with live
 * progress: the list polls every 2 s while one runs. A restore opens its status dialog.
 */
export function DeviceJobs({ nodeId }: { nodeId: number }) {
  const { t } = useTranslation();
  const jobs = useNodeJobs(nodeId);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card withBorder component="section" aria-labelledby={`device-jobs-${nodeId}`}>
      <Title order={5} mb="xs" id={`device-jobs-${nodeId}`}>
        {t('backup.jobs.deviceTitle')}
      </Title>
      <QueryState query={jobs} isEmpty={(list) => !list.some((j) => !j.ignored)} empty={t('backup.jobs.empty')}>
        {(list) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backup.jobs.type')}</Table.Th>
                  <Table.Th>{t('backup.jobs.plan')}</Table.Th>
                  <Table.Th>{t('backup.jobs.status')}</Table.Th>
                  <Table.Th>{t('backup.jobs.progress')}</Table.Th>
                  <Table.Th>{t('backup.jobs.created')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('backup.job.open')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runningFirst(list.filter((j) => !j.ignored))
                  .slice(0, LISTED_JOBS)
                  .map((j) => (
                    <Table.Tr key={j.jobUID} data-testid="device-job">
                      <Table.Td>{t(`backup.jobs.type${j.type}`)}</Table.Td>
                      <Table.Td>{j.planName ?? '-'}</Table.Td>
                      <Table.Td>
                        <JobStatusBadge job={j} />
                        {j.error && (
                          <Text size="xs" c="red" lineClamp={2} title={j.error}>
                            {j.error}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <JobProgress job={j} />
                      </Table.Td>
                      <Table.Td>{formatDateTime(j.created)}</Table.Td>
                      <Table.Td>
                        {j.type === 'RESTORE' && (
                          <Button size="xs" variant="subtle" onClick={() => setOpen(j.jobUID)}>
                            {t('backup.job.open')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      {open && <JobStatusDialog jobUid={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
