import { Select, type SelectProps } from '@mantine/core';

export interface PickSelectProps extends Omit<SelectProps, 'value' | 'onChange' | 'searchable' | 'aria-label'> {
  label: string;
  onPick: (value: string) => void;
}

/**
 * A list chosen from to do something (apply a response template, insert a placeholder): it holds
 * no value of its own, so it reads its label again after each choice.
 */
export function PickSelect({ label, onPick, ...rest }: PickSelectProps) {
  return <Select size="xs" w={260} aria-label={label} placeholder={label} searchable value={null} onChange={(value) => value && onPick(value)} {...rest} />;
}
