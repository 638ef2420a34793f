import { Alert, Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RecurringSchedule } from '@outpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import { ScheduleEditor, type NextRunsLoader } from '../../components/schedule/index.ts';
import { psaKey, usePsaMutation } from './psa.api.ts';

const loadNextRuns: NextRunsLoader = ({ schedule, timeZone, count }) => call('post', '/api/schedules/next-runs', { body: { schedule, timeZone, count } });

/** The device sync on a schedule (issue 26 §7): Enabled and the shared schedule editor; the next run. */
export function DeviceSyncSchedule() {
  const { t } = useTranslation();
  const stored = useQuery({ queryKey: [...psaKey, 'device-schedule'], queryFn: () => call('get', '/api/psacw/sync/schedule') });
  const [draft, setDraft] = useState<{ enabled: boolean; schedule: RecurringSchedule; timeZone: string } | null>(null);
  useEffect(() => {
    if (stored.data && draft === null) setDraft({ enabled: stored.data.enabled, schedule: stored.data.schedule, timeZone: stored.data.timeZone });
  }, [stored.data, draft]);
  const save = usePsaMutation((body: { enabled: boolean; schedule: RecurringSchedule; timeZone: string }) => call('put', '/api/psacw/sync/schedule', { body }));
  if (stored.isPending) return <Loader size="sm" aria-label={t('psa.loading')} />;
  if (stored.error) return <Alert color="red">{t('psa.loadFailed', { message: stored.error.message })}</Alert>;
  if (!draft) return null;
  return (
    <Stack maw={720}>
      <Title order={4}>{t('psa.sync.schedule')}</Title>
      <Switch label={t('psa.sync.scheduleEnabled')} checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.currentTarget.checked })} />
      <ScheduleEditor
        value={draft.schedule}
        onChange={(schedule) => setDraft({ ...draft, schedule })}
        timeZone={draft.timeZone}
        onTimeZoneChange={(timeZone) => setDraft({ ...draft, timeZone })}
        loadNextRuns={loadNextRuns}
        disabled={!draft.enabled}
      />
      <Text size="sm" c="dimmed">
        {stored.data.nextRunAt ? t('psa.sync.nextRun', { when: new Date(stored.data.nextRunAt).toLocaleString() }) : t('psa.sync.notScheduled')}
      </Text>
      {save.error && <Alert color="red">{save.error.message}</Alert>}
      <Group>
        <Button
          variant="default"
          loading={save.isPending}
          onClick={() => save.mutate(draft, { onSuccess: () => notifications.show({ message: t('psa.sync.scheduleSaved') }) })}
        >
          {t('psa.sync.saveSchedule')}
        </Button>
      </Group>
    </Stack>
  );
}
