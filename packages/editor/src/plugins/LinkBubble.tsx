import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $isLinkNode, $toggleLink, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $findMatchingParent } from '@lexical/utils';
import { Anchor } from '@mantine/core';
import { IconLinkOff, IconPencil } from '@tabler/icons-react';
import { $getNodeByKey, $getSelection, $isRangeSelection, $setSelection, COMMAND_PRIORITY_LOW, type NodeKey, type RangeSelection } from 'lexical';
import { useEffect, useState } from 'react';
import { RICH_TEXT_LIMITS } from '@outpost/rich-text/core';
import { useEditorUi } from '../context.tsx';
import { LINK_PREFIX } from '../lib/link-href.ts';
import { rectIn, selectionRect, useSelectionState, type ContainerRect } from '../lib/use-selection-state.ts';
import { IconButton } from '../ui/ToolButtons.tsx';
import { LinkUrlBox } from './LinkUrlBox.tsx';
import { OPEN_LINK_EDITOR_COMMAND } from './link-events.ts';

interface LinkUnderCaret {
  key: NodeKey;
  url: string;
}

/**
 * A link being written. A new one is not in the document until Enter: a placeholder link would
 * be saved as `href="https://"` if the box lost focus, and re-rendering it moved the caret.
 */
type LinkDraft = { kind: 'new'; selection: RangeSelection; at: ContainerRect } | { kind: 'existing'; key: NodeKey; url: string };

function $readLinkUnderCaret(): LinkUnderCaret | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
  return $isLinkNode(link) ? { key: link.getKey(), url: link.getURL() } : null;
}

/** Puts the caret just after the link the selection ends in, so typing goes on outside it. */
function $caretAfterLink(): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const end = selection.isBackward() ? selection.anchor : selection.focus;
  const link = $findMatchingParent(end.getNode(), $isLinkNode);
  if ($isLinkNode(link)) link.selectNext(0, 0);
}

/** Shows the link under the caret (open, edit, remove) and the URL box of a new or edited link. */
export function LinkBubble() {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const { t, container } = useEditorUi();
  const link = useSelectionState<LinkUnderCaret | null>($readLinkUnderCaret, null);
  const [draft, setDraft] = useState<LinkDraft | null>(null);

  useEffect(
    () =>
      editor.registerCommand(
        OPEN_LINK_EDITOR_COMMAND,
        () => {
          const selection = $getSelection();
          // The link button keeps the editor focused, so the DOM selection still marks the text.
          const at = selectionRect(container);
          if (!$isRangeSelection(selection) || selection.isCollapsed() || !at) return false;
          setDraft({ kind: 'new', selection: selection.clone(), at });
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, container],
  );

  if (draft && editable) {
    const at = draft.kind === 'new' ? draft.at : rectIn(container, editor.getElementByKey(draft.key));
    if (!at) return null;
    const apply = (href: string) => {
      setDraft(null);
      editor.update(() => {
        if (draft.kind === 'existing') {
          const node = $getNodeByKey(draft.key);
          if ($isLinkNode(node)) node.setURL(href);
          return;
        }
        $setSelection(draft.selection.clone());
        $toggleLink(href);
        $caretAfterLink();
      });
      editor.focus();
    };
    const cancel = () => {
      setDraft(null);
      if (draft.kind === 'new') editor.update(() => $setSelection(draft.selection.clone()));
      editor.focus();
    };
    return (
      <div className="outpost-floating outpost-link-bubble" data-testid="link-bubble" style={bubbleStyle(at)}>
        <LinkUrlBox t={t} initial={draft.kind === 'new' ? LINK_PREFIX : draft.url} onApply={apply} onCancel={cancel} onDismiss={() => setDraft(null)} />
      </div>
    );
  }

  const at = link ? rectIn(container, editor.getElementByKey(link.key)) : null;
  if (!link || !at) return null;
  return (
    <div className="outpost-floating outpost-link-bubble" data-testid="link-bubble" style={bubbleStyle(at)}>
      <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm">
        {link.url}
      </Anchor>
      {editable && (
        <>
          <IconButton label={t('editLink')} onClick={() => setDraft({ kind: 'existing', key: link.key, url: link.url })}>
            <IconPencil size={16} stroke={1.75} aria-hidden />
          </IconButton>
          <IconButton label={t('removeLink')} onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}>
            <IconLinkOff size={16} stroke={1.75} aria-hidden />
          </IconButton>
        </>
      )}
    </div>
  );
}

function bubbleStyle(at: ContainerRect) {
  return { top: at.bottom + 6, left: at.left, maxWidth: RICH_TEXT_LIMITS.linkBubbleMaxWidth };
}
