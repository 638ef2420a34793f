import { useEffect, useState } from 'react';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface StepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Default 1. */
  min?: number;
  max?: number;
  /** Default 1. */
  step?: number;
  /** Decimal places accepted; extra decimals are refused as typed. Default 0. */
  precision?: number;
  allowNegative?: boolean;
  label?: string;
  disabled?: boolean;
}

/** Clamps a number into [min, max]; returns which bound was hit, if any. */
export function clampStep(value: number, min: number, max?: number): { value: number; hit: 'min' | 'max' | null } {
  if (value < min) return { value: min, hit: 'min' };
  if (max !== undefined && value > max) return { value: max, hit: 'max' };
  return { value, hit: null };
}

/** Number field with − and + buttons that clamp to min/max and explain the bound. */
export function Stepper({ value, onChange, min = 1, max, step = 1, precision = 0, allowNegative = false, label, disabled }: StepperProps) {
  const { t } = useTranslation('components');
  const [text, setText] = useState(String(value));
  const [hit, setHit] = useState<'min' | 'max' | null>(null);
  useEffect(() => setText(String(value)), [value]);
  const round = (n: number) => Number(n.toFixed(precision));
  const apply = (n: number) => {
    const c = clampStep(round(n), min, max);
    setHit(c.hit);
    setText(String(c.value));
    onChange(c.value);
  };
  const pattern = new RegExp(`^${allowNegative ? '-?' : ''}\\d*${precision > 0 ? `(\\.\\d{0,${precision}})?` : ''}$`);
  const message = hit === 'min' ? t('widgets.stepperMin', { min }) : hit === 'max' ? t('widgets.stepperMax', { max }) : undefined;
  return (
    <Group gap={4} align="start" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        mt={label ? 25 : 0}
        aria-label={t('widgets.stepperDecrement')}
        disabled={disabled || value <= min}
        onClick={() => apply(value - step)}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <TextInput
        label={label}
        inputMode="decimal"
        value={text}
        disabled={disabled}
        w={100}
        error={message}
        onKeyDown={(e) => {
          if (e.key === '+' || e.key === 'e' || e.key === 'E' || (e.key === '-' && !allowNegative)) e.preventDefault();
          if (e.key === 'ArrowUp') apply(value + step);
          if (e.key === 'ArrowDown') apply(value - step);
        }}
        onChange={(e) => {
          const next = e.currentTarget.value;
          // Refuse the keystroke rather than silently rounding: extra decimals never appear.
          if (pattern.test(next)) setText(next);
        }}
        onBlur={() => {
          const n = Number(text);
          if (text.trim() === '' || text === '-' || Number.isNaN(n)) {
            setText(String(value));
            return;
          }
          apply(n);
        }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        mt={label ? 25 : 0}
        aria-label={t('widgets.stepperIncrement')}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => apply(value + step)}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
