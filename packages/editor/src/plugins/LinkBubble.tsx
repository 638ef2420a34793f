import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $findMatchingParent } from '@lexical/utils';
import { ActionIcon, Anchor, TextInput } from '@mantine/core';
import { $getSelection, $isRangeSelection, COMMAND_PRIORITY_LOW } from 'lexical';
import { useEffect, useState } from 'react';
import { RICH_TEXT_LIMITS, sanitizeLinkUrl, validateLinkUrl } from '@outpost/rich-text/core';
import { useEditorUi } from '../context.tsx';
import { selectionRect, useSelectionState } from '../lib/use-selection-state.ts';
import { OPEN_LINK_EDITOR_COMMAND } from './link-events.ts';

/** Shows the link under the caret, with edit (Enter saves, Escape cancels) and remove. */
export function LinkBubble() {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const { t, container } = useEditorUi();
  const url = useSelectionState<string | null>(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return null;
    const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
    return $isLinkNode(link) ? link.getURL() : null;
  }, null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');

  useEffect(
    () => editor.registerCommand(OPEN_LINK_EDITOR_COMMAND, () => { setEditing(true); setDraft('https://'); return true; }, COMMAND_PRIORITY_LOW),
    [editor],
  );
  useEffect(() => {
    if (url === null) setEditing(false);
    else if (!editing) setDraft(url);
  }, [url]); // eslint-disable-line react-hooks/exhaustive-deps

  const rect = url !== null ? selectionRect(container) : null;
  if (url === null || !rect) return null;
  const valid = validateLinkUrl(draft) || sanitizeLinkUrl(draft) !== 'about:blank';
  const save = () => {
    if (!valid) return;
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, sanitizeLinkUrl(draft));
    setEditing(false);
    editor.focus();
  };
  return (
    <div
      className="outpost-floating outpost-link-bubble"
      data-testid="link-bubble"
      style={{ top: rect.bottom + 6, left: rect.left, maxWidth: RICH_TEXT_LIMITS.linkBubbleMaxWidth }}
    >
      {editing && editable ? (
        <TextInput
          size="xs"
          autoFocus
          aria-label={t('linkUrl')}
          value={draft}
          error={valid ? undefined : t('invalidUrl')}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') { e.preventDefault(); save(); }
            if (e.key === 'Escape') { e.preventDefault(); setEditing(false); setDraft(url); editor.focus(); }
          }}
        />
      ) : (
        <>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">{url}</Anchor>
          {editable && (
            <>
              <ActionIcon variant="subtle" aria-label={t('editLink')} onClick={() => { setDraft(url); setEditing(true); }}>✎</ActionIcon>
              <ActionIcon variant="subtle" aria-label={t('removeLink')} onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}>✕</ActionIcon>
            </>
          )}
        </>
      )}
    </div>
  );
}
