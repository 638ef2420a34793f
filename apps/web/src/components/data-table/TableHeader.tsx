import { memo } from 'react';
import { Group, Table, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, SortItem } from './types.ts';
import type { RowFeatures } from './TableRow.tsx';
import { SelectCheckbox } from './SelectCheckbox.tsx';

interface Props<T> {
  columns: DataTableColumn<T>[];
  features: RowFeatures<T>;
  multi: boolean;
  sort: SortItem[];
  onSort: (columnId: string) => void;
  pageChecked: boolean;
  pageIndeterminate: boolean;
  onTogglePage: () => void;
}

function HeaderInner<T>({ columns, features, multi, sort, onSort, pageChecked, pageIndeterminate, onTogglePage }: Props<T>) {
  const { t } = useTranslation('components');
  const { t: tHost } = useTranslation();
  return (
    <Table.Thead style={{ position: 'sticky', top: 0, zIndex: 2, background: 'var(--mantine-color-body)' }}>
      <Table.Tr>
        {features.statusColumn && <Table.Th w={6} p={0} />}
        {features.draggable && <Table.Th w={28} />}
        {features.selectable && (
          <Table.Th w={40}>
            {multi && <SelectCheckbox aria-label={t('table.selectAllRows')} checked={pageChecked} indeterminate={pageIndeterminate} onChange={onTogglePage} />}
          </Table.Th>
        )}
        {features.stateColumn && <Table.Th w={32} />}
        {columns.map((c) => {
          const s = sort.find((x) => x.id === c.id);
          const ariaSort = s ? (s.desc ? 'descending' : 'ascending') : 'none';
          const label = (
            <Group gap={4} wrap="nowrap">
              <span>{c.header}</span>
              {c.required && (
                <span aria-hidden style={{ color: 'var(--mantine-color-red-filled)' }}>
                  *
                </span>
              )}
              {s &&
                (s.desc ? <IconArrowDown size={14} aria-label={t('table.sortDescending')} /> : <IconArrowUp size={14} aria-label={t('table.sortAscending')} />)}
            </Group>
          );
          // A header of several words may wrap between them ('Time tracked' above '0s'): the column sizes to its content.
          return (
            <Table.Th
              key={c.id}
              aria-sort={c.disableSortBy ? undefined : ariaSort}
              data-column-id={c.id}
              style={{ width: c.priorityWidth, minWidth: c.minWidth, maxWidth: c.maxWidth }}
            >
              <Group gap={4} wrap="nowrap">
                {c.disableSortBy ? (
                  label
                ) : (
                  <UnstyledButton fw={600} fz="sm" onClick={() => onSort(c.id)}>
                    {label}
                  </UnstyledButton>
                )}
                {c.tooltipToken && (
                  <Tooltip label={tHost(c.tooltipToken)} openDelay={100}>
                    <IconInfoCircle size={14} aria-label={tHost(c.tooltipToken)} />
                  </Tooltip>
                )}
              </Group>
            </Table.Th>
          );
        })}
        {features.rowActions && (
          <Table.Th>
            <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

/** Sticky header: sort buttons cycling asc/desc/cleared, help tooltips, the page checkbox. Memoised: scrolling re-renders the body only. */
export const TableHeader = memo(HeaderInner) as typeof HeaderInner;
