import { Alert, Badge, Button, Group, Modal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobData } from '@outpost/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import { formatBytes } from '../../../shared/format.ts';
import { cancelJob, clearJob, publishJob, refreshJob, useJob } from '../backup.api.ts';
import { InfoRows } from '../dialogs/InfoRows.tsx';
import { isTerminal, jobPercent, jobStatusLabel } from '../model/jobStatus.ts';

const COLORS: Record<string, string> = { statusCOMPLETED: 'green', statusWarnings: 'yellow', statusFAILED: 'red', statusCANCELED: 'gray' };

/** The status label of a job, as a badge. */
export function JobStatusBadge({ job }: { job: JobData }) {
  const { t } = useTranslation();
  const label = jobStatusLabel(job);
  return (
    <Badge variant="light" color={COLORS[label] ?? 'blue'}>
      {t(`backup.job.${label}`)}
    </Badge>
  );
}

/**
 * The files a job did not restore, each with why (not in the backup, failed, skipped). All of them
 * (the agent sends at most 1000), scrolled, so the list the job reports is the list shown.
 */
function JobWarnings({ warnings }: { warnings: JobData['warnings'] }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('backup.job.notRestored', { count: warnings.length })}>
      <ScrollArea.Autosize mah={240} type="auto">
        {warnings.map((w, i) => (
          // Index keys: a path may be listed twice (a folder and a file of it, or two reasons).
          <Text key={i} size="xs" style={{ wordBreak: 'break-all' }}>{`${w.path}: ${w.message}`}</Text>
        ))}
      </ScrollArea.Autosize>
    </Alert>
  );
}

function JobBody({ job, onClose }: { job: JobData; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'cancel' | 'clear' | null>(null);
  const act = async (kind: 'cancel' | 'clear') => {
    setBusy(kind);
    try {
      const answer = await (kind === 'cancel' ? cancelJob(job.jobUID) : clearJob(job.jobUID));
      publishJob(queryClient, answer);
      // A queued job is canceled at once; a running one only once its agent has stopped it.
      const done = kind === 'clear' ? 'backup.job.cleared' : answer.status === 'CANCELED' ? 'backup.job.canceled' : 'backup.job.cancelRequested';
      notifications.show({ color: 'green', message: t(done) });
      if (kind === 'clear') onClose();
    } catch (e) {
      // E.g. "This job has already ended and cannot be canceled": the job is shown as it really is.
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      await refreshJob(queryClient, job.jobUID);
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
        <Text size="sm" fw={500}>
          {t('backup.job.progress')}
        </Text>
        <JobStatusBadge job={job} />
      </Group>
      <Progress value={percent} animated={running} aria-label={t('backup.job.progress')} striped={running} size="lg" />
      <Group justify="space-between">
        <Text size="sm" data-testid="job-files">
          {t('backup.job.files', { processed: job.jobFilesProcessed, total: job.jobTotalFiles })}
        </Text>
        <Text size="sm" data-testid="job-bytes">
          {t('backup.job.bytes', { processed: formatBytes(job.jobProcessedBytes), total: formatBytes(job.jobTotalBytes) })}
        </Text>
      </Group>
      {job.error && (
        <Alert color="red" role="alert">
          {job.error}
        </Alert>
      )}
      {job.warnings.length > 0 && <JobWarnings warnings={job.warnings} />}
      <Group justify="flex-end">
        {running && (
          <Button color="red" variant="light" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void act('cancel')}>
            {t('backup.job.cancel')}
          </Button>
        )}
        {!running && !job.ignored && (
          <Button variant="light" loading={busy === 'clear'} disabled={busy !== null} onClick={() => void act('clear')}>
            {t('backup.job.clear')}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {t('app.close')}
        </Button>
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
