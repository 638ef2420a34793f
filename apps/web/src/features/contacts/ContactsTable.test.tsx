import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact, TablePage } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, pickerPage, refuse, renderTickets } from '../../test/render.tsx';
import { ContactsTable } from './ContactsTable.tsx';
import { displayPhone, splitPhone, storedPhone } from './phone.ts';

const at = '2026-01-01T00:00:00Z';
const ann: Contact = {
  id: 1,
  uid: '0b7e8a52-4a0e-4c39-9f5d-7a8f2f1c0a01',
  organizationId: 3,
  organizationName: 'Contoso',
  name: 'Ann Lee',
  email: 'ann@contoso.example',
  phone: '+12015550123',
  canReplyByEmail: true,
  deleted: false,
  createdAt: at,
  updatedAt: at,
};
const organizations = [
  { id: 3, name: 'Contoso', deleted: false },
  { id: 4, name: 'Fabrikam', deleted: false },
];
const page = (data: Contact[]): TablePage<Contact> => ({ data, pageCount: 1, totalCount: data.length, requestTime: 1 });

function answerContacts(extra: Parameters<typeof mockApi>[0] = []) {
  return mockApi([
    ...extra,
    mockRoute('get', '/api/ticketing/contacts', () => page([ann])),
    mockRoute('get', '/api/query/organizations', () => pickerPage(organizations)),
    mockRoute('post', '/api/ticketing/contacts', (_url, body) => ({ ...ann, ...(body as object), uid: 'new' })),
    mockRoute('put', '/api/ticketing/contacts/{uid}', (_url, body) => ({ ...ann, ...(body as object) })),
  ]);
}

async function openNew(organization?: { id: number; name: string; deleted: boolean }) {
  const user = userEvent.setup();
  await renderTickets(<ContactsTable organization={organization} />);
  await user.click(await screen.findByRole('button', { name: 'New contact' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'New contact' }) };
}

describe('phone numbers of contacts', () => {
  it('are stored international and shown readable, and split back for the phone widget', () => {
    expect(storedPhone('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(displayPhone('+12015550123')).toBe('+1 201 555 0123');
    expect(splitPhone('+442079460958')).toEqual({ country: 'GB', national: '020 7946 0958' });
    // Numbers kept before they were checked stay as typed.
    expect(splitPhone('555 0100')).toEqual({ country: 'US', national: '555 0100' });
  });
});

describe('Contacts (end users) list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a server-driven table: searched by name or e-mail, filtered by organization', async () => {
    const calls = answerContacts();
    const user = userEvent.setup();
    await renderTickets(<ContactsTable />);
    const row = (await screen.findByText('Ann Lee')).closest('tr')!;
    expect(row).toHaveTextContent('ann@contoso.example');
    expect(row).toHaveTextContent('+1 201 555 0123');
    expect(row).toHaveTextContent('Contoso');
    await user.type(screen.getByRole('textbox', { name: /Search/ }), 'ann');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/ticketing/contacts' && c.url.searchParams.get('globalFilter') === 'ann')).toBe(true));
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.click(await findOption('Fabrikam'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === '/api/ticketing/contacts' && c.url.searchParams.get('filters') === JSON.stringify({ organizationId: [4] })),
      ).toBe(true),
    );
  });

  it("on an organization's page lists only its contacts and adds new ones to it", async () => {
    const calls = answerContacts();
    const { user, dialog } = await openNew({ id: 3, name: 'Contoso', deleted: false });
    expect(calls.find((c) => c.url.pathname === '/api/ticketing/contacts')?.url.searchParams.get('filters')).toBe(JSON.stringify({ organizationId: [3] }));
    const organization = within(dialog).getByRole('combobox', { name: 'Organization' });
    expect(organization).toHaveValue('Contoso');
    expect(organization).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bo Diaz');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ organizationId: 3, name: 'Bo Diaz', email: null, phone: '', canReplyByEmail: true }),
    );
  });

  it("requires a name and an organization, and says 'Invalid phone number' for the chosen country", async () => {
    const calls = answerContacts();
    const { user, dialog } = await openNew();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.type(within(dialog).getByPlaceholderText('Enter phone number'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Enter phone number')).toHaveAccessibleDescription('Invalid phone number');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('stores a valid number in international form, with the may-reply-by-email flag', async () => {
    const calls = answerContacts();
    const { user, dialog } = await openNew();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Cy Eze');
    const organization = within(dialog).getByRole('combobox', { name: 'Organization' });
    await user.click(organization);
    // The list's organization filter has a Fabrikam too: pick from the dialog's own list.
    await waitFor(() => expect(organization).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(organization.getAttribute('aria-controls')!)!;
    await user.click(await within(listbox).findByRole('option', { name: 'Fabrikam', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'Cy@Fabrikam.example');
    await user.type(within(dialog).getByPlaceholderText('Enter phone number'), '(201) 555-0199');
    await user.click(within(dialog).getByRole('switch', { name: /^May reply by e-mail/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        organizationId: 4,
        name: 'Cy Eze',
        email: 'cy@fabrikam.example',
        phone: '+12015550199',
        canReplyByEmail: false,
      }),
    );
  });

  it('edits a contact with its number split back into country and local form, and shows a taken address', async () => {
    answerContacts([
      mockRoute('put', '/api/ticketing/contacts/{uid}', () => refuse(409, 'A contact with this email already exists', { email: ['Already in use'] })),
    ]);
    const user = userEvent.setup();
    await renderTickets(<ContactsTable />);
    await user.click(within((await screen.findByText('Ann Lee')).closest('tr')!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    expect(within(dialog).getByPlaceholderText('Enter phone number')).toHaveValue('(201) 555-0123');
    expect(within(dialog).getByRole('combobox', { name: 'Organization' })).toHaveValue('Contoso');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A contact with this email already exists');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Already in use');
  });

  it('deletes a contact after confirmation', async () => {
    const calls = answerContacts([mockRoute('delete', '/api/ticketing/contacts/{uid}', () => new Response(null, { status: 204 }))]);
    const user = userEvent.setup();
    await renderTickets(<ContactsTable />);
    await user.click(within((await screen.findByText('Ann Lee')).closest('tr')!).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete contact Ann Lee?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `/api/ticketing/contacts/${ann.uid}`)).toBe(true));
  });
});
