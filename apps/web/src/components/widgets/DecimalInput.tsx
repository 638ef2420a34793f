import { useMemo } from 'react';
import { localeDecimalSeparator, NumberTextInput, type NumberTextInputProps } from './NumberTextInput.tsx';

export interface DecimalInputProps extends Omit<NumberTextInputProps, 'decimals' | 'decimalSeparator'> {
  /** Decimals after the separator; 2 unless said. */
  decimals?: number;
  /** The locale whose separator is shown; default the browser's. */
  locale?: string;
}

/**
 * An amount, price or quantity: the one number input of spec 001 §5 (NumberTextInput, rules in
 * packages/contracts) with money's defaults, two decimals and no minus sign. The value stays a
 * canonical string ('.' separator), so amounts never pass through a float.
 */
export function DecimalInput({ decimals = 2, allowNegative = false, locale, ...rest }: DecimalInputProps) {
  const separator = useMemo(() => localeDecimalSeparator(locale), [locale]);
  return <NumberTextInput {...rest} decimals={decimals} allowNegative={allowNegative} decimalSeparator={separator} />;
}
