import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils.tsx';
import { DataTable } from './DataTable.tsx';
import { makePeople, personColumns, type Person } from './__fixtures__/rows.ts';
import { settingsStorageKey } from './useTableSettings.ts';
import type { DataTableColumn, RemoteQuery } from './types.ts';
import { toCsv } from './exportCsv.ts';

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
    .filter(Boolean);

describe('DataTable settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('requires at least one visible column', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable<Person> mode="client" tableId="t1" configurable data={makePeople(2)} columns={personColumns} getRowId={(p) => p.id} />);
    await user.click(screen.getByRole('button', { name: 'Table settings' }));
    const dialog = await screen.findByRole('dialog');
    for (const name of ['Name', 'Age', 'Team']) await user.click(within(dialog).getByRole('checkbox', { name }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Age' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(headers()).toEqual(['Age']);
  });

  it('caps visible columns at the maximum with a warning', async () => {
    const user = userEvent.setup();
    const columns: DataTableColumn<Person>[] = [...personColumns, { id: 'extra', header: 'Extra', hiddenByDefault: true }];
    renderWithProviders(<DataTable<Person> mode="client" configurable maxColumns={3} data={makePeople(2)} columns={columns} getRowId={(p) => p.id} />);
    await user.click(screen.getByRole('button', { name: 'Table settings' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This table has reached maximum amount of columns.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Extra' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Team' }));
    expect(within(dialog).queryByText('This table has reached maximum amount of columns.')).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Extra' })).toBeEnabled();
  });

  it('remembers columns, sort and auto-refresh in local storage when no store is provided and reset is allowed', async () => {
    const user = userEvent.setup();
    const props = {
      mode: 'client',
      tableId: 'people',
      allowReset: true,
      autoRefresh: { channel: 'x' },
      data: makePeople(3),
      columns: personColumns,
      getRowId: (p: Person) => p.id,
    } as const;
    const { unmount } = renderWithProviders(<DataTable<Person> {...props} />);
    await user.click(screen.getByRole('button', { name: 'Table settings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Team' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Auto-refresh' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button'));
    // Saved once the changes settle (debounced).
    await vi.waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(settingsStorageKey('people')) ?? '{}')).toEqual({
        visibleColumnIds: ['name', 'age'],
        columnOrder: ['name', 'age', 'team'],
        columnWidths: {},
        sort: [{ id: 'age', desc: false }],
        autoRefresh: false,
      }),
    );
    unmount();
    renderWithProviders(<DataTable<Person> {...props} />);
    expect(headers()).toEqual(['Name', 'Age']);
    expect(screen.getByRole('columnheader', { name: /Age/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Table settings' }));
    await user.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
    expect(headers()).toEqual(['Name', 'Age', 'Team']);
    expect(window.localStorage.getItem(settingsStorageKey('people'))).toBeNull();
  });

  it('does not persist settings of a table without settings (neither configurable nor allowing reset)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <DataTable<Person> mode="client" tableId="np" data={makePeople(3)} columns={personColumns} getRowId={(p) => p.id} />,
    );
    await user.click(within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button'));
    unmount();
    expect(window.localStorage.getItem(settingsStorageKey('np'))).toBeNull();
  });
});

describe('DataTable export', () => {
  it('writes CSV of the visible columns, quoting and defusing formulas', () => {
    const csv = toCsv(personColumns, [{ id: '1', name: 'a, "b"', age: 3, team: '=cmd' }]);
    expect(csv).toBe('Name,Age,Team\r\n"a, ""b""",3,\'=cmd\r\n');
  });

  it('exports every matching row of a server-driven table, not just the page', async () => {
    const user = userEvent.setup();
    const all = makePeople(600);
    const fetchData = vi.fn(async (q: RemoteQuery) => ({
      data: all.slice(q.pageIndex * q.pageSize, (q.pageIndex + 1) * q.pageSize),
      pageCount: Math.ceil(all.length / q.pageSize),
      totalCount: all.length,
    }));
    const blobs: Blob[] = [];
    const create = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:x';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(
      <DataTable<Person> mode="server" exportable tableId="people" fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} defaultPageSize={10} />,
    );
    await screen.findByText('600 results');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    // jsdom's Blob has no text(); FileReader works.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text.trim().split('\r\n')).toHaveLength(601);
    expect(fetchData.mock.calls.slice(1).map((c) => c[0].pageSize)).toEqual([250, 250, 250]);
    click.mockRestore();
  });
});
