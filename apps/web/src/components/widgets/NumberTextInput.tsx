import { TextInput, type TextInputProps } from '@mantine/core';
import { isBlockedNumberKey, numberTextToValue, sanitiseIpAddressText, sanitiseNumberText } from '@outpost/contracts';
import { useEffect, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

/** The decimal separator of a locale (the browser's by default): ',' for de-DE, '.' for en-US. */
export function localeDecimalSeparator(locale?: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

export interface NumberTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The value with '.' as separator ('' for none): what is stored and sent. */
  value: string;
  onChange: (value: string) => void;
  /** 0: whole numbers only. */
  decimals: number;
  allowNegative?: boolean;
  /** Defaults to the browser locale's. */
  decimalSeparator?: string;
}

/**
 * A number typed as text (spec 001 §5): an optional minus, no leading zeros, at most `decimals`
 * decimals after the locale's separator. Keys that cannot belong are refused as they are pressed,
 * and pasted text is cleaned to what the field takes rather than refused whole.
 */
export function NumberTextInput({ value, onChange, decimals, allowNegative = true, decimalSeparator, onBlur, ...rest }: NumberTextInputProps) {
  const sep = decimalSeparator ?? localeDecimalSeparator();
  const opts = { decimals, decimalSeparator: sep, allowNegative };
  const shown = (v: string) => (sep === '.' ? v : v.replace('.', sep));
  // The text keeps an unfinished entry ("-", "1,") that has no value yet.
  const [text, setText] = useState(shown(value));
  useEffect(() => {
    if (numberTextToValue(text, sep) !== value) setText(shown(value));
    // Only an outside change of the value resets the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const accept = (raw: string) => {
    const clean = sanitiseNumberText(raw, opts);
    setText(clean);
    const next = numberTextToValue(clean, sep);
    if (next !== value) onChange(next);
  };
  return (
    <TextInput
      {...rest}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      value={text}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        const input = e.currentTarget;
        // A minus goes only first; a separator only once.
        const before = input.value.slice(0, input.selectionStart ?? input.value.length) + input.value.slice(input.selectionEnd ?? input.value.length);
        if (isBlockedNumberKey(e.key, before, opts) || (e.key === '-' && (input.selectionStart ?? 0) !== 0)) e.preventDefault();
      }}
      onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
        e.preventDefault();
        const input = e.currentTarget;
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? input.value.length;
        accept(input.value.slice(0, start) + e.clipboardData.getData('text') + input.value.slice(end));
      }}
      onChange={(e) => accept(e.currentTarget.value)}
      onBlur={(e) => {
        // A dangling separator or a lone minus means nothing once one leaves the field: show the value.
        setText(shown(value));
        onBlur?.(e);
      }}
    />
  );
}

export interface IpAddressInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** An IPv4 address input (spec 001 §5): everything but digits and dots is stripped, typed or pasted. */
export function IpAddressInput({ value, onChange, ...rest }: IpAddressInputProps) {
  return <TextInput {...rest} inputMode="decimal" value={value} onChange={(e) => onChange(sanitiseIpAddressText(e.currentTarget.value).slice(0, 15))} />;
}
