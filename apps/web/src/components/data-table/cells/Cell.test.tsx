import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-utils.tsx';
import { Cell, compactPattern } from './Cell.tsx';
import type { DataTableColumn } from '../types.ts';

interface Row {
  v: unknown;
}
const draw = (column: Omit<DataTableColumn<Row>, 'id' | 'header'>, v: unknown) =>
  renderWithProviders(<Cell<Row> column={{ id: 'v', header: 'Col', ...column }} row={{ v }} />);

describe('cell types', () => {
  it('Anchor links to its href', () => {
    draw({ cellType: 'Anchor', cellOptions: { href: () => '/x/1' } }, 'Open');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/x/1');
  });

  it('ButtonLink calls back with the row', async () => {
    const onClick = vi.fn();
    draw({ cellType: 'ButtonLink', cellOptions: { onClick } }, 'Go');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledWith({ v: 'Go' });
  });

  it('Icon draws the icon with its label', () => {
    draw({ cellType: 'Icon', cellOptions: { icon: () => <svg data-testid="i" />, iconLabel: () => 'Online' } }, null);
    expect(screen.getByLabelText('Online')).toContainElement(screen.getByTestId('i'));
  });

  it('Switch reflects and toggles the value', async () => {
    const onToggle = vi.fn();
    draw({ cellType: 'Switch', cellOptions: { onToggle } }, true);
    const sw = screen.getByRole('switch', { name: 'Col' });
    expect(sw).toBeChecked();
    await userEvent.click(sw);
    expect(onToggle).toHaveBeenCalledWith({ v: true }, false);
  });

  it('Tags draws one badge per tag', () => {
    draw({ cellType: 'Tags' }, ['red', 'blue']);
    expect(screen.getByText('red')).toBeInTheDocument();
    expect(screen.getByText('blue')).toBeInTheDocument();
  });

  it('LazyRenderer renders its content once visible', () => {
    draw({ cellType: 'LazyRenderer', cellOptions: { render: () => <b>lazy</b> } }, null);
    expect(screen.getByText('lazy')).toBeInTheDocument();
  });

  it('StickyPopover keeps its popover open while hovered', async () => {
    const user = userEvent.setup();
    draw({ cellType: 'StickyPopover', cellOptions: { render: () => <span>details</span> } }, 'summary');
    await user.hover(screen.getByText('summary'));
    expect(await screen.findByText('details')).toBeInTheDocument();
  });

  it('Date, Currency, Number and Progress format their values', () => {
    const { unmount } = draw({ cellType: 'Date', cellOptions: { dateFormat: 'yyyy-MM-dd' } }, '2024-03-05T10:00:00Z');
    expect(screen.getByText('2024-03-05')).toBeInTheDocument();
    unmount();
    const c = draw({ cellType: 'Currency', cellOptions: { currency: 'EUR' } }, 12.5);
    expect(screen.getByText(/12\.50/)).toHaveTextContent('€');
    c.unmount();
    const n = draw({ cellType: 'Number' }, 1234567);
    expect(screen.getByText('1,234,567')).toBeInTheDocument();
    n.unmount();
    draw({ cellType: 'Progress' }, 40);
    expect(screen.getByRole('progressbar', { name: 'Col' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('a compact Date shows the time today, month and day this year, the year before; the full date in its tooltip', async () => {
    const now = new Date(2026, 10, 28, 15, 16);
    expect(compactPattern(new Date(2026, 10, 28, 9, 5), now)).toBe('p');
    expect(compactPattern(new Date(2026, 0, 3, 9, 5), now)).toBe('MMM d');
    expect(compactPattern(new Date(2025, 11, 31, 23, 59), now)).toBe('MMM d, yyyy');
    const user = userEvent.setup();
    draw({ cellType: 'Date', cellOptions: { compactDate: true } }, new Date(2025, 2, 5, 10, 0).toISOString());
    const cell = screen.getByText('Mar 5, 2025');
    expect(cell.tagName).toBe('TIME');
    expect(cell).toHaveAccessibleName('Mar 5, 2025, 10:00:00 AM');
    await user.hover(cell);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Mar 5, 2025, 10:00:00 AM');
  });

  it('custom render wins over the cell type', () => {
    draw({ cellType: 'Number', render: () => <i>custom</i> }, 1);
    expect(screen.getByText('custom')).toBeInTheDocument();
  });
});
