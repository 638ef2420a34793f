import { Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';

/** Default open delay of every tooltip (spec 002 §9). */
export const TOOLTIP_OPEN_DELAY = 100;

/** Theme override so plain Mantine tooltips use the same defaults: `createTheme({ components: { Tooltip: tooltipThemeDefaults } })`. */
export const tooltipThemeDefaults = MantineTooltip.extend({ defaultProps: { openDelay: TOOLTIP_OPEN_DELAY, withArrow: true, multiline: true, maw: 320 } });

/** Mantine tooltip with the product defaults (100 ms open delay, arrow, wraps long text). */
export function Tooltip({ openDelay = TOOLTIP_OPEN_DELAY, ...props }: TooltipProps) {
  return <MantineTooltip openDelay={openDelay} withArrow multiline maw={320} {...props} />;
}
