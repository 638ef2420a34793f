import { useState } from 'react';
import { Button, Group, Paper, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkAction, SelectionSnapshot } from './types.ts';

interface Props<T> {
  count: number;
  /** Selectable rows on the page that are not yet selected. */
  pageSelectable: number;
  pageUnselected: number;
  /** Rows that "select all" would cover, or null when it is not offered. */
  selectAllCount: number | null;
  showSelectedOnly: boolean;
  onShowSelectedOnly: (value: boolean) => void;
  onSelectPage: () => void;
  onSelectAll: () => void;
  onClear: () => void;
  bulkActions?: BulkAction<T>[];
  snapshot: () => SelectionSnapshot<T>;
}

/** Shown while rows are selected: count, page / all selection, show-selected-only and bulk actions. */
export function SelectionBar<T>(props: Props<T>) {
  const { t } = useTranslation('components');
  const { count, pageSelectable, pageUnselected, selectAllCount, bulkActions } = props;
  // A bulk action that fails (a lookup of the selected ids, say) says so here instead of becoming
  // an unhandled rejection nobody sees.
  const [actionError, setActionError] = useState<string | null>(null);
  const runAction = async (action: BulkAction<T>) => {
    setActionError(null);
    try {
      await action.onClick(props.snapshot());
    } catch (error) {
      setActionError(t('table.bulkActionFailed', { action: action.label, message: error instanceof Error ? error.message : String(error) }));
    }
  };
  return (
    <Paper withBorder p="xs" mb="xs" data-testid="selection-bar">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {t('table.selected', { count })}
          </Text>
          {pageUnselected > 0 && (
            <Button size="compact-sm" variant="subtle" onClick={props.onSelectPage}>
              {t('table.selectPage', { count: pageSelectable })}
            </Button>
          )}
          {selectAllCount !== null && selectAllCount > count && (
            <Button size="compact-sm" variant="subtle" onClick={props.onSelectAll}>
              {t('table.selectAll', { count: selectAllCount })}
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" color="gray" onClick={props.onClear}>
            {t('table.clearSelection')}
          </Button>
          <Switch
            size="xs"
            label={t('table.showSelectedOnly')}
            checked={props.showSelectedOnly}
            onChange={(e) => props.onShowSelectedOnly(e.currentTarget.checked)}
          />
        </Group>
        <Group gap="xs">
          {bulkActions?.map((a) => (
            <Button key={a.id} size="compact-sm" leftSection={a.icon} disabled={a.disabled} onClick={() => void runAction(a)}>
              {a.label}
            </Button>
          ))}
        </Group>
      </Group>
      {actionError && (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {actionError}
        </Text>
      )}
    </Paper>
  );
}
