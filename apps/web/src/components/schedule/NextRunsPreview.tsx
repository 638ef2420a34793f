import { useEffect, useState } from 'react';
import { List, Loader, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NextRunsResponse, RecurringSchedule, RunNote } from '@outpost/contracts';

/** Asks when a schedule runs: the app posts to /api/schedules/next-runs, the playground runs the engine (backup plans pass their own schedule shape). */
export type NextRunsLoader<S = RecurringSchedule> = (request: { schedule: S; timeZone: string; count: number }) => Promise<NextRunsResponse>;

export const PREVIEW_RUNS = 10;
/** Typing in the editor waits this long before asking again. */
const PREVIEW_DELAY_MS = 250;

type PreviewState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; runs: string[]; notes: RunNote[] };

/** "29 Mar 03:30": a run as a person in `timeZone` reads it. */
export function formatRun(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The next ten runs of the schedule in its zone, each with the reason when DST moved it. */
export function NextRunsPreview<S = RecurringSchedule>({ schedule, timeZone, load }: { schedule: S; timeZone: string; load: NextRunsLoader<S> }) {
  const { t } = useTranslation('components');
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const key = JSON.stringify([schedule, timeZone]);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const timer = window.setTimeout(() => {
      load({ schedule, timeZone, count: PREVIEW_RUNS }).then(
        (answer) => current && setState({ status: 'ready', runs: answer.runs, notes: answer.notes }),
        (error: unknown) => current && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // The key stands for schedule and time zone: a new object with the same content asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, load]);

  const noteText = (note: RunNote) => t(`schedule.note${note.kind}`, { time: note.wallTime.slice(11), date: note.wallTime.slice(0, 10) });
  return (
    <Stack gap={4} aria-live="polite" data-testid="schedule-preview">
      <Text size="sm" fw={500}>
        {t('schedule.preview')}{' '}
        <Text span c="dimmed" size="sm">
          {t('schedule.previewIn', { zone: timeZone })}
        </Text>
      </Text>
      {state.status === 'loading' && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('schedule.previewLoading')}</Text>
        </Group>
      )}
      {state.status === 'error' && (
        <Text size="sm" c="red" role="alert">
          {t('schedule.previewError', { message: state.message })}
        </Text>
      )}
      {state.status === 'ready' && state.runs.length === 0 && <Text size="sm">{t('schedule.previewEmpty')}</Text>}
      {state.status === 'ready' && state.runs.length > 0 && (
        <List size="sm" spacing={2} listStyleType="none" ml={0}>
          {state.runs.map((run) => {
            const note = state.notes.find((n) => n.run === run);
            return (
              <List.Item key={run} data-testid="schedule-run">
                {formatRun(run, timeZone)}
                {/* The note's text keeps the body colour (orange text fails WCAG's 4.5:1); the icon marks it. */}
                {note && (
                  <Text span fw={600} size="sm">
                    {' — '}
                    <IconAlertTriangle size={14} color="var(--mantine-color-orange-8)" aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
                    {noteText(note)}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
