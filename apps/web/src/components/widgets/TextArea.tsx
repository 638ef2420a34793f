import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Default character limit (spec 002 §9). */
export const TEXT_AREA_MAX_LENGTH = 250;

export interface TextAreaProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  maxLength?: number;
  /** Hide the "n/max" counter. */
  hideCount?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  minRows?: number;
}

/** Multi-line text with a length cap (250 by default) and a live character count. */
export function TextArea({ value, onChange, maxLength = TEXT_AREA_MAX_LENGTH, hideCount, minRows = 3, ...rest }: TextAreaProps) {
  const { t } = useTranslation('components');
  return (
    <Textarea
      {...rest}
      value={value}
      maxLength={maxLength}
      autosize
      minRows={minRows}
      onChange={(e) => onChange(e.currentTarget.value)}
      description={hideCount ? undefined : t('widgets.textAreaCount', { count: value.length, max: maxLength })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
