import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TechnicianRole } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, pickerPage, renderTickets } from '../../test/render.tsx';
import { TechnicianRolesPanel } from './TechnicianRolesPanel.tsx';

const organizations = [
  { id: 7, name: 'Acme', deleted: false },
  { id: 8, name: 'Globex', deleted: false },
];
const desk: TechnicianRole = {
  id: 1,
  name: 'Desk',
  description: '',
  permissions: ['canManageTickets'],
  organizationScope: 'SELECTED',
  organizations: [{ id: 7, name: 'Acme' }],
  userCount: 2,
};

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('the technician role dialog’s organization scope (decision 0014)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scopes a new role to all organizations unless the administrator chooses some', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/technician-roles', () => []),
      mockRoute('get', '/api/query/organizations', () => pickerPage(organizations)),
      mockRoute('post', '/api/technician-roles', (_url, body) => ({ ...desk, ...(body as object) })),
    ]);
    const user = userEvent.setup();
    await renderTickets(<TechnicianRolesPanel />);
    await user.click(await screen.findByRole('button', { name: 'New technician role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New technician role' });
    expect(within(dialog).getByRole('radio', { name: 'All organizations' })).toBeChecked();
    expect(within(dialog).queryByRole('combobox', { name: 'Organizations' })).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme desk');
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen organizations' }));
    // Chosen but empty: the role would see no tickets, and the dialog says so.
    expect(within(dialog).getByRole('status')).toHaveTextContent('No organization chosen');
    await user.type(within(dialog).getByRole('combobox', { name: 'Organizations' }), 'Ac');
    await user.click(await findOption(/^Acme/));
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { name: 'Acme desk', description: '', permissions: [], organizationScope: 'SELECTED', organizationIds: [7] },
      ]),
    );
  });

  it('lists a role’s organizations and widens it back to all organizations', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/technician-roles', () => [desk, { ...desk, id: 2, name: 'Everywhere', organizationScope: 'ALL' as const, organizations: [] }]),
      mockRoute('put', '/api/technician-roles/{id}', (_url, body) => ({ ...desk, ...(body as object) })),
    ]);
    const user = userEvent.setup();
    await renderTickets(<TechnicianRolesPanel />);
    expect(within(await rowOf('Desk')).getByText('Acme')).toBeInTheDocument();
    expect(within(await rowOf('Everywhere')).getByText('All organizations')).toBeInTheDocument();

    await user.click(within(await rowOf('Desk')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit technician role' });
    expect(within(dialog).getByRole('radio', { name: 'Chosen organizations' })).toBeChecked();
    expect(within(dialog).getByText('Acme')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'All organizations' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([expect.objectContaining({ organizationScope: 'ALL' })]));
  });
});
