import { ActionIcon, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { useTicketingConfig } from '../../../api/ticketingConfig.api.ts';
import { useStopTimer, useTimer, useTimerAction, type TimerAction } from '../api/records.api.ts';
import { StopTimerDialog } from '../dialogs/StopTimerDialog.tsx';
import { formatClock, formatDuration } from '../../../shared/ticketLabels.ts';

/**
 * The signed-in technician's timer on this ticket. Its state lives on the server, so it
 * survives a reload; the clock ticks here from the time the server counted.
 */
export function TimerControl({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const timer = useTimer(ticketId);
  const config = useTicketingConfig();
  const action = useTimerAction(ticketId);
  const stop = useStopTimer(ticketId);
  const [now, setNow] = useState(() => Date.now());
  const [stopping, setStopping] = useState(false);
  const running = timer.data?.state === 'RUNNING';
  useInterval(() => setNow(Date.now()), 1000, { autoInvoke: true });

  if (config.data && !config.data.timer.enabled) return null;
  if (!timer.data) return timer.isPending ? <Loader size="xs" role="status" aria-label={t('tickets.timer.label')} /> : null;

  // Counted since the answer arrived, on this browser's clock (no skew with the server's).
  const elapsed = timer.data.elapsedSeconds + (running ? Math.max(0, (now - timer.dataUpdatedAt) / 1000) : 0);
  const run = (next: TimerAction) => action.mutate(next, { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) });
  const state = timer.data.state;
  const busy = action.isPending || stop.isPending;

  return (
    <Paper withBorder px="sm" py={4} radius="md">
      <Group gap="xs" role="group" aria-label={t('tickets.timer.label')}>
        <Text size="sm" ff="monospace" aria-live="off" data-testid="timer-clock">
          {formatClock(elapsed)}
        </Text>
        {state !== 'STOPPED' && (
          <Text size="xs" c="dimmed">
            {state === 'RUNNING' ? t('tickets.timer.running') : t('tickets.timer.paused')}
          </Text>
        )}
        {state === 'STOPPED' && (
          <TimerButton label={t('tickets.timer.start')} onClick={() => run('start')} disabled={busy} icon={<IconPlayerPlay size={16} />} />
        )}
        {state === 'RUNNING' && (
          <TimerButton label={t('tickets.timer.pause')} onClick={() => run('pause')} disabled={busy} icon={<IconPlayerPause size={16} />} />
        )}
        {state === 'PAUSED' && (
          <TimerButton label={t('tickets.timer.resume')} onClick={() => run('resume')} disabled={busy} icon={<IconPlayerPlay size={16} />} />
        )}
        {state !== 'STOPPED' && (
          <TimerButton label={t('tickets.timer.stop')} onClick={() => setStopping(true)} disabled={busy} icon={<IconPlayerStop size={16} />} color="red" />
        )}
      </Group>
      <StopTimerDialog
        opened={stopping}
        saving={stop.isPending}
        onCancel={() => setStopping(false)}
        onStop={(details) =>
          stop.mutate(details, {
            onSuccess: (result) => {
              setStopping(false);
              if (result.timeEntry)
                notifications.show({ color: 'green', message: t('tickets.timer.stopped', { duration: formatDuration(result.timeEntry.duration) }) });
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
          })
        }
      />
    </Paper>
  );
}

function TimerButton({ label, onClick, disabled, icon, color }: { label: string; onClick: () => void; disabled: boolean; icon: ReactNode; color?: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="light" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
