import type { TicketStatus } from '@outpost/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStatuses as allSystemStatuses, technicianUser } from '../../../test/fixtures.ts';
import { mockApi, mockRoute, renderTickets, SessionGate } from '../../../test/render.tsx';
import { TicketWorkCard } from './TicketWorkCard.tsx';

const me = technicianUser;
const systemStatuses = allSystemStatuses();
const waitingId = systemStatuses.find((s) => s.parentKey === 'WAITING')!.id;
const waitingForParts: TicketStatus = {
  id: 20,
  key: null,
  name: 'Waiting for parts',
  system: false,
  parentId: waitingId,
  parentKey: 'WAITING',
  active: true,
  position: 0,
};
const notSolved = systemStatuses.filter((s) => s.parentKey !== 'RESOLVED' && s.parentKey !== 'CLOSED').map((s) => String(s.id));

/** Each tile's count comes from the ticket list's own filters: the server answers a count per filter set. */
function answerCounts(countOf: (filters: { status?: string[]; assignedAppUserId?: (number | null)[] }) => number) {
  return mockApi([
    mockRoute('get', '/api/auth/me', () => ({ user: me, csrfToken: 'csrf' })),
    mockRoute('get', '/api/ticketing/statuses', () => [...systemStatuses, waitingForParts]),
    mockRoute('get', '/api/ticketing/tickets', (url) => ({
      data: [],
      pageCount: 1,
      requestTime: 1,
      totalCount: countOf(JSON.parse(url.searchParams.get('filters') ?? '{}') as Parameters<typeof countOf>[0]),
    })),
  ]);
}

describe("The dashboard's ticket work (issue 23 item 14)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts tickets waiting on the customer over every status under Waiting, and links to the list with that filter', async () => {
    answerCounts((filters) => {
      if (filters.assignedAppUserId?.[0] === me.id) return 3;
      if (filters.assignedAppUserId?.[0] === null) return 5;
      const waiting = [String(waitingId), String(waitingForParts.id)];
      return JSON.stringify(filters.status) === JSON.stringify(waiting) && !filters.assignedAppUserId ? 7 : 99;
    });
    await renderTickets(
      <SessionGate>
        <TicketWorkCard />
      </SessionGate>,
    );
    expect(await screen.findByTestId('ticket-count-waiting')).toHaveTextContent('7');
    expect(screen.getByTestId('ticket-count-mine')).toHaveTextContent('3');
    expect(screen.getByTestId('ticket-count-unassigned')).toHaveTextContent('5');

    const waitingLink = screen.getByRole('link', { name: /Waiting on the customer/ });
    const search = new URL(waitingLink.getAttribute('href')!, 'http://localhost').searchParams;
    expect(new URL(waitingLink.getAttribute('href')!, 'http://localhost').pathname).toBe('/tickets');
    expect(search.get('status')).toContain(String(waitingForParts.id));
    expect(search.get('assignee')).toBeNull();
    // "My open tickets" opens the list on me and every status not solved.
    const mine = new URL(screen.getByRole('link', { name: /My open tickets/ }).getAttribute('href')!, 'http://localhost').searchParams;
    for (const id of notSolved) expect(mine.get('status')).toContain(id);
    expect(mine.get('assignee')).toContain(String(me.id));
  });

  it('says so in words when the counts cannot be read', async () => {
    mockApi([
      mockRoute('get', '/api/auth/me', () => ({ user: me, csrfToken: 'csrf' })),
      mockRoute('get', '/api/ticketing/statuses', () => systemStatuses),
      mockRoute('get', '/api/ticketing/tickets', () => new Response(JSON.stringify({ resultCode: 'ERROR', message: 'Database unavailable' }), { status: 503 })),
    ]);
    await renderTickets(
      <SessionGate>
        <TicketWorkCard />
      </SessionGate>,
    );
    const card = await screen.findByRole('region', { name: 'Tickets' });
    expect(await within(card).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-count-waiting')).not.toBeInTheDocument();
  });
});
