import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(resolved).light;
const variable = (name: string) => {
  const value = light[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

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
