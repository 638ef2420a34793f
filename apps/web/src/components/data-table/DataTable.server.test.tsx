import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils.tsx';
import { DataTable } from './DataTable.tsx';
import { makePeople, personColumns, type Person } from './__fixtures__/rows.ts';
import type { RemoteQuery, RemoteResponse } from './types.ts';
import { publishReloadTable } from '../events/reloadTable.ts';
import { toRemoteSearchParams } from './remoteQuery.ts';

const all = makePeople(95);
/** A fake server answering like the real one, recording every query. */
function fakeServer(delay = 0) {
  const calls: RemoteQuery[] = [];
  const fetchData = vi.fn(async (q: RemoteQuery): Promise<RemoteResponse<Person>> => {
    calls.push(q);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const hits = all.filter((p) => p.name.includes(q.globalFilter));
    return {
      data: hits.slice(q.pageIndex * q.pageSize, (q.pageIndex + 1) * q.pageSize),
      pageCount: Math.ceil(hits.length / q.pageSize),
      totalCount: hits.length,
      requestTime: 1,
    };
  });
  return { calls, fetchData };
}
const names = () =>
  screen
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-row-id'))
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable in server mode', () => {
  it('shows skeleton rows, then the first page with the total', async () => {
    const { fetchData, calls } = fakeServer(20);
    renderWithProviders(<DataTable<Person> mode="server" fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} defaultPageSize={10} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    await waitFor(() => expect(screen.getByTestId('results-count')).toHaveTextContent('95 results'));
    expect(calls[0]).toEqual({ pageIndex: 0, pageSize: 10, globalFilter: '', sort: [], filters: {} });
    expect(screen.getByTestId('page-range')).toHaveTextContent('1 - 10 of 95');
  });

  it('shows the page at once with a lower-bound total ("N+"), then the exact total when it follows', async () => {
    let settle: (exact: { totalCount: number; pageCount: number }) => void = () => undefined;
    const exactTotal = new Promise<{ totalCount: number; pageCount: number }>((r) => (settle = r));
    const fetchData = vi.fn(async (q: RemoteQuery): Promise<RemoteResponse<Person>> => ({
      data: all.slice(0, q.pageSize),
      pageCount: 3,
      totalCount: 21,
      exactTotal,
    }));
    renderWithProviders(<DataTable<Person> mode="server" fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} defaultPageSize={10} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByTestId('results-count')).toHaveTextContent('21+ results');
    expect(screen.getByTestId('page-range')).toHaveTextContent('1 - 10 of 21+');
    act(() => settle({ totalCount: 95, pageCount: 10 }));
    await waitFor(() => expect(screen.getByTestId('results-count')).toHaveTextContent('95 results'));
    expect(screen.getByTestId('page-range')).toHaveTextContent('1 - 10 of 95');
    expect(screen.getByRole('button', { name: '10' })).toBeInTheDocument();
    expect(fetchData).toHaveBeenCalledTimes(1);
  });

  it('debounces fetches 300 ms after filter input, and fetches at once on paging', async () => {
    const user = userEvent.setup();
    const { fetchData, calls } = fakeServer();
    renderWithProviders(
      <DataTable<Person>
        mode="server"
        fetchData={fetchData}
        columns={personColumns}
        getRowId={(p) => p.id}
        defaultPageSize={10}
        filters={[{ name: 'team', label: 'Team', type: 'SingleValue' }]}
      />,
    );
    await waitFor(() => expect(names()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '3' }));
    // No waiting: the page fetch went out as soon as the click was handled.
    expect(calls).toHaveLength(2);
    expect(calls[1]?.pageIndex).toBe(2);
    const team = screen.getByRole('textbox', { name: 'Team' });
    // Three edits inside one debounce window (synchronous, so machine load cannot spread them).
    act(() => {
      fireEvent.change(team, { target: { value: 'a' } });
      fireEvent.change(team, { target: { value: 'ab' } });
      fireEvent.change(team, { target: { value: 'abc' } });
    });
    expect(calls).toHaveLength(2);
    await waitFor(() => expect(calls).toHaveLength(3), { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 350));
    expect(calls).toHaveLength(3);
    expect(calls[2]).toMatchObject({ pageIndex: 0, filters: { team: 'abc' } });
  });

  it('resets to page 0 when sorting', async () => {
    const user = userEvent.setup();
    const { fetchData, calls } = fakeServer();
    renderWithProviders(<DataTable<Person> mode="server" fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} defaultPageSize={10} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ pageIndex: 0, sort: [{ id: 'age', desc: false }] }));
  });

  it('ignores an answer that arrives after a newer request', async () => {
    const resolvers: Array<(r: RemoteResponse<Person>) => void> = [];
    const fetchData = vi.fn((_q: RemoteQuery) => new Promise<RemoteResponse<Person>>((resolve) => resolvers.push(resolve)));
    const user = userEvent.setup();
    renderWithProviders(<DataTable<Person> mode="server" fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} />);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'x');
    await waitFor(() => expect(fetchData).toHaveBeenCalledTimes(2), { timeout: 3000 });
    const page = (name: string): RemoteResponse<Person> => ({ data: [{ id: name, name, age: 1, team: 'a' }], pageCount: 1, totalCount: 1 });
    await act(async () => resolvers[1]?.(page('newer')));
    await act(async () => resolvers[0]?.(page('older')));
    expect(names()).toEqual(['newer']);
  });

  it('shows the fetch error text when the request fails', async () => {
    const fetchData = vi.fn(async () => {
      throw new Error('boom');
    });
    renderWithProviders(<DataTable<Person> mode="server" fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} errorMessage="Custom failure" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Custom failure');
  });

  it('in lazy-load mode fetches only pages not loaded yet', async () => {
    const user = userEvent.setup();
    const { fetchData, calls } = fakeServer();
    renderWithProviders(<DataTable<Person> mode="server" lazyLoad fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} defaultPageSize={10} />);
    await waitFor(() => expect(names()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(names()[0]).toBe('Person 011'), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: '1' }));
    await waitFor(() => expect(names()[0]).toBe('Person 001'), { timeout: 3000 });
    await new Promise((r) => setTimeout(r, 350));
    expect(calls.map((c) => c.pageIndex)).toEqual([0, 1]);
  });

  it('caps the page size at 250 by default', () => {
    const { fetchData } = fakeServer();
    renderWithProviders(<DataTable<Person> mode="server" fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} defaultPageSize={1000} />);
    expect(fetchData.mock.calls[0]?.[0].pageSize).toBe(250);
  });

  it('reloads on a published reload-table message, keeping the page and loading silently', async () => {
    const user = userEvent.setup();
    const { fetchData, calls } = fakeServer();
    renderWithProviders(
      <DataTable<Person>
        mode="server"
        fetchData={fetchData}
        columns={personColumns}
        getRowId={(p) => p.id}
        defaultPageSize={10}
        autoRefresh={{ channel: 'people' }}
      />,
    );
    await waitFor(() => expect(names()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 3000 });
    act(() => publishReloadTable('people'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.pageIndex).toBe(1);
    expect(screen.getByTestId('data-table')).toHaveAttribute('aria-busy', 'false');
    act(() => publishReloadTable('people', { keepCurrentPage: false }));
    await waitFor(() => expect(calls.at(-1)?.pageIndex).toBe(0), { timeout: 3000 });
  });

  it('polls on an interval when no channel is set', async () => {
    const { fetchData } = fakeServer();
    renderWithProviders(
      <DataTable<Person> mode="server" fetchData={fetchData} columns={personColumns} getRowId={(p) => p.id} autoRefresh={{ intervalMs: 100 }} />,
    );
    await waitFor(() => expect(fetchData.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 3000 });
  });

  it('encodes sort and filters as JSON in the query string', () => {
    const params = toRemoteSearchParams({
      pageIndex: 2,
      pageSize: 50,
      globalFilter: 'a',
      sort: [{ id: 'name', desc: true }],
      filters: { role: 'x', empty: null },
    });
    expect(params.get('sort')).toBe('[{"id":"name","desc":true}]');
    expect(params.get('filters')).toBe('{"role":"x"}');
    expect(params.get('pageIndex')).toBe('2');
  });
});
