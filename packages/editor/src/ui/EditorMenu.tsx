import { Menu, type MenuDropdownProps, type MenuProps } from '@mantine/core';
import { cloneElement, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from 'react';

interface Props extends Omit<MenuProps, 'opened' | 'onChange' | 'children'> {
  /** The button that opens the menu. */
  target: ReactElement<{ ref?: Ref<HTMLElement> }>;
  dropdown?: Omit<MenuDropdownProps, 'children'>;
  children: ReactNode;
}

/**
 * A dropdown menu as spec 002 §2.3 has it: arrow keys move focus and Escape closes (Mantine's),
 * and Tab closes too — Mantine traps Tab inside an open menu, so that part is ours.
 */
export function EditorMenu({ target, dropdown, children, ...menuProps }: Props) {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    dropdown?.onKeyDown?.(event);
    if (event.key !== 'Tab') return;
    event.preventDefault();
    setOpened(false);
    // Mantine gives focus back to the target on Escape only; without this it would fall to the page.
    targetRef.current?.focus();
  };
  return (
    <Menu position="bottom-start" {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown {...dropdown} onKeyDown={onKeyDown}>
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
