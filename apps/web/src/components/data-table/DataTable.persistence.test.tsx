import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../test-utils.tsx';
import { DataTable } from './DataTable.tsx';
import { makePeople, personColumns, type Person } from './__fixtures__/rows.ts';
import { TableSettingsStoreProvider, type TableSettings, type TableSettingsStore } from './settingsStore.tsx';
import { reconcileSettings, SETTINGS_SAVE_DEBOUNCE_MS } from './useTableSettings.ts';
import type { RemoteQuery, RemoteResponse } from './types.ts';

/** A store standing in for the server: per-table settings, loads answered when the test says. */
function fakeStore(saved: Record<string, Partial<TableSettings>> = {}, options: { failLoad?: boolean } = {}) {
  const data = new Map(Object.entries(saved));
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const store = {
    peek: vi.fn((): Partial<TableSettings> | null | undefined => undefined),
    load: vi.fn(async (tableId: string) => {
      await answered;
      if (options.failLoad) throw new Error('offline');
      return data.get(tableId) ?? null;
    }),
    save: vi.fn(async (tableId: string, settings: TableSettings) => {
      data.set(tableId, settings);
    }),
    clear: vi.fn(async (tableId: string) => {
      data.delete(tableId);
    }),
  } satisfies TableSettingsStore;
  return { store, data, answer };
}

const all = makePeople(30);
function fakeServer() {
  const calls: RemoteQuery[] = [];
  const fetchData = vi.fn(async (q: RemoteQuery): Promise<RemoteResponse<Person>> => {
    calls.push(q);
    return {
      data: all.slice(q.pageIndex * q.pageSize, (q.pageIndex + 1) * q.pageSize),
      pageCount: Math.ceil(all.length / q.pageSize),
      totalCount: all.length,
      requestTime: 1,
    };
  });
  return { calls, fetchData };
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
    .filter(Boolean);
const withStore = (store: TableSettingsStore, ui: ReactElement) =>
  renderWithProviders(<TableSettingsStoreProvider store={store}>{ui}</TableSettingsStoreProvider>);

const chosen: TableSettings = {
  visibleColumnIds: ['team', 'name'],
  columnOrder: ['team', 'name', 'age'],
  columnWidths: { name: 321 },
  sort: [{ id: 'team', desc: true }],
  autoRefresh: false,
};

describe("DataTable settings kept in the store of its context (the user's, on the server)", () => {
  it("loads the user's settings for its table id before the first fetch, then shows their columns, order, widths and sort", async () => {
    const { store, answer } = fakeStore({ people: chosen, other: { visibleColumnIds: ['age'] } });
    const { fetchData, calls } = fakeServer();
    withStore(store, <DataTable<Person> mode="server" tableId="people" configurable fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} />);
    expect(store.load).toHaveBeenCalledWith('people');
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    // The rows wait for the settings: their sort decides what the first page is.
    expect(fetchData).not.toHaveBeenCalled();
    answer();
    await screen.findByText('30 results');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.sort).toEqual([{ id: 'team', desc: true }]);
    expect(headers()).toEqual(['Team', 'Name']);
    expect(screen.getByRole('columnheader', { name: /Team/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveStyle({ width: '321px' });
  });

  it('falls back to the defaults when there are none, or they cannot be loaded', async () => {
    for (const failLoad of [false, true]) {
      const { store, answer } = fakeStore({}, { failLoad });
      const { fetchData, calls } = fakeServer();
      const { unmount } = withStore(
        store,
        <DataTable<Person>
          mode="server"
          tableId="people"
          configurable
          initialSort={[{ id: 'age', desc: false }]}
          fetchData={fetchData}
          columns={personColumns}
          getRowId={(p) => p.id}
        />,
      );
      answer();
      await screen.findByText('30 results');
      expect(headers()).toEqual(['Name', 'Age', 'Team']);
      expect(calls[0]?.sort).toEqual([{ id: 'age', desc: false }]);
      unmount();
    }
  });

  it('saves changes once they settle (debounced), and what is still pending when the table goes away', async () => {
    const user = userEvent.setup();
    const { store, answer } = fakeStore();
    answer();
    const table = <DataTable<Person> mode="client" tableId="people" configurable data={makePeople(3)} columns={personColumns} getRowId={(p) => p.id} />;
    const { unmount } = withStore(store, table);
    await waitFor(() => expect(screen.queryByTestId('skeleton-row')).toBeNull());
    const sortBy = async (name: RegExp) => user.click(within(screen.getByRole('columnheader', { name })).getByRole('button'));
    await sortBy(/Age/);
    await sortBy(/Age/);
    await sortBy(/Team/);
    expect(store.save).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(store.save).toHaveBeenCalledTimes(1), { timeout: SETTINGS_SAVE_DEBOUNCE_MS * 4 });
    expect(store.save).toHaveBeenLastCalledWith('people', expect.objectContaining({ sort: [{ id: 'team', desc: false }] }));

    await sortBy(/Name/);
    unmount();
    expect(store.save).toHaveBeenCalledTimes(2);
    expect(store.save).toHaveBeenLastCalledWith('people', expect.objectContaining({ sort: [{ id: 'name', desc: false }] }));
  });

  it('keeps the order and widths chosen in Table settings, and reset to defaults clears them', async () => {
    const user = userEvent.setup();
    const { store, answer, data } = fakeStore();
    answer();
    withStore(store, <DataTable<Person> mode="client" tableId="people" configurable data={makePeople(3)} columns={personColumns} getRowId={(p) => p.id} />);
    await waitFor(() => expect(screen.queryByTestId('skeleton-row')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Table settings' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move Team up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Team up' }));
    expect(within(dialog).getByRole('button', { name: 'Move Team up' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Width of Age' }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(headers()).toEqual(['Team', 'Name', 'Age']);
    expect(screen.getByRole('columnheader', { name: /Age/ })).toHaveStyle({ width: '150px' });
    await vi.waitFor(() =>
      expect(data.get('people')).toMatchObject({ columnOrder: ['team', 'name', 'age'], visibleColumnIds: ['team', 'name', 'age'], columnWidths: { age: 150 } }),
    );

    await user.click(screen.getByRole('button', { name: 'Table settings' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(store.clear).toHaveBeenCalledWith('people');
    expect(data.has('people')).toBe(false);
    expect(headers()).toEqual(['Name', 'Age', 'Team']);
    await new Promise((r) => setTimeout(r, SETTINGS_SAVE_DEBOUNCE_MS * 2));
    expect(data.has('people')).toBe(false);
  });

  it('keeps widths within 40 to 2000 px', async () => {
    const user = userEvent.setup();
    const { store, answer } = fakeStore();
    answer();
    withStore(store, <DataTable<Person> mode="client" tableId="people" configurable data={makePeople(3)} columns={personColumns} getRowId={(p) => p.id} />);
    await user.click(await screen.findByRole('button', { name: 'Table settings' }));
    const dialog = await screen.findByRole('dialog');
    const width = within(dialog).getByRole('textbox', { name: 'Width of Name' });
    await user.type(width, '9');
    expect(within(dialog).getByText('Widths are 40 to 2000 px.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    // Leaving the field brings the width into range.
    await user.tab();
    expect(width).toHaveValue('40 px');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('a choice made while the settings load wins over them', async () => {
    const user = userEvent.setup();
    const { store, answer } = fakeStore({ people: chosen });
    withStore(store, <DataTable<Person> mode="client" tableId="people" configurable data={makePeople(3)} columns={personColumns} getRowId={(p) => p.id} />);
    await user.click(within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button'));
    answer();
    await waitFor(() => expect(screen.queryByTestId('skeleton-row')).toBeNull());
    expect(headers()).toEqual(['Name', 'Age', 'Team']);
    expect(screen.getByRole('columnheader', { name: /Age/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('a table with settings already known (cached) shows them at once, without loading', () => {
    const { store } = fakeStore();
    store.peek.mockReturnValue(chosen);
    withStore(store, <DataTable<Person> mode="client" tableId="people" configurable data={makePeople(3)} columns={personColumns} getRowId={(p) => p.id} />);
    expect(headers()).toEqual(['Team', 'Name']);
    expect(store.load).not.toHaveBeenCalled();
  });
});

describe('reconcileSettings', () => {
  const defaults: TableSettings = { visibleColumnIds: ['a', 'b', 'c'], columnOrder: ['a', 'b', 'c'], columnWidths: {}, sort: [], autoRefresh: true };
  it('drops columns that no longer exist and places new ones after their declared neighbour', () => {
    const stored = {
      visibleColumnIds: ['c', 'gone', 'a'],
      columnOrder: ['c', 'gone', 'a'],
      columnWidths: { gone: 90, c: 80 },
      sort: [{ id: 'gone', desc: true }],
    };
    expect(reconcileSettings(stored, defaults, 20)).toEqual({
      visibleColumnIds: ['c', 'a'],
      columnOrder: ['c', 'a', 'b'],
      columnWidths: { c: 80 },
      sort: [],
      autoRefresh: true,
    });
  });
  it('reads settings of an older shape (no order or widths) and never shows no column', () => {
    expect(reconcileSettings({ visibleColumnIds: ['gone'], autoRefresh: false }, defaults, 20)).toEqual({ ...defaults, autoRefresh: false });
    expect(reconcileSettings({ visibleColumnIds: ['a', 'b', 'c'] }, defaults, 2).visibleColumnIds).toEqual(['a', 'b']);
  });
});
