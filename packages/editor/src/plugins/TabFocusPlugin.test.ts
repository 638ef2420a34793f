import { describe, expect, it } from 'vitest';
import { isTabFocus } from './TabFocusPlugin.tsx';

describe('tab-key focus window', () => {
  it('counts a focus up to 100 ms after a Tab press as a Tab focus', () => {
    expect(isTabFocus(1000, 1000)).toBe(true);
    expect(isTabFocus(1000, 1100)).toBe(true);
    expect(isTabFocus(1000, 1100.5)).toBe(false);
    expect(isTabFocus(Number.NEGATIVE_INFINITY, 5)).toBe(false);
  });
  it('does not count a focus before the Tab press', () => {
    expect(isTabFocus(1000, 999)).toBe(false);
  });
});
