import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SOLVED_STATUS_KEYS } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/typed.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import { useCurrentUser } from '../../auth/session.ts';
import { useStatuses } from '../../../api/ticketingConfig.api.ts';
import { serverFiltersOf, type TicketListSearch } from '../list/ticketListSearch.ts';

/** How many tickets the ticket list shows for this search (one row fetched, the total read). */
async function countTickets(search: TicketListSearch, signal: AbortSignal) {
  const params = new URLSearchParams({ pageIndex: '0', pageSize: '1', filters: JSON.stringify(serverFiltersOf(search)) });
  return (await call('get', '/api/ticketing/tickets', { search: params, signal })).totalCount;
}

interface Tile {
  id: 'mine' | 'unassigned' | 'waiting';
  search: TicketListSearch;
}

/**
 * The technician's day on the dashboard (issue 23 item 14): my open tickets, unassigned ones and
 * those waiting on the customer, each counted with exactly the filters its link opens the list
 * with. "Open" is every status not solved; "waiting" every status under Waiting.
 */
export function TicketWorkCard() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const statuses = useStatuses();
  const tiles = useQuery({
    queryKey: ['dashboard', 'tickets', me.id, statuses.data?.map((s) => s.id)],
    enabled: statuses.data !== undefined,
    refetchInterval: 30_000,
    queryFn: async ({ signal }) => {
      const all = statuses.data ?? [];
      const open = all.filter((s) => !SOLVED_STATUS_KEYS.includes(s.parentKey)).map((s) => String(s.id));
      const waiting = all.filter((s) => s.parentKey === 'WAITING').map((s) => String(s.id));
      const list: Tile[] = [
        { id: 'mine', search: { assignee: [{ id: me.id, name: me.name }], status: open } },
        { id: 'unassigned', search: { assignee: [{ id: 0, name: t('dashboard.tickets.unassignedName') }], status: open } },
        { id: 'waiting', search: { status: waiting } },
      ];
      return Promise.all(list.map(async (tile) => ({ ...tile, count: await countTickets(tile.search, signal) })));
    },
  });
  return (
    <Card withBorder component="section" aria-labelledby="ticket-work-title">
      <Title order={2} size="h5" id="ticket-work-title" mb="xs">
        {t('dashboard.tickets.title')}
      </Title>
      {statuses.isError && <QueryState query={statuses}>{() => null}</QueryState>}
      <QueryState query={tiles}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {list.map((tile) => (
              <Anchor key={tile.id} underline="never" renderRoot={(root) => <Link {...root} to="/tickets" search={tile.search} />}>
                <Card withBorder padding="sm">
                  <Text size="sm" c="dimmed">
                    {t(`dashboard.tickets.${tile.id}`)}
                  </Text>
                  <Text size="xl" fw={700} c={tile.count > 0 && tile.id !== 'waiting' ? 'blue' : undefined} data-testid={`ticket-count-${tile.id}`}>
                    {tile.count}
                  </Text>
                </Card>
              </Anchor>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Card>
  );
}
