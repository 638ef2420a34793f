import { useState } from 'react';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { RowAction } from './types.ts';

/** Inline row buttons before the rest go into a menu (spec 002 §9). */
export const MAX_INLINE_ACTIONS = 3;

interface Props<T> {
  row: T;
  actions: RowAction<T>[];
  disabled?: boolean;
  /** Accessible name of the "more" button. */
  moreLabel: string;
}

function MoreActions<T>({ row, actions, disabled, moreLabel }: Props<T>) {
  // A closed Menu still mounts a popover with its positioning hooks; on a long table that is
  // paid for every row, so the menu only exists once its button has been clicked.
  const [opened, setOpened] = useState<boolean | null>(null);
  const button = (
    <ActionIcon variant="subtle" aria-label={moreLabel} disabled={disabled} onClick={opened === null ? () => setOpened(true) : undefined}>
      <IconDots size={16} />
    </ActionIcon>
  );
  if (opened === null) return button;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item key={a.id} leftSection={a.icon} color={a.color} disabled={a.disabled} onClick={() => a.onClick(row)}>
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A row's actions: the first three as buttons, any others in a "more" menu. */
export function RowActions<T>({ row, actions, disabled, moreLabel }: Props<T>) {
  const inline = actions.length > MAX_INLINE_ACTIONS ? actions.slice(0, MAX_INLINE_ACTIONS) : actions;
  const rest = actions.slice(inline.length);
  const stop = (e: React.SyntheticEvent) => e.stopPropagation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" onClick={stop} onKeyDown={stop}>
      {inline.map((a) => (
        <Button
          key={a.id}
          size="compact-xs"
          variant="light"
          color={a.color}
          leftSection={a.icon}
          disabled={disabled || a.disabled}
          onClick={() => a.onClick(row)}
        >
          {a.label}
        </Button>
      ))}
      {rest.length > 0 && <MoreActions row={row} actions={rest} disabled={disabled} moreLabel={moreLabel} />}
    </Group>
  );
}
