import { useState, type ReactNode } from 'react';
import { Tooltip } from '@mantine/core';

/**
 * A Mantine Tooltip that is only mounted once the pointer first reaches its target. A tooltip
 * per row (disabled checkboxes, icon cells) costs more to mount than the rest of the row, and
 * most of them are never hovered.
 */
export function LazyTooltip({ label, children }: { label: string; children: ReactNode }) {
  const [armed, setArmed] = useState(false);
  if (!armed) return <span onPointerEnter={() => setArmed(true)}>{children}</span>;
  // Mounted under the pointer, it has missed the enter event: open at once, close on leave.
  return (
    <Tooltip label={label} openDelay={100} defaultOpened>
      <span>{children}</span>
    </Tooltip>
  );
}
