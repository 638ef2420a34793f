import {
  $computeTableMapSkipCellCheck, $findTableNode, $isTableCellNode, $isTableSelection, TableCellHeaderStates,
  type TableCellNode, type TableNode,
} from '@lexical/table';
import { $findMatchingParent } from '@lexical/utils';
import { $getSelection, $isRangeSelection } from 'lexical';
import { isRectangle } from '../lib/sizes.ts';

/** What the cell menu and resizer need about the cell under the caret. */
export interface CellState {
  cellKey: string;
  tableKey: string;
  canMerge: boolean;
  canUnmerge: boolean;
  headerRow: boolean;
  headerColumn: boolean;
  rowIndex: number;
  /** Index of the last grid column this cell covers (its right edge). */
  columnIndex: number;
}

/** Grid position of each cell of `table` (a merged cell appears once, at its origin). */
export function $cellPositions(table: TableNode): Map<string, { x: number; y: number; cell: TableCellNode }> {
  const [map] = $computeTableMapSkipCellCheck(table, null, null);
  const positions = new Map<string, { x: number; y: number; cell: TableCellNode }>();
  for (const row of map) {
    for (const value of row) {
      if (value && !positions.has(value.cell.getKey())) positions.set(value.cell.getKey(), { x: value.startColumn, y: value.startRow, cell: value.cell });
    }
  }
  return positions;
}

/** The cell state for the current selection, or null when the caret is not in a table. */
export function $readCellState(): CellState | null {
  const selection = $getSelection();
  let cell: TableCellNode | null = null;
  let cells: TableCellNode[] = [];
  if ($isTableSelection(selection)) {
    cells = selection.getNodes().filter($isTableCellNode);
    cell = cells[0] ?? null;
  } else if ($isRangeSelection(selection)) {
    cell = $findMatchingParent(selection.anchor.getNode(), $isTableCellNode) as TableCellNode | null;
  }
  if (!cell) return null;
  const table = $findTableNode(cell);
  if (!table) return null;
  const positions = $cellPositions(table);
  const own = positions.get(cell.getKey());
  const boxes = cells.flatMap((c) => {
    const p = positions.get(c.getKey());
    return p ? [{ x: p.x, y: p.y, colSpan: c.getColSpan(), rowSpan: c.getRowSpan() }] : [];
  });
  return {
    cellKey: cell.getKey(),
    tableKey: table.getKey(),
    canMerge: boxes.length > 1 && isRectangle(boxes),
    canUnmerge: cells.length <= 1 && (cell.getColSpan() > 1 || cell.getRowSpan() > 1),
    headerRow: cell.hasHeaderState(TableCellHeaderStates.ROW),
    headerColumn: cell.hasHeaderState(TableCellHeaderStates.COLUMN),
    rowIndex: own?.y ?? 0,
    columnIndex: (own?.x ?? 0) + cell.getColSpan() - 1,
  };
}
