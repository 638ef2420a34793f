import { Alert, Button, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PsaAgreementSyncRun, PsaAgreementSyncSettings, RecurringSchedule } from '@outpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/typed.ts';
import { ScheduleEditor, type NextRunsLoader } from '../../../components/schedule/index.ts';
import { psaKey, usePsaMutation } from '../psa.api.ts';

const loadNextRuns: NextRunsLoader = ({ schedule, timeZone, count }) => call('post', '/api/schedules/next-runs', { body: { schedule, timeZone, count } });

/** What a run set (or a dry run would set), addition by addition. */
function RunResult({ run }: { run: PsaAgreementSyncRun }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t(run.dryRun ? 'psa.agreements.dryRunResult' : 'psa.agreements.runResult', {
          count: run.additions.length,
          reads: run.requests.reads,
          writes: run.requests.writes,
        })}
      </Text>
      {run.error && <Alert color="red">{run.error}</Alert>}
      {run.additions.length === 0 && !run.error && <Text c="dimmed">{t('psa.agreements.nothing')}</Text>}
      {run.additions.length > 0 && (
        <Table aria-label={t('psa.agreements.additions')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('psa.sync.action')}</Table.Th>
              <Table.Th>{t('psa.companies.agreement')}</Table.Th>
              <Table.Th>{t('psa.products.product')}</Table.Th>
              <Table.Th>{t('psa.agreements.quantity')}</Table.Th>
              <Table.Th>{t('psa.sync.detail')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.additions.map((a) => (
              <Table.Tr key={`${a.agreementId}:${a.productId}`}>
                <Table.Td>{t(`psa.agreements.actions.${a.action}`)}</Table.Td>
                <Table.Td>{a.agreementName}</Table.Td>
                <Table.Td>{a.productName}</Table.Td>
                <Table.Td>{a.previousQuantity === null ? a.quantity : `${a.previousQuantity} → ${a.quantity}`}</Table.Td>
                <Table.Td>{a.detail}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {run.skipped.length > 0 && (
        <Alert color="yellow" title={t('psa.agreements.skipped', { count: run.skipped.length })}>
          {run.skipped.slice(0, 10).map((s) => (
            <Text key={s.deviceId} size="sm">
              {s.deviceName}: {s.reason}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The product agreement sync (spec 001 §2.4 Sync tab): Enabled and a monthly schedule (the shared
 * editor's monthly-only variant), a dry run and a run now; the last run's outcome.
 */
export function AgreementSyncPanel() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: [...psaKey, 'agreement-sync'], queryFn: () => call('get', '/api/psacw/agreement-sync') });
  const [draft, setDraft] = useState<{ enabled: boolean; schedule: RecurringSchedule; timeZone: string } | null>(null);
  const [result, setResult] = useState<PsaAgreementSyncRun | null>(null);
  useEffect(() => {
    if (settings.data && draft === null) setDraft({ enabled: settings.data.enabled, schedule: settings.data.schedule, timeZone: settings.data.timeZone });
  }, [settings.data, draft]);
  const save = usePsaMutation((body: { enabled: boolean; schedule: RecurringSchedule; timeZone: string }) =>
    call('put', '/api/psacw/agreement-sync', { body }),
  );
  const run = usePsaMutation((dryRun: boolean) => call('post', '/api/psacw/agreement-sync/run', { body: { dryRun } }));

  if (settings.isPending) return <Loader size="sm" aria-label={t('psa.loading')} />;
  if (settings.error) return <Alert color="red">{t('psa.loadFailed', { message: settings.error.message })}</Alert>;
  if (!draft) return null;
  const data: PsaAgreementSyncSettings = settings.data;
  const last = result ?? data.lastRun;
  return (
    <Stack maw={720}>
      <Switch label={t('psa.agreements.enabled')} checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.currentTarget.checked })} />
      <ScheduleEditor
        value={draft.schedule}
        onChange={(schedule) => setDraft({ ...draft, schedule })}
        timeZone={draft.timeZone}
        onTimeZoneChange={(timeZone) => setDraft({ ...draft, timeZone })}
        loadNextRuns={loadNextRuns}
        monthlyOnly
        disabled={!draft.enabled}
      />
      <Text size="sm" c="dimmed">
        {data.nextRunAt
          ? t('psa.agreements.next', { when: new Date(data.nextRunAt).toLocaleString(), count: data.runCount })
          : t('psa.agreements.off', { count: data.runCount })}
      </Text>
      {save.error && <Alert color="red">{save.error.message}</Alert>}
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate(draft, { onSuccess: () => notifications.show({ message: t('psa.agreements.saved') }) })}>
          {t('psa.agreements.save')}
        </Button>
        <Button variant="default" loading={run.isPending && run.variables} onClick={() => run.mutate(true, { onSuccess: setResult })} disabled={run.isPending}>
          {t('psa.agreements.dryRun')}
        </Button>
        <Button
          variant="default"
          loading={run.isPending && !run.variables}
          onClick={() => run.mutate(false, { onSuccess: setResult })}
          disabled={run.isPending}
        >
          {t('psa.agreements.runNow')}
        </Button>
      </Group>
      {run.error && <Alert color="red">{run.error.message}</Alert>}
      {last && <RunResult run={last} />}
    </Stack>
  );
}
