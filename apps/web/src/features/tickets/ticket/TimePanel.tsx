import { ActionIcon, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { useAddTimeEntry, useDeleteTimeEntry, useTimeEntries } from '../api/records.api.ts';
import { TimeEntryDialog } from '../dialogs/TimeEntryDialog.tsx';
import { enumLabel, formatDuration } from '../../../shared/ticketLabels.ts';

/** Time worked on the ticket: entries by start, their total, and logging more by hand. */
export function TimePanel({ ticketId, totalSeconds, organizationId = null }: { ticketId: number; totalSeconds: number; organizationId?: number | null }) {
  const { t } = useTranslation();
  const entries = useTimeEntries(ticketId);
  const add = useAddTimeEntry(ticketId);
  const remove = useDeleteTimeEntry(ticketId);
  const [adding, setAdding] = useState(false);

  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={500}>{t('tickets.time.total', { duration: formatDuration(totalSeconds) })}</Text>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t('tickets.time.add')}
        </Button>
      </Group>
      {entries.isPending ? (
        <Skeleton height={120} />
      ) : (
        <QueryState query={entries} isEmpty={(list) => list.length === 0} empty={t('tickets.time.empty')}>
          {(list) => (
            <Table.ScrollContainer minWidth={640}>
              <Table striped data-testid="time-entries">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('tickets.time.technician')}</Table.Th>
                    <Table.Th>{t('tickets.time.startDate')}</Table.Th>
                    <Table.Th>{t('tickets.time.duration')}</Table.Th>
                    <Table.Th>{t('tickets.time.remote')}</Table.Th>
                    <Table.Th>{t('tickets.time.billingType')}</Table.Th>
                    <Table.Th>{t('tickets.time.description')}</Table.Th>
                    <Table.Th aria-label={t('tickets.time.deleteEntry')} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>{e.technician.name}</Table.Td>
                      <Table.Td>{formatDateTime(e.startDate)}</Table.Td>
                      <Table.Td>{formatDuration(e.duration)}</Table.Td>
                      <Table.Td>{e.remote ? t('tickets.form.yes') : t('tickets.form.no')}</Table.Td>
                      <Table.Td>{enumLabel(t, 'billing', e.billingType)}</Table.Td>
                      <Table.Td>{e.description || '-'}</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('tickets.time.deleteEntry')}
                          loading={remove.isPending && remove.variables === e.id}
                          onClick={() => remove.mutate(e.id, { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      )}
      {adding && (
        <TimeEntryDialog
          opened
          organizationId={organizationId}
          saving={add.isPending}
          onCancel={() => setAdding(false)}
          onSave={async (entry) => {
            await add.mutateAsync(entry);
            notifications.show({ color: 'green', message: t('tickets.time.added') });
            setAdding(false);
          }}
        />
      )}
    </Stack>
  );
}
