import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils.tsx';
import { DataTable } from './DataTable.tsx';
import { makePeople, personColumns, type Person } from './__fixtures__/rows.ts';

describe('DataTable with large data', () => {
  // jsdom has no layout: give every element a 600 px box so the virtualiser has a viewport.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders 100,000 client rows virtualised: only a window of rows is in the DOM', () => {
    const data = makePeople(100_000);
    renderWithProviders(
      <DataTable<Person> mode="client" data={data} columns={personColumns} getRowId={(p) => p.id} pagination={false} height={600} rowHeight={40} />,
    );
    const rendered = document.querySelectorAll('tr[data-row-id]');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(100);
    expect(screen.getByTestId('data-table').querySelector('table')).toHaveAttribute('aria-rowcount', '100000');
  });

  it('keyboard navigation moves the active row in a virtualised body', () => {
    const data = makePeople(1000);
    renderWithProviders(
      <DataTable<Person> mode="client" data={data} columns={personColumns} getRowId={(p) => p.id} pagination={false} rowHeight={40} selection="multi" />,
    );
    const grid = screen.getByTestId('data-table');
    fireEvent.click(document.querySelector('tr[data-row-id="p1"] td:nth-child(2)') as HTMLElement);
    // jsdom cannot scroll, so stay inside the first window of rows.
    for (let i = 0; i < 5; i++) fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(document.querySelector('tr[data-active="true"]')).toHaveAttribute('data-row-id', 'p6');
  });
});

describe('last-updated label', () => {
  afterEach(() => vi.useRealTimers());

  it('appears once data is 5 minutes old and refreshes every 60 s', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-01-01T00:00:00Z'));
    renderWithProviders(<DataTable<Person> mode="client" data={makePeople(2)} columns={personColumns} getRowId={(p) => p.id} />);
    act(() => {
      vi.advanceTimersByTime(4 * 60_000);
    });
    expect(screen.queryByTestId('last-updated')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated 5 minutes ago');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated 6 minutes ago');
  });
});
