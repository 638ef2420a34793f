import { createCommand, type LexicalEditor } from 'lexical';

/** Asks the link bubble to open its URL box for a new link over the selected text. */
export const OPEN_LINK_EDITOR_COMMAND = createCommand<void>('OPEN_LINK_EDITOR_COMMAND');

/** Opens the link bubble's URL box for the selected text. */
export function openLinkEditor(editor: LexicalEditor): void {
  editor.dispatchCommand(OPEN_LINK_EDITOR_COMMAND, undefined);
}
