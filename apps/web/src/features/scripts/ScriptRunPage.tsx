import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ScriptRunDevice, ScriptRunStatus } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { DataTable, type DataTableColumn, type RemoteQuery } from '../../components/data-table/index.ts';
import { publishReloadTable } from '../../components/events/reloadTable.ts';
import { formatDateTime } from '../../shared/format.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { QueryState } from '../../shared/QueryState.tsx';
import { OPEN_STATUSES, RunOutput, RunStatusBadge } from './RunOutput.tsx';
import { cancelRun, cancelRunDevice, fetchRunDevices, useRun } from './scripts.api.ts';
import './scripts.strings.ts';

const route = getRouteApi('/script-runs/$id');
const channel = (id: number) => `script-run-${id}`;

/** The run view: per-device live status in the shared table, cancel one or all, each device's output. */
export function ScriptRunPage() {
  const { id } = route.useParams();
  const { t } = useTranslation();
  const [openAny, setOpenAny] = useState(true);
  const run = useRun(id, openAny);
  const [selected, setSelected] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stillOpen = run.data ? Object.entries(run.data.counts).some(([s, n]) => n > 0 && OPEN_STATUSES.has(s as ScriptRunStatus)) : true;
  if (openAny !== stillOpen) setOpenAny(stillOpen);

  const columns = useMemo<DataTableColumn<ScriptRunDevice>[]>(
    () => [
      { id: 'deviceName', header: t('scripts.runs.device'), disableSortBy: true },
      { id: 'organizationName', header: t('scripts.runs.organization'), disableSortBy: true },
      { id: 'status', header: t('scripts.runs.status'), render: (r) => <RunStatusBadge status={r.status} />, disableSortBy: true },
      { id: 'exitCode', header: t('scripts.runs.exitCode'), accessor: (r) => (r.exitCode === null ? '' : String(r.exitCode)), disableSortBy: true },
      {
        id: 'durationMs',
        header: t('scripts.runs.duration'),
        accessor: (r) => (r.durationMs === null ? '' : `${(r.durationMs / 1000).toFixed(1)} s`),
        disableSortBy: true,
      },
      { id: 'finishedAt', header: t('scripts.runs.finished'), accessor: (r) => formatDateTime(r.finishedAt, ''), disableSortBy: true },
    ],
    [t],
  );
  const fetchData = useMemo(() => (query: RemoteQuery, signal: AbortSignal) => fetchRunDevices(id, query, signal), [id]);
  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      publishReloadTable(channel(id));
      void run.refetch();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <QueryState query={run}>
      {(r) => (
        <Stack>
          <Group justify="space-between">
            <Stack gap={2}>
              <PageTitle>{t('scripts.runs.title', { id: r.id })}</PageTitle>
              <Text size="sm" c="dimmed">
                {r.scriptName} · {t('scripts.version')} {r.version} · {t(`scripts.runAsOptions.${r.runAs}`)} ·{' '}
                {t('scripts.runs.requestedBy', { name: r.requestedByName ?? '—', when: formatDateTime(r.createdAt, '') })}
              </Text>
            </Stack>
            <Button color="red" variant="light" disabled={!stillOpen} onClick={() => void act(() => cancelRun(id))}>
              {t('scripts.runs.cancelAll')}
            </Button>
          </Group>
          <Group gap="xs" aria-label={t('scripts.runs.status')}>
            {Object.entries(r.counts).map(([status, count]) => (
              <Badge key={status} variant="outline">
                {t(`scripts.runs.statuses.${status}`)}: {count}
              </Badge>
            ))}
          </Group>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <DataTable<ScriptRunDevice>
            mode="server"
            tableId="script-run-devices"
            fetchData={fetchData}
            getRowId={(d) => String(d.id)}
            columns={columns}
            searchPlaceholder={t('scripts.runs.device')}
            autoRefresh={stillOpen ? { intervalMs: 1500 } : { channel: channel(id) }}
            emptyMessage={t('scripts.runs.empty')}
            onRowClick={(d) => setSelected(d.id)}
            onRowAction={(d) => setSelected(d.id)}
            rowActions={(d) => [
              { id: 'output', label: t('scripts.runs.output'), onClick: () => setSelected(d.id) },
              {
                id: 'cancel',
                label: t('scripts.runs.cancel'),
                color: 'red',
                disabled: !OPEN_STATUSES.has(d.status),
                onClick: () => void act(() => cancelRunDevice(d.id)),
              },
            ]}
          />
          {selected !== null && (
            <Card withBorder>
              <RunOutput key={selected} id={selected} />
            </Card>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
