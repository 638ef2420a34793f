import { Group, MultiSelect, NumberInput, Radio, Select, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition } from '../types.ts';
import { DATE_PRESETS, type DatePresetValue } from './datePresets.ts';

interface Props<T> {
  filter: FilterDefinition<T>;
  value: unknown;
  onChange: (value: unknown) => void;
}

const asString = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const asRange = (v: unknown): DatesRangeValue<string> => (Array.isArray(v) ? [asString(v[0]), asString(v[1])] : [null, null]);
const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const asNumber = (v: unknown): number | string => (typeof v === 'number' ? v : '');

/** One filter control; the kind of control follows the filter's type (spec 002 §3.3). */
export function FilterControl<T>({ filter, value, onChange }: Props<T>) {
  const { t } = useTranslation('components');
  const p = filter.componentProps ?? {};
  const options = p.options ?? [];
  const common = { label: filter.label, placeholder: p.placeholder, 'data-filter': filter.name };
  const presets = DATE_PRESETS.map((d) => ({ value: d.value, label: t(d.labelKey) }));
  switch (filter.type) {
    case 'SingleSelect':
    case 'SearchableSelect':
      return (
        <Select
          {...common}
          data={options}
          value={asString(value)}
          onChange={onChange}
          clearable
          searchable={filter.type === 'SearchableSelect'}
          defaultDropdownOpened={filter.openOnMount}
          w={200}
        />
      );
    case 'MultiSelect':
      return (
        <MultiSelect {...common} data={options} value={asStrings(value)} onChange={onChange} clearable defaultDropdownOpened={filter.openOnMount} w={240} />
      );
    case 'RadioGroup':
      return (
        <Radio.Group label={filter.label} value={asString(value) ?? ''} onChange={onChange} data-filter={filter.name}>
          <Group mt={4}>
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'InputWithUnitDropdown': {
      const v = asRecord(value);
      return (
        <Group gap={4} align="end" data-filter={filter.name}>
          <NumberInput label={filter.label} value={asNumber(v.amount)} onChange={(n) => onChange({ ...v, amount: n === '' ? null : n })} w={120} />
          <Select
            aria-label={t('table.filterUnit', { label: filter.label })}
            data={p.units ?? []}
            value={asString(v.unit) ?? p.units?.[0]?.value ?? null}
            onChange={(u) => onChange({ ...v, unit: u })}
            w={110}
          />
        </Group>
      );
    }
    case 'NumberRange': {
      const v = asRecord(value);
      return (
        <Group gap={4} align="end" data-filter={filter.name}>
          <NumberInput
            label={`${filter.label} ${t('table.filterMin')}`}
            value={asNumber(v.min)}
            onChange={(n) => onChange({ ...v, min: n === '' ? null : n })}
            w={110}
          />
          <NumberInput label={t('table.filterMax')} value={asNumber(v.max)} onChange={(n) => onChange({ ...v, max: n === '' ? null : n })} w={110} />
        </Group>
      );
    }
    case 'DateRangeSelect':
      return <Select {...common} data={presets} value={asString(value)} onChange={onChange} clearable w={180} />;
    case 'DateRangePicker':
      return <DatePickerInput {...common} type="range" value={asRange(value)} onChange={(r) => onChange(r)} clearable w={260} />;
    case 'DateRangePickerSelect': {
      const v = asRecord(value) as Partial<DatePresetValue>;
      return (
        <Group gap={4} align="end" data-filter={filter.name}>
          <Select
            label={filter.label}
            data={[...presets, { value: 'custom', label: t('table.customRange') }]}
            value={v.preset ?? null}
            onChange={(preset) => onChange(preset ? { preset, range: v.range ?? [null, null] } : null)}
            clearable
            w={180}
          />
          {v.preset === 'custom' && (
            <DatePickerInput
              aria-label={t('table.customRange')}
              type="range"
              value={asRange(v.range)}
              onChange={(r) => onChange({ preset: 'custom', range: r })}
              w={240}
            />
          )}
        </Group>
      );
    }
    case 'SingleValue':
      return <TextInput {...common} value={asString(value) ?? ''} onChange={(e) => onChange(e.currentTarget.value)} w={200} />;
    case 'UserDefined':
      return <>{p.render?.({ value, onChange })}</>;
  }
}
