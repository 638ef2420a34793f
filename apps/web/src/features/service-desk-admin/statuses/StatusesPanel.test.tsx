import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_STATUS_KEYS, type TicketStatus } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStatuses } from '../../../test/fixtures.ts';
import { findOption, mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { StatusesPanel } from './StatusesPanel.tsx';

const systemName: Record<string, string> = { NEW: 'New', OPEN: 'Open', WAITING: 'Waiting', PAUSED: 'Paused', RESOLVED: 'Resolved', CLOSED: 'Closed' };
const system = systemStatuses(SYSTEM_STATUS_KEYS, (key) => systemName[key]!);
const custom: TicketStatus = { id: 20, key: null, name: 'Waiting for parts', system: false, parentId: 3, parentKey: 'WAITING', active: true, position: 0 };
const retired: TicketStatus = { ...custom, id: 21, name: 'On hold', parentKey: 'PAUSED', parentId: 4, active: false };

const tables = () => screen.findAllByRole('table');
/** The row of a custom status (the system table names custom statuses too). */
async function customRow(name: string) {
  const [, customTable] = await tables();
  return (await within(customTable!).findByText(name)).closest('tr')!;
}

describe('Ticket statuses administration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the six system statuses read only, and custom ones under their system status with (Inactive) marks', async () => {
    mockApi([mockRoute('get', '/api/ticketing/statuses', () => [...system, custom, retired])]);
    await renderTickets(<StatusesPanel />);
    await screen.findByText('On hold (Inactive)');
    const [systemTable, customTable] = await tables();
    for (const name of Object.values(systemName)) expect(within(systemTable!).getByRole('cell', { name })).toBeInTheDocument();
    // System rows offer nothing to change.
    expect(within(systemTable!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(systemTable!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const waitingRow = within(customTable!).getByText('Waiting for parts').closest('tr')!;
    expect(waitingRow).toHaveTextContent('Waiting');
    expect(within(customTable!).getByText('On hold (Inactive)')).toBeInTheDocument();
  });

  it('adds a custom status under the chosen system status', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/statuses', () => system),
      mockRoute('post', '/api/ticketing/statuses', (_url, body) => ({ ...custom, ...(body as object), id: 30 })),
    ]);
    const user = userEvent.setup();
    await renderTickets(<StatusesPanel />);
    await user.click(await screen.findByRole('button', { name: 'New custom status' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom status' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Awaiting customer');
    await user.click(within(dialog).getByRole('combobox', { name: 'Under system status' }));
    await user.click(await findOption('Paused'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Awaiting customer', parentKey: 'PAUSED', active: true, position: 0 }),
    );
  });

  it('shows a duplicate name refusal on the field', async () => {
    mockApi([
      mockRoute('get', '/api/ticketing/statuses', () => [...system, custom]),
      mockRoute('put', '/api/ticketing/statuses/{id}', () => refuse(409, 'A status with this name already exists', { name: ['Already in use'] }), { id: 20 }),
    ]);
    const user = userEvent.setup();
    await renderTickets(<StatusesPanel />);
    await user.click(within(await customRow('Waiting for parts')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit custom status' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A status with this name already exists');
    expect(within(dialog).getByText('Already in use')).toBeInTheDocument();
  });

  it('says in words why a status in use cannot be deleted', async () => {
    mockApi([
      mockRoute('get', '/api/ticketing/statuses', () => [...system, custom]),
      mockRoute('delete', '/api/ticketing/statuses/{id}', () => refuse(409, 'This status is used by 3 ticket(s); make it inactive instead'), { id: 20 }),
    ]);
    const user = userEvent.setup();
    await renderTickets(<StatusesPanel />);
    await user.click(within(await customRow('Waiting for parts')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete status Waiting for parts?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete: This status is used by 3 ticket(s); make it inactive instead')).toBeInTheDocument();
  });
});
