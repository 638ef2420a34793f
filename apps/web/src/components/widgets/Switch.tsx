import { Switch as MantineSwitch } from '@mantine/core';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
  description?: string;
  disabled?: boolean;
}

/** On/off switch reporting a boolean instead of a DOM event. */
export function Switch({ checked, onChange, label, description, disabled }: SwitchProps) {
  return <MantineSwitch checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} label={label} description={description} disabled={disabled} />;
}
