import { createTheme, darken, getPrimaryShade, luminance, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 6 (Mantine's default) under white text reads at 3.6:1; shade 8 at 5:1.
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'sm',
});

/** WCAG 2 AA contrast for text of normal size, with a little margin so rounding never tips it under. */
const AA = 4.6;
const WHITE = '#ffffff';

/** Contrast ratio of two colours (WCAG 2 relative luminance). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `color`, darkened in small steps until it reads at AA against `background`. */
function readableOn(color: string, background: string): string {
  let result = color;
  for (let step = 0; step < 40 && contrastRatio(result, background) < AA; step++) result = darken(result, 0.04);
  return result;
}

/**
 * Mantine's light palette puts white text on shade-8 greens, oranges and reds, shade-9 text on
 * shade-1 "light" badges and gray-6 "dimmed" text, all below AA (axe: color-contrast, serious).
 * In the light scheme every theme colour's filled, outline and light text colours, and dimmed
 * text, are darkened just enough to reach 4.5:1; colours that already pass are left as they are.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved: MantineTheme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(resolved.colors.gray[6], resolved.colors.gray[1]),
    // Field errors ('Tag already exists' under an input) are red-6 by default: 3.3:1 on white.
    '--mantine-color-error': readableOn(resolved.colors.red[6], WHITE),
  };
  const shade = getPrimaryShade(resolved, 'light');
  for (const [name, shades] of Object.entries(resolved.colors)) {
    const filled = readableOn(shades[shade], WHITE);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
  }
  return { variables: {}, light, dark: {} };
};
