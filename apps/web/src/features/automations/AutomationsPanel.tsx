import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Trigger } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { inputOf, useAutomations, useDeleteAutomation, useSaveAutomation, type AutomationKind } from './automations.api.ts';
import { RuleEditorDialog, type RuleEditorMode } from './editor/RuleEditorDialog.tsx';
import { RunHistoryDialog } from './RunHistoryDialog.tsx';
import { RunOrderDialog } from './RunOrderDialog.tsx';
import './automations.strings.ts';

/**
 * One kind's rules (event-based, time-based automations or response templates): add, edit, copy,
 * enable/disable and delete; event rules also get their run order.
 */
export function AutomationsPanel({ kind }: { kind: AutomationKind }) {
  const { t } = useTranslation();
  const rules = useAutomations(kind);
  const remove = useDeleteAutomation();
  const save = useSaveAutomation();
  const [editing, setEditing] = useState<RuleEditorMode | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [history, setHistory] = useState<Trigger | null>(null);
  const data = useMemo(() => [...(rules.data ?? [])].sort((a, b) => a.position - b.position || a.id - b.id), [rules.data]);

  const done = (error?: unknown) =>
    notifications.show(error === undefined ? { color: 'green', message: t('automations.success') } : { color: 'red', message: errorMessage(error) });

  const columns = useMemo<DataTableColumn<Trigger>[]>(() => {
    const order: DataTableColumn<Trigger> = {
      id: 'position',
      header: t('automations.columns.position'),
      priorityWidth: 80,
      accessor: (r) => data.indexOf(r) + 1,
    };
    const rest: DataTableColumn<Trigger>[] = [
      {
        id: 'name',
        header: t('automations.columns.name'),
        priorityWidth: 260,
        accessor: (r) => r.name,
        // Whole, however long (issue 23 item 12): wrapped between words, never clamped.
        render: (r) => (
          <Text size="sm" style={{ overflowWrap: 'break-word' }}>
            {r.name}
          </Text>
        ),
      },
      { id: 'description', header: t('automations.columns.description'), priorityWidth: 320 },
      {
        id: 'enabled',
        header: t('automations.columns.enabled'),
        priorityWidth: 140,
        minWidth: 140,
        accessor: (r) => (r.enabled ? 1 : 0),
        render: (r) => <Badge color={r.enabled ? 'green' : 'gray'}>{r.enabled ? t('automations.status.enabled') : t('automations.status.disabled')}</Badge>,
      },
      { id: 'updatedAt', header: t('automations.columns.updatedAt'), cellType: 'Date', cellOptions: { compactDate: true }, priorityWidth: 110, minWidth: 90 },
    ];
    return kind === 'EVENT_BASED' ? [order, ...rest] : rest;
  }, [t, kind, data]);

  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{t(`automations.lists.${kind}`)}</Text>
        <Group>
          {kind === 'EVENT_BASED' && (
            <Button variant="default" onClick={() => setOrdering(true)} disabled={data.length < 2}>
              {t('automations.runOrder')}
            </Button>
          )}
          <Button onClick={() => setEditing({ action: 'add', kind })}>{t('automations.add', { kind: t(`automations.kinds.${kind}`) })}</Button>
        </Group>
      </Group>
      <DataTable<Trigger>
        mode="client"
        tableId={`automations-${kind}`}
        data={data}
        loading={rules.isPending}
        error={rules.error}
        getRowId={(row) => String(row.id)}
        columns={columns}
        emptyMessage={t('automations.empty')}
        errorMessage={t('automations.fetchError')}
        rowActions={(current) => [
          { id: 'edit', label: t('app.edit'), onClick: (row) => setEditing({ action: 'edit', kind, ruleId: row.id }) },
          { id: 'copy', label: t('automations.copy'), onClick: (row) => setEditing({ action: 'copy', kind, ruleId: row.id }) },
          {
            id: 'toggle',
            label: current.enabled ? t('automations.disable') : t('automations.enable'),
            onClick: (row) => save.mutate({ id: row.id, body: inputOf(row, { enabled: !row.enabled }) }, { onSuccess: () => done(), onError: (e) => done(e) }),
          },
          // Templates are applied by people, not fired: only rules have a run history.
          ...(kind === 'RESPONSE_TEMPLATE' ? [] : [{ id: 'runs', label: t('automations.runs.open'), onClick: (row: Trigger) => setHistory(row) }]),
          {
            id: 'delete',
            label: t('automations.delete'),
            color: 'red',
            onClick: (row) =>
              confirmDanger(t, {
                title: t('automations.deleteTitle', { name: row.name }),
                body: t('automations.deleteConfirm'),
                confirmLabel: t('automations.delete'),
                onConfirm: () => remove.mutate(row.id, { onSuccess: () => done(), onError: (e) => done(e) }),
              }),
          },
        ]}
      />
      {editing && <RuleEditorDialog key={JSON.stringify(editing)} mode={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      {history && <RunHistoryDialog rule={history} onClose={() => setHistory(null)} />}
      {ordering && <RunOrderDialog rules={data} onClose={() => setOrdering(false)} />}
    </Stack>
  );
}
