import { ActionIcon, Button, Tooltip, type ActionIconProps, type ButtonProps, type ElementProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/** Spec 002 §9: tooltips open after 100 ms. */
const TOOLTIP_OPEN_DELAY_MS = 100;

interface Labelled {
  /** The accessible name and the tooltip: icons alone tell a screen reader nothing. */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

type IconButtonProps = Labelled & ActionIconProps & ElementProps<'button', 'children'> & { children: ReactNode };

/**
 * An icon-only button with its name as aria-label and tooltip. Menu and popover targets clone
 * this element with their own props; they all reach the button, since the tooltip sits inside.
 */
export function IconButton({ label, ref, children, variant = 'subtle', ...rest }: IconButtonProps) {
  return (
    <Tooltip label={label} openDelay={TOOLTIP_OPEN_DELAY_MS} withArrow>
      <ActionIcon ref={ref} variant={variant} aria-label={label} {...rest}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

type TextButtonProps = Labelled & ButtonProps & ElementProps<'button', 'children'> & { children: ReactNode };

/** A compact text button (current block type, font, size) named by `label`, with that as tooltip. */
export function TextButton({ label, ref, children, variant = 'subtle', size = 'compact-sm', ...rest }: TextButtonProps) {
  return (
    <Tooltip label={label} openDelay={TOOLTIP_OPEN_DELAY_MS} withArrow>
      <Button ref={ref} variant={variant} size={size} aria-label={label} {...rest}>
        {children}
      </Button>
    </Tooltip>
  );
}
