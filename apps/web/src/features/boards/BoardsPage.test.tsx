import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardTicketRow, SessionUser, TablePage } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, renderTickets, SessionGate } from '../../test/render.tsx';
import { BoardPage } from './BoardsPage.tsx';
import { ticketDetail, ticketRow } from '../../test/fixtures.ts';
import { attributes, board, statuses } from '../../test/boardFixtures.ts';

const admin: SessionUser = {
  id: 1,
  email: 'admin@example.test',
  name: 'Ada Admin',
  role: 'SYSTEM_ADMINISTRATOR',
  technicianRoleId: null,
  permissions: ['canManageTickets'],
};
const technician: SessionUser = { ...admin, id: 2, name: 'Tess Tech', role: 'TECHNICIAN', technicianRoleId: 3 };

const printers = board({ id: 5, name: 'Printers', columns: ['id', 'summary', 'priority'], sortBy: [{ field: 'priority', direction: 'ASC' }] });
const allOpen = board({ id: 1, name: 'All open tickets', system: true, systemKey: 'ALL_OPEN', description: 'Every ticket that is not resolved or closed.' });
const rows: BoardTicketRow[] = [
  { id: 12, summary: 'Printer jams', priority: 'HIGH' },
  { id: 11, summary: 'Toner empty', priority: 'LOW' },
];
const page = (data: BoardTicketRow[]): TablePage<BoardTicketRow> =>
  ({ data, pageCount: 1, totalCount: data.length, requestTime: 1 }) as TablePage<BoardTicketRow>;

function answer(user: SessionUser, extra: Parameters<typeof mockApi>[0] = []) {
  return mockApi([
    ...extra,
    mockRoute('get', '/api/auth/me', () => ({ user, csrfToken: 'csrf' })),
    mockRoute('get', '/api/ticketing/trigger', () => [allOpen, printers]),
    mockRoute('get', '/api/ticketing/trigger/{id}', () => printers),
    mockRoute('put', '/api/ticketing/trigger/{id}', (_url, body) => ({ ...printers, ...(body as object), updatedAt: '2026-02-01T00:00:00.000Z' })),
    mockRoute('get', '/api/ticketing/boards/{id}/tickets', () => page(rows)),
    mockRoute('get', '/api/ticketing/attributes', () => attributes),
    mockRoute('get', '/api/ticketing/statuses', () => statuses),
  ]);
}

const open = () =>
  renderTickets(
    <SessionGate>
      <BoardPage />
    </SessionGate>,
    { path: '/tickets/boards/$id', url: '/tickets/boards/5' },
  );

/** One condition in the editor: status (a new row's field) is Open. */
async function addOpenCondition(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('tab', { name: /^Conditions/ }));
  await user.click(within(dialog).getAllByRole('button', { name: 'Add condition' })[0]!);
  const value = within(dialog).getByRole('combobox', { name: /^Value/ });
  await user.click(value);
  // The board's own status filter has an 'Open' option too: take the one of this field's list.
  await waitFor(() => expect(document.getElementById(value.getAttribute('aria-controls') ?? '')).not.toBeNull());
  const list = document.getElementById(value.getAttribute('aria-controls')!)!;
  await user.click(await within(list).findByRole('option', { name: 'Open', hidden: true }));
}

describe('ticket boards', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists system boards, then custom ones, and shows the chosen board’s tickets in its columns, sorted by its sort', async () => {
    const calls = answer(admin);
    await open();
    const nav = await screen.findByRole('navigation', { name: 'Ticket boards' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['System boards', 'Shared boards', 'My boards']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['All open tickets', 'Printers']);
    expect(within(nav).getByRole('link', { name: 'Printers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Printers' })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Printer jams' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers.filter((h) => ['ID', 'Summary', 'Priority'].includes(h ?? ''))).toEqual(['ID', 'Summary', 'Priority']);
    const fetched = calls.find((c) => c.url.pathname === '/api/ticketing/boards/5/tickets')!;
    expect(JSON.parse(fetched.url.searchParams.get('sort')!)).toEqual([{ id: 'priority', desc: false }]);
    expect(calls.find((c) => c.url.pathname === '/api/ticketing/trigger')?.url.searchParams.get('type')).toBe('BOARD');
  });

  it('lets administrators edit, copy and delete a custom board; a save fetches the board list again', async () => {
    const calls = answer(admin);
    const user = userEvent.setup();
    await open();
    const actions = await screen.findByRole('group', { name: 'Board actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit board', 'Copy board', 'Delete board']);
    await user.click(within(actions).getByRole('button', { name: 'Edit board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ticket board' });
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Printers and toner');
    const listsBefore = calls.filter((c) => c.url.pathname === '/api/ticketing/trigger').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit ticket board' })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/ticketing/trigger').length).toBeGreaterThan(listsBefore));
  });

  it('shows technicians shared boards without edit or delete, and lets them copy one', async () => {
    answer(technician);
    await open();
    expect(await screen.findByRole('link', { name: 'Printer jams' })).toBeInTheDocument();
    expect(screen.getByText('Shared')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Board actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Copy board']);
  });

  it('lets a technician make a personal board: no visibility choice, created personal, listed under My boards', async () => {
    const mine = board({ id: 9, name: 'My printers', visibility: 'PERSONAL' });
    let created = false;
    const calls = mockApi([
      mockRoute('get', '/api/auth/me', () => ({ user: technician, csrfToken: 'csrf' })),
      mockRoute('get', '/api/ticketing/trigger', () => (created ? [allOpen, printers, mine] : [allOpen, printers])),
      mockRoute('get', '/api/ticketing/trigger/{id}', () => printers, { id: 5 }),
      mockRoute('post', '/api/ticketing/trigger/', () => {
        created = true;
        return mine;
      }),
      mockRoute('get', '/api/ticketing/boards/{id}/tickets', () => page(rows)),
      mockRoute('get', '/api/ticketing/attributes', () => attributes),
      mockRoute('get', '/api/ticketing/statuses', () => statuses),
    ]);
    const user = userEvent.setup();
    await open();
    const nav = await screen.findByRole('navigation', { name: 'Ticket boards' });
    expect(within(nav).getByText('Boards you make are seen only by you.')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'New board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ticket board' });
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Only you will see this board. Administrators make shared boards.')).toBeInTheDocument();
    await user.type(await within(dialog).findByRole('textbox', { name: /^Name/ }), 'My printers');
    await addOpenCondition(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ type: 'BOARD', name: 'My printers', visibility: 'PERSONAL' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'My printers' })).toBeInTheDocument());
    const sections = within(nav)
      .getAllByRole('heading')
      .map((h) => h.closest('div')!);
    expect(within(sections[2]!).getByRole('link', { name: 'My printers' })).toBeInTheDocument();
  });

  it('gives administrators the choice of shared or personal, shared first', async () => {
    const calls = answer(admin, [mockRoute('post', '/api/ticketing/trigger/', (_url, body) => board({ id: 10, ...(body as object) }))]);
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'New board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ticket board' });
    const choice = within(dialog).getByRole('radiogroup', { name: /Who sees it/ });
    expect(within(choice).getByRole('radio', { name: 'Shared: every technician' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Personal: only me' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Mine');
    await addOpenCondition(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Mine', visibility: 'PERSONAL' }));
  });

  it('merges the selected tickets into the ticket chosen, one merge call each', async () => {
    const calls = answer(admin, [
      mockRoute('get', '/api/ticketing/tickets', () => ({ data: [ticketRow(40, 'Printer fleet')], pageCount: 1, totalCount: 1, requestTime: 1 })),
      mockRoute('post', '/api/ticketing/ticket/{id}/merge', () => ticketDetail(40, 'Printer fleet')),
    ]);
    const user = userEvent.setup();
    await open();
    await screen.findByRole('link', { name: 'Printer jams' });
    for (const box of screen.getAllByRole('checkbox', { name: 'Select row' })) await user.click(box);
    await user.click(within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge 2 ticket(s) into another' });
    await user.click(within(dialog).getByRole('combobox', { name: /Merge into/ }));
    await user.click(await findOption('#40 Printer fleet'));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([
        ['/api/ticketing/ticket/12/merge', { targetTicketId: 40 }],
        ['/api/ticketing/ticket/11/merge', { targetTicketId: 40 }],
      ]),
    );
    expect(await screen.findByText('2 ticket(s) merged')).toBeInTheDocument();
  });
});
