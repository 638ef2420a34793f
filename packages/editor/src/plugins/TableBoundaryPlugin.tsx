import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isTableCellNode } from '@lexical/table';
import { $findMatchingParent } from '@lexical/utils';
import {
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_HIGH,
  DELETE_CHARACTER_COMMAND,
  type LexicalNode,
  type PointType,
} from 'lexical';
import { useEffect } from 'react';
import { useTableNodes } from './table-state.ts';

function atEdge(point: PointType, cell: LexicalNode, backward: boolean): boolean {
  let node: LexicalNode = point.getNode();
  const size = $isTextNode(node) ? node.getTextContentSize() : $isElementNode(node) ? node.getChildrenSize() : 0;
  if (backward ? point.offset !== 0 : point.offset !== size) return false;
  while (!node.is(cell)) {
    if ((backward ? node.getPreviousSibling() : node.getNextSibling()) !== null) return false;
    const parent = node.getParent();
    if (!parent) return false;
    node = parent;
  }
  return true;
}

/** Backspace at a cell's start or Delete at its end does nothing, so cells never merge by accident. */
export function TableBoundaryPlugin() {
  const [editor] = useLexicalComposerContext();
  useTableNodes('TableBoundaryPlugin');
  useEffect(
    () =>
      editor.registerCommand(
        DELETE_CHARACTER_COMMAND,
        (backward: boolean) => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection) || !selection.isCollapsed()) return false;
          const cell = $findMatchingParent(selection.anchor.getNode(), $isTableCellNode);
          return cell !== null && atEdge(selection.anchor, cell, backward);
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}
