import { createCommand, type LexicalEditor } from 'lexical';

/** Asks the link bubble to open in edit mode (after a link was just created). */
export const OPEN_LINK_EDITOR_COMMAND = createCommand<void>('OPEN_LINK_EDITOR_COMMAND');

/** Opens the link bubble's edit mode. */
export function openLinkEditor(editor: LexicalEditor): void {
  editor.dispatchCommand(OPEN_LINK_EDITOR_COMMAND, undefined);
}
