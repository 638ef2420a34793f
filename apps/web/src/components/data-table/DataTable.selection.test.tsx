import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils.tsx';
import { DataTable } from './DataTable.tsx';
import { makePeople, personColumns, type Person } from './__fixtures__/rows.ts';
import type { ClientDataTableProps } from './props.ts';
import type { SelectionSnapshot } from './types.ts';

const rowOf = (id: string) => document.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;
const checkboxOf = (id: string) => within(rowOf(id)).getByRole('checkbox');
const selectedIds = () => [...document.querySelectorAll('tr[aria-selected="true"]')].map((r) => r.getAttribute('data-row-id'));

function setup(extra: Partial<ClientDataTableProps<Person>> = {}, count = 30) {
  const user = userEvent.setup();
  const onSelectionChange = vi.fn<(s: SelectionSnapshot<Person>) => void>();
  renderWithProviders(
    <DataTable<Person>
      mode="client"
      data={makePeople(count)}
      columns={personColumns}
      getRowId={(p) => p.id}
      selection="multi"
      defaultPageSize={10}
      onSelectionChange={onSelectionChange}
      {...extra}
    />,
  );
  return { user, onSelectionChange };
}

describe('DataTable selection', () => {
  it('shift-click selects the range from the last clicked row', async () => {
    const { user } = setup();
    await user.click(checkboxOf('p2'));
    await user.keyboard('{Shift>}');
    await user.click(checkboxOf('p5'));
    await user.keyboard('{/Shift}');
    expect(selectedIds()).toEqual(['p2', 'p3', 'p4', 'p5']);
    expect(screen.getByText('4 Selected')).toBeInTheDocument();
  });

  it('shift-arrow extends the selection, Escape clears it, Enter runs the row action', async () => {
    const onRowAction = vi.fn();
    const { user } = setup({ onRowAction });
    await user.click(within(rowOf('p3')).getAllByRole('cell')[1] as HTMLElement);
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(selectedIds()).toEqual(['p3', 'p4', 'p5']);
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'p5' }));
    await user.keyboard('{Escape}');
    expect(selectedIds()).toEqual([]);
    await user.keyboard('{ArrowUp} ');
    expect(selectedIds()).toEqual(['p4']);
  });

  it('selects the page, then all results across pages keeping a set of unselected ids', async () => {
    const { user, onSelectionChange } = setup();
    await user.click(checkboxOf('p1'));
    await user.click(screen.getByRole('button', { name: 'Select 10 on current page' }));
    expect(screen.getByText('10 Selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 30 result(s)' }));
    expect(screen.getByText('30 Selected')).toBeInTheDocument();
    await user.click(checkboxOf('p2'));
    expect(screen.getByText('29 Selected')).toBeInTheDocument();
    const last = onSelectionChange.mock.lastCall?.[0];
    expect(last).toMatchObject({ mode: 'all', unselectedIds: ['p2'], count: 29 });
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(selectedIds()).toHaveLength(10);
  });

  it('never selects disabled rows, shows why, and select-all skips them', async () => {
    const { user } = setup({ getRowProps: (p) => ({ disabled: p.id === 'p2' || p.id === 'p15' }) });
    expect(checkboxOf('p2')).toBeDisabled();
    await user.hover(checkboxOf('p2').parentElement as HTMLElement);
    expect(await screen.findByText('This item cannot be actioned')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on page' }));
    expect(screen.getByText('9 Selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 28 result(s)' }));
    expect(screen.getByText('28 Selected')).toBeInTheDocument();
    expect(selectedIds()).not.toContain('p2');
  });

  it('stops at the selection limit and does not offer select-all past it', async () => {
    const { user } = setup({ selectionLimit: 3 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on page' }));
    expect(screen.getByText('3 Selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Select all/ })).toBeNull();
  });

  it('shows only selected rows when toggled', async () => {
    const { user } = setup();
    await user.click(checkboxOf('p1'));
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(checkboxOf('p25'));
    await user.click(screen.getByRole('switch', { name: 'Show selected only' }));
    expect([...document.querySelectorAll('tr[data-row-id]')].map((r) => r.getAttribute('data-row-id'))).toEqual(['p1', 'p25']);
  });

  it('single selection keeps one row', async () => {
    const { user } = setup({ selection: 'single' });
    await user.click(checkboxOf('p1'));
    await user.click(checkboxOf('p2'));
    expect(selectedIds()).toEqual(['p2']);
  });

  it('hands the selection to bulk actions', async () => {
    const onClick = vi.fn<(s: SelectionSnapshot<Person>) => void>();
    const { user } = setup({ bulkActions: [{ id: 'del', label: 'Delete selected', onClick }] });
    await user.click(checkboxOf('p1'));
    await user.click(checkboxOf('p3'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(onClick.mock.calls[0]?.[0]).toMatchObject({ mode: 'ids', ids: ['p1', 'p3'], count: 2 });
  });

  it('says so under the selection bar when an async bulk action fails, and clears it on the next try', async () => {
    const onClick = vi
      .fn<(s: SelectionSnapshot<Person>) => Promise<void>>()
      .mockRejectedValueOnce(new Error('the server did not answer'))
      .mockResolvedValueOnce();
    const { user } = setup({ bulkActions: [{ id: 'del', label: 'Delete selected', onClick }] });
    await user.click(checkboxOf('p1'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete selected failed: the server did not answer');
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('shows three row actions inline and the rest in a menu', async () => {
    const onClick = vi.fn();
    const actions = ['Open', 'Edit', 'Copy', 'Move', 'Delete'].map((label) => ({ id: label, label, onClick }));
    const { user } = setup({ rowActions: () => actions }, 1);
    const row = rowOf('p1');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Open', 'Edit', 'Copy', '']);
    await user.click(within(row).getByRole('button', { name: 'More actions' }));
    // jsdom has no layout, so the floating dropdown may be marked detached (hidden): query hidden too.
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    expect(selectedIds()).toEqual([]);
  });

  it('marks error rows, shows the status indicator and the row-state icon column', () => {
    setup(
      {
        showStatusIndicator: true,
        showRowStateColumn: true,
        getRowProps: (p) => ({ error: p.id === 'p1', status: { color: 'green', label: 'Online' }, stateIcon: <span>state-{p.id}</span> }),
      },
      2,
    );
    expect(rowOf('p1')).toHaveAttribute('data-error', 'true');
    expect(rowOf('p2')).not.toHaveAttribute('data-error');
    expect(within(rowOf('p1')).getByTitle('Online')).toBeInTheDocument();
    expect(within(rowOf('p2')).getByText('state-p2')).toBeInTheDocument();
  });

  // jsdom has no layout, so the drop itself is covered by the Playwright checks.
  it('adds a sortable drag handle column when rows can be reordered', () => {
    setup({ onReorder: vi.fn() }, 3);
    const handle = within(rowOf('p1')).getByLabelText('Drag to reorder');
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  });
});
