import { describe, expect, it } from 'vitest';
import { ROW_BLOCK, blockRange } from './virtualRange.ts';

describe('blockRange', () => {
  it('covers the visible rows and overscan with whole blocks', () => {
    const rows = blockRange({ startIndex: 10, endIndex: 25, overscan: 2, count: 1000 });
    expect(rows[0]).toBe(8);
    expect(rows.at(-1)).toBe(31);
    expect(rows).toHaveLength(31 - 8 + 1);
  });

  it('keeps the same rows while the visible range stays inside its blocks', () => {
    const a = blockRange({ startIndex: 10, endIndex: 25, overscan: 2, count: 1000 });
    const b = blockRange({ startIndex: 11, endIndex: 26, overscan: 2, count: 1000 });
    expect(b).toEqual(a);
  });

  it('stops at both ends of the list', () => {
    expect(blockRange({ startIndex: 0, endIndex: 3, overscan: 2, count: 5 })).toEqual([0, 1, 2, 3, 4]);
    expect(blockRange({ startIndex: 990, endIndex: 999, overscan: 2, count: 1000 }).at(-1)).toBe(999);
    expect(blockRange({ startIndex: 0, endIndex: 0, overscan: 2, count: 0 })).toEqual([]);
    expect(ROW_BLOCK).toBeGreaterThan(1);
  });
});
