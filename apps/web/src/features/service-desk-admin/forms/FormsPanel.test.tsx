import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketAttribute, TicketForm } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { FormsPanel } from './FormsPanel.tsx';

const at = '2026-01-01T00:00:00Z';
const attribute = (id: number, name: string, active = true): TicketAttribute => ({
  id,
  name,
  description: '',
  attributeType: id === 1 ? 'DROPDOWN' : 'TEXT',
  active,
  content: id === 1 ? { values: [{ id: 'a', name: 'A' }] } : {},
  usageCount: 0,
  createdAt: at,
  updatedAt: at,
});
const attributes = [attribute(1, 'Impact'), attribute(2, 'Asset'), attribute(3, 'Old code', false)];
const hardware: TicketForm = {
  id: 5,
  name: 'Hardware',
  description: '',
  active: true,
  attributes: [
    { attributeId: 2, name: 'Asset', attributeType: 'TEXT', active: true, required: true, position: 0, content: {} },
    { attributeId: 3, name: 'Old code', attributeType: 'TEXT', active: false, required: false, position: 1, content: {} },
  ],
  createdAt: at,
  updatedAt: at,
};
const retired: TicketForm = { ...hardware, id: 6, name: 'Legacy', active: false, attributes: [] };

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('Ticket forms administration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every form, inactive ones too, with (Inactive) marks on forms and attributes', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/forms', () => [hardware, retired]),
      mockRoute('get', '/api/ticketing/attributes', () => attributes),
    ]);
    await renderTickets(<FormsPanel />);
    expect(await rowOf('Hardware')).toHaveTextContent('Asset, Old code (Inactive)');
    expect(await screen.findByText('Legacy (Inactive)')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/ticketing/forms')?.url.searchParams.get('includeInactive')).toBe('true');
  });

  it("says 'Error fetching forms' when the list cannot be fetched", async () => {
    mockApi([mockRoute('get', '/api/ticketing/forms', () => refuse(500, 'Down')), mockRoute('get', '/api/ticketing/attributes', () => attributes)]);
    await renderTickets(<FormsPanel />);
    expect(await screen.findByText('Error fetching forms')).toBeInTheDocument();
  });

  it('creates a form with its attributes in the order they were added, each required or not', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/forms', () => []),
      mockRoute('get', '/api/ticketing/attributes', () => attributes),
      mockRoute('post', '/api/ticketing/forms', (_url, body) => ({ ...hardware, ...(body as object), id: 9 })),
    ]);
    const user = userEvent.setup();
    await renderTickets(<FormsPanel />);
    await user.click(await screen.findByRole('button', { name: 'New form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Network');
    expect(within(dialog).getByText(/No attributes on this form yet/)).toBeInTheDocument();

    const picker = within(dialog).getByRole('combobox', { name: 'Attribute to add' });
    await user.click(picker);
    expect(await findOption('Old code (Inactive)')).toBeInTheDocument();
    await user.click(await findOption('Asset'));
    await user.click(picker);
    await user.click(await findOption('Impact'));
    const rows = within(dialog).getAllByTestId('form-attribute');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Asset'), expect.stringContaining('Impact')]);
    expect(within(rows[1]!).getByText('Drop-down')).toBeInTheDocument();
    // Handles are reachable by keyboard and say how to move an attribute.
    expect(within(rows[0]!).getByRole('button', { name: 'Move Asset: press space, then the arrow keys' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Impact is required' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Network',
        description: '',
        active: true,
        attributes: [
          { attributeId: 2, required: false },
          { attributeId: 1, required: true },
        ],
      }),
    );
  });

  it('edits a form: removes an attribute, keeps the order of the rest, and can retire the form', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/forms', () => [hardware]),
      mockRoute('get', '/api/ticketing/attributes', () => attributes),
      mockRoute('put', '/api/ticketing/forms/{id}', (_url, body) => ({ ...hardware, ...(body as object) }), { id: 5 }),
    ]);
    const user = userEvent.setup();
    await renderTickets(<FormsPanel />);
    await user.click(within(await rowOf('Hardware')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit form' });
    expect(within(dialog).getByText('Old code (Inactive)')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Asset is required' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Old code' }));
    await user.click(within(dialog).getByRole('switch', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ active: false, attributes: [{ attributeId: 2, required: true }] }),
    );
  });

  it("shows the server's duplicate-name and in-use refusals in words", async () => {
    mockApi([
      mockRoute('get', '/api/ticketing/forms', () => [hardware]),
      mockRoute('get', '/api/ticketing/attributes', () => attributes),
      mockRoute('put', '/api/ticketing/forms/{id}', () => refuse(409, 'A form with this name already exists', { name: ['Already in use'] }), { id: 5 }),
      mockRoute('delete', '/api/ticketing/forms/{id}', () => refuse(409, 'This form is used by 2 ticket(s); make it inactive instead'), { id: 5 }),
    ]);
    const user = userEvent.setup();
    await renderTickets(<FormsPanel />);
    await user.click(within(await rowOf('Hardware')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit form' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A form with this name already exists');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(await rowOf('Hardware')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete form Hardware?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete: This form is used by 2 ticket(s); make it inactive instead')).toBeInTheDocument();
  });
});
