import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, renderTickets } from '../../test/render.tsx';
import { BulkChangeDialog } from './BulkChangeDialog.tsx';

describe('bulk changes from the ticket list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets the chosen priority on every selected ticket in one call, and counts refusals apart', async () => {
    const calls = mockApi([
      mockRoute('post', '/api/ticketing/boards/bulk', () => ({
        updated: [3],
        failed: [{ id: 5, resultCode: 'NOT_FOUND', message: 'Error ticket not found' }],
      })),
    ]);
    const onDone = vi.fn();
    const user = userEvent.setup();
    await renderTickets(<BulkChangeDialog kind="priority" ticketIds={[3, 5]} statuses={[]} onClose={vi.fn()} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Set the priority of 2 ticket(s)' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
    await user.click(await findOption('High'));
    await user.click(apply);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ticketIds: [3, 5], action: { type: 'SET_PRIORITY', priority: 'HIGH' } });
    expect(await screen.findByText('1 ticket(s) updated')).toBeInTheDocument();
    expect(screen.getByText('1 ticket(s) not changed: Error ticket not found')).toBeInTheDocument();
  });

  it('unassigns when no technician is chosen, and says so', async () => {
    const calls = mockApi([mockRoute('post', '/api/ticketing/boards/bulk', () => ({ updated: [3], failed: [] }))]);
    const user = userEvent.setup();
    await renderTickets(<BulkChangeDialog kind="assign" ticketIds={[3]} statuses={[]} onClose={vi.fn()} onDone={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Assign 1 ticket(s)' });
    expect(dialog).toHaveTextContent('With no technician chosen, the tickets are unassigned.');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ticketIds: [3], action: { type: 'ASSIGN', assignedAppUserId: null } }));
  });

  it('adds the chosen tags to every selected ticket', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/tags', () => [{ id: 1, name: 'printer' }]),
      mockRoute('post', '/api/ticketing/boards/bulk', () => ({ updated: [3, 4], failed: [] })),
    ]);
    const user = userEvent.setup();
    await renderTickets(<BulkChangeDialog kind="tags" ticketIds={[3, 4]} statuses={[]} onClose={vi.fn()} onDone={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add tags to 2 ticket(s)' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'prin');
    await user.click(await screen.findByRole('option', { name: /^printer/, hidden: true }, { timeout: 5000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ticketIds: [3, 4], action: { type: 'ADD_TAGS', tags: ['printer'] } }));
  });
});
