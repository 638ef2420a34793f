import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { INSERT_HORIZONTAL_RULE_COMMAND } from '@lexical/react/LexicalHorizontalRuleNode';
import { $patchStyleText } from '@lexical/selection';
import { INSERT_TABLE_COMMAND } from '@lexical/table';
import { ActionIcon, Button, Menu } from '@mantine/core';
import {
  $getSelection, $isRangeSelection, FORMAT_ELEMENT_COMMAND, FORMAT_TEXT_COMMAND, INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND, type ElementFormatType, type TextFormatType,
} from 'lexical';
import { useRef, useState } from 'react';
import { FONT_FAMILIES, FONT_SIZES, RICH_TEXT_LIMITS } from '@outpost/rich-text/core';
import { useEditorUi } from '../context.tsx';
import type { EditorStringKey } from '../strings.ts';
import { useSelectionState } from '../lib/use-selection-state.ts';
import { useSourceMode } from '../source/SourceMode.tsx';
import { useAttachments } from '../attachments/attachments-context.tsx';
import { insertImageFile } from '../plugins/ImagePlugin.tsx';
import { ColourPickerPopover } from '../ui/ColourPickerPopover.tsx';
import { EditorMenu } from '../ui/EditorMenu.tsx';
import { applyBlockType } from './block-actions.ts';
import { TableInsertDialog } from './TableInsertDialog.tsx';
import { $readToolbarState, INITIAL_TOOLBAR, type BlockType } from './toolbar-state.ts';

const BLOCKS: { type: BlockType; key: EditorStringKey }[] = [
  { type: 'paragraph', key: 'paragraph' }, { type: 'h1', key: 'h1' }, { type: 'h2', key: 'h2' }, { type: 'h3', key: 'h3' },
  { type: 'h4', key: 'h4' }, { type: 'bullet', key: 'bullet' }, { type: 'number', key: 'number' },
  { type: 'quote', key: 'quote' }, { type: 'code', key: 'code' },
];
const MARKS: { format: TextFormatType; key: EditorStringKey; glyph: string }[] = [
  { format: 'bold', key: 'bold', glyph: 'B' }, { format: 'italic', key: 'italic', glyph: 'I' },
  { format: 'underline', key: 'underline', glyph: 'U' }, { format: 'strikethrough', key: 'strikethrough', glyph: 'S' },
  { format: 'code', key: 'inlineCode', glyph: '<>' },
];
const ALIGNS: { format: ElementFormatType; key: EditorStringKey; glyph: string }[] = [
  { format: 'left', key: 'alignLeft', glyph: '⇤' }, { format: 'center', key: 'alignCenter', glyph: '↔' },
  { format: 'right', key: 'alignRight', glyph: '⇥' }, { format: 'justify', key: 'alignJustify', glyph: '☰' },
];

/** The main toolbar (spec 002 §2.3); every control is disabled when the editor is not editable. */
export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const { t, props } = useEditorUi();
  const source = useSourceMode();
  const attachments = useAttachments();
  const state = useSelectionState($readToolbarState, INITIAL_TOOLBAR);
  const [tableOpen, setTableOpen] = useState(false);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const off = !editable || source.active;
  const style = (patch: Record<string, string>) =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) $patchStyleText(selection, patch);
    });
  const keep = (e: { preventDefault(): void }) => e.preventDefault();
  const currentBlock = BLOCKS.find((b) => b.type === state.blockType) ?? BLOCKS[0]!;

  return (
    <div className="outpost-editor-toolbar" role="toolbar" aria-label={t('formatting')}>
      <EditorMenu
        target={<Button size="compact-sm" variant="subtle" disabled={off} aria-label={t('blockType')} onMouseDown={keep}>{t(currentBlock.key)}</Button>}
        dropdown={{ mah: RICH_TEXT_LIMITS.dropdownMaxHeight, style: { overflowY: 'auto' } }}
      >
        {BLOCKS.map((b) => (
          <Menu.Item key={b.type} onClick={() => applyBlockType(editor, state.blockType, b.type)} aria-current={b.type === state.blockType}>
            {t(b.key)}
          </Menu.Item>
        ))}
      </EditorMenu>
      <EditorMenu
        target={<Button size="compact-sm" variant="subtle" disabled={off} aria-label={t('fontFamily')} onMouseDown={keep}>{state.fontFamily || FONT_FAMILIES[0]}</Button>}
      >
        {FONT_FAMILIES.map((f) => <Menu.Item key={f} style={{ fontFamily: f }} onClick={() => style({ 'font-family': f })}>{f}</Menu.Item>)}
      </EditorMenu>
      <EditorMenu
        target={<Button size="compact-sm" variant="subtle" disabled={off} aria-label={t('fontSize')} onMouseDown={keep}>{state.fontSize || '14px'}</Button>}
      >
        {FONT_SIZES.map((s) => <Menu.Item key={s} onClick={() => style({ 'font-size': `${s}px` })}>{s}px</Menu.Item>)}
      </EditorMenu>
      {MARKS.map((m) => (
        <ActionIcon key={m.format} variant="subtle" disabled={off} aria-label={t(m.key)} onMouseDown={keep}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, m.format)}>{m.glyph}</ActionIcon>
      ))}
      <ColourPickerPopover label={t('textColour')} glyph="A" disabled={off} t={t} onPick={(c) => style({ color: c })} />
      <ColourPickerPopover label={t('backgroundColour')} glyph="▆" disabled={off} t={t} onPick={(c) => style({ 'background-color': c })} />
      {ALIGNS.map((a) => (
        <ActionIcon key={a.format} variant={state.align === a.format ? 'light' : 'subtle'} disabled={off} aria-label={t(a.key)}
          onMouseDown={keep} onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, a.format)}>{a.glyph}</ActionIcon>
      ))}
      <ActionIcon variant="subtle" disabled={off} aria-label={t('outdent')} onMouseDown={keep}
        onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}>⇠</ActionIcon>
      <ActionIcon variant="subtle" disabled={off} aria-label={t('indent')} onMouseDown={keep}
        onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}>⇢</ActionIcon>
      <EditorMenu
        target={<Button size="compact-sm" variant="subtle" disabled={off} aria-label={t('insert')} onMouseDown={keep}>+</Button>}
      >
        <Menu.Item disabled={state.inTable} onClick={() => setTableOpen(true)}>{t('table')}</Menu.Item>
        {props.onImageUpload && <Menu.Item onClick={() => imageInput.current?.click()}>{t('image')}</Menu.Item>}
        {props.onAttachmentUpload && <Menu.Item onClick={() => fileInput.current?.click()}>{t('attachment')}</Menu.Item>}
        <Menu.Item onClick={() => editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined)}>{t('horizontalRule')}</Menu.Item>
      </EditorMenu>
      <Button size="compact-sm" variant={source.active ? 'filled' : 'subtle'} disabled={!editable} aria-pressed={source.active}
        onClick={() => void source.toggle()}>{t('source')}</Button>
      <input ref={imageInput} type="file" hidden data-testid="image-input" accept="image/jpeg,image/png,image/gif"
        onChange={(e) => {
          for (const file of e.currentTarget.files ?? []) void insertImageFile(editor, file, props);
          e.currentTarget.value = '';
        }} />
      <input ref={fileInput} type="file" hidden multiple data-testid="attachment-input"
        accept={props.allowedAttachmentTypes?.join(',')}
        onChange={(e) => {
          attachments.add([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }} />
      <TableInsertDialog opened={tableOpen} t={t} onClose={() => setTableOpen(false)}
        onInsert={(rows, columns) => {
          // Only one table at the cursor: the menu item is disabled inside a table.
          editor.dispatchCommand(INSERT_TABLE_COMMAND, { rows: String(rows), columns: String(columns), includeHeaders: false });
        }} />
    </div>
  );
}
