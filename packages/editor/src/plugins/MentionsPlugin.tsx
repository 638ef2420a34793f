import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LexicalTypeaheadMenuPlugin, MenuOption } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import type { TextNode } from 'lexical';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { matchMentionTrigger } from '@outpost/rich-text/core';
import { useEditorUi } from '../context.tsx';
import { $createMentionNode } from '../nodes/MentionNode.ts';
import { createMentionSearch } from '../lib/mention-search.ts';
import type { MentionSuggestion } from '../types.ts';

class MentionOption extends MenuOption {
  constructor(readonly mention: MentionSuggestion) {
    super(mention.id);
  }
}

const trigger = (text: string) => {
  const match = matchMentionTrigger(text);
  return match ? { leadOffset: match.leadOffset, matchingString: match.query, replaceableString: match.replaceable } : null;
};

/** The `@` typeahead; suggestions come from the host's mention fetch. */
export function MentionsPlugin() {
  const [editor] = useLexicalComposerContext();
  const { props, t } = useEditorUi();
  const fetchRef = useRef(props.onMentionFetch);
  fetchRef.current = props.onMentionFetch;
  const search = useMemo(() => createMentionSearch((q) => fetchRef.current?.(q) ?? Promise.resolve([])), []);
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<MentionSuggestion[]>([]);

  useEffect(() => {
    if (query === null) {
      search.cancel();
      setResults([]);
      return;
    }
    let live = true;
    void search.search(query).then((list) => {
      if (live && list) setResults(list);
    });
    return () => {
      live = false;
    };
  }, [query, search]);

  const options = useMemo(() => results.map((m) => new MentionOption(m)), [results]);
  if (!props.onMentionFetch) return null;

  const onSelect = (option: MentionOption, target: TextNode | null, close: () => void) => {
    editor.update(() => {
      const node = $createMentionNode(option.mention);
      if (target) target.replace(node);
      node.select();
    });
    props.onAddMention?.(option.mention);
    close();
  };

  return (
    <LexicalTypeaheadMenuPlugin<MentionOption>
      onQueryChange={setQuery}
      onSelectOption={onSelect}
      triggerFn={trigger}
      options={options}
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
        anchor.current && options.length > 0
          ? createPortal(
              <ul className="outpost-typeahead" role="listbox" aria-label="mentions">
                {options.map((option, i) => (
                  <li
                    key={option.key}
                    ref={(el) => option.setRefElement(el)}
                    role="option"
                    aria-selected={selectedIndex === i}
                    onMouseEnter={() => setHighlightedIndex(i)}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => selectOptionAndCleanUp(option)}
                  >
                    {option.mention.label}
                    {option.mention.metadata?.state === 'deleted' && ` (${t('mentionDeleted')})`}
                    {option.mention.metadata?.state === 'forbidden' && ` (${t('mentionForbidden')})`}
                  </li>
                ))}
              </ul>,
              anchor.current,
            )
          : null
      }
    />
  );
}
