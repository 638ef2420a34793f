import { Button, Group, Popover, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition, FilterValues } from '../types.ts';
import { FilterControl } from './FilterControl.tsx';
import { isEmptyFilterValue } from '../clientRows.ts';

interface Props<T> {
  filters: FilterDefinition<T>[];
  values: FilterValues;
  onChange: (name: string, value: unknown) => void;
  onClear: () => void;
}

/** Primary filters inline, secondary ones behind "More filters", and a clear button. */
export function FilterBar<T>({ filters, values, onChange, onClear }: Props<T>) {
  const { t } = useTranslation('components');
  const shown = filters.filter((f) => !f.hidden);
  const primary = shown.filter((f) => (f.category ?? 'primary') === 'primary');
  const secondary = shown.filter((f) => f.category === 'secondary');
  const anySet = shown.some((f) => !isEmptyFilterValue(values[f.name]) && values[f.name] !== f.defaultValue);
  const control = (f: FilterDefinition<T>) => <FilterControl key={f.name} filter={f} value={values[f.name]} onChange={(v) => onChange(f.name, v)} />;
  return (
    <Group gap="sm" align="end" wrap="wrap">
      {primary.map(control)}
      {secondary.length > 0 && (
        <Popover position="bottom-start" shadow="md" defaultOpened={secondary.some((f) => f.openOnMount)}>
          <Popover.Target>
            <Button variant="default" leftSection={<IconFilter size={16} />}>
              {t('table.moreFilters')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack>{secondary.map(control)}</Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      {anySet && (
        <Button variant="subtle" onClick={onClear}>
          {t('table.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
