import { Progress, Stack, Text } from '@mantine/core';
import type { JobData } from '@outpost/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../shared/format.ts';
import { formatDuration, jobSpeed } from '../model/jobProgress.ts';
import { isTerminal, jobPercent } from '../model/jobStatus.ts';

/** What a job has moved: files, bytes, rate and, while it runs, the time left (or the server's indexing phase). */
export function jobProgressText(job: JobData, t: TFunction, now = Date.now()): string {
  if (job.phase && !isTerminal(job)) return t('backup.jobs.indexing', { done: job.phase.done, total: job.phase.total });
  const parts: string[] = [];
  if (job.jobTotalFiles > 0) parts.push(t('backup.jobs.files', { processed: job.jobFilesProcessed, total: job.jobTotalFiles }));
  else if (job.jobFilesProcessed > 0) parts.push(t('backup.jobs.filesDone', { count: job.jobFilesProcessed }));
  if (job.jobTotalBytes > 0) parts.push(t('backup.jobs.bytes', { processed: formatBytes(job.jobProcessedBytes), total: formatBytes(job.jobTotalBytes) }));
  const speed = jobSpeed(job, now);
  if (speed.bytesPerSecond !== null) parts.push(t('backup.jobs.rate', { rate: formatBytes(speed.bytesPerSecond) }));
  if (speed.secondsLeft !== null) parts.push(t('backup.jobs.eta', { time: formatDuration(speed.secondsLeft) }));
  return parts.join(' · ');
}

/** A job's progress bar with its figures; animated while the job runs. */
export function JobProgress({ job }: { job: JobData }) {
  const { t } = useTranslation();
  const running = !isTerminal(job);
  const text = jobProgressText(job, t);
  return (
    <Stack gap={2} miw={160}>
      <Progress
        value={jobPercent(job)}
        size="sm"
        animated={running}
        striped={running}
        color={job.status === 'FAILED' ? 'red' : job.status === 'CANCELED' ? 'gray' : undefined}
        aria-label={t('backup.jobs.progressLabel', { type: t(`backup.jobs.type${job.type}`) })}
      />
      {text && (
        <Text size="xs" c="dimmed">
          {text}
        </Text>
      )}
    </Stack>
  );
}
