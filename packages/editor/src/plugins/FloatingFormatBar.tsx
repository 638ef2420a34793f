import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $findMatchingParent } from '@lexical/utils';
import { ActionIcon } from '@mantine/core';
import { $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, type TextFormatType } from 'lexical';
import { useEditorUi } from '../context.tsx';
import { selectionRect, useSelectionState } from '../lib/use-selection-state.ts';
import { openLinkEditor } from './link-events.ts';

interface BarState {
  visible: boolean;
  formats: Record<string, boolean>;
  isLink: boolean;
}

const HIDDEN: BarState = { visible: false, formats: {}, isLink: false };
const MARKS: { format: TextFormatType; key: 'bold' | 'italic' | 'underline' | 'inlineCode'; glyph: string }[] = [
  { format: 'bold', key: 'bold', glyph: 'B' },
  { format: 'italic', key: 'italic', glyph: 'I' },
  { format: 'underline', key: 'underline', glyph: 'U' },
  { format: 'code', key: 'inlineCode', glyph: '<>' },
];

/** Bold, italic, underline, link and code above a text selection (spec 002 §2.3). */
export function FloatingFormatBar() {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const { t, container } = useEditorUi();
  const state = useSelectionState<BarState>(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection) || selection.isCollapsed() || selection.getTextContent() === '') return HIDDEN;
    const formats = Object.fromEntries(MARKS.map((m) => [m.format, selection.hasFormat(m.format)]));
    const isLink = $isLinkNode($findMatchingParent(selection.anchor.getNode(), $isLinkNode));
    return { visible: true, formats, isLink };
  }, HIDDEN);
  const rect = state.visible ? selectionRect(container) : null;
  if (!editable || !state.visible || !rect) return null;
  return (
    <div className="outpost-floating" role="toolbar" aria-label={t('formatting')} style={{ top: Math.max(0, rect.top - 40), left: rect.left }}>
      {MARKS.map((m) => (
        <ActionIcon
          key={m.format}
          variant={state.formats[m.format] ? 'filled' : 'subtle'}
          aria-label={t(m.key)}
          aria-pressed={state.formats[m.format] ?? false}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, m.format)}
        >
          {m.glyph}
        </ActionIcon>
      ))}
      <ActionIcon
        variant={state.isLink ? 'filled' : 'subtle'}
        aria-label={t('link')}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          if (state.isLink) editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
          else {
            editor.dispatchCommand(TOGGLE_LINK_COMMAND, 'https://');
            openLinkEditor(editor);
          }
        }}
      >
        🔗
      </ActionIcon>
    </div>
  );
}
