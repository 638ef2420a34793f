import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ToolbarAction } from './types.ts';

interface Props {
  search: ReactNode;
  filters: ReactNode;
  actions?: ToolbarAction[];
  lastUpdatedAge: string | null;
  onRefresh?: () => void;
  onExport?: () => void;
  exporting?: boolean;
  onOpenSettings?: () => void;
}

/** Toolbar row: search and filters on the left; actions, age, refresh, export and settings on the right. */
export function Toolbar({ search, filters, actions, lastUpdatedAge, onRefresh, onExport, exporting, onOpenSettings }: Props) {
  const { t } = useTranslation('components');
  return (
    <Group justify="space-between" align="end" wrap="wrap" gap="sm" mb="sm">
      <Group gap="sm" align="end" wrap="wrap">
        {search}
        {filters}
      </Group>
      <Group gap="xs" align="center">
        {lastUpdatedAge && (
          <Text size="xs" c="dimmed" data-testid="last-updated">
            {t('table.lastUpdated', { age: lastUpdatedAge })}
          </Text>
        )}
        {actions?.map((a) => (
          <Button key={a.id} variant={a.variant ?? 'filled'} leftSection={a.icon} onClick={a.onClick} disabled={a.disabled}>
            {a.label}
          </Button>
        ))}
        {onRefresh && (
          <Tooltip label={t('table.refresh')}>
            <ActionIcon variant="default" size="lg" aria-label={t('table.refresh')} onClick={onRefresh}>
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {onExport && (
          <Tooltip label={t('table.export')}>
            <ActionIcon variant="default" size="lg" aria-label={t('table.export')} onClick={onExport} loading={exporting}>
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {onOpenSettings && (
          <Tooltip label={t('table.settings')}>
            <ActionIcon variant="default" size="lg" aria-label={t('table.settings')} onClick={onOpenSettings}>
              <IconSettings size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
