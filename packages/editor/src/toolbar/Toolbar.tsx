import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { INSERT_HORIZONTAL_RULE_COMMAND } from '@lexical/react/LexicalHorizontalRuleNode';
import { $patchStyleText } from '@lexical/selection';
import { INSERT_TABLE_COMMAND } from '@lexical/table';
import { Menu } from '@mantine/core';
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconBold,
  IconChevronDown,
  IconCode,
  IconHighlight,
  IconIndentDecrease,
  IconIndentIncrease,
  IconItalic,
  IconPlus,
  IconSourceCode,
  IconStrikethrough,
  IconTextColor,
  IconUnderline,
  type Icon,
} from '@tabler/icons-react';
import {
  $getSelection,
  $isRangeSelection,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  type ElementFormatType,
  type TextFormatType,
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
import { IconButton, TextButton } from '../ui/ToolButtons.tsx';
import { applyBlockType } from './block-actions.ts';
import { TableInsertDialog } from './TableInsertDialog.tsx';
import { $readToolbarState, INITIAL_TOOLBAR, type BlockType } from './toolbar-state.ts';

const BLOCKS: { type: BlockType; key: EditorStringKey }[] = [
  { type: 'paragraph', key: 'paragraph' },
  { type: 'h1', key: 'h1' },
  { type: 'h2', key: 'h2' },
  { type: 'h3', key: 'h3' },
  { type: 'h4', key: 'h4' },
  { type: 'bullet', key: 'bullet' },
  { type: 'number', key: 'number' },
  { type: 'quote', key: 'quote' },
  { type: 'code', key: 'code' },
];
const MARKS: { format: TextFormatType; key: EditorStringKey; icon: Icon }[] = [
  { format: 'bold', key: 'bold', icon: IconBold },
  { format: 'italic', key: 'italic', icon: IconItalic },
  { format: 'underline', key: 'underline', icon: IconUnderline },
  { format: 'strikethrough', key: 'strikethrough', icon: IconStrikethrough },
  { format: 'code', key: 'inlineCode', icon: IconCode },
];
const ALIGNS: { format: ElementFormatType; key: EditorStringKey; icon: Icon }[] = [
  { format: 'left', key: 'alignLeft', icon: IconAlignLeft },
  { format: 'center', key: 'alignCenter', icon: IconAlignCenter },
  { format: 'right', key: 'alignRight', icon: IconAlignRight },
  { format: 'justify', key: 'alignJustify', icon: IconAlignJustified },
];
/** Tabler's outline icons at the toolbar's size; hidden from screen readers, the button's name speaks. */
const ICON = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;
const chevron = <IconChevronDown size={14} stroke={1.75} aria-hidden />;

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
        target={
          <TextButton label={t('blockType')} disabled={off} onMouseDown={keep} rightSection={chevron}>
            {t(currentBlock.key)}
          </TextButton>
        }
        dropdown={{ mah: RICH_TEXT_LIMITS.dropdownMaxHeight, style: { overflowY: 'auto' } }}
      >
        {BLOCKS.map((b) => (
          <Menu.Item key={b.type} onClick={() => applyBlockType(editor, state.blockType, b.type)} aria-current={b.type === state.blockType}>
            {t(b.key)}
          </Menu.Item>
        ))}
      </EditorMenu>
      <EditorMenu
        target={
          <TextButton label={t('fontFamily')} disabled={off} onMouseDown={keep} rightSection={chevron}>
            {state.fontFamily || FONT_FAMILIES[0]}
          </TextButton>
        }
      >
        {FONT_FAMILIES.map((f) => (
          <Menu.Item key={f} style={{ fontFamily: f }} onClick={() => style({ 'font-family': f })}>
            {f}
          </Menu.Item>
        ))}
      </EditorMenu>
      <EditorMenu
        target={
          <TextButton label={t('fontSize')} disabled={off} onMouseDown={keep} rightSection={chevron}>
            {state.fontSize || '14px'}
          </TextButton>
        }
      >
        {FONT_SIZES.map((s) => (
          <Menu.Item key={s} onClick={() => style({ 'font-size': `${s}px` })}>
            {s}px
          </Menu.Item>
        ))}
      </EditorMenu>
      {MARKS.map((m) => (
        <IconButton key={m.format} label={t(m.key)} disabled={off} onMouseDown={keep} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, m.format)}>
          <m.icon {...ICON} />
        </IconButton>
      ))}
      <ColourPickerPopover label={t('textColour')} icon={<IconTextColor {...ICON} />} disabled={off} t={t} onPick={(c) => style({ color: c })} />
      <ColourPickerPopover
        label={t('backgroundColour')}
        icon={<IconHighlight {...ICON} />}
        disabled={off}
        t={t}
        onPick={(c) => style({ 'background-color': c })}
      />
      {ALIGNS.map((a) => (
        <IconButton
          key={a.format}
          label={t(a.key)}
          variant={state.align === a.format ? 'light' : 'subtle'}
          disabled={off}
          onMouseDown={keep}
          onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, a.format)}
        >
          <a.icon {...ICON} />
        </IconButton>
      ))}
      <IconButton label={t('outdent')} disabled={off} onMouseDown={keep} onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}>
        <IconIndentDecrease {...ICON} />
      </IconButton>
      <IconButton label={t('indent')} disabled={off} onMouseDown={keep} onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}>
        <IconIndentIncrease {...ICON} />
      </IconButton>
      <EditorMenu
        target={
          <IconButton label={t('insert')} disabled={off} onMouseDown={keep}>
            <IconPlus {...ICON} />
          </IconButton>
        }
      >
        <Menu.Item disabled={state.inTable} onClick={() => setTableOpen(true)}>
          {t('table')}
        </Menu.Item>
        {props.onImageUpload && <Menu.Item onClick={() => imageInput.current?.click()}>{t('image')}</Menu.Item>}
        {props.onAttachmentUpload && <Menu.Item onClick={() => fileInput.current?.click()}>{t('attachment')}</Menu.Item>}
        <Menu.Item onClick={() => editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined)}>{t('horizontalRule')}</Menu.Item>
      </EditorMenu>
      <TextButton
        label={t('source')}
        variant={source.active ? 'filled' : 'subtle'}
        disabled={!editable}
        aria-pressed={source.active}
        leftSection={<IconSourceCode size={16} stroke={1.75} aria-hidden />}
        onClick={() => void source.toggle()}
      >
        {t('source')}
      </TextButton>
      <input
        ref={imageInput}
        type="file"
        hidden
        data-testid="image-input"
        accept="image/jpeg,image/png,image/gif"
        onChange={(e) => {
          for (const file of e.currentTarget.files ?? []) void insertImageFile(editor, file, props);
          e.currentTarget.value = '';
        }}
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        multiple
        data-testid="attachment-input"
        accept={props.allowedAttachmentTypes?.join(',')}
        onChange={(e) => {
          attachments.add([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }}
      />
      <TableInsertDialog
        opened={tableOpen}
        t={t}
        onClose={() => setTableOpen(false)}
        onInsert={(rows, columns) => {
          // Only one table at the cursor: the menu item is disabled inside a table.
          editor.dispatchCommand(INSERT_TABLE_COMMAND, { rows: String(rows), columns: String(columns), includeHeaders: false });
        }}
      />
    </div>
  );
}
