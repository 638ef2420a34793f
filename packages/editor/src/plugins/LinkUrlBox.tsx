import { TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Translate } from '../context.tsx';
import { LINK_PREFIX, linkHref } from '../lib/link-href.ts';

interface Props {
  t: Translate;
  initial: string;
  onApply(href: string): void;
  /** Escape: back to the note as it was. */
  onCancel(): void;
  /** Focus went elsewhere: close without touching the note or the caret. */
  onDismiss(): void;
}

/** The URL box of the link bubble: Enter applies what was typed, Escape cancels (spec 002 §4.2). */
export function LinkUrlBox({ t, initial, onApply, onCancel, onDismiss }: Props) {
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const href = linkHref(text);
  const typed = text.trim() !== '' && text.trim() !== LINK_PREFIX;
  return (
    <TextInput
      size="xs"
      autoFocus
      aria-label={t('linkUrl')}
      value={text}
      error={href === null && (tried || typed) ? t('invalidUrl') : undefined}
      // Selected, so a typed address replaces the prefilled https:// rather than following it.
      onFocus={(e) => e.currentTarget.select()}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={onDismiss}
      onKeyDown={(e) => {
        if (e.nativeEvent.isComposing) return;
        if (e.key === 'Enter') {
          e.preventDefault();
          if (href === null) setTried(true);
          else onApply(href);
        } else if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onCancel();
        }
      }}
    />
  );
}
