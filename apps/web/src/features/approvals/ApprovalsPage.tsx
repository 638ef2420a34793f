import { Badge, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APPROVAL_STATUSES, type ApprovalNode, type ApprovalStatus, type NodeApprovalMode } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { DataTable, type BulkAction, type DataTableColumn } from '../../components/data-table/index.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useApprovalAction, useApprovalList, useApprovalMode, useSetApprovalMode, type ApprovalAction } from './approvals.api.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';

const ACTIONS_BY_TAB: Record<ApprovalStatus, ApprovalAction[]> = {
  PENDING: ['approve', 'reject', 'clear'],
  APPROVED: ['reject', 'clear'],
  REJECTED: ['clear'],
};
const DONE_KEY: Record<ApprovalAction, string> = { approve: 'approvals.approved', reject: 'approvals.rejected', clear: 'approvals.cleared' };

function ApprovalTab({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  const list = useApprovalList(status);
  const act = useApprovalAction();
  const run = (action: ApprovalAction, nodeIds: number[]) =>
    act.mutate(
      { action, nodeIds },
      {
        onSuccess: ({ affected }) => notifications.show({ color: 'green', message: t(DONE_KEY[action], { count: affected }) }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );

  // A rejected device is locked out (its credential revoked, no new enrolment) until someone
  // clears it, so rejecting asks first, naming how many devices it locks out.
  const request = (action: ApprovalAction, nodeIds: number[]) => {
    if (action !== 'reject') {
      run(action, nodeIds);
      return;
    }
    const count = nodeIds.length;
    confirmDanger(t, {
      title: t('approvals.rejectTitle', { count }),
      body: t('approvals.rejectConfirm', { count }),
      confirmLabel: t('approvals.reject'),
      onConfirm: () => run(action, nodeIds),
    });
  };

  const columns = useMemo<DataTableColumn<ApprovalNode>[]>(() => {
    const base: DataTableColumn<ApprovalNode>[] = [
      { id: 'displayName', header: t('approvals.name'), priorityWidth: 220 },
      { id: 'organizationName', header: t('approvals.organization') },
      { id: 'ipAddress', header: t('approvals.ipAddress') },
      { id: 'createdAt', header: t('approvals.requested'), accessor: (n) => formatDateTime(n.createdAt), sortValue: (n) => n.createdAt },
    ];
    if (status === 'PENDING') return base;
    return [
      ...base,
      ...(status === 'APPROVED'
        ? [
            {
              id: 'installationStatus',
              header: t('approvals.installation'),
              accessor: (n: ApprovalNode) => t(`approvals.installationStatus.${n.installationStatus}`),
            },
          ]
        : []),
      { id: 'approvalStatusByAppUserName', header: t('approvals.actor') },
      {
        id: 'approvalStatusAt',
        header: t('approvals.actedAt'),
        accessor: (n) => formatDateTime(n.approvalStatusAt),
        sortValue: (n) => n.approvalStatusAt ?? '',
      },
    ];
  }, [t, status]);

  const bulkActions: BulkAction<ApprovalNode>[] = ACTIONS_BY_TAB[status].map((action) => ({
    id: action,
    label: t(`approvals.${action}`),
    disabled: act.isPending,
    onClick: (selection) =>
      request(
        action,
        selection.mode === 'ids'
          ? selection.ids.map(Number)
          : (list.data ?? []).filter((n) => !selection.unselectedIds.includes(String(n.id))).map((n) => n.id),
      ),
  }));

  return (
    <DataTable<ApprovalNode>
      mode="client"
      tableId={`approvals-${status}`}
      data={list.data ?? []}
      loading={list.isPending}
      error={list.error}
      onRefresh={() => void list.refetch()}
      getRowId={(n) => String(n.id)}
      columns={columns}
      initialSort={[{ id: 'displayName', desc: false }]}
      searchPlaceholder={t('approvals.filter')}
      selection="multi"
      bulkActions={bulkActions}
      rowActions={() =>
        ACTIONS_BY_TAB[status].map((action) => ({ id: action, label: t(`approvals.${action}`), onClick: (n: ApprovalNode) => request(action, [n.id]) }))
      }
      emptyMessage={t(`approvals.empty.${status}`)}
      refreshable
    />
  );
}

/** Node approvals (spec 002 §2.5, §3.4, §4.5): the approval mode and the pending, approved and rejected tabs. */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const mode = useApprovalMode();
  const setMode = useSetApprovalMode();
  const [tab, setTab] = useState<ApprovalStatus>('PENDING');
  const pending = useApprovalList('PENDING');
  const changeMode = (value: string) =>
    setMode.mutate(value as NodeApprovalMode, {
      onSuccess: ({ mode: saved }) => notifications.show({ color: 'green', message: t('approvals.modeSaved', { mode: t(`approvals.${saved}`) }) }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Stack>
      <PageTitle>{t('approvals.title')}</PageTitle>
      <Group align="flex-start">
        <Stack gap={4}>
          <Text fw={500} size="sm" id="approval-mode-label">
            {t('approvals.mode')}
          </Text>
          <SegmentedControl
            aria-labelledby="approval-mode-label"
            disabled={mode.isPending || setMode.isPending}
            value={mode.data ?? 'AUTOMATIC'}
            onChange={changeMode}
            data={[
              { value: 'AUTOMATIC', label: t('approvals.AUTOMATIC') },
              { value: 'MANUAL', label: t('approvals.MANUAL') },
            ]}
          />
          <Text size="xs" c="dimmed" maw={520}>
            {t('approvals.modeHelp')}
          </Text>
        </Stack>
      </Group>
      <Tabs value={tab} onChange={(v) => v && setTab(v as ApprovalStatus)} keepMounted={false}>
        <Tabs.List>
          {APPROVAL_STATUSES.map((status) => (
            <Tabs.Tab
              key={status}
              value={status}
              rightSection={status === 'PENDING' && pending.data?.length ? <Badge size="sm">{pending.data.length}</Badge> : undefined}
            >
              {t(`approvals.tabs.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {APPROVAL_STATUSES.map((status) => (
          <Tabs.Panel key={status} value={status} pt="md">
            <ApprovalTab status={status} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
