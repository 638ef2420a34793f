import { NumberInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { SYSTEM_STATUS_KEYS, ticketStatusInputSchema, type SystemStatusKey, type TicketStatus } from '@outpost/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { useZodForm } from '../../../shared/useZodForm.ts';
import { useStatuses } from '../../../api/ticketingConfig.api.ts';
import { ConfigDialog, ConfigListPanel, NameField, withInactive } from '../parts.tsx';
import { useDeleteStatus, useSaveStatus } from '../serviceDeskAdmin.api.ts';

/** The system statuses by key, for naming a custom status's parent. */
const systemNames = (statuses: TicketStatus[]) => new Map(statuses.filter((s) => s.system).map((s) => [s.parentKey, s.name]));

function StatusDialog({ status, statuses, onClose }: { status?: TicketStatus; statuses: TicketStatus[]; onClose: () => void }) {
  const { t } = useTranslation();
  const saveStatus = useSaveStatus();
  const form = useZodForm(ticketStatusInputSchema, {
    name: status?.name ?? '',
    parentKey: status?.parentKey ?? 'OPEN',
    active: status?.active ?? true,
    position: status?.position ?? 0,
  });
  const names = systemNames(statuses);
  const submit = form.handleSubmit(async (body) => {
    await saveStatus.mutateAsync({ id: status?.id, body });
    onClose();
  });
  return (
    <ConfigDialog kind="statuses" isNew={!status} saving={saveStatus.isPending} form={form} onClose={onClose} onSubmit={submit}>
      <NameField form={form} label={t('serviceDesk.name')} maxLength={50} />
      <Select
        label={t('serviceDesk.statuses.parent')}
        required
        allowDeselect={false}
        data={SYSTEM_STATUS_KEYS.map((key) => ({ value: key, label: names.get(key) ?? key }))}
        value={form.values.parentKey}
        onChange={(v) => v && form.setField('parentKey', v as SystemStatusKey)}
        error={form.errors.parentKey}
      />
      <NumberInput
        label={t('serviceDesk.statuses.position')}
        description={t('serviceDesk.statuses.positionHelp')}
        min={0}
        max={10_000}
        allowDecimal={false}
        allowNegative={false}
        value={form.values.position ?? 0}
        onChange={(v) => form.setField('position', typeof v === 'number' ? v : 0)}
        error={form.errors.position}
      />
      <Switch
        label={t('serviceDesk.active')}
        description={t('serviceDesk.statuses.activeHelp')}
        checked={form.values.active ?? true}
        onChange={(e) => form.setField('active', e.currentTarget.checked)}
      />
    </ConfigDialog>
  );
}

function statusColumns(t: TFunction, names: Map<SystemStatusKey, string>): DataTableColumn<TicketStatus>[] {
  return [
    { id: 'name', header: t('serviceDesk.name'), accessor: (s) => withInactive(t, s.name, s.active) },
    { id: 'parent', header: t('serviceDesk.statuses.parent'), accessor: (s) => names.get(s.parentKey) ?? s.parentKey },
    { id: 'position', header: t('serviceDesk.statuses.position'), cellType: 'Number' },
  ];
}

/** The six system statuses, read only: the workflow every custom status belongs to. */
function SystemStatuses({ statuses }: { statuses: UseQueryResult<TicketStatus[]> }) {
  const { t } = useTranslation();
  const rows = (statuses.data ?? []).filter((s) => s.system);
  const columns = useMemo<DataTableColumn<TicketStatus>[]>(
    () => [
      { id: 'name', header: t('serviceDesk.name') },
      {
        id: 'custom',
        header: t('serviceDesk.statuses.custom'),
        accessor: (s) =>
          (statuses.data ?? [])
            .filter((c) => !c.system && c.parentKey === s.parentKey)
            .map((c) => c.name)
            .join(', '),
        disableSortBy: true,
      },
    ],
    [t, statuses.data],
  );
  return (
    <DataTable<TicketStatus>
      mode="client"
      tableId="service-desk-system-statuses"
      data={rows}
      loading={statuses.isPending}
      error={statuses.error}
      getRowId={(s) => String(s.id)}
      columns={columns}
      searchable={false}
      refreshable={false}
      pagination={false}
    />
  );
}

/** Ticket statuses: the fixed system ones, and custom ones added, changed and deleted under them. */
export function StatusesPanel() {
  const { t } = useTranslation();
  const statuses = useStatuses();
  const remove = useDeleteStatus();
  const all = useMemo(() => statuses.data ?? [], [statuses.data]);
  const custom = useMemo(() => ({ ...statuses, data: all.filter((s) => !s.system) }) as UseQueryResult<TicketStatus[]>, [statuses, all]);
  const columns = useMemo(() => statusColumns(t, systemNames(all)), [t, all]);
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {t('serviceDesk.statuses.help')}
      </Text>
      <Title order={2} size="h5">
        {t('serviceDesk.statuses.system')}
      </Title>
      <SystemStatuses statuses={statuses} />
      <Title order={2} size="h5">
        {t('serviceDesk.statuses.custom')}
      </Title>
      <ConfigListPanel<TicketStatus>
        kind="statuses"
        showHelp={false}
        tableId="service-desk-custom-statuses"
        query={custom}
        columns={columns}
        remove={remove}
        renderDialog={(status, close) => <StatusDialog status={status} statuses={all} onClose={close} />}
      />
    </Stack>
  );
}
