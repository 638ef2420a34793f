import { Stack, TextInput } from '@mantine/core';
import type { RichTextEditorHandle } from '@outpost/editor';
import { PLACEHOLDER_GROUPS, placeholderToken, placeholdersFor, type PlaceholderTarget, type RuleKind } from '@outpost/rules';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../components/fields/RichTextField.tsx';
import { PickSelect } from '../PickSelect.tsx';

/** Above the edit-field dialog (z-index 300) that holds the inputs. */
const DROPDOWN_Z = 400;

/** The placeholders a text field takes in a rule kind (spec 002 §3.1, §5.2), grouped; choosing one hands its token over. */
export function PlaceholderPicker({
  kind,
  target,
  onPick,
  disabled,
}: {
  kind: RuleKind;
  target: PlaceholderTarget;
  onPick: (token: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const offered = placeholdersFor(kind, target);
  const data = PLACEHOLDER_GROUPS.map((group) => ({
    group: t(`automations.actions.placeholderGroups.${group}`),
    items: offered.filter((p) => p.group === group).map((p) => ({ value: p.key, label: placeholderToken(p.key) })),
  })).filter((g) => g.items.length > 0);
  return (
    <PickSelect
      label={t('automations.actions.placeholders')}
      data={data}
      disabled={disabled}
      comboboxProps={{ zIndex: DROPDOWN_Z }}
      onPick={(key) => onPick(placeholderToken(key))}
    />
  );
}

/** The text with `token` put in place of the selection [start, end), and where the caret goes after it. */
export function insertAt(text: string, token: string, start: number, end = start): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: `${text.slice(0, from)}${token}${text.slice(to)}`, caret: from + token.length };
}

/**
 * A one-line text that takes placeholders (a summary, an e-mail subject): a picked placeholder
 * goes where the caret was, replacing any selected text, and the caret follows it. A field not
 * yet touched has its caret at the end.
 */
export function PlaceholderTextInput({
  kind,
  target,
  label,
  value,
  onChange,
  maxLength,
  error,
}: {
  kind: RuleKind;
  target: PlaceholderTarget;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el) return;
    el.focus();
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  const pick = (token: string) => {
    const el = input.current;
    const next = insertAt(value, token, el?.selectionStart ?? value.length, el?.selectionEnd ?? value.length);
    caret.current = next.caret;
    onChange(next.text);
  };
  return (
    <Stack gap={4}>
      <TextInput ref={input} label={label} value={value} maxLength={maxLength} withAsterisk onChange={(e) => onChange(e.currentTarget.value)} error={error} />
      <PlaceholderPicker kind={kind} target={target} onPick={pick} />
    </Stack>
  );
}

/**
 * A rich-text body that takes placeholders (a comment, an e-mail): a picked placeholder goes in
 * at the editor's caret. The picker waits until the editor has loaded.
 */
export function PlaceholderBodyInput({
  kind,
  target,
  label,
  value,
  onChange,
  error,
  required,
}: {
  kind: RuleKind;
  target: PlaceholderTarget;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** The body must not be empty (a comment; an e-mail without attachments). */
  required?: boolean;
}) {
  const [editor, setEditor] = useState<RichTextEditorHandle | null>(null);
  return (
    <Stack gap={4}>
      <RichTextField
        label={label}
        ariaLabel={label}
        required={required}
        initialHtml={value}
        onChange={onChange}
        error={error}
        handleRef={setEditor}
        variant={target === 'email_body' ? 'email' : 'default'}
      />
      <PlaceholderPicker kind={kind} target={target} disabled={!editor} onPick={(token) => editor?.insertText(token)} />
    </Stack>
  );
}
