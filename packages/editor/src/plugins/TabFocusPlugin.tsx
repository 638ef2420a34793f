import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelection, $isRangeSelection, $setSelection, COMMAND_PRIORITY_LOW, FOCUS_COMMAND } from 'lexical';
import { useEffect } from 'react';
import { RICH_TEXT_LIMITS } from '@outpost/rich-text/core';

/** True when `focusAt` came within the tab-key focus window (100 ms) after a Tab press at `tabAt`. */
export function isTabFocus(tabAt: number, focusAt: number): boolean {
  return focusAt >= tabAt && focusAt - tabAt <= RICH_TEXT_LIMITS.tabFocusWindowMs;
}

/**
 * Tabbing back into the editor returns the caret to where it was. The browser puts it at the start
 * of the content when the page selection had moved elsewhere (a host form field, say), and typing
 * then went to the top of the note. A focus that follows a Tab key within the tab-key focus window
 * (spec 002 §9) is a Tab focus; a click still places the caret where it lands.
 */
export function TabFocusPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    let tabAt = Number.NEGATIVE_INFINITY;
    // Captured on the window: the Tab is pressed in whatever had focus before the editor.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabAt = event.timeStamp;
    };
    window.addEventListener('keydown', onKeyDown, true);
    const unregister = editor.registerCommand(
      FOCUS_COMMAND,
      (event: FocusEvent) => {
        const selection = $getSelection();
        // A fresh copy is dirty, so Lexical writes it back to the page over the browser's caret.
        if ($isRangeSelection(selection) && isTabFocus(tabAt, event.timeStamp)) $setSelection(selection.clone());
        return false;
      },
      COMMAND_PRIORITY_LOW,
    );
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      unregister();
    };
  }, [editor]);
  return null;
}
