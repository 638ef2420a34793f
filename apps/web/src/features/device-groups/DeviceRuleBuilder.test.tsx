import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conditions } from '@outpost/rules';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, renderTickets } from '../../test/render.tsx';
import { optionsOf } from '../../test/optionsOf.ts';
import { DeviceRuleBuilder } from './DeviceRuleBuilder.tsx';

const EMPTY: Conditions = { all: [], any: [] };

function Harness({ initial, onChange, showErrors }: { initial: Conditions; onChange: (c: Conditions) => void; showErrors?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <DeviceRuleBuilder
      value={value}
      showErrors={showErrors}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function render(initial: Conditions = EMPTY, showErrors = false) {
  mockApi([
    mockRoute('get', '/api/organizations', () => ({
      data: [{ id: 1, name: 'Acme', description: '', isolateDevices: false, deviceCount: 0, locationCount: 0, createdAt: '2026-11-01T10:00:00.000Z' }],
      pageCount: 1,
      totalCount: 1,
      requestTime: 0,
    })),
    mockRoute('get', '/api/locations', () => []),
    mockRoute('get', '/api/device-roles', () => [{ id: 4, name: 'Web', nodeClass: 'LINUX_SERVER' as const, description: '', deviceCount: 0 }]),
  ]);
  const onChange = vi.fn();
  await renderTickets(<Harness initial={initial} onChange={onChange} showErrors={showErrors} />);
  const groups = await screen.findAllByRole('region');
  return { onChange, all: groups.find((g) => g.dataset.group === 'all')!, any: groups.find((g) => g.dataset.group === 'any')! };
}
const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)![0] as Conditions;

describe('the device rule builder (spec 001 §2.8, §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups rows into all and any, with 212 px selectors and a 150 px value', async () => {
    const user = userEvent.setup();
    const { all, any, onChange } = await render();
    await user.click(within(any).getByRole('button', { name: 'Add condition' }));
    expect(last(onChange)).toMatchObject({ all: [], any: [{ field: 'organization', operator: 'equals', value: null }] });
    expect(within(all).queryByRole('group')).toBeNull();
    const row = within(any).getByRole('group', { name: 'Condition 1' });
    const width = (name: string) =>
      within(row)
        .getByRole(name === 'Value' ? 'textbox' : 'combobox', { name })
        .closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(width('Field').style.getPropertyValue('width')).toBe('calc(13.25rem * var(--mantine-scale))');
    expect(width('Operator').style.getPropertyValue('width')).toBe('calc(13.25rem * var(--mantine-scale))');
    expect(within(row).getByRole('combobox', { name: 'Value' }).closest('.mantine-InputWrapper-root')!.getAttribute('style')).toContain('9.375rem');
  });

  it('resets the operator to the first one and the value to its default when the field changes', async () => {
    const user = userEvent.setup();
    const { all, onChange } = await render({ all: [{ id: 'a', field: 'organization', operator: 'contains_any', value: [1] }], any: [] });
    const row = within(all).getByRole('group', { name: 'Condition 1' });
    await user.click(within(row).getByRole('combobox', { name: 'Field' }));
    await user.click(await findOption('Time since last seen'));
    expect(last(onChange).all[0]).toMatchObject({ field: 'last_seen', operator: 'less_or_equal_than', value: '1:0' });
  });

  it('resets the value when the operator changes', async () => {
    const user = userEvent.setup();
    const { all, onChange } = await render({ all: [{ id: 'a', field: 'tags', operator: 'contains_any', value: ['prod'] }], any: [] });
    const row = within(all).getByRole('group', { name: 'Condition 1' });
    await user.click(within(row).getByRole('combobox', { name: 'Operator' }));
    await user.click(await findOption('is none of'));
    expect(last(onChange).all[0]).toMatchObject({ operator: 'contains_none', value: [] });
  });

  it('shows a disabled "N/A" for operators that take no value', async () => {
    await render({ all: [{ id: 'a', field: 'location', operator: 'present', value: null }], any: [] });
    const value = screen.getByRole('textbox', { name: 'Value' });
    expect(value).toBeDisabled();
    expect(value).toHaveValue('N/A');
  });

  it('offers a one-time field to one row only', async () => {
    const user = userEvent.setup();
    const { any } = await render({ all: [{ id: 'a', field: 'online', operator: 'equals', value: true }], any: [] });
    await user.click(within(any).getByRole('button', { name: 'Add condition' }));
    const row = within(any).getByRole('group', { name: 'Condition 1' });
    const fields = await optionsOf(user, within(row).getByRole('combobox', { name: 'Field' }));
    expect(fields).not.toContain('Online');
    expect(fields).toContain('Tags');
  });

  it('hides a removed row', async () => {
    const user = userEvent.setup();
    const { all, onChange } = await render({
      all: [
        { id: 'a', field: 'online', operator: 'equals', value: true },
        { id: 'b', field: 'name', operator: 'contains', value: 'web' },
      ],
      any: [],
    });
    await user.click(within(all).getByRole('button', { name: 'Remove condition 1' }));
    expect(last(onChange).all.map((c) => c.id)).toEqual(['b']);
    expect(within(all).getAllByRole('group')).toHaveLength(1);
  });

  it('says "Required" for a missing value and "Invalid" for a wrong one', async () => {
    await render(
      {
        all: [
          { id: 'a', field: 'organization', operator: 'equals', value: null },
          { id: 'b', field: 'last_seen', operator: 'less_or_equal_than', value: '1:07' },
        ],
        any: [],
      },
      true,
    );
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Invalid')).toBeInTheDocument();
  });
});
