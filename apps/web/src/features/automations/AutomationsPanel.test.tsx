import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Trigger } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { board } from '../../test/boardFixtures.ts';
import { mockApi, mockRoute, renderTickets } from '../../test/render.tsx';
import { AutomationsPanel } from './AutomationsPanel.tsx';

const rule = (id: number, name: string, position: number, enabled = true): Trigger =>
  board({
    id,
    name,
    position,
    enabled,
    type: 'EVENT_BASED',
    description: '',
    actions: [],
    columns: undefined,
    sortBy: undefined,
    systemKey: null,
    system: false,
  });

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

function answer() {
  return mockApi([
    mockRoute('get', '/api/ticketing/trigger', () => [rule(2, 'Second', 2, false), rule(1, 'First', 1)]),
    mockRoute('put', '/api/ticketing/trigger/{id}', (_url, body) => ({ ...rule(2, 'Second', 2), ...(body as object) })),
    mockRoute('delete', '/api/ticketing/trigger/{id}', () => undefined),
  ]);
}

describe('the automation lists (issue 14 item 2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists event rules in run order with their state and an "Add event-based automation" button', async () => {
    answer();
    await renderTickets(<AutomationsPanel kind="EVENT_BASED" />);
    const first = await rowOf('First');
    const rows = within(first.closest('table')!).getAllByRole('row').slice(1);
    expect(rows.map((r) => (r.textContent ?? '').includes('First'))).toEqual([true, false]);
    expect(within(await rowOf('Second')).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add event-based automation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run order' })).toBeEnabled();
  });

  it('enables a disabled rule by saving it whole with enabled true, and says "Success"', async () => {
    const calls = answer();
    const user = userEvent.setup();
    await renderTickets(<AutomationsPanel kind="EVENT_BASED" />);
    await user.click(within(await rowOf('Second')).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ type: 'EVENT_BASED', name: 'Second', enabled: true });
    expect(await screen.findByText('Success')).toBeInTheDocument();
  });

  it('deletes only after confirming', async () => {
    const calls = answer();
    const user = userEvent.setup();
    await renderTickets(<AutomationsPanel kind="EVENT_BASED" />);
    const row = await rowOf('First');
    const buttons = within(row).getAllByRole('button');
    await user.click(buttons[buttons.length - 1]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete "First"?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/ticketing/trigger/1'));
  });

  it("opens a rule's run history: the ticket, what the rule did and what it could not apply", async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/trigger', () => [rule(1, 'First', 1)]),
      mockRoute(
        'get',
        '/api/ticketing/automation/{id}/runs',
        () => [
          {
            ticketId: 12,
            ticketSummary: 'Server room warm',
            at: '2026-11-28T09:00:00.000Z',
            did: ['severity: None → Critical'],
            couldNotApply: ['fleeting: no such tag'],
          },
        ],
        { id: 1 },
      ),
    ]);
    const user = userEvent.setup();
    await renderTickets(<AutomationsPanel kind="EVENT_BASED" />);
    const row = await rowOf('First');
    const buttons = within(row).getAllByRole('button');
    await user.click(buttons[buttons.length - 1]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Run history', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: "Run history of 'First'" });
    expect(await within(dialog).findByRole('link', { name: '#12 Server room warm' })).toBeInTheDocument();
    expect(within(dialog).getByText('severity: None → Critical')).toBeInTheDocument();
    expect(within(dialog).getByText('fleeting: no such tag')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/ticketing/automation/1/runs')).toBe(true);
  });
});
