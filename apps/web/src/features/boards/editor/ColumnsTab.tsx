import { Group, MultiSelect, Select, Stack } from '@mantine/core';
import type { AttributeDefinition, BoardSort } from '@outpost/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { issueAt, issueWithin, type IssueMap } from '../../rules/index.ts';
import { useAgreementColumnAllowed } from '../../billing/index.ts';
import { columnChoices, columnLabel, isSortableColumn, type BoardDraft } from '../model/boardModel.ts';
import { ColumnOrderList } from './ColumnOrderList.tsx';

interface Props {
  draft: BoardDraft;
  onChange: (patch: Partial<BoardDraft>) => void;
  attributes: readonly AttributeDefinition[];
  errors?: IssueMap;
}

/**
 * Sort by, sort direction, the column multi-select grouped 'System' and 'Fields' with its
 * '{count} columns selected out of {total}' count, and the order of the chosen columns (spec 002 §2.1).
 */
export function ColumnsTab({ draft, onChange, attributes, errors }: Props) {
  const { t } = useTranslation();
  const offerAgreement = useAgreementColumnAllowed() === true;
  const choices = useMemo(() => columnChoices(t, attributes, draft.columns, offerAgreement), [t, attributes, draft.columns, offerAgreement]);
  const total = choices.reduce((n, g) => n + g.items.length, 0);
  const count = draft.columns.length;
  const sort = draft.sortBy[0] ?? { field: 'id', direction: 'DESC' };
  const sortChoices = choices.map((g) => ({ ...g, items: g.items.filter((i) => isSortableColumn(i.value)) })).filter((g) => g.items.length > 0);
  const columnsError = issueAt(errors, ['columns']);
  const setSort = (next: Partial<BoardSort>) => onChange({ sortBy: [{ ...sort, ...next } as BoardSort] });
  const countText = t('boards.editor.columnsCount', { count, total });
  const zIndex = { zIndex: 400 };

  return (
    <Stack gap="md">
      <Group grow align="flex-start">
        <Select
          label={t('boards.editor.sortBy')}
          data={sortChoices}
          value={sort.field}
          onChange={(field) => field && setSort({ field: field as BoardSort['field'] })}
          searchable
          allowDeselect={false}
          error={issueWithin(errors, ['sortBy'])}
          comboboxProps={zIndex}
        />
        <Select
          label={t('boards.editor.sortDirection')}
          data={[
            { value: 'ASC', label: t('boards.editor.ascending') },
            { value: 'DESC', label: t('boards.editor.descending') },
          ]}
          value={sort.direction}
          onChange={(direction) => direction && setSort({ direction: direction as BoardSort['direction'] })}
          allowDeselect={false}
          comboboxProps={zIndex}
        />
      </Group>
      <MultiSelect
        label={t('boards.editor.columns')}
        description={countText}
        data={choices}
        value={draft.columns}
        onChange={(columns) => onChange({ columns })}
        searchable
        // The chosen columns are listed below in order; the input only says how many.
        renderPill={() => null}
        placeholder={t('tickets.picker.search')}
        error={columnsError}
        maxDropdownHeight={280}
        comboboxProps={zIndex}
        data-testid="board-columns-select"
      />
      {count > 0 && (
        <ColumnOrderList items={draft.columns.map((id) => ({ id, label: columnLabel(t, id, attributes) }))} onChange={(columns) => onChange({ columns })} />
      )}
    </Stack>
  );
}
