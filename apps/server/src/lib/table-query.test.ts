import { describe, expect, it } from 'vitest';
import { pageWindow } from './table-query.ts';

describe('pageWindow', () => {
  it('reads a page in the front half with OFFSET', () => {
    expect(pageWindow(0, 100, 1_000_000)).toEqual({ offset: 0, limit: 100, fromEnd: false });
    expect(pageWindow(5_000, 100, 1_000_000)).toEqual({ offset: 500_000, limit: 100, fromEnd: false });
  });

  it('reads a page in the back half from the end, the last page short', () => {
    expect(pageWindow(9_999, 100, 1_000_000)).toEqual({ offset: 0, limit: 100, fromEnd: true });
    expect(pageWindow(2, 2, 5)).toEqual({ offset: 0, limit: 1, fromEnd: true });
    expect(pageWindow(2, 2, 7)).toEqual({ offset: 1, limit: 2, fromEnd: true });
  });

  it('answers an empty window past the end', () => {
    expect(pageWindow(3, 2, 5)).toEqual({ offset: 6, limit: 2, fromEnd: false });
  });
});
