import type { ReactElement, ReactNode } from 'react';
import { Menu, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

/** Tallest a dropdown gets before it scrolls (spec 002 §9). */
export const DROPDOWN_MAX_HEIGHT = 250;

export interface DropdownMenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
}

export interface DropdownMenuProps {
  /** The button that opens the menu: it takes the menu's aria-haspopup and aria-expanded itself. */
  target: ReactElement;
  items: DropdownMenuItem[];
  maxHeight?: number;
}

/** Menu whose items take arrow-key focus; Escape or Tab closes it. */
export function DropdownMenu({ target, items, maxHeight = DROPDOWN_MAX_HEIGHT }: DropdownMenuProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Menu opened={opened} onChange={(o) => (o ? open() : close())} closeOnEscape loop position="bottom-start">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown
        onKeyDown={(e) => {
          if (e.key === 'Tab') close();
        }}
      >
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          {items.map((i) => (
            <Menu.Item key={i.id} leftSection={i.icon} color={i.color} disabled={i.disabled} onClick={i.onClick}>
              {i.label}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
