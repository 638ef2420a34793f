import { RICH_TEXT_LIMITS as L } from '@outpost/rich-text/core';

const clamp = (v: number, lo: number, hi: number): number => Math.min(Math.max(v, lo), Math.max(lo, hi));

/**
 * Clamps an image size to spec 002 §5.3: width 100 … min(editor width − 20, maxWidth),
 * height 100 … editor height − 20.
 */
export function clampImageSize(
  size: { width: number; height: number },
  editor: { width: number; height: number },
  maxWidth: number = L.imageDefaultMaxWidth,
): { width: number; height: number } {
  const maxW = Math.min(editor.width - L.imageEditorMargin, maxWidth);
  const maxH = editor.height - L.imageEditorMargin;
  return {
    width: Math.round(clamp(size.width, L.imageMinSize, maxW)),
    height: Math.round(clamp(size.height, L.imageMinSize, maxH)),
  };
}

/** Column widths never go below 50 px. */
export function clampColumnWidth(width: number): number {
  return Math.round(Math.max(L.columnMinWidth, width));
}

/** Row heights never go below 33 px. */
export function clampRowHeight(height: number): number {
  return Math.round(Math.max(L.rowMinHeight, height));
}

/** The 8 image resize handles and how each moves the edges. */
export const IMAGE_HANDLES = [
  { id: 'n', dx: 0, dy: -1 },
  { id: 'ne', dx: 1, dy: -1 },
  { id: 'e', dx: 1, dy: 0 },
  { id: 'se', dx: 1, dy: 1 },
  { id: 's', dx: 0, dy: 1 },
  { id: 'sw', dx: -1, dy: 1 },
  { id: 'w', dx: -1, dy: 0 },
  { id: 'nw', dx: -1, dy: -1 },
] as const;

/** True when the cells (grid positions with spans) exactly tile their bounding rectangle. */
export function isRectangle(cells: readonly { x: number; y: number; colSpan: number; rowSpan: number }[]): boolean {
  if (cells.length < 2) return false;
  const minX = Math.min(...cells.map((c) => c.x));
  const minY = Math.min(...cells.map((c) => c.y));
  const maxX = Math.max(...cells.map((c) => c.x + c.colSpan));
  const maxY = Math.max(...cells.map((c) => c.y + c.rowSpan));
  const covered = new Set<string>();
  for (const c of cells) {
    for (let x = c.x; x < c.x + c.colSpan; x++) {
      for (let y = c.y; y < c.y + c.rowSpan; y++) {
        const key = `${x},${y}`;
        if (covered.has(key)) return false;
        covered.add(key);
      }
    }
  }
  return covered.size === (maxX - minX) * (maxY - minY);
}

/** Table insert bounds: rows 1–50, columns 1–10. */
export function isValidTableSize(rows: number, columns: number): boolean {
  return Number.isInteger(rows) && Number.isInteger(columns) && rows >= 1 && rows <= L.tableMaxRows && columns >= 1 && columns <= L.tableMaxColumns;
}
