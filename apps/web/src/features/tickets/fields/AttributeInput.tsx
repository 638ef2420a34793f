import { Checkbox, MultiSelect, NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  DECIMAL_ATTRIBUTE_LIMIT,
  NUMERIC_ATTRIBUTE_MAX,
  TEXT_ATTRIBUTE_MAX_LENGTH,
  TEXT_MULTILINE_ATTRIBUTE_MAX_LENGTH,
  type AttributeContent,
  type AttributeType,
  type AttributeValue,
} from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { lengthError } from '../../../shared/lengthError.ts';

/** An attribute as a form shows it. */
export interface AttributeField {
  attributeId: number;
  name: string;
  attributeType: AttributeType;
  active: boolean;
  required: boolean;
  content: AttributeContent;
}

interface Props {
  attribute: AttributeField;
  value: AttributeValue | null | undefined;
  onChange: (value: AttributeValue | null) => void;
  error?: string;
  disabled?: boolean;
}

const text = (v: AttributeValue | null | undefined) => (typeof v === 'string' ? v : '');
const num = (v: AttributeValue | null | undefined) => (typeof v === 'number' ? v : '');

/**
 * One custom attribute's input, by its type (spec 002 §3.1). An inactive attribute keeps its
 * value but cannot be changed: the server refuses it ('This attribute is inactive').
 */
export function AttributeInput({ attribute, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const label = attribute.active ? attribute.name : `${attribute.name} ${t('tickets.inactive')}`;
  const common = { label, error, required: attribute.required, disabled: disabled || !attribute.active, 'data-attribute': attribute.attributeId };
  const choices = (attribute.content.values ?? []).map((c) => ({ value: c.id, label: c.name }));
  switch (attribute.attributeType) {
    case 'MULTI_SELECT':
      return (
        <MultiSelect
          {...common}
          data={choices}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v.length ? v : null)}
          clearable
          searchable
          comboboxProps={{ zIndex: 400 }}
        />
      );
    case 'DROPDOWN':
      return (
        <Select
          {...common}
          data={choices}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          clearable
          searchable
          comboboxProps={{ zIndex: 400 }}
        />
      );
    case 'CHECKBOX':
      return <Checkbox {...common} mt="xs" checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'TEXT':
      return (
        <TextInput
          {...common}
          error={error ?? lengthError(text(value), TEXT_ATTRIBUTE_MAX_LENGTH)}
          value={text(value)}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    case 'TEXT_MULTILINE':
      return (
        <Textarea
          {...common}
          error={error ?? lengthError(text(value), TEXT_MULTILINE_ATTRIBUTE_MAX_LENGTH)}
          value={text(value)}
          autosize
          minRows={2}
          maxRows={8}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    case 'NUMERIC':
      return (
        <NumberInput
          {...common}
          value={num(value)}
          min={1}
          max={NUMERIC_ATTRIBUTE_MAX}
          allowDecimal={false}
          allowNegative={false}
          onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? null : Number(v))}
        />
      );
    case 'DECIMAL':
      return (
        <NumberInput
          {...common}
          value={num(value)}
          min={-DECIMAL_ATTRIBUTE_LIMIT}
          max={DECIMAL_ATTRIBUTE_LIMIT}
          decimalScale={4}
          onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? null : Number(v))}
        />
      );
    case 'DATE':
      return (
        <DateInput
          {...common}
          value={typeof value === 'string' ? value : null}
          valueFormat="YYYY-MM-DD"
          clearable
          clearButtonProps={{ 'aria-label': t('tickets.picker.clear', { label: attribute.name }) }}
          nextLabel={t('tickets.date.next')}
          previousLabel={t('tickets.date.previous')}
          popoverProps={{ zIndex: 400 }}
          onChange={(v) => onChange(v ? v.slice(0, 10) : null)}
        />
      );
  }
}
