import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $computeTableMapSkipCellCheck,
  $isTableCellNode,
  $isTableNode,
  $isTableRowNode,
  $isTableSelection,
  TableCellHeaderStates,
  TableCellNode,
  TableNode,
  TableRowNode,
} from '@lexical/table';
import { $findMatchingParent } from '@lexical/utils';
import { $getSelection, $isRangeSelection } from 'lexical';
import { useEffect } from 'react';
import { EditorInternalError } from '../lib/internal-error.ts';
import { isRectangle } from '../lib/sizes.ts';

/**
 * Throws the internal error for missing table structure unless the editor has the table nodes:
 * the cell menu, resizer and cell boundaries work on tables, rows and cells together.
 */
export function useTableNodes(plugin: string): void {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (!editor.hasNodes([TableNode, TableRowNode, TableCellNode])) {
      throw new EditorInternalError(`${plugin}: missing table structure (TableNode, TableRowNode and TableCellNode must be registered on the editor)`);
    }
  }, [editor, plugin]);
}

/**
 * The row and table around a cell. Lexical's table plugin keeps every cell in a row in a table, so
 * a cell outside them is a broken document: the internal error for missing table structure.
 */
export function $tableStructureOf(cell: TableCellNode): { row: TableRowNode; table: TableNode } {
  const row = cell.getParent();
  const table = row?.getParent();
  if (!$isTableRowNode(row) || !$isTableNode(table)) {
    throw new EditorInternalError(`Missing table structure: table cell ${cell.getKey()} is not inside a table row of a table`);
  }
  return { row, table };
}

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
  const { table } = $tableStructureOf(cell);
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
