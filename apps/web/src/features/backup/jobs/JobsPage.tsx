import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { JOB_STATUSES, JOB_TYPES, type JobData, type JobStatus, type JobType } from '@outpost/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  publishReloadTable,
  toRemoteSearchParams,
  type DataTableColumn,
  type FilterDefinition,
  type RemoteQuery,
} from '../../../components/data-table/index.ts';
import { errorMessage } from '../../../api/client.ts';
import { PageTitle } from '../../../shared/PageTitle.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { useOrganizationOptions } from '../../organizations/index.ts';
import { cancelJob } from '../backup.api.ts';
import { isTerminal } from '../model/jobStatus.ts';
import { JobStatusBadge } from '../restore/JobStatusDialog.tsx';
import { JobProgress } from './JobProgress.tsx';
import { anyRunning, fetchJobsPage, IDLE_JOBS_RELOAD_MS, JOBS_TABLE, RUNNING_JOBS_RELOAD_MS } from './jobs.api.ts';
import '../backup.strings.ts';

const route = getRouteApi('/jobs');
const NO_FILTERS = {};

/** The /jobs route: a link may open the list filtered (the dashboard's failed backups). */
export function JobsRoutePage() {
  const search = route.useSearch();
  const initial = useMemo(() => {
    const type = (search.type ?? []).filter((v: string): v is JobType => (JOB_TYPES as readonly string[]).includes(v));
    const status = (search.status ?? []).filter((v: string): v is JobStatus => (JOB_STATUSES as readonly string[]).includes(v));
    return { ...(type.length ? { type } : {}), ...(status.length ? { status } : {}) };
  }, [search.type, search.status]);
  return <JobsPage initial={initial} />;
}

/**
 * Jobs across devices: backups, restores, syncs to cloud and storage clean-ups, newest first, with
 * live progress. The page reloads every 2 s while a job on it runs, every 30 s otherwise.
 */
export function JobsPage({ initial = NO_FILTERS }: { initial?: { type?: JobType[]; status?: JobStatus[] } }) {
  const { t } = useTranslation();
  const organizations = useOrganizationOptions();
  const [running, setRunning] = useState(false);

  const columns = useMemo<DataTableColumn<JobData>[]>(
    () => [
      { id: 'type', header: t('backup.jobs.type'), accessor: (j) => t(`backup.jobs.type${j.type}`), priorityWidth: 130 },
      {
        id: 'status',
        header: t('backup.jobs.status'),
        render: (j) => (
          <Stack gap={2}>
            <JobStatusBadge job={j} />
            {j.error && (
              <Text size="xs" c="red" lineClamp={2} title={j.error}>
                {j.error}
              </Text>
            )}
          </Stack>
        ),
        priorityWidth: 150,
      },
      { id: 'progress', header: t('backup.jobs.progress'), disableSortBy: true, render: (j) => <JobProgress job={j} />, priorityWidth: 260 },
      {
        id: 'nodeName',
        header: t('backup.jobs.device'),
        accessor: (j) => j.nodeName,
        cellType: 'Anchor',
        cellOptions: { href: (j) => `/devices/${j.nodeId}` },
        priorityWidth: 180,
      },
      { id: 'organizationName', header: t('backup.jobs.organization'), accessor: (j) => j.organizationName ?? '' },
      { id: 'planName', header: t('backup.jobs.plan'), accessor: (j) => j.planName ?? '-' },
      { id: 'created', header: t('backup.jobs.created'), accessor: (j) => formatDateTime(j.created) },
      { id: 'completed', header: t('backup.jobs.completed'), accessor: (j) => formatDateTime(j.completed) },
    ],
    [t],
  );

  const filters = useMemo<FilterDefinition<JobData>[]>(
    () => [
      {
        name: 'type',
        label: t('backup.jobs.type'),
        type: 'MultiSelect',
        initialValue: initial.type ?? null,
        componentProps: { options: JOB_TYPES.map((v) => ({ value: v, label: t(`backup.jobs.type${v}`) })) },
      },
      {
        name: 'status',
        label: t('backup.jobs.status'),
        type: 'MultiSelect',
        initialValue: initial.status ?? null,
        componentProps: { options: JOB_STATUSES.map((v) => ({ value: v, label: t(`backup.job.status${v}`) })) },
      },
      {
        name: 'clientId',
        label: t('backup.jobs.organization'),
        type: 'MultiSelect',
        componentProps: { options: (organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name })) },
      },
    ],
    [t, organizations.data, initial],
  );

  const fetchData = useCallback(async (query: RemoteQuery, signal?: AbortSignal) => {
    const page = await fetchJobsPage(toRemoteSearchParams(query), signal);
    setRunning(anyRunning(page.data));
    return page;
  }, []);

  // Any running job can be stopped from here (restores also from their status dialog); the server
  // refuses what the user may not cancel and jobs that ended meanwhile, in words.
  const confirmCancel = useCallback(
    (j: JobData) =>
      modals.openConfirmModal({
        title: t('backup.jobs.cancelTitle'),
        children: <Text size="sm">{t('backup.jobs.cancelBody', { type: t(`backup.jobs.type${j.type}`), device: j.nodeName })}</Text>,
        labels: { confirm: t('backup.job.cancel'), cancel: t('backup.jobs.keepRunning') },
        confirmProps: { color: 'red' },
        // The modal calls back without awaiting; the cancel's own catch reports every failure.
        onConfirm: () =>
          void (async () => {
            try {
              const answer = await cancelJob(j.jobUID);
              notifications.show({ color: 'green', message: t(answer.status === 'CANCELED' ? 'backup.job.canceled' : 'backup.job.cancelRequested') });
            } catch (error) {
              notifications.show({ color: 'red', message: errorMessage(error) });
            } finally {
              publishReloadTable(JOBS_TABLE);
            }
          })(),
      }),
    [t],
  );

  // Live progress: quick reloads while a job on the page runs.
  useEffect(() => {
    const timer = setInterval(() => publishReloadTable(JOBS_TABLE), running ? RUNNING_JOBS_RELOAD_MS : IDLE_JOBS_RELOAD_MS);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Stack>
      <PageTitle>{t('backup.jobs.title')}</PageTitle>
      <DataTable<JobData>
        mode="server"
        tableId={JOBS_TABLE}
        getRowId={(j) => j.jobUID}
        columns={columns}
        fetchData={fetchData}
        filters={filters}
        initialSort={[{ id: 'created', desc: true }]}
        emptyMessage={t('backup.jobs.empty')}
        rowActions={(j) => (isTerminal(j) ? [] : [{ id: 'cancel', label: t('backup.job.cancel'), color: 'red', onClick: confirmCancel }])}
        configurable
        allowReset
        refreshable
        autoRefresh={{ channel: JOBS_TABLE }}
      />
    </Stack>
  );
}
