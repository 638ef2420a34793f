import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

/** Choose visible columns (1 to the cap), sort and auto-refresh. */
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

  const toggleColumn = (id: string, on: boolean) => {
    // Keep the declared column order whatever order the user ticks them in.
    const next = new Set(draft.visibleColumnIds);
    if (on) next.add(id);
    else next.delete(id);
    setDraft({ ...draft, visibleColumnIds: columns.map((c) => c.id).filter((c) => next.has(c)) });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('table.settingsTitle')} size="md">
      <Stack>
        <Text fw={600} size="sm">{t('table.visibleColumns')}</Text>
        {atCap && columns.length > cap && <Alert color="yellow" p="xs">{t('table.maxColumns')}</Alert>}
        <Stack gap={6}>
          {columns.map((c) => {
            const checked = draft.visibleColumnIds.includes(c.id);
            return (
              <Checkbox
                key={c.id}
                label={c.header}
                checked={checked}
                disabled={!checked && atCap}
                onChange={(e) => toggleColumn(c.id, e.currentTarget.checked)}
              />
            );
          })}
        </Stack>
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
              data={[{ value: 'asc', label: t('table.ascending') }, { value: 'desc', label: t('table.descending') }]}
              value={sort.desc ? 'desc' : 'asc'}
              onChange={(v) => setDraft({ ...draft, sort: [{ id: sort.id, desc: v === 'desc' }] })}
            />
          )}
        </Group>
        {showAutoRefresh && (
          <Switch label={t('table.autoRefresh')} checked={draft.autoRefresh} onChange={(e) => setDraft({ ...draft, autoRefresh: e.currentTarget.checked })} />
        )}
        <Group justify="space-between">
          {onReset ? <Button variant="subtle" onClick={() => { onReset(); onClose(); }}>{t('table.resetDefaults')}</Button> : <span />}
          <Group>
            <Button variant="default" onClick={onClose}>{t('table.cancel')}</Button>
            <Button disabled={draft.visibleColumnIds.length === 0} onClick={() => { onSave(draft); onClose(); }}>{t('table.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
