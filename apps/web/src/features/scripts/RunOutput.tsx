import { Alert, Badge, Box, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ScriptRunDevice, ScriptRunStatus } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { formatBytes } from '../../shared/format.ts';
import { lineDiff } from './lineDiff.ts';
import { useRunDevice } from './scripts.api.ts';

const COLORS: Record<ScriptRunStatus, string> = {
  QUEUED: 'gray',
  OFFLINE_WAITING: 'yellow',
  RUNNING: 'blue',
  SUCCEEDED: 'green',
  FAILED: 'red',
  TIMED_OUT: 'orange',
  CANCELLED: 'gray',
  INTERRUPTED: 'orange',
  EXPIRED: 'gray',
  NO_USER_LOGGED_ON: 'yellow',
};
export const OPEN_STATUSES: ReadonlySet<ScriptRunStatus> = new Set(['QUEUED', 'OFFLINE_WAITING', 'RUNNING']);

export function RunStatusBadge({ status }: { status: ScriptRunStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`scripts.runs.statuses.${status}`)}
    </Badge>
  );
}

/** A kept stream: its head, how much was dropped, its tail. */
function Stream({ label, stream }: { label: string; stream: ScriptRunDevice['stdout'] }) {
  const { t } = useTranslation();
  const text = stream
    ? stream.head + (stream.droppedBytes > 0 ? `\n${t('scripts.runs.dropped', { bytes: formatBytes(stream.droppedBytes) })}\n` : '') + stream.tail
    : '';
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      {text === '' ? (
        <Text size="sm" c="dimmed">
          {t('scripts.runs.noOutput')}
        </Text>
      ) : (
        <Code block style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap' }} tabIndex={0}>
          {text}
        </Code>
      )}
    </Stack>
  );
}

/** What changed in stdout since the same script's previous run on the same device. */
function Changes({ run }: { run: ScriptRunDevice }) {
  const { t } = useTranslation();
  const current = run.stdout ? run.stdout.head + run.stdout.tail : '';
  const diff = useMemo(() => (run.previousStdout === null ? null : lineDiff(run.previousStdout, current)), [run.previousStdout, current]);
  if (diff === null)
    return (
      <Text size="sm" c="dimmed">
        {t('scripts.runs.noPrevious')}
      </Text>
    );
  if (diff.every((l) => l.kind === 'same'))
    return (
      <Text size="sm" c="dimmed">
        {t('scripts.runs.unchanged')}
      </Text>
    );
  return (
    <Box
      component="pre"
      aria-label={t('scripts.runs.changes')}
      tabIndex={0}
      style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13, maxHeight: 320, overflow: 'auto', margin: 0 }}
    >
      {diff.map((l, i) => (
        <div
          key={i}
          style={{ background: l.kind === 'added' ? 'var(--mantine-color-green-light)' : l.kind === 'removed' ? 'var(--mantine-color-red-light)' : undefined }}
        >
          {l.kind === 'added' ? '+ ' : l.kind === 'removed' ? '- ' : '  '}
          {l.text}
        </div>
      ))}
    </Box>
  );
}

/** One device's run: status, exit code, duration, output, and the change since the previous run. */
export function RunOutput({ id }: { id: number }) {
  const { t } = useTranslation();
  const first = useRunDevice(id, false);
  const live = first.data ? OPEN_STATUSES.has(first.data.status) : false;
  const query = useRunDevice(id, live);
  if (query.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  const run = query.data;
  return (
    <Stack>
      <Group>
        <Title order={4}>{run.deviceName}</Title>
        <RunStatusBadge status={run.status} />
        {run.exitCode !== null && (
          <Text size="sm">
            {t('scripts.runs.exitCode')}: {run.exitCode}
          </Text>
        )}
        {run.durationMs !== null && (
          <Text size="sm">
            {t('scripts.runs.duration')}: {(run.durationMs / 1000).toFixed(1)} s
          </Text>
        )}
      </Group>
      {run.error && <Alert color="yellow">{run.error}</Alert>}
      <Stream label={t('scripts.runs.stdout')} stream={run.stdout} />
      <Stream label={t('scripts.runs.stderr')} stream={run.stderr} />
      {!OPEN_STATUSES.has(run.status) && (
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('scripts.runs.changes')}
          </Text>
          <Changes run={run} />
        </Stack>
      )}
    </Stack>
  );
}
