import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextProgress } from './attachment-progress.ts';
import { clampColumnWidth, clampImageSize, clampRowHeight, isRectangle, isValidTableSize } from './sizes.ts';
import { createMentionSearch } from './mention-search.ts';
import { LINK_PREFIX, linkHref } from './link-href.ts';

describe('sizes', () => {
  it('clamps images to 100 … editor − 20 (or maxWidth)', () => {
    expect(clampImageSize({ width: 50, height: 20 }, { width: 800, height: 600 })).toEqual({ width: 100, height: 100 });
    expect(clampImageSize({ width: 5000, height: 5000 }, { width: 800, height: 600 })).toEqual({ width: 780, height: 580 });
    expect(clampImageSize({ width: 5000, height: 300 }, { width: 3000, height: 600 }, 1000)).toEqual({ width: 1000, height: 300 });
  });
  it('keeps columns at least 50 and rows at least 33', () => {
    expect(clampColumnWidth(10)).toBe(50);
    expect(clampRowHeight(10)).toBe(33);
    expect(clampColumnWidth(120.4)).toBe(120);
  });
  it('merges only rectangular selections', () => {
    const cell = (x: number, y: number, colSpan = 1, rowSpan = 1) => ({ x, y, colSpan, rowSpan });
    expect(isRectangle([cell(0, 0), cell(1, 0), cell(0, 1), cell(1, 1)])).toBe(true);
    expect(isRectangle([cell(0, 0), cell(1, 0), cell(0, 1)])).toBe(false);
    expect(isRectangle([cell(0, 0, 2), cell(0, 1), cell(1, 1)])).toBe(true);
    expect(isRectangle([cell(0, 0)])).toBe(false);
  });
  it('bounds table insertion to 1–50 rows and 1–10 columns', () => {
    expect(isValidTableSize(50, 10)).toBe(true);
    expect(isValidTableSize(51, 5)).toBe(false);
    expect(isValidTableSize(5, 11)).toBe(false);
    expect(isValidTableSize(0, 5)).toBe(false);
  });
});

describe('link href', () => {
  it('links to what was typed, with https:// added where there is no scheme', () => {
    expect(linkHref('example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(linkHref(' http://intranet.local/docs ')).toBe('http://intranet.local/docs');
    expect(linkHref('mailto:ann@example.org')).toBe('mailto:ann@example.org');
  });
  it('refuses the bare prefix, an empty box, blocked schemes and spaces: no href="https://" link', () => {
    expect(linkHref(LINK_PREFIX)).toBeNull();
    expect(linkHref('  ')).toBeNull();
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('two words')).toBeNull();
  });
});

describe('attachment progress', () => {
  it('rises quickly to 70, slowly to 90, then waits', () => {
    let p = 0;
    const seen: number[] = [];
    for (let i = 0; i < 60; i++) seen.push((p = nextProgress(p)));
    expect(seen[9]).toBe(70);
    expect(seen[10]).toBe(71);
    expect(seen.at(-1)).toBe(90);
    expect(Math.max(...seen)).toBe(90);
  });
});

describe('mention search', () => {
  afterEach(() => vi.useRealTimers());
  it('debounces 500 ms, caches per query and returns at most 5', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (q: string) => Array.from({ length: 8 }, (_, i) => ({ id: `${q}${i}`, label: `${q} ${i}` })));
    const search = createMentionSearch(fetch);
    const first = search.search('a');
    const second = search.search('an');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('an');
    expect(await second).toHaveLength(5);
    expect(await search.search('an')).toHaveLength(5);
    expect(fetch).toHaveBeenCalledTimes(1);
    void first;
  });
});
