import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import {
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableCellNode,
  $isTableNode,
  $isTableSelection,
  $mergeCells,
  $setTableColumnIsHeader,
  $setTableRowIsHeader,
  $unmergeCell,
  type TableNode,
} from '@lexical/table';
import { Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { $getNodeByKey, $getSelection } from 'lexical';
import { useEditorUi } from '../context.tsx';
import { EditorMenu } from '../ui/EditorMenu.tsx';
import { IconButton } from '../ui/ToolButtons.tsx';
import { useSelectionState } from '../lib/use-selection-state.ts';
import { $readCellState, useTableNodes, type CellState } from './table-state.ts';

/** The table cell menu: rows, columns, header row/column, merge and unmerge. */
export function TableCellMenu() {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const { t, container } = useEditorUi();
  useTableNodes('TableCellMenu');
  const state = useSelectionState<CellState | null>($readCellState, null);
  if (!editable || !state || !container) return null;
  const el = editor.getElementByKey(state.cellKey);
  if (!el) return null;
  const box = el.getBoundingClientRect();
  const outer = container.getBoundingClientRect();
  const run = (fn: () => void) => editor.update(fn);
  const withTable = (fn: (table: TableNode) => void) => () =>
    run(() => {
      const table = $getNodeByKey(state.tableKey);
      if ($isTableNode(table)) fn(table);
    });

  return (
    <div className="outpost-cell-menu-button" style={{ top: box.top - outer.top + container.scrollTop + 2, left: box.right - outer.left - 24 }}>
      <EditorMenu
        position="bottom-end"
        withinPortal
        target={
          <IconButton label={t('cellMenu')} size="xs" variant="light" onMouseDown={(e) => e.preventDefault()}>
            <IconChevronDown size={12} stroke={2} aria-hidden />
          </IconButton>
        }
      >
        <Menu.Item onClick={() => run(() => void $insertTableRowAtSelection(false))}>{t('insertRowAbove')}</Menu.Item>
        <Menu.Item onClick={() => run(() => void $insertTableRowAtSelection(true))}>{t('insertRowBelow')}</Menu.Item>
        <Menu.Item onClick={() => run(() => void $insertTableColumnAtSelection(false))}>{t('insertColumnLeft')}</Menu.Item>
        <Menu.Item onClick={() => run(() => void $insertTableColumnAtSelection(true))}>{t('insertColumnRight')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => run(() => $deleteTableRowAtSelection())}>{t('deleteRow')}</Menu.Item>
        <Menu.Item onClick={() => run(() => $deleteTableColumnAtSelection())}>{t('deleteColumn')}</Menu.Item>
        <Menu.Item onClick={withTable((table) => table.remove())}>{t('deleteTable')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={withTable((table) => $setTableRowIsHeader(table, state.rowIndex, !state.headerRow))}>{t('toggleHeaderRow')}</Menu.Item>
        <Menu.Item onClick={withTable((table) => $setTableColumnIsHeader(table, state.columnIndex, !state.headerColumn))}>{t('toggleHeaderColumn')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item
          disabled={!state.canMerge}
          onClick={() =>
            run(() => {
              const selection = $getSelection();
              if ($isTableSelection(selection)) $mergeCells(selection.getNodes().filter($isTableCellNode));
            })
          }
        >
          {t('mergeCells')}
        </Menu.Item>
        <Menu.Item disabled={!state.canUnmerge} onClick={() => run(() => $unmergeCell())}>
          {t('unmergeCells')}
        </Menu.Item>
      </EditorMenu>
    </div>
  );
}
