import { useState, type ReactNode } from 'react';
import { Text, TextInput } from '@mantine/core';
import { BLOCKED_EVERY_KEYS } from './scheduleForm.ts';

/**
 * A whole-number input that hands on only clamped values (spec 001 §5): e, E, -, + and '.' are
 * blocked; while the field is emptied to type a new number the last value stands.
 */
export function CountInput({
  label,
  value,
  clamp,
  onChange,
  unit,
  disabled,
}: {
  label: string;
  value: number;
  clamp: (n: number) => number;
  onChange: (n: number) => void;
  unit?: ReactNode;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextInput
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      disabled={disabled}
      value={draft ?? String(value)}
      rightSection={
        unit ? (
          <Text size="xs" c="dimmed">
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? 60 : undefined}
      onKeyDown={(e) => {
        if (BLOCKED_EVERY_KEYS.has(e.key)) e.preventDefault();
      }}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        if (raw.trim() === '') return setDraft('');
        const next = clamp(Number(raw));
        setDraft(null);
        onChange(next);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
