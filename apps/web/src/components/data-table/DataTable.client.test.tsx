import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils.tsx';
import { DataTable } from './DataTable.tsx';
import { makePeople, personColumns, type Person } from './__fixtures__/rows.ts';

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row-id'));
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable in client mode', () => {
  it('shows the spec pagination texts and pages through rows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable<Person> mode="client" data={makePeople(30)} columns={personColumns} getRowId={(p) => p.id} defaultPageSize={10} />);
    expect(screen.getByTestId('results-count')).toHaveTextContent('30 results');
    expect(screen.getByTestId('page-range')).toHaveTextContent('1 - 10 of 30');
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByTestId('page-range')).toHaveTextContent('21 - 30 of 30');
    expect(names()[0]).toBe('Person 021');
  });

  it('says "1 result" for a single row', () => {
    renderWithProviders(<DataTable<Person> mode="client" data={makePeople(1)} columns={personColumns} getRowId={(p) => p.id} />);
    expect(screen.getByTestId('results-count')).toHaveTextContent(/^1 result$/);
  });

  it('cycles sorting ascending, descending, then cleared', async () => {
    const user = userEvent.setup();
    const data = makePeople(3).map((p, i) => ({ ...p, name: ['b', 'c', 'a'][i] ?? '' }));
    renderWithProviders(<DataTable<Person> mode="client" data={data} columns={personColumns} getRowId={(p) => p.id} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    const sortButton = within(header).getByRole('button');
    await user.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['a', 'b', 'c']);
    await user.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['c', 'b', 'a']);
    await user.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['b', 'c', 'a']);
  });

  it('does not sort columns with disableSortBy', () => {
    const columns = personColumns.map((c) => (c.id === 'team' ? { ...c, disableSortBy: true } : c));
    renderWithProviders(<DataTable<Person> mode="client" data={makePeople(3)} columns={columns} getRowId={(p) => p.id} />);
    expect(within(screen.getByRole('columnheader', { name: 'Team' })).queryByRole('button')).toBeNull();
  });

  it('debounces search by 400 ms, trims it, and resets to the first page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable<Person> mode="client" data={makePeople(30)} columns={personColumns} getRowId={(p) => p.id} defaultPageSize={10} trimSearch />,
    );
    await user.click(screen.getByRole('button', { name: '2' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: ' Person 02 ' } });
    // Not applied yet: still the full result set.
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getByTestId('results-count')).toHaveTextContent('30 results');
    await waitFor(() => expect(screen.getByTestId('results-count')).toHaveTextContent('10 results'), { timeout: 3000 });
    expect(screen.getByTestId('page-range')).toHaveTextContent('1 - 10 of 10');
  });

  it('limits search length when configured', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable<Person> mode="client" data={makePeople(3)} columns={personColumns} getRowId={(p) => p.id} searchMaxLength={4} />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    await user.type(input, 'abcdefgh');
    expect(input).toHaveValue('abcd');
  });

  it('shows a dash for empty values and an asterisk on required columns', () => {
    const data: Person[] = [{ id: '1', name: 'x', age: null, team: '' }];
    const columns = personColumns.map((c) => (c.id === 'name' ? { ...c, required: true } : c));
    renderWithProviders(<DataTable<Person> mode="client" data={data} columns={columns} getRowId={(p) => p.id} />);
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('-');
    expect(cells[2]).toHaveTextContent('-');
    expect(cells[0]).toHaveTextContent('x*');
  });

  it('truncates cell text longer than 1000 characters', () => {
    const data: Person[] = [{ id: '1', name: 'y'.repeat(1500), age: 1, team: 'a' }];
    renderWithProviders(<DataTable<Person> mode="client" data={data} columns={personColumns} getRowId={(p) => p.id} />);
    expect(names()[0]).toBe(`${'y'.repeat(1000)}…`);
  });

  it('shows the empty text, overridable', () => {
    const { unmount } = renderWithProviders(<DataTable<Person> mode="client" data={[]} columns={personColumns} getRowId={(p) => p.id} />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
    unmount();
    renderWithProviders(<DataTable<Person> mode="client" data={[]} columns={personColumns} getRowId={(p) => p.id} emptyMessage="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('shows the error text, overridable, and skeleton rows (at most 20) while loading', () => {
    const { unmount } = renderWithProviders(
      <DataTable<Person> mode="client" data={[]} error={new Error('x')} columns={personColumns} getRowId={(p) => p.id} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to fetch data. Try again by refreshing your page.');
    unmount();
    renderWithProviders(<DataTable<Person> mode="client" data={[]} loading columns={personColumns} getRowId={(p) => p.id} defaultPageSize={50} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(20);
  });

  it('keeps rows visible during a reactive reload', () => {
    renderWithProviders(<DataTable<Person> mode="client" data={makePeople(3)} loading columns={personColumns} getRowId={(p) => p.id} />);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByTestId('data-table')).toHaveAttribute('aria-busy', 'true');
  });

  it('applies client filters through their predicates and clears them back to defaults', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    renderWithProviders(
      <DataTable<Person>
        mode="client"
        data={makePeople(9)}
        columns={personColumns}
        getRowId={(p) => p.id}
        onFiltersChange={onFiltersChange}
        filters={[{ name: 'team', label: 'Team filter', type: 'SingleValue', predicate: (row, v) => row.team === v }]}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Team filter' }), 'b');
    expect(screen.getByTestId('results-count')).toHaveTextContent('3 results');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ team: 'b' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('results-count')).toHaveTextContent('9 results');
  });

  it('runs toolbar actions and refresh', async () => {
    const user = userEvent.setup();
    const add = vi.fn();
    const refresh = vi.fn();
    renderWithProviders(
      <DataTable<Person>
        mode="client"
        data={makePeople(2)}
        columns={personColumns}
        getRowId={(p) => p.id}
        onRefresh={refresh}
        actions={[{ id: 'add', label: 'Add person', onClick: add }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(add).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('shows a header help tooltip from the column tooltipToken', async () => {
    const user = userEvent.setup();
    const columns = personColumns.map((c) => (c.id === 'age' ? { ...c, tooltipToken: 'table.empty' } : c));
    renderWithProviders(<DataTable<Person> mode="client" data={makePeople(1)} columns={columns} getRowId={(p) => p.id} />);
    const icon = within(screen.getByRole('columnheader', { name: /Age/ })).getByLabelText('No data found');
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No data found');
  });

  it('applies priority, min and max widths to the header', () => {
    const columns = personColumns.map((c) => (c.id === 'name' ? { ...c, priorityWidth: 240, minWidth: 120, maxWidth: 400 } : c));
    renderWithProviders(<DataTable<Person> mode="client" data={makePeople(1)} columns={columns} getRowId={(p) => p.id} />);
    const th = screen.getByRole('columnheader', { name: /Name/ });
    expect(th.style.width).toBe('240px');
    expect(th.style.minWidth).toBe('120px');
    expect(th.style.maxWidth).toBe('400px');
  });
});
