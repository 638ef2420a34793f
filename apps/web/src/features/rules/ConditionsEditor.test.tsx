import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_USER, type Conditions, type RuleKind } from '@outpost/rules';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organization } from '../../test/fixtures.ts';
import { findOption, mockApi, mockRoute, pickerPage, renderTickets } from '../../test/render.tsx';
import { attributes, statuses } from '../../test/boardFixtures.ts';
import { ConditionsEditor } from './ConditionsEditor.tsx';
import { issueMap } from './issues.ts';
import { toAttributeDefinition } from './useRuleCatalogue.ts';
import { optionsOf } from '../../test/optionsOf.ts';

const catalogue = { attributes: attributes.map(toAttributeDefinition), statuses, statusKeys: statuses.map((s) => s.key!) };

/** The editor with its own state, reporting each change. */
function Harness({
  kind,
  initial,
  onChange,
  errors,
}: {
  kind: RuleKind;
  initial: Conditions;
  onChange: (c: Conditions) => void;
  errors?: Parameters<typeof issueMap>[0];
}) {
  const [value, setValue] = useState(initial);
  return (
    <ConditionsEditor
      kind={kind}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      catalogue={catalogue}
      errors={errors && issueMap(errors)}
    />
  );
}

async function render(kind: RuleKind, initial: Conditions = { all: [], any: [] }, errors?: Parameters<typeof issueMap>[0]) {
  const onChange = vi.fn();
  await renderTickets(<Harness kind={kind} initial={initial} onChange={onChange} errors={errors} />);
  const groups = await screen.findAllByRole('region');
  return { onChange, all: groups.find((g) => g.dataset.group === 'all')!, any: groups.find((g) => g.dataset.group === 'any')! };
}

describe('the condition editor (spec 002 §5.2), shared by boards and automations', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers event-based rules the action, business hours (all group only) and "changed" operators, but no time since', async () => {
    mockApi([]);
    const user = userEvent.setup();
    const { all, any } = await render('EVENT_BASED');
    await user.click(within(all).getByRole('button', { name: 'Add condition' }));
    const row = within(all).getByRole('group', { name: 'Condition 1' });
    const fields = await optionsOf(user, within(row).getByRole('combobox', { name: 'Field' }));
    expect(fields).toEqual(expect.arrayContaining(['Action', 'Business hours', 'Comment type', 'Updated by']));
    expect(fields.filter((f) => f.startsWith('Time since'))).toEqual([]);
    expect(await optionsOf(user, within(row).getByRole('combobox', { name: 'Operator' }))).toEqual([
      'Is',
      'Is not',
      'Is under',
      'Is not under',
      'Changed',
      'Changed to',
    ]);

    await user.click(within(any).getByRole('button', { name: 'Add condition' }));
    const anyFields = await optionsOf(user, within(within(any).getByRole('group', { name: 'Condition 1' })).getByRole('combobox', { name: 'Field' }));
    expect(anyFields).not.toContain('Business hours');
  });

  it('shows the value widget the field and operator take, and writes ids and enum keys into the rule', async () => {
    mockApi([mockRoute('get', '/api/query/organizations', () => pickerPage([{ id: 4, name: 'Acme', deleted: false }]))]);
    const user = userEvent.setup();
    const { all, onChange } = await render('BOARD');
    await user.click(within(all).getByRole('button', { name: 'Add condition' }));
    const row = within(all).getByRole('group', { name: 'Condition 1' });

    await user.click(within(row).getByRole('combobox', { name: 'Field' }));
    await user.click(await findOption('Priority'));
    await user.click(within(row).getByRole('combobox', { name: 'Value' }));
    await user.click(await findOption('High'));
    expect(onChange).toHaveBeenLastCalledWith({ all: [expect.objectContaining({ field: 'priority', operator: 'equals', value: 'HIGH' })], any: [] });

    await user.click(within(row).getByRole('combobox', { name: 'Field' }));
    await user.click(await findOption('Organization'));
    expect(onChange).toHaveBeenLastCalledWith({ all: [expect.objectContaining({ field: 'organization', operator: 'contains_any', value: [] })], any: [] });
    await user.click(within(row).getByRole('combobox', { name: 'Value' }));
    await user.click(await findOption('Acme'));
    expect(onChange).toHaveBeenLastCalledWith({ all: [expect.objectContaining({ field: 'organization', value: [4] })], any: [] });
    expect(within(row).getByText('Acme')).toBeInTheDocument();

    await user.click(within(row).getByRole('combobox', { name: 'Operator' }));
    await user.click(await findOption('Is set'));
    expect(within(row).queryByRole('combobox', { name: 'Value' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ all: [expect.objectContaining({ operator: 'present', value: null })], any: [] });

    await user.click(within(row).getByRole('button', { name: 'Remove condition 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ all: [], any: [] });
  });

  it('names the records a loaded rule holds: looked up by id, "Current user" for CURRENT_USER, "(Deleted)" for gone ones', async () => {
    mockApi([
      mockRoute('get', '/api/organizations/{id}', () => organization(4, 'Acme'), { id: 4 }),
      mockRoute('get', '/api/organizations/{id}', () => new Response(JSON.stringify({ resultCode: 'NOT_FOUND', message: 'Not found' }), { status: 404 }), {
        id: 8,
      }),
    ]);
    const { all } = await render('BOARD', {
      all: [
        { id: 'a', field: 'assignee', operator: 'equals', value: CURRENT_USER },
        { id: 'b', field: 'organization', operator: 'contains_any', value: [4, 8] },
      ],
      any: [],
    });
    const [mine, orgs] = within(all).getAllByRole('group');
    expect(within(mine!).getByRole('combobox', { name: 'Value' })).toHaveValue('Current user');
    expect(await within(orgs!).findByText('Acme')).toBeInTheDocument();
    expect(await within(orgs!).findByText('#8 (Deleted)')).toBeInTheDocument();
  });

  it('puts each message under its input and the group messages under their group', async () => {
    mockApi([]);
    await render('TIME_BASED', { all: [{ id: 'a', field: 'priority', operator: 'equals', value: null }], any: [] }, [
      { path: ['conditions', 'all', 0, 'value'], message: 'Required' },
      { path: ['conditions', 'all'], message: "Time-based automations require at least one 'time since' condition to be set" },
    ]);
    const all = (await screen.findAllByRole('region')).find((g) => g.dataset.group === 'all')!;
    expect(within(within(all).getByRole('group', { name: 'Condition 1' })).getByText('Required')).toBeInTheDocument();
    expect(within(all).getByRole('alert')).toHaveTextContent("Time-based automations require at least one 'time since' condition to be set");
  });
});

describe('the shared rule builder of spec 001 §2.8 and §4, on the ticket catalogue', () => {
  afterEach(() => vi.restoreAllMocks());
  const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)![0] as Conditions;
  const wrapper = (input: HTMLElement) => input.closest('.mantine-InputWrapper-root') as HTMLElement;

  it('draws field and operator selectors 212 px wide and the value 150 px', async () => {
    mockApi([]);
    const { all } = await render('BOARD', { all: [{ id: 'a', field: 'summary', operator: 'contains', value: 'printer' }], any: [] });
    const row = within(all).getByRole('group', { name: 'Condition 1' });
    expect(wrapper(within(row).getByRole('combobox', { name: 'Field' })).style.getPropertyValue('width')).toBe('calc(13.25rem * var(--mantine-scale))');
    expect(wrapper(within(row).getByRole('combobox', { name: 'Operator' })).style.getPropertyValue('width')).toBe('calc(13.25rem * var(--mantine-scale))');
    expect(within(row).getByRole('textbox', { name: 'Value' }).closest('[data-rule-value]')!.getAttribute('style')).toContain('9.375rem');
  });

  it('resets the operator to the field’s first and the value to its default when the field changes', async () => {
    mockApi([]);
    const user = userEvent.setup();
    const { all, onChange } = await render('BOARD', { all: [{ id: 'a', field: 'summary', operator: 'contains_any', value: ['printer'] }], any: [] });
    const row = within(all).getByRole('group', { name: 'Condition 1' });
    await user.click(within(row).getByRole('combobox', { name: 'Field' }));
    await user.click(await findOption('Tags'));
    expect(last(onChange).all[0]).toMatchObject({ field: 'tags', operator: 'contains_any', value: [] });
  });

  it('resets the value when the operator changes, even where the old value would fit', async () => {
    mockApi([]);
    const user = userEvent.setup();
    const { all, onChange } = await render('BOARD', { all: [{ id: 'a', field: 'summary', operator: 'contains', value: 'printer' }], any: [] });
    const row = within(all).getByRole('group', { name: 'Condition 1' });
    await user.click(within(row).getByRole('combobox', { name: 'Operator' }));
    await user.click(await findOption('Does not contain'));
    expect(last(onChange).all[0]).toMatchObject({ operator: 'does_not_contain', value: null });
    expect(within(row).getByRole('textbox', { name: 'Value' })).toHaveValue('');
  });

  it('shows a disabled "N/A" value for present, not_present, changed, in and not_in', async () => {
    mockApi([]);
    const { all } = await render('EVENT_BASED', {
      all: [
        { id: 'a', field: 'priority', operator: 'present', value: null },
        { id: 'b', field: 'organization', operator: 'not_present', value: null },
        { id: 'c', field: 'status', operator: 'changed', value: null },
        { id: 'd', field: 'business_hours', operator: 'in', value: null },
      ],
      any: [],
    });
    const values = within(all).getAllByRole('textbox', { name: 'Value' });
    expect(values).toHaveLength(4);
    for (const value of values) {
      expect(value).toBeDisabled();
      expect(value).toHaveValue('N/A');
    }
  });

  it('offers a one-time field (action, business hours) to one row only', async () => {
    mockApi([]);
    const user = userEvent.setup();
    const { all } = await render('EVENT_BASED', { all: [{ id: 'a', field: 'action', operator: 'equals', value: 'UPDATE' }], any: [] });
    await user.click(within(all).getByRole('button', { name: 'Add condition' }));
    const second = within(all).getByRole('group', { name: 'Condition 2' });
    const fields = await optionsOf(user, within(second).getByRole('combobox', { name: 'Field' }));
    expect(fields).not.toContain('Action');
    expect(fields).toContain('Business hours');
    // The row that holds it still offers it.
    expect(await optionsOf(user, within(within(all).getByRole('group', { name: 'Condition 1' })).getByRole('combobox', { name: 'Field' }))).toContain('Action');
  });

  it('hides a removed row at once and keeps the others as they were', async () => {
    mockApi([]);
    const user = userEvent.setup();
    const { any, onChange } = await render('BOARD', {
      all: [],
      any: [
        { id: 'a', field: 'summary', operator: 'contains', value: 'printer' },
        { id: 'b', field: 'tags', operator: 'contains_any', value: ['vip'] },
      ],
    });
    await user.click(within(any).getByRole('button', { name: 'Remove condition 1' }));
    expect(last(onChange).any).toEqual([{ id: 'b', field: 'tags', operator: 'contains_any', value: ['vip'] }]);
    expect(within(any).getAllByRole('group')).toHaveLength(1);
    expect(within(any).queryByDisplayValue('printer')).toBeNull();
  });

  it('says "Required" and "Invalid" under the inputs they are about', async () => {
    mockApi([]);
    await render(
      'BOARD',
      {
        all: [
          { id: 'a', field: 'nonsense', operator: 'equals', value: null },
          { id: 'b', field: 'summary', operator: 'contains', value: null },
        ],
        any: [],
      },
      [
        { path: ['conditions', 'all', 0, 'field'], message: 'Invalid' },
        { path: ['conditions', 'all', 1, 'value'], message: 'Required' },
      ],
    );
    const all = (await screen.findAllByRole('region')).find((g) => g.dataset.group === 'all')!;
    expect(within(within(all).getByRole('group', { name: 'Condition 1' })).getByText('Invalid')).toBeInTheDocument();
    expect(within(within(all).getByRole('group', { name: 'Condition 2' })).getByText('Required')).toBeInTheDocument();
  });
});
