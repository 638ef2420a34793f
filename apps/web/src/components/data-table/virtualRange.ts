import type { Range } from '@tanstack/react-virtual';

/** Rows a virtualised body adds or drops at a time. */
export const ROW_BLOCK = 8;

/**
 * Range extractor drawing whole blocks of ROW_BLOCK rows around the visible ones (plus overscan).
 * Scrolling then changes the DOM once per block instead of on nearly every frame; the frames in
 * between only move the composited scroller, and a table, unlike a stack of divs, lays out and
 * paints all its rows whenever one of them changes.
 */
export function blockRange(range: Range): number[] {
  if (range.count === 0) return [];
  const start = Math.max(0, Math.floor((range.startIndex - range.overscan) / ROW_BLOCK) * ROW_BLOCK);
  const end = Math.min(range.count - 1, (Math.floor((range.endIndex + range.overscan) / ROW_BLOCK) + 1) * ROW_BLOCK - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
