import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './types.ts';

/** Inline row buttons before the rest go into a menu (spec 002 §9). */
export const MAX_INLINE_ACTIONS = 3;

/** A row's actions: the first three as buttons, any others in a "more" menu. */
export function RowActions<T>({ row, actions, disabled }: { row: T; actions: RowAction<T>[]; disabled?: boolean }) {
  const { t } = useTranslation('components');
  const inline = actions.length > MAX_INLINE_ACTIONS ? actions.slice(0, MAX_INLINE_ACTIONS) : actions;
  const rest = actions.slice(inline.length);
  const stop = (e: React.SyntheticEvent) => e.stopPropagation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" onClick={stop} onKeyDown={stop}>
      {inline.map((a) => (
        <Button key={a.id} size="compact-xs" variant="light" color={a.color} leftSection={a.icon} disabled={disabled || a.disabled} onClick={() => a.onClick(row)}>
          {a.label}
        </Button>
      ))}
      {rest.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('table.moreActions')} disabled={disabled}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {rest.map((a) => (
              <Menu.Item key={a.id} leftSection={a.icon} color={a.color} disabled={a.disabled} onClick={() => a.onClick(row)}>
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
