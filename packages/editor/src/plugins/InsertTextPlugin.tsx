import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot, $getSelection, $isRangeSelection } from 'lexical';
import { useImperativeHandle, type Ref } from 'react';
import type { RichTextEditorHandle } from '../types.ts';

/**
 * Lets the host insert text at the caret (a placeholder picked from a list outside the editor).
 * Lexical keeps its selection when the focus leaves for that list, so the text goes where the
 * caret was; at the end when the caret was never in the editor.
 */
export function InsertTextPlugin({ handleRef }: { handleRef?: Ref<RichTextEditorHandle> }) {
  const [editor] = useLexicalComposerContext();
  useImperativeHandle(
    handleRef,
    () => ({
      insertText(text: string) {
        editor.update(() => {
          const selection = $getSelection();
          ($isRangeSelection(selection) ? selection : $getRoot().selectEnd()).insertText(text);
        });
        editor.focus();
      },
    }),
    [editor],
  );
  return null;
}
