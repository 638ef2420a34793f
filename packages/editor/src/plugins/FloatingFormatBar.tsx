import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $findMatchingParent } from '@lexical/utils';
import { IconBold, IconCode, IconItalic, IconLink, IconLinkOff, IconUnderline, type Icon } from '@tabler/icons-react';
import { $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, type TextFormatType } from 'lexical';
import { useEditorUi } from '../context.tsx';
import { selectionRect, useSelectionState } from '../lib/use-selection-state.ts';
import { IconButton } from '../ui/ToolButtons.tsx';
import { openLinkEditor } from './link-events.ts';

interface BarState {
  visible: boolean;
  formats: Record<string, boolean>;
  isLink: boolean;
}

const HIDDEN: BarState = { visible: false, formats: {}, isLink: false };
const MARKS: { format: TextFormatType; key: 'bold' | 'italic' | 'underline' | 'inlineCode'; icon: Icon }[] = [
  { format: 'bold', key: 'bold', icon: IconBold },
  { format: 'italic', key: 'italic', icon: IconItalic },
  { format: 'underline', key: 'underline', icon: IconUnderline },
  { format: 'code', key: 'inlineCode', icon: IconCode },
];
const ICON = { size: 16, stroke: 1.75, 'aria-hidden': true } as const;

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
        <IconButton
          key={m.format}
          label={t(m.key)}
          variant={state.formats[m.format] ? 'filled' : 'subtle'}
          aria-pressed={state.formats[m.format] ?? false}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, m.format)}
        >
          <m.icon {...ICON} />
        </IconButton>
      ))}
      {state.isLink ? (
        <IconButton
          label={t('removeLink')}
          variant="filled"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}
        >
          <IconLinkOff {...ICON} />
        </IconButton>
      ) : (
        // The link is made when its URL is applied, not before.
        <IconButton label={t('link')} onMouseDown={(e) => e.preventDefault()} onClick={() => openLinkEditor(editor)}>
          <IconLink {...ICON} />
        </IconButton>
      )}
    </div>
  );
}
