import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $computeTableMapSkipCellCheck, $isTableNode, $isTableCellNode } from '@lexical/table';
import { $getNodeByKey } from 'lexical';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useEditorUi } from '../context.tsx';
import { clampColumnWidth, clampRowHeight } from '../lib/sizes.ts';
import { useSelectionState } from '../lib/use-selection-state.ts';
import { $readCellState, $tableStructureOf, useTableNodes, type CellState } from './table-state.ts';

function drag(start: ReactPointerEvent, onEnd: (delta: { dx: number; dy: number }) => void) {
  start.preventDefault();
  const from = { x: start.clientX, y: start.clientY };
  const up = (e: PointerEvent) => {
    window.removeEventListener('pointerup', up);
    onEnd({ dx: e.clientX - from.x, dy: e.clientY - from.y });
  };
  window.addEventListener('pointerup', up);
}

/** Drag handles on the active cell's right and bottom edges (column min 50, row min 33). */
export function TableResizer() {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const { t, container } = useEditorUi();
  useTableNodes('TableResizer');
  const state = useSelectionState<CellState | null>($readCellState, null);
  if (!editable || !state || !container) return null;
  const cellEl = editor.getElementByKey(state.cellKey);
  if (!cellEl) return null;
  const box = cellEl.getBoundingClientRect();
  const outer = container.getBoundingClientRect();
  const top = box.top - outer.top + container.scrollTop;
  const left = box.left - outer.left;

  const resizeColumn = (e: ReactPointerEvent) =>
    drag(e, ({ dx }) =>
      editor.update(() => {
        const table = $getNodeByKey(state.tableKey);
        if (!$isTableNode(table)) return;
        const [map] = $computeTableMapSkipCellCheck(table, null, null);
        const columns = map[0]?.length ?? 0;
        const current =
          table.getColWidths() ??
          Array.from({ length: columns }, (_, i) => {
            const cell = map[0]?.[i]?.cell;
            const el = cell ? editor.getElementByKey(cell.getKey()) : null;
            return el ? el.getBoundingClientRect().width / Math.max(1, cell?.getColSpan() ?? 1) : 92;
          });
        const next = [...current];
        next[state.columnIndex] = clampColumnWidth((current[state.columnIndex] ?? 92) + dx);
        table.setColWidths(next);
      }),
    );

  const resizeRow = (e: ReactPointerEvent) =>
    drag(e, ({ dy }) =>
      editor.update(() => {
        // The cell may have gone while dragging; one that is there must sit in a row.
        const cell = $getNodeByKey(state.cellKey);
        if ($isTableCellNode(cell)) $tableStructureOf(cell).row.setHeight(clampRowHeight(box.height + dy));
      }),
    );

  return (
    <>
      <div
        className="outpost-resizer outpost-resizer-col"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('resizeColumn')}
        style={{ top, left: left + box.width - 3, height: box.height }}
        onPointerDown={resizeColumn}
      />
      <div
        className="outpost-resizer outpost-resizer-row"
        role="separator"
        aria-orientation="horizontal"
        aria-label={t('resizeRow')}
        style={{ top: top + box.height - 3, left, width: box.width }}
        onPointerDown={resizeRow}
      />
    </>
  );
}
