import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot, $getSelection, $isNodeSelection, COMMAND_PRIORITY_HIGH, KEY_DOWN_COMMAND } from 'lexical';
import { useEffect } from 'react';
import { $isImageNode, type ImageNode } from '../nodes/ImageNode.tsx';

/** Keys that move or start a caret; Lexical handles arrows, Backspace and Delete on a selected node itself. */
const CARET_KEYS: ReadonlySet<string> = new Set(['Enter', 'Home', 'End', 'PageUp', 'PageDown']);
const TOWARD_START: ReadonlySet<string> = new Set(['Home', 'PageUp']);

/** Ctrl+Home or Ctrl+End (Cmd on a Mac), without Shift: to the start or end of the document. */
function isDocumentJump(event: KeyboardEvent): boolean {
  return (event.key === 'Home' || event.key === 'End') && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
}

function isTyping(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * A clicked image is a node selection, which Lexical keeps whatever the browser does with the
 * caret: Ctrl+End, Enter and typing then went to a stale caret at the start of the note, one
 * character at a time, so text came out reversed there. Before such a key, the selection becomes a
 * caret beside the image (after it, or before it for Home and PageUp) and the key acts from there;
 * typing goes after the image rather than replacing it. Ctrl+Home and Ctrl+End go straight to the
 * start or end of the note.
 */
export function ImageCaretPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event: KeyboardEvent) => {
          if (!CARET_KEYS.has(event.key) && !isTyping(event)) return false;
          const selection = $getSelection();
          if (!$isNodeSelection(selection)) return false;
          const nodes = selection.getNodes();
          if (nodes.length === 0 || !nodes.every($isImageNode)) return false;
          if (isDocumentJump(event)) {
            // Done here rather than by the browser: a key pressed before the browser reports the
            // moved caret (Enter right after Ctrl+End) would still act at the image.
            event.preventDefault();
            if (event.key === 'End') $getRoot().selectEnd();
            else $getRoot().selectStart();
            return true;
          }
          const images = [...nodes].sort((a, b) => (a.isBefore(b) ? -1 : 1)) as ImageNode[];
          if (TOWARD_START.has(event.key)) images[0]!.selectPrevious();
          else images[images.length - 1]!.selectNext(0, 0);
          // Not handled: the key still does its own work, from the caret.
          return false;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}
