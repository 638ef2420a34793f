import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TICKET_PRIORITIES, type BoardBulkAction, type TicketStatus } from '@outpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { call } from '../../api/typed.ts';
import { AssigneePicker } from '../pickers/ticketPickers.tsx';
import { TagPicker } from '../pickers/TagPicker.tsx';
import { enumLabel } from '../../shared/ticketLabels.ts';
import type { UserChoice } from '../pickers/ticketPickers.tsx';

export type BulkChangeKind = 'assign' | 'status' | 'priority' | 'tags';

/** Runs one change on many tickets through the boards' bulk call (each through the change pipeline). */
export function runBulkChange(body: BoardBulkAction) {
  return call('post', '/api/ticketing/boards/bulk', { body });
}

/**
 * Sets the assignee, status or priority of the chosen tickets, or adds tags to them. Tickets the server refuses (a rule
 * of theirs, a ticket deleted meanwhile) are counted apart with the first refusal's words.
 */
export function BulkChangeDialog({
  kind,
  ticketIds,
  statuses,
  onClose,
  onDone,
}: {
  kind: BulkChangeKind;
  ticketIds: number[];
  statuses: TicketStatus[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [statusId, setStatusId] = useState<string | null>(null);
  const [priority, setPriority] = useState<string | null>(null);
  const [assignee, setAssignee] = useState<UserChoice | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const run = useMutation({ mutationFn: runBulkChange });

  const action = (): BoardBulkAction['action'] | null => {
    if (kind === 'assign') return { type: 'ASSIGN', assignedAppUserId: assignee?.id ?? null };
    if (kind === 'tags') return tags.length === 0 ? null : { type: 'ADD_TAGS', tags };
    if (kind === 'status') return statusId === null ? null : { type: 'SET_STATUS', status: Number(statusId) };
    return priority === null ? null : { type: 'SET_PRIORITY', priority: priority as (typeof TICKET_PRIORITIES)[number] };
  };
  const chosen = action();

  const apply = () => {
    if (!chosen) return;
    run.mutate(
      { ticketIds, action: chosen },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: t('tickets.bulk.updated', { count: result.updated.length }) });
          if (result.failed.length > 0)
            notifications.show({ color: 'red', message: t('tickets.bulk.failed', { count: result.failed.length, message: result.failed[0]!.message }) });
          onDone();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t(`tickets.bulk.${kind}Title`, { count: ticketIds.length })}>
      <Stack>
        {kind === 'assign' && (
          <>
            <AssigneePicker value={assignee} onChange={setAssignee} />
            {assignee === null && (
              <Text size="sm" c="dimmed">
                {t('tickets.bulk.unassignHint')}
              </Text>
            )}
          </>
        )}
        {kind === 'tags' && <TagPicker value={tags} onChange={setTags} />}
        {kind === 'status' && (
          <Select
            label={t('tickets.field.status')}
            data={statuses.filter((s) => s.active).map((s) => ({ value: String(s.id), label: s.name }))}
            value={statusId}
            onChange={setStatusId}
            comboboxProps={{ zIndex: 400 }}
            data-autofocus
          />
        )}
        {kind === 'priority' && (
          <Select
            label={t('tickets.field.priority')}
            data={TICKET_PRIORITIES.map((p) => ({ value: p, label: enumLabel(t, 'priority', p) }))}
            value={priority}
            onChange={setPriority}
            comboboxProps={{ zIndex: 400 }}
            data-autofocus
          />
        )}
        {run.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(run.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button onClick={apply} disabled={!chosen} loading={run.isPending}>
            {t('tickets.bulk.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
