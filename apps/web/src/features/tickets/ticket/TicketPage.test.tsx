import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TICKETING_CONFIG, type TicketActivity, type TicketComment, type TicketDetail, type TicketStatus, type TimeEntry } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, refuse, refuseStale, renderTickets } from '../../../test/render.tsx';
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

const user = (id: number, name: string | null, flags: { deleted?: boolean; found?: boolean } = {}) => ({
  id,
  name,
  email: null,
  deleted: flags.deleted ?? false,
  found: flags.found ?? true,
});

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
function answerTicket(detail: () => TicketDetail | Response = () => ticket, more: ReturnType<typeof mockRoute>[] = [], log?: TicketActivity[]) {
  return mockApi([
    ...more,
    mockRoute('get', '/api/ticketing/ticket/{id}', detail),
    mockRoute('get', '/api/ticketing/statuses', () => statuses),
    mockRoute('get', '/api/ticketing/forms', () => []),
    mockRoute('get', '/api/ticketing/attributes', () => []),
    mockRoute('get', '/api/ticketing/timers', () => []),
    mockRoute('get', '/api/ticketing/ticket/{id}/comments', () => [
      comment(1, true, 'Could you try another tray?'),
      comment(2, false, 'Roller is worn, ordering one.'),
    ]),
    mockRoute(
      'get',
      '/api/ticketing/ticket/{id}/activity',
      () =>
        log ?? [
          activity(1, { type: 'CREATED', newLabel: 'Printer jams on floor 2' }),
          activity(2, { field: 'status', oldLabel: 'New', newLabel: 'Open' }),
          activity(3, { field: 'priority', oldLabel: 'NONE', newLabel: 'HIGH' }),
          activity(4, { type: 'TIME_ENTRY_ADDED', newValue: { id: 1, durationSeconds: 1500 }, newLabel: '0h 25m' }),
        ],
    ),
    mockRoute('get', '/api/ticketing/ticket/{id}/time-entries', () => [timeEntry]),
    mockRoute('get', '/api/ticketing/ticket/{id}/attachments', () => []),
    mockRoute('get', '/api/ticketing/ticket/{id}/incidents', () => []),
    mockRoute('get', '/api/ticketing/ticket/{id}/timer', () => ({
      ticketId: 42,
      state: 'STOPPED' as const,
      startedAt: null,
      runningSince: null,
      elapsedSeconds: 0,
      serverTime: '2026-11-21T10:00:00.000Z',
    })),
  ]);
}

const openTicket = () => renderTickets(<TicketPage />, { path: '/tickets/$id', url: '/tickets/42' });

/** Opens the ticket's Activity tab and answers its rows (the header row left out). */
async function activityRows() {
  const ui = userEvent.setup();
  await openTicket();
  await ui.click(await screen.findByRole('tab', { name: 'Activity' }));
  const log = await screen.findByTestId('activity', undefined, { timeout: 5000 });
  return within(log).getAllByRole('row').slice(1);
}

describe('the ticket page (issue 13 item 2, spec 002 §8.2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("names deleted organizations, locations and users '(Deleted)', a missing user 'User not Found' and an unset type 'No type'", async () => {
    answerTicket();
    await openTicket();
    expect(await screen.findByRole('heading', { level: 1, name: '#42 Printer jams on floor 2' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveValue('Initech (Deleted)');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Basement (Deleted)');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Gone Technician (Deleted)');
    expect(screen.getByRole('combobox', { name: 'Requester' })).toHaveValue('User not Found');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveAttribute('placeholder', 'No type');
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
    expect(comments[0]).toHaveTextContent('via the web app');
  });

  it('logs who changed what, old → new, with enum values and durations in the words the editor uses', async () => {
    answerTicket();
    const rows = await activityRows();
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Administratorcreated the ticketPrinter jams on floor 2'),
      expect.stringContaining('changed StatusNew → Open'),
      expect.stringContaining('changed PriorityNone → High'),
      expect.stringContaining('logged time25m'),
    ]);
  });

  it("credits an automation's changes to it, says what set it off, and names the rule that ran", async () => {
    const rule = { type: 'SYSTEM' as const, id: null, name: "Automation 'Escalate VIP'" };
    answerTicket(
      undefined,
      [],
      [
        activity(1, { type: 'CREATED', newLabel: 'Printer jams on floor 2', changeSetId: 'a' }),
        activity(2, { field: 'priority', oldLabel: 'NONE', newLabel: 'HIGH', changeSetId: 'b' }),
        activity(3, { field: 'severity', oldLabel: 'NONE', newLabel: 'CRITICAL', changeSetId: 'b', actor: rule }),
        activity(4, { field: 'automation', newLabel: 'Escalate VIP', newValue: { triggerId: 3, type: 'EVENT_BASED' }, changeSetId: 'b', actor: rule }),
        activity(5, { field: 'automation_skipped', newLabel: 'tags (vip: no such tag)', changeSetId: 'b', actor: rule }),
      ],
    );
    const rows = await activityRows();
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Administratorcreated the ticket'),
      expect.stringContaining('Administratorchanged PriorityNone → High'),
      expect.stringContaining("Automation 'Escalate VIP'changed SeverityNone → Critical (after Administrator changed Priority)"),
      expect.stringContaining("Automation 'Escalate VIP'ran(after Administrator changed Priority)"),
      expect.stringContaining("Automation 'Escalate VIP'could not applytags (vip: no such tag) (after Administrator changed Priority)"),
    ]);
    expect(rows[1]!.textContent).not.toContain('after');
  });

  it('shows what the PSA did with the ticket in words: sent with its remote id, and its ConnectWise status when it changes', async () => {
    const psa = { type: 'SYSTEM' as const, id: null, name: 'PSA' };
    answerTicket(
      undefined,
      [],
      [
        activity(1, { type: 'CREATED', newLabel: 'Printer jams on floor 2', changeSetId: 'a' }),
        activity(2, {
          field: 'psa',
          newLabel: "Sent to ConnectWise as ticket #9001 (company Contoso Ltd, status New) (automation 'Escalate')",
          changeSetId: 'c',
          actor: psa,
        }),
        activity(3, { field: 'psa', newLabel: 'ConnectWise status of ticket #9001: Completed (closed)', changeSetId: 'd', actor: psa }),
      ],
    );
    const rows = await activityRows();
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining("PSAPSASent to ConnectWise as ticket #9001 (company Contoso Ltd, status New) (automation 'Escalate')"),
      expect.stringContaining('PSAPSAConnectWise status of ticket #9001: Completed (closed)'),
    ]);
    expect(rows[1]!.textContent).not.toContain('→');
  });

  it('names the contact who wrote in as the creator of a mailed-in ticket, and shows no type badge for an empty type', async () => {
    answerTicket(() => ({
      ...ticket,
      createdBy: null,
      source: 'EMAIL',
      requester: { type: 'CONTACT', id: 5, uid: 'c-5', name: 'Rita Requester', email: 'rita@customer.test', deleted: false, found: true },
    }));
    await openTicket();
    expect(await screen.findByText(/^Created by Rita Requester,/)).toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
    // Where it came from (issue 23 item 10).
    expect(screen.getByText('via E-mail')).toBeInTheDocument();
  });

  it('starts a reply Public when the requester is a contact and the desk says so, Private otherwise (issue 23 item 9)', async () => {
    const contactTicket = {
      ...ticket,
      requester: { type: 'CONTACT' as const, id: 5, uid: 'c-5', name: 'Rita Requester', email: 'rita@customer.test', deleted: false, found: true },
    };
    let publicToContacts = true;
    answerTicket(
      () => contactTicket,
      [
        mockRoute('get', '/api/ticketing/config', () => ({
          ...DEFAULT_TICKETING_CONFIG,
          replies: { publicToContactRequesters: publicToContacts },
          updatedAt: null,
        })),
      ],
    );
    const first = await openTicket();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked());
    // The composer offers to send and set the status in one action.
    expect(screen.getByRole('combobox', { name: 'Submit as' })).toHaveValue('Keep the status');
    first.unmount();

    publicToContacts = false;
    await openTicket();
    await screen.findByRole('radio', { name: 'Public' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked();
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

  it('sends the version it loaded; a stale save keeps the typing, and "Reload and re-apply" saves it on the newer ticket', async () => {
    // The server: someone else saved priority Low (version 4) after this page loaded version 3.
    let stored: TicketDetail = ticket;
    const elsewhere: TicketDetail = { ...ticket, version: 4, priority: 'LOW' };
    const calls = answerTicket(
      () => stored,
      [
        mockRoute('patch', '/api/ticketing/ticket/{id}', (_url, body) => {
          if (body.version !== stored.version) return refuseStale('ticket');
          stored = { ...stored, ...(body.summary ? { summary: body.summary } : {}), version: stored.version + 1 };
          return stored;
        }),
      ],
    );
    const ui = userEvent.setup();
    await openTicket();
    const summary = await screen.findByRole('textbox', { name: 'Summary' });
    stored = elsewhere;
    await ui.clear(summary);
    await ui.type(summary, 'Printer jams on tray 2');
    await ui.click(screen.getByRole('button', { name: 'Save changes' }));

    const notice = await screen.findByTestId('stale-version-notice');
    expect(notice).toHaveTextContent('This ticket was changed by someone else since you opened it. Reload to see their changes.');
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue('Printer jams on tray 2');
    const patches = () => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(patches()).toEqual([{ version: 3, summary: 'Printer jams on tray 2' }]);

    await ui.click(within(notice).getByRole('button', { name: 'Reload and re-apply' }));
    await vi.waitFor(() => expect(screen.queryByTestId('stale-version-notice')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue('Printer jams on tray 2');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('Low');
    await ui.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toEqual({ version: 4, summary: 'Printer jams on tray 2' });
    await vi.waitFor(() => expect(stored).toMatchObject({ version: 5, summary: 'Printer jams on tray 2', priority: 'LOW' }));
  });

  it('"Discard my changes" drops the typing and shows the newer ticket', async () => {
    let stored: TicketDetail = ticket;
    answerTicket(() => stored, [mockRoute('patch', '/api/ticketing/ticket/{id}', () => refuseStale('ticket'))]);
    const ui = userEvent.setup();
    await openTicket();
    const summary = await screen.findByRole('textbox', { name: 'Summary' });
    stored = { ...ticket, version: 4, summary: 'Renamed by someone else' };
    await ui.clear(summary);
    await ui.type(summary, 'Mine');
    await ui.click(screen.getByRole('button', { name: 'Save changes' }));
    await ui.click(within(await screen.findByTestId('stale-version-notice')).getByRole('button', { name: 'Discard my changes' }));
    await vi.waitFor(() => expect(screen.queryByTestId('stale-version-notice')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue('Renamed by someone else');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
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
