import { describe, expect, it, vi } from 'vitest';
import { screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-utils.tsx';
import { FilterControl } from './FilterControl.tsx';
import { FilterBar } from './FilterBar.tsx';
import type { FilterDefinition, FilterType } from '../types.ts';
import { presetStart } from './datePresets.ts';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];
const def = (type: FilterType, extra: Partial<FilterDefinition> = {}): FilterDefinition => ({
  name: 'f',
  label: 'Filt',
  type,
  componentProps: { options, units: [{ value: 'mb', label: 'MB' }] },
  ...extra,
});
const draw = (type: FilterType, value: unknown, extra: Partial<FilterDefinition> = {}) => {
  const onChange = vi.fn();
  renderWithProviders(<FilterControl filter={def(type, extra)} value={value} onChange={onChange} />);
  return onChange;
};

describe('filter types', () => {
  it('SingleSelect picks one option', async () => {
    const onChange = draw('SingleSelect', null);
    await userEvent.click(screen.getAllByLabelText('Filt').find((e) => e.tagName === 'INPUT') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Beta', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('b', expect.anything());
  });

  it('SearchableSelect filters options by typing', async () => {
    const onChange = draw('SearchableSelect', null);
    await userEvent.type(screen.getAllByLabelText('Filt').find((e) => e.tagName === 'INPUT') as HTMLElement, 'alp');
    expect(screen.queryByRole('option', { name: 'Beta', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Alpha', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('a', expect.anything());
  });

  it('MultiSelect adds to the list', async () => {
    const onChange = draw('MultiSelect', ['a']);
    await userEvent.click(screen.getAllByLabelText('Filt').find((e) => e.tagName === 'INPUT') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Beta', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(['a', 'b']);
  });

  it('RadioGroup picks a value', async () => {
    const onChange = draw('RadioGroup', 'a');
    await userEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('InputWithUnitDropdown reports amount and unit', () => {
    const onChange = draw('InputWithUnitDropdown', { unit: 'mb' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Filt' }), { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith({ unit: 'mb', amount: 5 });
  });

  it('NumberRange reports min and max', () => {
    const onChange = draw('NumberRange', { min: 1 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Max' }), { target: { value: '9' } });
    expect(onChange).toHaveBeenLastCalledWith({ min: 1, max: 9 });
  });

  it('DateRangeSelect offers relative presets', async () => {
    const onChange = draw('DateRangeSelect', null);
    await userEvent.click(screen.getAllByLabelText('Filt').find((e) => e.tagName === 'INPUT') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 days', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('7d', expect.anything());
    expect(presetStart('7d', 8 * 86400_000)?.getTime()).toBe(86400_000);
  });

  it('DateRangePicker shows a range picker button', () => {
    draw('DateRangePicker', ['2024-01-01', '2024-01-31']);
    expect(screen.getByRole('button', { name: 'Filt' })).toHaveTextContent('January 1, 2024 – January 31, 2024');
  });

  it('DateRangePickerSelect reveals the custom range picker', () => {
    draw('DateRangePickerSelect', { preset: 'custom', range: [null, null] });
    expect(screen.getByRole('button', { name: 'Custom range' })).toBeInTheDocument();
  });

  it('SingleValue is free text', () => {
    const onChange = draw('SingleValue', '');
    fireEvent.change(screen.getByRole('textbox', { name: 'Filt' }), { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalledWith('x');
  });

  it('UserDefined renders the host control', () => {
    const onChange = draw('UserDefined', 1, {
      componentProps: {
        render: ({ value, onChange: set }) => (
          <button type="button" onClick={() => set(Number(value) + 1)}>
            custom
          </button>
        ),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'custom' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('opens on mount when asked', () => {
    draw('SingleSelect', null, { openOnMount: true });
    expect(screen.getByRole('listbox', { hidden: true })).toBeInTheDocument();
  });

  it('puts secondary filters behind "More filters" and hides hidden ones', async () => {
    const filters: FilterDefinition[] = [
      { name: 'p', label: 'Primary', type: 'SingleValue' },
      { name: 's', label: 'Secondary', type: 'SingleValue', category: 'secondary' },
      { name: 'h', label: 'Hidden', type: 'SingleValue', hidden: true },
    ];
    renderWithProviders(<FilterBar filters={filters} values={{}} onChange={vi.fn()} onClear={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Primary' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Secondary' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Hidden' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More filters' }));
    expect(await screen.findByRole('textbox', { name: 'Secondary', hidden: true })).toBeInTheDocument();
  });
});
