import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { TagsPanel } from './TagsPanel.tsx';

const tags = [
  { id: 1, name: 'printer' },
  { id: 2, name: 'vpn' },
];

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('Tags administration (spec 002 §5.1, §7, §8.2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every tag with one unpaged fetch (pageSize 0, ascending)', async () => {
    const calls = mockApi([mockRoute('get', '/api/ticketing/tags', () => tags)]);
    await renderTickets(<TagsPanel />);
    expect(await screen.findByText('printer')).toBeInTheDocument();
    expect(screen.getByText('vpn')).toBeInTheDocument();
    const list = calls.find((c) => c.url.pathname === '/api/ticketing/tags')!;
    expect(list.url.searchParams.get('pageSize')).toBe('0');
    expect(list.url.searchParams.get('sortDirection')).toBe('ASC');
  });

  it("says 'Error while fetching tags' when the list cannot be fetched", async () => {
    mockApi([mockRoute('get', '/api/ticketing/tags', () => refuse(500, 'Database unavailable'))]);
    await renderTickets(<TagsPanel />);
    expect(await screen.findByText('Error while fetching tags')).toBeInTheDocument();
  });

  it('checks the name with the shared tag validator before asking the server', async () => {
    const calls = mockApi([mockRoute('get', '/api/ticketing/tags', () => tags)]);
    const user = userEvent.setup();
    await renderTickets(<TagsPanel />);
    await user.click(await screen.findByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'a,b');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Tag cannot contain commas, angle brackets or control characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's 'Tag already exists' on a duplicate and keeps the dialog open", async () => {
    mockApi([
      mockRoute('get', '/api/ticketing/tags', () => tags),
      mockRoute('post', '/api/ticketing/tags', () => refuse(409, 'Tag already exists', { name: ['Tag already exists'] })),
    ]);
    const user = userEvent.setup();
    await renderTickets(<TagsPanel />);
    await user.click(await screen.findByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'PRINTER');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tag already exists');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Tag already exists');
  });

  it('renames a tag with PUT and refreshes the list', async () => {
    let current = tags;
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/tags', () => current),
      mockRoute(
        'put',
        '/api/ticketing/tags/{id}',
        (_url, body) => {
          const renamed = { id: 1, name: body.name };
          current = [renamed, tags[1]!];
          return renamed;
        },
        { id: 1 },
      ),
    ]);
    const user = userEvent.setup();
    await renderTickets(<TagsPanel />);
    await user.click(within(await rowOf('printer')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename tag' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'printers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('printers')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'printers' });
  });

  it('deletes a tag only after confirmation', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/tags', () => tags),
      mockRoute('delete', '/api/ticketing/tags/{id}', () => new Response(null, { status: 204 }), { id: 2 }),
    ]);
    const user = userEvent.setup();
    await renderTickets(<TagsPanel />);
    await user.click(within(await rowOf('vpn')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete tag vpn?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/ticketing/tags/2')).toBe(true));
  });
});
