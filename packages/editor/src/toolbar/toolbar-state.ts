import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import { $isTableCellNode } from '@lexical/table';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isRangeSelection, $isRootOrShadowRoot, type ElementFormatType } from 'lexical';
import { $isCodeBlockNode } from '../nodes/CodeBlockNode.ts';

export type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3' | 'h4' | 'bullet' | 'number' | 'quote' | 'code';

export interface ToolbarState {
  blockType: BlockType;
  fontFamily: string;
  fontSize: string;
  align: ElementFormatType;
  inTable: boolean;
}

export const INITIAL_TOOLBAR: ToolbarState = { blockType: 'paragraph', fontFamily: '', fontSize: '', align: 'left', inTable: false };

/** Reads the toolbar's state from the selection (call inside a read). */
export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return INITIAL_TOOLBAR;
  const anchor = selection.anchor.getNode();
  const top =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (n) => {
          const p = n.getParent();
          return p !== null && $isRootOrShadowRoot(p);
        }) ?? anchor.getTopLevelElementOrThrow());
  let blockType: BlockType = 'paragraph';
  const list = $getNearestNodeOfType(anchor, ListNode);
  if ($isListNode(list)) blockType = list.getListType() === 'number' ? 'number' : 'bullet';
  else if ($isHeadingNode(top)) blockType = top.getTag() as BlockType;
  else if ($isQuoteNode(top)) blockType = 'quote';
  else if ($isCodeBlockNode(top)) blockType = 'code';
  const block = $findMatchingParent(anchor, (n) => 'getFormatType' in n && n.getParent() !== null && !n.isInline?.());
  const align = block && 'getFormatType' in block ? (block as unknown as { getFormatType(): ElementFormatType }).getFormatType() : 'left';
  return {
    blockType,
    fontFamily: $getSelectionStyleValueForProperty(selection, 'font-family', ''),
    fontSize: $getSelectionStyleValueForProperty(selection, 'font-size', ''),
    align: align || 'left',
    inTable: $findMatchingParent(anchor, $isTableCellNode) !== null,
  };
}
