import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isListItemNode } from '@lexical/list';
import { $findMatchingParent } from '@lexical/utils';
import { $getSelection, $isRangeSelection, COMMAND_PRIORITY_CRITICAL, INDENT_CONTENT_COMMAND } from 'lexical';
import { useEffect } from 'react';

/** Blocks indenting a list item beyond `maxDepth` levels (spec 002 §5.3, default 7). */
export function ListMaxDepthPlugin({ maxDepth }: { maxDepth: number }) {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        INDENT_CONTENT_COMMAND,
        () => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return false;
          return selection.getNodes().some((node) => {
            const item = $findMatchingParent(node, $isListItemNode);
            // getIndent is 0 for the first level, so depth = indent + 1.
            return $isListItemNode(item) && item.getIndent() + 1 >= maxDepth;
          });
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
    [editor, maxDepth],
  );
  return null;
}
