import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketAttribute } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { AttributesPanel } from './AttributesPanel.tsx';

const base = { description: '', active: true, usageCount: 0, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const impact: TicketAttribute = {
  ...base,
  id: 1,
  name: 'Impact',
  attributeType: 'DROPDOWN',
  content: {
    values: [
      { id: 'lo', name: 'Low' },
      { id: 'hi', name: 'High' },
    ],
  },
  usageCount: 4,
};
const legacy: TicketAttribute = { ...base, id: 2, name: 'Asset tag', attributeType: 'TEXT', content: {}, active: false };

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

async function openNew() {
  const user = userEvent.setup();
  await renderTickets(<AttributesPanel />);
  await user.click(await screen.findByRole('button', { name: 'New attribute' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'New attribute' }) };
}

describe('Ticket attributes administration (spec 002 §3.1, §5.1)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists attributes with their type, values and (Inactive) marks', async () => {
    mockApi([mockRoute('get', '/api/ticketing/attributes', () => [impact, legacy])]);
    await renderTickets(<AttributesPanel />);
    const row = await rowOf('Impact');
    expect(row).toHaveTextContent('Drop-down');
    expect(row).toHaveTextContent('Low, High');
    expect(await rowOf('Asset tag (Inactive)')).toHaveTextContent('Text');
  });

  it("says 'Error fetching ticket attributes' when the list cannot be fetched", async () => {
    mockApi([mockRoute('get', '/api/ticketing/attributes', () => refuse(500, 'Down'))]);
    await renderTickets(<AttributesPanel />);
    expect(await screen.findByText('Error fetching ticket attributes')).toBeInTheDocument();
  });

  it('offers all eight types, each with its rule in words', async () => {
    mockApi([mockRoute('get', '/api/ticketing/attributes', () => [])]);
    const { user, dialog } = await openNew();
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(type).toHaveAccessibleDescription('One line of text, up to 250 characters.');
    await user.click(type);
    for (const label of ['Multi-select', 'Drop-down', 'Checkbox', 'Text', 'Multi-line text', 'Number', 'Decimal', 'Date']) {
      expect(await findOption(label)).toBeInTheDocument();
    }
    await user.click(await findOption('Number'));
    expect(type).toHaveAccessibleDescription('A whole number from 1 to 2,147,483,647.');
  });

  it('asks a drop-down for at least one value and unique values, then creates it with its choices', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/attributes', () => []),
      mockRoute('post', '/api/ticketing/attributes', () => ({ ...impact, id: 9, usageCount: 0 })),
    ]);
    const { user, dialog } = await openNew();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Impact');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await findOption('Drop-down'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Add at least 1 value')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add value' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 1' }), 'Low');
    await user.click(within(dialog).getByRole('button', { name: 'Add value' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 2' }), 'low');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Values must be unique')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Value 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 2' }), 'High');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Impact',
        description: '',
        attributeType: 'DROPDOWN',
        active: true,
        content: { values: [{ name: 'Low' }, { name: 'High' }] },
      }),
    );
  });

  it('keeps choice ids when values are renamed or reordered, and locks the type while tickets hold values', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/attributes', () => [impact]),
      mockRoute('put', '/api/ticketing/attributes/{id}', (_url, body) => ({ ...impact, ...(body as object) }), { id: 1 }),
    ]);
    const user = userEvent.setup();
    await renderTickets(<AttributesPanel />);
    await user.click(within(await rowOf('Impact')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit attribute' });
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(type).toBeDisabled();
    expect(type).toHaveAccessibleDescription('Tickets hold values of this attribute, so its type cannot change.');

    const low = within(dialog).getByRole('textbox', { name: 'Value 1' });
    await user.clear(low);
    await user.type(low, 'Minor');
    await user.click(within(dialog).getByRole('button', { name: 'Move value High up' }));
    await user.click(within(dialog).getByRole('switch', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        active: false,
        content: {
          values: [
            { id: 'hi', name: 'High' },
            { id: 'lo', name: 'Minor' },
          ],
        },
      }),
    );
  });

  it("shows the server's refusal to remove a value tickets use", async () => {
    mockApi([
      mockRoute('get', '/api/ticketing/attributes', () => [impact]),
      mockRoute(
        'put',
        '/api/ticketing/attributes/{id}',
        () => refuse(409, 'A value in use on tickets cannot be removed', { 'content.values': ['A removed value is in use on tickets'] }),
        { id: 1 },
      ),
    ]);
    const user = userEvent.setup();
    await renderTickets(<AttributesPanel />);
    await user.click(within(await rowOf('Impact')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit attribute' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove value Low' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A value in use on tickets cannot be removed');
    expect(within(dialog).getByText('A removed value is in use on tickets')).toBeInTheDocument();
  });

  it("shows the server's refusal of a type change in words", async () => {
    mockApi([
      mockRoute('get', '/api/ticketing/attributes', () => [legacy]),
      mockRoute(
        'put',
        '/api/ticketing/attributes/{id}',
        () => refuse(409, 'The type of an attribute in use cannot be changed', { attributeType: ['In use on tickets'] }),
        { id: 2 },
      ),
    ]);
    const user = userEvent.setup();
    await renderTickets(<AttributesPanel />);
    // The list said no ticket used it; one did by the time of saving.
    await user.click(within(await rowOf('Asset tag (Inactive)')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit attribute' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await findOption('Date'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The type of an attribute in use cannot be changed');
    expect(within(dialog).getByText('In use on tickets')).toBeInTheDocument();
  });
});
