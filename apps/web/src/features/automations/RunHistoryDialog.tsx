import { Anchor, List, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Trigger } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import { formatDateTime } from '../../shared/format.ts';
import { QueryState } from '../../shared/QueryState.tsx';

/**
 * A rule's run history (issue 23 item 2): on which ticket it fired, what it changed and what it
 * could not apply (a tag deleted since, a user disabled), newest first. Read from the tickets' log.
 */
export function RunHistoryDialog({ rule, onClose }: { rule: Pick<Trigger, 'id' | 'name'>; onClose: () => void }) {
  const { t } = useTranslation();
  const runs = useQuery({
    queryKey: ['automations', rule.id, 'runs'],
    queryFn: ({ signal }) => call('get', '/api/ticketing/automation/{id}/runs', { params: { id: rule.id }, signal }),
  });
  return (
    <Modal opened onClose={onClose} title={t('automations.runs.title', { name: rule.name })} size="xl">
      <QueryState query={runs} isEmpty={(list) => list.length === 0} empty={t('automations.runs.empty')}>
        {(list) => (
          <Table striped withTableBorder aria-label={t('automations.runs.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('automations.runs.when')}</Table.Th>
                <Table.Th>{t('automations.runs.ticket')}</Table.Th>
                <Table.Th>{t('automations.runs.did')}</Table.Th>
                <Table.Th>{t('automations.runs.couldNotApply')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((run, i) => (
                <Table.Tr key={`${run.ticketId}-${run.at}-${i}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.at)}</Table.Td>
                  <Table.Td>
                    <Anchor renderRoot={(root) => <Link {...root} to="/tickets/$id" params={{ id: run.ticketId }} />} onClick={onClose}>
                      #{run.ticketId} {run.ticketSummary}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {run.did.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('automations.runs.nothing')}
                      </Text>
                    ) : (
                      <List size="sm">
                        {run.did.map((d) => (
                          <List.Item key={d}>{d}</List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {run.couldNotApply.map((d) => (
                      <Text key={d} size="sm" c="red">
                        {d}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Modal>
  );
}
