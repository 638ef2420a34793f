import { Group, Radio, Stack, Text } from '@mantine/core';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  value: string | null;
  onChange: (value: string) => void;
  options: RadioOption[];
  label?: string;
  /** 'card' draws each option as a bordered, clickable card. */
  variant?: 'default' | 'card';
  orientation?: 'horizontal' | 'vertical';
  required?: boolean;
  error?: string;
}

/** Radio buttons, plain or as cards. */
export function RadioGroup({ value, onChange, options, label, variant = 'default', orientation = 'vertical', required, error }: RadioGroupProps) {
  const Layout = orientation === 'horizontal' ? Group : Stack;
  return (
    <Radio.Group value={value ?? ''} onChange={onChange} label={label} required={required} error={error}>
      <Layout gap="xs" mt={label ? 'xs' : 0}>
        {options.map((o) =>
          variant === 'card' ? (
            <Radio.Card
              key={o.value}
              value={o.value}
              disabled={o.disabled}
              p="sm"
              radius="md"
              data-checked={value === o.value || undefined}
              aria-label={o.label}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600} size="sm">
                    {o.label}
                  </Text>
                  {o.description && (
                    <Text size="xs" c="dimmed">
                      {o.description}
                    </Text>
                  )}
                </div>
              </Group>
            </Radio.Card>
          ) : (
            <Radio key={o.value} value={o.value} label={o.label} description={o.description} disabled={o.disabled} />
          ),
        )}
      </Layout>
    </Radio.Group>
  );
}
