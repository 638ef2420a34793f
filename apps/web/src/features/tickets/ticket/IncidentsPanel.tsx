import { Badge, Skeleton, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/QueryState.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { useIncidents } from '../../../api/tickets.api.ts';
import { TicketLink } from '../../../components/tickets/TicketLink.tsx';

/** The incidents that belong to this problem (spec 002 §2.2). */
export function IncidentsPanel({ problemId }: { problemId: number }) {
  const { t } = useTranslation();
  const incidents = useIncidents(problemId, true);
  if (incidents.isPending) return <Skeleton height={80} />;
  return (
    <QueryState query={incidents} isEmpty={(list) => list.length === 0} empty={t('tickets.incident.noIncidents')}>
      {(list) => (
        <Table striped data-testid="incidents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tickets.field.id')}</Table.Th>
              <Table.Th>{t('tickets.field.summary')}</Table.Th>
              <Table.Th>{t('tickets.field.status')}</Table.Th>
              <Table.Th>{t('tickets.field.createTime')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((incident) => (
              <Table.Tr key={incident.id}>
                <Table.Td>#{incident.id}</Table.Td>
                <Table.Td>
                  <TicketLink id={incident.id} size="sm">
                    {incident.summary}
                  </TicketLink>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{incident.status.name}</Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(incident.createTime)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </QueryState>
  );
}
