import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketActivity, TicketComment, TicketDetail, TicketStatus, TimeEntry } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refuse, renderTickets } from '../test/render.tsx';
import { TicketPage } from './TicketPage.tsx';

const statuses: TicketStatus[] = (['NEW', 'OPEN', 'WAITING', 'PAUSED', 'RESOLVED', 'CLOSED'] as const).map((key, i) => ({
  id: i + 1,
  key,
  name: key[0] + key.slice(1).toLowerCase(),
  system: true,
  parentId: null,
  parentKey: key,
  active: true,
  position: i,
}));

const user = (id: number, name: string | null, flags: { deleted?: boolean; found?: boolean } = {}) => ({ id, name, email: null, deleted: flags.deleted ?? false, found: flags.found ?? true });

/** A ticket whose organization and location were deleted, whose assignee was disabled and whose requester matches no user. */
const ticket: TicketDetail = {
  id: 42,
  version: 3,
  summary: 'Printer jams on floor 2',
  description: '<p>It jams on every second page.</p>',
  status: { id: 2, key: 'OPEN', name: 'Open', system: true, parentKey: 'OPEN' },
  type: null,
  source: 'TECHNICIAN',
  priority: 'HIGH',
  severity: 'NONE',
  organization: { id: 3, name: 'Initech', deleted: true },
  location: { id: 4, name: 'Basement', deleted: true },
  device: null,
  requester: { type: 'USER', id: 99, uid: null, name: null, email: null, deleted: false, found: false },
  requesterUid: null,
  assignedAppUserId: 7,
  assignee: user(7, 'Gone Technician', { deleted: true }),
  additionalTechnicians: [],
  cc: { users: [], emails: [] },
  tags: [],
  form: null,
  attributes: {},
  parentTicketId: null,
  parentTicket: null,
  incidentCount: 0,
  mergedIntoTicketId: null,
  createdBy: user(1, 'Administrator'),
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  lastUpdatedBy: 'Administrator',
  assignedAt: null,
  statusChangedAt: null,
  solvedTime: null,
  lastUpdatedTimeByAssignee: null,
  lastUpdatedTimeByRequester: null,
  totalTimeTracked: 1500,
};

const comment = (id: number, isPublic: boolean, text: string): TicketComment => ({
  id,
  ticketId: 42,
  author: { type: 'USER', id: 1, name: 'Administrator' },
  htmlBody: `<p>${text}</p>`,
  body: text,
  isPublic,
  techniciansTagged: [],
  uploads: [],
  source: 'UI',
  createdAt: '2026-11-21T10:00:00.000Z',
});

const activity = (id: number, over: Partial<TicketActivity>): TicketActivity => ({
  id,
  ticketId: 42,
  changeSetId: `set-${id}`,
  type: 'FIELD_CHANGED',
  actor: { type: 'USER', id: 1, name: 'Administrator' },
  source: 'UI',
  field: null,
  oldValue: null,
  newValue: null,
  oldLabel: null,
  newLabel: null,
  commentId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

const timeEntry: TimeEntry = {
  id: 1,
  ticketId: 42,
  technician: { id: 1, name: 'Administrator' },
  remote: true,
  startDate: '2026-11-21T09:30:00.000Z',
  duration: 1500,
  billingType: 'BILLABLE',
  agreementId: null,
  agreementOriginType: null,
  description: 'Roller swap',
  createdAt: '2026-11-21T10:00:00.000Z',
};

/** The ticket's API with its records; `detail` answers the ticket itself. */
function answerTicket(detail: (url: URL) => unknown = () => ticket) {
  return mockApi([
    [/^GET \/api\/ticketing\/ticket\/42$/, detail],
    [/^GET \/api\/ticketing\/statuses$/, () => statuses],
    [/^GET \/api\/ticketing\/(forms|attributes|timers)$/, () => []],
    [/^GET \/api\/ticketing\/ticket\/42\/comments$/, () => [comment(1, true, 'Could you try another tray?'), comment(2, false, 'Roller is worn, ordering one.')]],
    [
      /^GET \/api\/ticketing\/ticket\/42\/activity$/,
      () => [
        activity(1, { type: 'CREATED', newLabel: 'Printer jams on floor 2' }),
        activity(2, { field: 'status', oldLabel: 'New', newLabel: 'Open' }),
        activity(3, { field: 'priority', oldLabel: 'NONE', newLabel: 'HIGH' }),
        activity(4, { type: 'TIME_ENTRY_ADDED', newValue: { id: 1, durationSeconds: 1500 }, newLabel: '0h 25m' }),
      ],
    ],
    [/^GET \/api\/ticketing\/ticket\/42\/time-entries$/, () => [timeEntry]],
    [/^GET \/api\/ticketing\/ticket\/42\/(attachments|incidents)$/, () => []],
    [/^GET \/api\/ticketing\/ticket\/42\/timer$/, () => ({ ticketId: 42, state: 'STOPPED', startedAt: null, runningSince: null, elapsedSeconds: 0, serverTime: '2026-11-21T10:00:00.000Z' })],
  ]);
}

const openTicket = () => renderTickets(<TicketPage />, { path: '/tickets/$id', url: '/tickets/42' });

describe('the ticket page (issue 13 item 2, spec 002 §8.2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("names deleted organizations, locations and users '(Deleted)', a missing user 'User not Found' and an unset type 'N/A'", async () => {
    answerTicket();
    await openTicket();
    expect(await screen.findByRole('heading', { level: 1, name: '#42 Printer jams on floor 2' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveValue('Initech (Deleted)');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Basement (Deleted)');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Gone Technician (Deleted)');
    expect(screen.getByRole('combobox', { name: 'Requester' })).toHaveValue('User not Found');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveAttribute('placeholder', 'N/A');
    expect(screen.getByTestId('ticket-description')).toHaveTextContent('It jams on every second page.');
  });

  it('shows public and private comments apart, in the order they were written', async () => {
    answerTicket();
    await openTicket();
    const comments = await screen.findAllByTestId('ticket-comment', undefined, { timeout: 5000 });
    expect(comments.map((c) => c.getAttribute('data-public'))).toEqual(['true', 'false']);
    expect(within(comments[0]!).getByText('Public')).toBeInTheDocument();
    expect(within(comments[1]!).getByText('Private')).toBeInTheDocument();
    expect(comments[1]).toHaveTextContent('Roller is worn, ordering one.');
  });

  it('logs who changed what, old → new, with enum values and durations in the words the editor uses', async () => {
    answerTicket();
    const ui = userEvent.setup();
    await openTicket();
    await ui.click(await screen.findByRole('tab', { name: 'Activity' }));
    const log = await screen.findByTestId('activity', undefined, { timeout: 5000 });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Administratorcreated the ticketPrinter jams on floor 2'),
      expect.stringContaining('changed StatusNew → Open'),
      expect.stringContaining('changed PriorityNone → High'),
      expect.stringContaining('logged time25m'),
    ]);
  });

  it('lists time entries with the technician, remote flag and billing, and the total', async () => {
    answerTicket();
    const ui = userEvent.setup();
    await openTicket();
    await ui.click(await screen.findByRole('tab', { name: 'Time' }));
    const table = await screen.findByTestId('time-entries', undefined, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Administrator.*25m.*Yes.*Billable.*Roller swap/);
    expect(screen.getByText('Total: 25m')).toBeInTheDocument();
  });

  it.each([
    [404, 'Error ticket not found', false],
    [403, 'Error ticket forbidden', false],
    [500, 'Error fetching ticket', true],
  ])('a ticket that answers %i says %s', async (status, message, retry) => {
    answerTicket(() => refuse(status, 'whatever the server said'));
    await openTicket();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/tickets');
  });
});
