import { MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import {
  DEVICE_ONE_TIME_FIELDS,
  DEVICE_CONDITION_FIELDS,
  deviceOperatorsFor,
  deviceValueSpecFor,
  validateDeviceConditions,
  type Condition,
  type ConditionValue,
  type Conditions,
} from '@outpost/rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationOptions } from '../organizations/index.ts';
import { useAllLocations, useDeviceRoles } from '../devices/index.ts';
import { newConditionId, RULE_VALUE_WIDTH, RuleBuilder, type RuleBuilderCatalogue } from '../rules/index.ts';
import { defaultValue } from './deviceRuleDraft.ts';
import './deviceGroups.strings.ts';

const VALUE_WIDTH = RULE_VALUE_WIDTH;
const zIndex = { zIndex: 400 };

interface ValueInputProps {
  condition: Condition;
  onChange: (value: ConditionValue) => void;
  error?: string;
  disabled?: boolean;
}

function ValueInput({ condition, onChange, error, disabled }: ValueInputProps) {
  const { t } = useTranslation();
  const organizations = useOrganizationOptions();
  const locations = useAllLocations();
  const roles = useDeviceRoles();
  const spec = deviceValueSpecFor(condition.field, condition.operator);
  const { value } = condition;
  const common = { label: t('deviceGroups.builder.value'), w: VALUE_WIDTH, error, disabled };
  switch (spec.kind) {
    case 'enum':
      return (
        <Select
          {...common}
          data={spec.options.map((o) => ({ value: o, label: t(`nodeClass.${o}`, { defaultValue: o }) }))}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          comboboxProps={zIndex}
        />
      );
    case 'boolean':
      return (
        <Select
          {...common}
          data={[
            { value: 'true', label: t('deviceGroups.builder.yes') },
            { value: 'false', label: t('deviceGroups.builder.no') },
          ]}
          value={typeof value === 'boolean' ? String(value) : null}
          onChange={(v) => onChange(v === null ? null : v === 'true')}
          comboboxProps={zIndex}
        />
      );
    case 'decimal':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
          min={0}
          decimalScale={2}
        />
      );
    case 'text_list':
    case 'tag_list':
      return <TagsInput {...common} value={Array.isArray(value) ? value.map(String) : []} onChange={(v) => onChange(v)} comboboxProps={zIndex} />;
    case 'id':
    case 'id_list': {
      const options =
        spec.reference === 'organization'
          ? (organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))
          : spec.reference === 'location'
            ? (locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))
            : (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
      if (spec.kind === 'id') {
        return (
          <Select
            {...common}
            data={options}
            value={value === null || Array.isArray(value) ? null : String(value)}
            onChange={(v) => onChange(v === null ? null : Number(v))}
            searchable
            comboboxProps={zIndex}
          />
        );
      }
      return (
        <MultiSelect
          {...common}
          data={options}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(v) => onChange(v.map(Number))}
          searchable
          comboboxProps={zIndex}
        />
      );
    }
    default:
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          placeholder={spec.kind === 'time_since' ? t('deviceGroups.builder.timeSincePlaceholder') : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

export interface DeviceRuleBuilderProps {
  value: Conditions;
  onChange: (value: Conditions) => void;
  /** Show every row's messages (after a save was tried); otherwise only rows already edited. */
  showErrors?: boolean;
  disabled?: boolean;
}

/** The device catalogue (packages/rules devices.ts) for the shared rule builder. */
function useDeviceRuleCatalogue(): RuleBuilderCatalogue {
  const { t } = useTranslation();
  return useMemo(
    (): RuleBuilderCatalogue => ({
      fields: () => DEVICE_CONDITION_FIELDS.map((field) => ({ value: field, label: t(`deviceGroups.field.${field}`) })),
      operators: (field) => deviceOperatorsFor(field),
      operatorLabel: (_field, operator) => t(`deviceGroups.operator.${operator}`),
      takesValue: (field, operator) => deviceValueSpecFor(field, operator).kind !== 'none',
      defaultValue: (field, operator) => defaultValue(deviceValueSpecFor(field, operator)),
      oneTimeFields: DEVICE_ONE_TIME_FIELDS,
      newId: newConditionId,
      groupText: (group) => ({ title: t(`deviceGroups.builder.${group}`), hint: t(`deviceGroups.builder.${group}Hint`) }),
      renderValue: ({ condition, onChange, error, disabled }) => <ValueInput condition={condition} onChange={onChange} error={error} disabled={disabled} />,
    }),
    [t],
  );
}

/** Rows that differ from the rule before a change: the ones the user touched. */
const changedIds = (before: Conditions, after: Conditions) => {
  const old = new Set<Condition>([...before.all, ...before.any]);
  return [...after.all, ...after.any].filter((c) => !old.has(c)).map((c) => c.id);
};

/**
 * A dynamic group's rule: the shared rule builder (features/rules) over the device catalogue.
 * Messages are the spec's two words (001 §5): "Required" where a value is missing, "Invalid" for
 * anything else, shown for rows already edited, or for every row once a save was tried.
 */
export function DeviceRuleBuilder({ value, onChange, showErrors = false, disabled }: DeviceRuleBuilderProps) {
  const { t } = useTranslation();
  const catalogue = useDeviceRuleCatalogue();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const errors = useMemo(() => {
    const map = new Map<string, string>();
    for (const issue of validateDeviceConditions(value)) {
      const [, group, index, part] = issue.path;
      if (part === undefined || typeof index !== 'number') continue;
      const row = value[group as 'all' | 'any']?.[index];
      if (!row || (!showErrors && !touched.has(row.id))) continue;
      const key = ['conditions', group, index, part].join('.');
      if (!map.has(key)) map.set(key, t(issue.code === 'required' ? 'deviceGroups.builder.required' : 'deviceGroups.builder.invalid'));
    }
    return map;
  }, [value, showErrors, touched, t]);
  return (
    <RuleBuilder
      catalogue={catalogue}
      value={value}
      errors={errors}
      disabled={disabled}
      onChange={(next) => {
        const ids = changedIds(value, next);
        if (ids.length) setTouched((s) => new Set([...s, ...ids]));
        onChange(next);
      }}
    />
  );
}
