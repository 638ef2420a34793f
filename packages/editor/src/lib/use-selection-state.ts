import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { COMMAND_PRIORITY_LOW, SELECTION_CHANGE_COMMAND } from 'lexical';
import { useEffect, useState } from 'react';

/** Re-computes `read` (inside an editor read) whenever the content or selection changes. */
export function useSelectionState<T>(read: () => T, initial: T): T {
  const [editor] = useLexicalComposerContext();
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    // Only re-render when the read value really changed: typing must not re-render the toolbar.
    let last = '';
    const refresh = () =>
      editor.getEditorState().read(() => {
        const next = read();
        const key = JSON.stringify(next);
        if (key === last) return;
        last = key;
        setValue(next);
      });
    refresh();
    return mergeRegister(
      editor.registerUpdateListener(() => refresh()),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          refresh();
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]); // eslint-disable-line react-hooks/exhaustive-deps -- `read` is a pure reader
  return value;
}

/** A position inside the editor's scrolling container. */
export interface ContainerRect {
  top: number;
  left: number;
  bottom: number;
}

/** Position of `target` relative to `container`, or null when it has no box. */
export function rectIn(container: HTMLElement | null, target: Element | Range | null): ContainerRect | null {
  if (!container || !target) return null;
  const rect = target.getBoundingClientRect();
  const box = container.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0 && rect.top === 0) return null;
  return { top: rect.top - box.top + container.scrollTop, left: rect.left - box.left, bottom: rect.bottom - box.top + container.scrollTop };
}

/** Position of the current DOM selection relative to `container`, or null. */
export function selectionRect(container: HTMLElement | null): ContainerRect | null {
  const sel = window.getSelection();
  if (!sel || sel.rangeCount === 0) return null;
  return rectIn(container, sel.getRangeAt(0));
}
