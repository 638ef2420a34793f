export { RichTextEditor } from './RichTextEditor.tsx';
export { EN_STRINGS, type EditorStringKey, type EditorStrings } from './strings.ts';
export type { AttachmentItem, EditorHostCallbacks, MentionSuggestion, RichTextEditorHandle, RichTextEditorProps, TranslateFn } from './types.ts';
export { TabbedModal, type ModalTab } from './ui/TabbedModal.tsx';
export { ColourPickerPopover } from './ui/ColourPickerPopover.tsx';
