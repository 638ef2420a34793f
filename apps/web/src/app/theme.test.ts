import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * WCAG 2.x contrast ratio, written here from the W3C definition (relative luminance of sRGB
 * channels linearised with the 0.04045 threshold), apart from the theme's own helper, so a wrong
 * formula in the theme cannot pass its own test.
 */
function contrastRatio(a: string, b: string): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

function relativeLuminance(colour: string): number {
  const [r, g, b] = rgbChannels(colour).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(resolved).light;
const variable = (name: string) => {
  const value = light[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

/** Channels 0–255 of #rgb, #rrggbb or an opaque rgb()/rgba() colour. */
function rgbChannels(colour: string): number[] {
  const functional = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*1(?:\.0*)?)?\s*\)$/.exec(colour);
  if (functional) return functional.slice(1, 4).map(Number);
  const digits = colour.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not an opaque colour: ${colour}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

describe('the contrast formula of these tests', () => {
  it('gives the W3C reference values: black on white 21:1, #777 on white 4.48:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('theme: text colours reach WCAG AA (4.5:1) in the light scheme', () => {
  it('dimmed text on white and on the light grey backgrounds', () => {
    for (const background of ['#ffffff', resolved.colors.gray[0], resolved.colors.gray[1]]) {
      expect(contrastRatio(variable('--mantine-color-dimmed'), background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('field error text on white', () => {
    expect(contrastRatio(variable('--mantine-color-error'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(resolved.colors))('%s: white on filled, filled and outline text on white, light-variant text on its background', (name) => {
    expect(contrastRatio('#ffffff', variable(`--mantine-color-${name}-filled`))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable(`--mantine-color-${name}-outline`), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable(`--mantine-color-${name}-light-color`), resolved.colors[name]![1])).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours that already pass as they are (the primary blue is shade 8)', () => {
    expect(variable('--mantine-color-blue-filled')).toBe(resolved.colors.blue[8]);
    expect(variable('--mantine-color-blue-light-color')).toBe(resolved.colors.blue[9]);
  });
});
