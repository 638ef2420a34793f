import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN } from '@outpost/contracts';
import type { DataTableColumn } from './types.ts';
import { columnCap, type TableSettings } from './useTableSettings.ts';

interface Props<T> {
  opened: boolean;
  onClose: () => void;
  columns: DataTableColumn<T>[];
  settings: TableSettings;
  maxColumns: number;
  showAutoRefresh: boolean;
  onSave: (settings: TableSettings) => void;
  onReset?: () => void;
}

/** Choose visible columns (1 to the cap), their order and widths, sort and auto-refresh. */
export function SettingsDialog<T>({ opened, onClose, columns, settings, maxColumns, showAutoRefresh, onSave, onReset }: Props<T>) {
  const { t } = useTranslation('components');
  const [draft, setDraft] = useState(settings);
  useEffect(() => {
    if (opened) setDraft(settings);
  }, [opened, settings]);
  const cap = columnCap(columns.length, maxColumns);
  const atCap = draft.visibleColumnIds.length >= cap;
  const sortable = columns.filter((c) => !c.disableSortBy);
  const sort = draft.sort[0];

  const byId = new Map(columns.map((c) => [c.id, c]));
  const ordered = draft.columnOrder.flatMap((id) => byId.get(id) ?? []);

  const toggleColumn = (id: string, on: boolean) => {
    // Shown columns keep the chosen order whatever order the user ticks them in.
    const next = new Set(draft.visibleColumnIds);
    if (on) next.add(id);
    else next.delete(id);
    setDraft({ ...draft, visibleColumnIds: draft.columnOrder.filter((c) => next.has(c)) });
  };
  const move = (index: number, by: -1 | 1) => {
    const order = [...draft.columnOrder];
    const [id] = order.splice(index, 1);
    order.splice(index + by, 0, id!);
    const shown = new Set(draft.visibleColumnIds);
    setDraft({ ...draft, columnOrder: order, visibleColumnIds: order.filter((c) => shown.has(c)) });
  };
  const setWidth = (id: string, value: string | number) => {
    const widths = { ...draft.columnWidths };
    if (typeof value === 'number') widths[id] = value;
    else delete widths[id];
    setDraft({ ...draft, columnWidths: widths });
  };
  const widthsValid = Object.values(draft.columnWidths).every((w) => Number.isInteger(w) && w >= COLUMN_WIDTH_MIN && w <= COLUMN_WIDTH_MAX);

  return (
    <Modal opened={opened} onClose={onClose} title={t('table.settingsTitle')} size="md">
      <Stack>
        <Text fw={600} size="sm">
          {t('table.visibleColumns')}
        </Text>
        {atCap && columns.length > cap && (
          <Alert color="yellow" p="xs">
            {t('table.maxColumns')}
          </Alert>
        )}
        <Stack gap={6}>
          {ordered.map((c, index) => {
            const checked = draft.visibleColumnIds.includes(c.id);
            return (
              <Group key={c.id} justify="space-between" wrap="nowrap" gap="xs" data-settings-column={c.id}>
                <Checkbox label={c.header} checked={checked} disabled={!checked && atCap} onChange={(e) => toggleColumn(c.id, e.currentTarget.checked)} />
                <Group gap={4} wrap="nowrap">
                  <NumberInput
                    size="xs"
                    w={104}
                    aria-label={t('table.columnWidth', { column: c.header })}
                    placeholder={t('table.widthAuto')}
                    suffix=" px"
                    min={COLUMN_WIDTH_MIN}
                    max={COLUMN_WIDTH_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    value={draft.columnWidths[c.id] ?? ''}
                    onChange={(value) => setWidth(c.id, value)}
                  />
                  <ActionIcon variant="subtle" aria-label={t('table.moveUp', { column: c.header })} disabled={index === 0} onClick={() => move(index, -1)}>
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('table.moveDown', { column: c.header })}
                    disabled={index === ordered.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
        {!widthsValid && (
          <Text size="xs" c="red">
            {t('table.widthRange', { min: COLUMN_WIDTH_MIN, max: COLUMN_WIDTH_MAX })}
          </Text>
        )}
        <Group align="end">
          <Select
            label={t('table.sortBy')}
            data={[{ value: '', label: t('table.sortNone') }, ...sortable.map((c) => ({ value: c.id, label: c.header }))]}
            value={sort?.id ?? ''}
            allowDeselect={false}
            onChange={(id) => setDraft({ ...draft, sort: id ? [{ id, desc: sort?.desc ?? false }] : [] })}
          />
          {sort && (
            <SegmentedControl
              aria-label={t('table.sortDirection')}
              data={[
                { value: 'asc', label: t('table.ascending') },
                { value: 'desc', label: t('table.descending') },
              ]}
              value={sort.desc ? 'desc' : 'asc'}
              onChange={(v) => setDraft({ ...draft, sort: [{ id: sort.id, desc: v === 'desc' }] })}
            />
          )}
        </Group>
        {showAutoRefresh && (
          <Switch label={t('table.autoRefresh')} checked={draft.autoRefresh} onChange={(e) => setDraft({ ...draft, autoRefresh: e.currentTarget.checked })} />
        )}
        <Group justify="space-between">
          {onReset ? (
            <Button
              variant="subtle"
              onClick={() => {
                onReset();
                onClose();
              }}
            >
              {t('table.resetDefaults')}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('table.cancel')}
            </Button>
            <Button
              disabled={draft.visibleColumnIds.length === 0 || !widthsValid}
              onClick={() => {
                onSave(draft);
                onClose();
              }}
            >
              {t('table.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
