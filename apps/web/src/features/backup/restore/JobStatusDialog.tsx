import { Alert, Badge, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobData } from '@outpost/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import { formatBytes } from '../../../shared/format.ts';
import { backupKey, cancelJob, clearJob, useJob } from '../backup.api.ts';
import { InfoRows } from '../dialogs/InfoRows.tsx';
import { isTerminal, jobPercent, jobStatusLabel } from '../model/jobStatus.ts';

const COLORS: Record<string, string> = { statusCOMPLETED: 'green', statusWarnings: 'yellow', statusFAILED: 'red', statusCANCELED: 'gray' };

/** The status label of a job, as a badge. */
export function JobStatusBadge({ job }: { job: JobData }) {
  const { t } = useTranslation();
  const label = jobStatusLabel(job);
  return <Badge variant="light" color={COLORS[label] ?? 'blue'}>{t(`backup.job.${label}`)}</Badge>;
}

function JobBody({ job, onClose }: { job: JobData; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'cancel' | 'clear' | null>(null);
  const act = async (kind: 'cancel' | 'clear') => {
    setBusy(kind);
    try {
      await (kind === 'cancel' ? cancelJob(job.jobUID) : clearJob(job.jobUID));
      notifications.show({ color: 'green', message: t(kind === 'cancel' ? 'backup.job.canceled' : 'backup.job.cleared') });
      await queryClient.invalidateQueries({ queryKey: backupKey });
      if (kind === 'clear') onClose();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  };
  const percent = jobPercent(job);
  const running = !isTerminal(job);
  return (
    <Stack>
      <InfoRows
        rows={[
          [t('backup.dialog.device'), job.nodeName],
          [t('backup.dialog.plan'), job.planName ?? '-'],
          [t('backup.dialog.path'), job.sourcePath ?? '-'],
          [t('backup.job.restoreTo'), job.restoreTo ?? '-'],
        ]}
      />
      <Group justify="space-between">
        <Text size="sm" fw={500}>{t('backup.job.progress')}</Text>
        <JobStatusBadge job={job} />
      </Group>
      <Progress value={percent} animated={running} aria-label={t('backup.job.progress')} striped={running} size="lg" />
      <Group justify="space-between">
        <Text size="sm" data-testid="job-files">{t('backup.job.files', { processed: job.jobFilesProcessed, total: job.jobTotalFiles })}</Text>
        <Text size="sm" data-testid="job-bytes">{t('backup.job.bytes', { processed: formatBytes(job.jobProcessedBytes), total: formatBytes(job.jobTotalBytes) })}</Text>
      </Group>
      {job.error && <Alert color="red" role="alert">{job.error}</Alert>}
      {job.warnings.length > 0 && (
        <Alert color="yellow" title={t('backup.job.warnings')}>
          {job.warnings.slice(0, 20).map((w) => (
            <Text key={w.path} size="xs">{`${w.path}: ${w.message}`}</Text>
          ))}
        </Alert>
      )}
      <Group justify="flex-end">
        {running && <Button color="red" variant="light" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void act('cancel')}>{t('backup.job.cancel')}</Button>}
        {!running && !job.ignored && <Button variant="light" loading={busy === 'clear'} disabled={busy !== null} onClick={() => void act('clear')}>{t('backup.job.clear')}</Button>}
        <Button variant="default" onClick={onClose}>{t('app.close')}</Button>
      </Group>
    </Stack>
  );
}

/** Restore job status: progress (files and bytes), status label, Cancel Job and Clear restore; polls every second while running. */
export function JobStatusDialog({ jobUid, onClose }: { jobUid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const job = useJob(jobUid);
  return (
    <Modal opened onClose={onClose} title={t('backup.job.title')} size="lg">
      <QueryState query={job}>{(data) => <JobBody job={data} onClose={onClose} />}</QueryState>
    </Modal>
  );
}
