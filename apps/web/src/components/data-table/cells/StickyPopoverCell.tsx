import { useState, type ReactNode } from 'react';
import { Popover, Text } from '@mantine/core';

/** Text whose popover stays open while the pointer is over either the text or the popover. */
export function StickyPopoverCell({ text, content }: { text: string; content: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} withinPortal position="bottom-start" shadow="md">
      <Popover.Target>
        <Text size="sm" onMouseEnter={() => setOpened(true)} onMouseLeave={() => setOpened(false)} style={{ cursor: 'default' }}>
          {text}
        </Text>
      </Popover.Target>
      <Popover.Dropdown onMouseEnter={() => setOpened(true)} onMouseLeave={() => setOpened(false)}>
        {content}
      </Popover.Dropdown>
    </Popover>
  );
}
