import { Checkbox, PasswordInput, Select, TextInput } from '@mantine/core';
import type { Script } from '@outpost/contracts';
import { IpAddressInput, NumberTextInput } from '../../components/widgets/index.ts';

type Variable = Script['variables'][number];

/**
 * One variable's input in the parameter modal, by type (spec 001 §3, §5). Every value is text (it
 * becomes an environment variable); the contracts' validator checks it here and on the server.
 */
export function VariableValueInput({
  variable,
  value,
  onChange,
  error,
}: {
  variable: Variable;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const common = { label: variable.name, description: variable.description || undefined, required: variable.required, error: error ?? undefined };
  switch (variable.type) {
    case 'TEXT':
      return variable.secret ? (
        <PasswordInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} autoComplete="off" />
      ) : (
        <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'INTEGER':
      return <NumberTextInput {...common} decimals={0} value={value} onChange={onChange} />;
    case 'DECIMAL':
      return <NumberTextInput {...common} decimals={6} value={value} onChange={onChange} />;
    case 'CHECKBOX':
      return (
        <Checkbox
          label={variable.name}
          description={common.description}
          error={common.error}
          checked={value === 'true'}
          onChange={(e) => onChange(e.currentTarget.checked ? 'true' : 'false')}
        />
      );
    case 'DATE':
      return <TextInput {...common} type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'DATETIME':
      return <TextInput {...common} type="datetime-local" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'DROPDOWN':
      return (
        <Select
          {...common}
          data={variable.valueList}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          clearable={!variable.required}
          allowDeselect={!variable.required}
        />
      );
    case 'IPADDRESS':
      return <IpAddressInput {...common} value={value} onChange={onChange} placeholder="192.168.1.10" />;
  }
}
