import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils.tsx';
import { DataTable } from './DataTable.tsx';
import { makePeople, personColumns, type Person } from './__fixtures__/rows.ts';

/** Critical and serious axe findings in `root` (jsdom cannot judge colour contrast: checked in e2e). */
async function blockingViolations(root: HTMLElement) {
  const results = await axe.run(root, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 80)).join(' | ')}`);
}

describe('DataTable accessibility', () => {
  // jsdom has no canvas; axe only uses it to tell icon-font ligatures, which these tables have none of.
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('a selectable, paged table with toolbar, bulk and row actions has no critical or serious axe violations', async () => {
    const { container } = renderWithProviders(
      <DataTable<Person>
        mode="client"
        tableId="a11y"
        data={makePeople(30)}
        columns={personColumns}
        getRowId={(p) => p.id}
        defaultPageSize={10}
        selection="multi"
        bulkActions={[{ id: 'remove', label: 'Remove', onClick: () => {} }]}
        rowActions={() => [{ id: 'open', label: 'Open', onClick: () => {} }]}
        refreshable
        onRefresh={() => {}}
        exportable
        configurable
      />,
    );
    await screen.findByRole('button', { name: 'Refresh' });
    expect(await blockingViolations(container)).toEqual([]);
  });

  it('names the pagination arrows; the page buttons are named by their numbers', () => {
    renderWithProviders(<DataTable<Person> mode="client" data={makePeople(30)} columns={personColumns} getRowId={(p) => p.id} defaultPageSize={10} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });
});
