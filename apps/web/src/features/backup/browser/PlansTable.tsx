import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { BackupPlan } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/index.ts';
import { formatAgo, formatDateTime } from '../../../shared/format.ts';
import { usePlans } from '../backup.api.ts';
import { describeSchedule } from '../model/schedule.ts';
import { PlanTags, planJobsLabel, planStorageLabel } from './tags.tsx';

export interface PlanActions {
  open: (plan: BackupPlan) => void;
  /** Actions offered on a plan row (run, edit, delete data, …). */
  rowActions: (plan: BackupPlan) => RowAction<BackupPlan>[];
}

/** The device's plans: "All plans", the first level of the browser. */
export function PlansTable({ nodeId, actions }: { nodeId: number; actions: PlanActions }) {
  const { t } = useTranslation();
  const plans = usePlans(nodeId);
  const columns: DataTableColumn<BackupPlan>[] = [
    {
      id: 'name',
      header: t('backup.plans.name'),
      priorityWidth: 280,
      sortValue: (p) => p.name.toLowerCase(),
      render: (p) => (
        <Group gap={6} wrap="nowrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={(e) => {
              e.stopPropagation();
              actions.open(p);
            }}
          >
            {p.name}
          </Anchor>
          <PlanTags plan={p} />
          {p.deletionScheduledFor && (
            <Text size="xs" c="red">
              {t('backup.tags.deletionScheduled', { when: formatAgo(p.deletionScheduledFor, '') })}
            </Text>
          )}
        </Group>
      ),
    },
    { id: 'type', header: t('backup.plans.type'), render: (p) => t(`backup.plans.type${p.type}`), priorityWidth: 140 },
    {
      id: 'destination',
      header: t('backup.plans.destination'),
      render: (p) => t(`backup.plans.dest${p.destination}`),
      priorityWidth: 120,
      hiddenByDefault: true,
    },
    {
      id: 'storage',
      header: t('backup.plans.storage'),
      sortValue: (p) => p.storage.local + p.storage.cloud,
      render: (p) => {
        const jobs = planJobsLabel(t, p.storage);
        return (
          <Stack gap={0}>
            <Text size="sm">{planStorageLabel(t, p.storage)}</Text>
            {jobs && (
              <Text size="xs" c="dimmed">
                {jobs}
              </Text>
            )}
          </Stack>
        );
      },
      priorityWidth: 200,
    },
    { id: 'schedule', header: t('backup.plans.schedule'), render: (p) => describeSchedule(p.schedule, t), priorityWidth: 260, disableSortBy: true },
    {
      id: 'lastSuccess',
      header: t('backup.plans.lastSuccess'),
      render: (p) => formatDateTime(p.lastSuccess),
      sortValue: (p) => p.lastSuccess ?? '',
      priorityWidth: 180,
    },
  ];
  return (
    <DataTable<BackupPlan>
      mode="client"
      tableId="backup-plans"
      getRowId={(p) => p.uid}
      columns={columns}
      data={plans.data ?? []}
      loading={plans.isPending}
      error={plans.error}
      onRefresh={() => void plans.refetch()}
      rowActions={actions.rowActions}
      onRowAction={actions.open}
      defaultPageSize={250}
      pageSizeOptions={[250]}
      errorMessage={t('backup.errors.plans')}
      emptyMessage={t('backup.browser.noPlans')}
      refreshable
    />
  );
}
