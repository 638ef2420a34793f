import { useEffect, useRef, useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Table search debounce (spec 002 §9). */
export const SEARCH_DEBOUNCE_MS = 400;

interface Props {
  value: string;
  onChange: (value: string) => void;
  trim?: boolean;
  maxLength?: number;
  placeholder?: string;
}

/** Search box that reports its text 400 ms after typing stops, trimmed when configured. */
export function SearchInput({ value, onChange, trim, maxLength, placeholder }: Props) {
  const { t } = useTranslation('components');
  const [text, setText] = useState(value);
  const last = useRef(value);
  useEffect(() => {
    // The host may reset the search (e.g. clear filters); follow it.
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const next = trim ? text.trim() : text;
    if (next === last.current) return;
    const timer = setTimeout(() => {
      last.current = next;
      onChange(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, trim, onChange]);
  return (
    <TextInput
      aria-label={t('table.search')}
      placeholder={placeholder ?? t('table.search')}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={maxLength}
      onChange={(e) => setText(e.currentTarget.value)}
      w={260}
    />
  );
}
