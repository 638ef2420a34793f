import { MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { TicketStatus } from '@outpost/contracts';
import { valueSpecFor, type AttributeDefinition, type ConditionValue, type Operator, type RuleKind } from '@outpost/rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TagPicker } from '../../components/pickers/TagPicker.tsx';
import { issueAt, issueWithin, type IssueMap } from './issues.ts';
import { attributeOf, statusKeyOf, statusName } from './labels.ts';
import { ReferenceValueInput } from './ReferenceValueInput.tsx';
import { TimeSinceInput } from './TimeSinceInput.tsx';

export interface ConditionValueInputProps {
  kind: RuleKind;
  field: string;
  operator: Operator;
  value: ConditionValue;
  onChange: (value: ConditionValue) => void;
  attributes: readonly AttributeDefinition[];
  statuses: readonly TicketStatus[];
  /** Where this value sits in the rule ('conditions', 'all', 0, 'value'), to find its messages. */
  path: readonly (string | number)[];
  errors?: IssueMap;
  disabled?: boolean;
}

const ENUM_GROUPS: Readonly<Record<string, string>> = {
  type: 'tickets.enum.type',
  priority: 'tickets.enum.priority',
  severity: 'tickets.enum.severity',
  source: 'tickets.enum.source',
  action: 'rules.value.action',
  commentType: 'rules.value.commentType',
};

/** The words of an enum value of a field; a status parent is a system status, named as the server names it. */
function enumOptionLabel(t: TFunction, field: string, value: string, statuses: readonly TicketStatus[]): string {
  if (field === 'status') return statusName(statuses, value);
  const group = ENUM_GROUPS[field];
  return group ? t(`${group}.${value}`, { defaultValue: value }) : value;
}

// Technicians only for assignees (spec 002 §6); requesters and editors may be users or contacts.
const TECHNICIAN_FIELDS: ReadonlySet<string> = new Set(['assignee', 'additionalAssignedTechnicianIds']);

const text = (value: ConditionValue) => (typeof value === 'string' ? value : '');
const strings = (value: ConditionValue) => (Array.isArray(value) ? value.map(String) : []);
const numberOrBlank = (value: ConditionValue) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : '';

/**
 * The value widget of one condition, chosen by what the field and operator take (valueSpecFor):
 * enums and statuses as selects, texts and phrase lists, tags, records through their pickers,
 * numbers, dates, checkbox states, attribute options and time since.
 */
export function ConditionValueInput({ kind, field, operator, value, onChange, attributes, statuses, path, errors, disabled }: ConditionValueInputProps) {
  const { t } = useTranslation();
  const spec = valueSpecFor(field, operator, attributes);
  const label = t('rules.condition.value');
  const error = issueWithin(errors, path);
  const zIndex = { zIndex: 400 };
  switch (spec.kind) {
    case 'none':
      return null;
    case 'time_since':
      return (
        <TimeSinceInput
          value={value}
          onChange={onChange}
          hoursError={issueAt(errors, path) ?? issueAt(errors, [...path, 'hours'])}
          minutesError={issueAt(errors, [...path, 'minutes'])}
          disabled={disabled}
        />
      );
    case 'enum':
      return (
        <Select
          label={label}
          data={spec.options.map((o) => ({ value: o, label: enumOptionLabel(t, field, o, statuses) }))}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          error={error}
          disabled={disabled}
          comboboxProps={zIndex}
        />
      );
    case 'status': {
      const current = typeof value === 'string' ? value : null;
      // Retired statuses are not offered, unless the rule already names one.
      const offered = statuses.filter((s) => s.active || statusKeyOf(s) === current);
      return (
        <Select
          label={label}
          data={offered.map((s) => ({ value: statusKeyOf(s), label: s.active ? s.name : `${s.name} ${t('tickets.inactive')}` }))}
          value={current}
          onChange={(v) => onChange(v)}
          searchable
          error={error}
          disabled={disabled}
          comboboxProps={zIndex}
        />
      );
    }
    case 'text':
    case 'any':
      return <TextInput label={label} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} error={error} disabled={disabled} />;
    case 'text_list':
      return (
        <TagsInput
          label={label}
          placeholder={strings(value).length === 0 ? t('rules.value.phrases') : undefined}
          value={strings(value)}
          onChange={onChange}
          error={error}
          disabled={disabled}
          comboboxProps={zIndex}
        />
      );
    case 'tag_list':
      return <TagPicker label={label} value={strings(value)} onChange={onChange} error={error} disabled={disabled} />;
    case 'id':
    case 'id_list':
      return (
        <ReferenceValueInput
          reference={spec.reference}
          multiple={spec.kind === 'id_list'}
          value={value}
          onChange={onChange}
          label={label}
          error={error}
          disabled={disabled}
          userSource={TECHNICIAN_FIELDS.has(field) ? 'technicians' : 'people'}
          // A time-based rule runs for nobody, so 'the current user' means nothing there.
          allowCurrentUser={kind !== 'TIME_BASED'}
        />
      );
    case 'integer':
    case 'decimal':
      return (
        <NumberInput
          label={label}
          value={numberOrBlank(value)}
          allowDecimal={spec.kind === 'decimal'}
          allowNegative={spec.kind === 'decimal'}
          onChange={(v) => onChange(v === '' ? null : Number(v))}
          error={error}
          disabled={disabled}
        />
      );
    case 'boolean':
      return (
        <Select
          label={label}
          data={[
            { value: 'true', label: t('rules.value.yes') },
            { value: 'false', label: t('rules.value.no') },
          ]}
          value={typeof value === 'boolean' ? String(value) : null}
          onChange={(v) => onChange(v === null ? null : v === 'true')}
          error={error}
          disabled={disabled}
          comboboxProps={zIndex}
        />
      );
    case 'date':
      return (
        <DateInput
          label={label}
          value={typeof value === 'string' && value !== '' ? value : null}
          valueFormat="YYYY-MM-DD"
          clearable
          clearButtonProps={{ 'aria-label': t('tickets.picker.clear', { label }) }}
          nextLabel={t('tickets.date.next')}
          previousLabel={t('tickets.date.previous')}
          popoverProps={zIndex}
          onChange={(v) => onChange(v ? v.slice(0, 10) : null)}
          error={error}
          disabled={disabled}
        />
      );
    case 'option':
    case 'option_list': {
      const choices = (attributeOf(field, attributes)?.content?.values ?? []).map((c) => ({ value: String(c.id), label: c.name }));
      return spec.kind === 'option' ? (
        <Select
          label={label}
          data={choices}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : null}
          onChange={(v) => onChange(v)}
          searchable
          error={error}
          disabled={disabled}
          comboboxProps={zIndex}
        />
      ) : (
        <MultiSelect
          label={label}
          data={choices}
          value={strings(value)}
          onChange={onChange}
          searchable
          error={error}
          disabled={disabled}
          comboboxProps={zIndex}
        />
      );
    }
  }
}
