import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $createParagraphNode, $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import { $createCodeBlockNode } from '../nodes/CodeBlockNode.ts';
import type { BlockType } from './toolbar-state.ts';

/** Applies a block type; choosing the active list type reverts to a paragraph (spec 002 §4.2). */
export function applyBlockType(editor: LexicalEditor, current: BlockType, next: BlockType): void {
  if (next === 'bullet' || next === 'number') {
    if (current === next) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(next === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
    return;
  }
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    if (current === 'bullet' || current === 'number') {
      editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    }
    $setBlocksType(selection, () => {
      if (next === 'paragraph') return $createParagraphNode();
      if (next === 'quote') return $createQuoteNode();
      if (next === 'code') return $createCodeBlockNode();
      return $createHeadingNode(next);
    });
  });
}
