import { ActionIcon, Alert, Box, Button, Group, Paper, Select, Stack, Text, TextInput, Title, type ComboboxData } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CONDITION_GROUPS, type Condition, type ConditionGroup, type ConditionValue, type Conditions, type Operator } from '@outpost/rules';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { issueAt, issueWithin, type IssueMap } from './issues.ts';
import './rules.strings.ts';

// Spec 001 §2.8: field and operator selectors 212 px wide each, the value input 150 px.
export const RULE_SELECTOR_WIDTH = 212;
export const RULE_VALUE_WIDTH = 150;
const zIndex = { zIndex: 400 };

/** What a value widget gets from the builder: the row, where its messages sit, and how to change it. */
export interface RuleValueProps {
  condition: Condition;
  group: ConditionGroup;
  /** ['conditions', group, index, 'value'] */
  path: readonly (string | number)[];
  /** The message for the value or any part of it. */
  error: string | undefined;
  /** Every message of the rule, for widgets with parts (time since: hours and minutes). */
  errors: IssueMap | undefined;
  onChange: (value: ConditionValue) => void;
  disabled?: boolean;
}

/**
 * What one catalogue (tickets, devices) tells the builder. The builder owns the rules of spec 001
 * §4 that hold for every catalogue; the catalogue says only what its fields, operators and values are.
 */
export interface RuleBuilderCatalogue {
  /** Field choices for a row of `group`, flat or in sections; `current` is the row's field (kept listed so its error shows). */
  fields: (group: ConditionGroup, current: string | undefined) => ComboboxData;
  /** Operators of a field in display order: the first is what a new row and a field change pick. */
  operators: (field: string, group: ConditionGroup) => readonly Operator[];
  operatorLabel: (field: string, operator: Operator) => string;
  /** False for operators without a value (present, not_present, changed, in, not_in): the builder shows "N/A". */
  takesValue: (field: string, operator: Operator) => boolean;
  /** The default value a field and operator start with. */
  defaultValue: (field: string, operator: Operator) => ConditionValue;
  /** Fields one rule may use once (in either group). */
  oneTimeFields: ReadonlySet<string>;
  /** The field a new row of `group` starts with, among the fields still offered. */
  firstField?: (group: ConditionGroup, offered: readonly string[]) => string | undefined;
  /** A fresh row id. */
  newId: () => string;
  renderValue: (props: RuleValueProps) => ReactNode;
  /** Titles and hints of the two groups (the words differ between tickets and devices). */
  groupText: (group: ConditionGroup) => { title: string; hint: string };
}

/** The values of a Combobox's data, flat or in sections. */
function valuesOf(data: ComboboxData): string[] {
  return (data as readonly unknown[]).flatMap((item) => {
    if (typeof item === 'string') return [item];
    const entry = item as { value?: string; items?: ComboboxData };
    return entry.items ? valuesOf(entry.items) : entry.value !== undefined ? [entry.value] : [];
  });
}

/** The data without the values in `hidden`; sections left empty go. */
function without(data: ComboboxData, hidden: ReadonlySet<string>): ComboboxData {
  return (data as readonly unknown[]).flatMap((item) => {
    if (typeof item === 'string') return hidden.has(item) ? [] : [item];
    const entry = item as { value?: string; items?: ComboboxData; group?: string };
    if (entry.items) {
      const items = without(entry.items, hidden);
      return (items as readonly unknown[]).length ? [{ ...entry, items }] : [];
    }
    return entry.value !== undefined && hidden.has(entry.value) ? [] : [item];
  }) as ComboboxData;
}

/** One-time fields used by rows other than `except`. */
function usedOnce(rule: Conditions, oneTime: ReadonlySet<string>, except?: Condition): Set<string> {
  return new Set([...rule.all, ...rule.any].filter((c) => c !== except && oneTime.has(c.field)).map((c) => c.field));
}

/** Changing the field resets the operator to the field's first and the value to its default (spec 001 §4). */
export function withField(catalogue: RuleBuilderCatalogue, condition: Condition, group: ConditionGroup, field: string): Condition {
  const operator = catalogue.operators(field, group)[0] ?? condition.operator;
  return { ...condition, field, operator, value: catalogue.defaultValue(field, operator) };
}

/** Changing the operator resets the value (spec 001 §4). */
export function withOperator(catalogue: RuleBuilderCatalogue, condition: Condition, operator: Operator): Condition {
  return { ...condition, operator, value: catalogue.defaultValue(condition.field, operator) };
}

/** A new row of `group`: the first field still offered, its first operator and that operator's default, or null when none is left. */
export function newRow(catalogue: RuleBuilderCatalogue, rule: Conditions, group: ConditionGroup): Condition | null {
  const offered = valuesOf(without(catalogue.fields(group, undefined), usedOnce(rule, catalogue.oneTimeFields)));
  const field = catalogue.firstField?.(group, offered) ?? offered[0];
  if (field === undefined) return null;
  const operator = catalogue.operators(field, group)[0];
  if (operator === undefined) return null;
  return { id: catalogue.newId(), field, operator, value: catalogue.defaultValue(field, operator) };
}

interface RowProps {
  catalogue: RuleBuilderCatalogue;
  rule: Conditions;
  group: ConditionGroup;
  index: number;
  condition: Condition;
  onChange: (next: Condition) => void;
  onRemove: () => void;
  errors?: IssueMap;
  disabled?: boolean;
}

function RuleRow({ catalogue, rule, group, index, condition, onChange, onRemove, errors, disabled }: RowProps) {
  const { t } = useTranslation();
  const path = ['conditions', group, index] as const;
  const fields = without(catalogue.fields(group, condition.field), usedOnce(rule, catalogue.oneTimeFields, condition));
  const offered = catalogue.operators(condition.field, group);
  // An operator the rule holds but the field no longer offers stays listed, so its message shows.
  const operators = offered.includes(condition.operator) || !condition.operator ? offered : [...offered, condition.operator];
  const position = index + 1;
  return (
    <Paper withBorder p="sm" role="group" aria-label={t('rules.condition.row', { index: position })} data-condition={condition.id}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Group align="flex-start" gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Select
            label={t('rules.condition.field')}
            data={fields}
            value={condition.field || null}
            onChange={(field) => field && field !== condition.field && onChange(withField(catalogue, condition, group, field))}
            searchable
            allowDeselect={false}
            w={RULE_SELECTOR_WIDTH}
            error={issueAt(errors, [...path, 'field'])}
            disabled={disabled}
            comboboxProps={zIndex}
          />
          <Select
            label={t('rules.condition.operator')}
            data={operators.map((o) => ({ value: o, label: catalogue.operatorLabel(condition.field, o) }))}
            value={condition.operator || null}
            onChange={(o) => o && o !== condition.operator && onChange(withOperator(catalogue, condition, o as Operator))}
            allowDeselect={false}
            w={RULE_SELECTOR_WIDTH}
            error={issueAt(errors, [...path, 'operator'])}
            disabled={disabled}
            comboboxProps={zIndex}
          />
          {catalogue.takesValue(condition.field, condition.operator) ? (
            <Box miw={RULE_VALUE_WIDTH} style={{ flex: `0 1 ${RULE_VALUE_WIDTH}px` }} data-rule-value>
              {catalogue.renderValue({
                condition,
                group,
                path: [...path, 'value'],
                error: issueWithin(errors, [...path, 'value']),
                errors,
                onChange: (value) => onChange({ ...condition, value }),
                disabled,
              })}
            </Box>
          ) : (
            <TextInput label={t('rules.condition.value')} w={RULE_VALUE_WIDTH} value={t('rules.condition.notApplicable')} disabled readOnly />
          )}
        </Group>
        <ActionIcon variant="subtle" color="red" mt={26} onClick={onRemove} disabled={disabled} aria-label={t('rules.condition.remove', { index: position })}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

export interface RuleBuilderProps {
  catalogue: RuleBuilderCatalogue;
  value: Conditions;
  onChange: (value: Conditions) => void;
  /** Messages by path ('conditions.any.1.value'), shown under their inputs. */
  errors?: IssueMap;
  disabled?: boolean;
}

/**
 * The rule builder of spec 001 §2.8 and §4, one for every catalogue (ticket boards and
 * automations, device groups): rows grouped 'all' and 'any', a field, an operator and a value
 * each. Changing a field resets the operator and value, changing an operator resets the value,
 * value-less operators show a disabled "N/A", a one-time field is offered to one row only, and a
 * removed row is gone from view at once.
 */
export function RuleBuilder({ catalogue, value, onChange, errors, disabled }: RuleBuilderProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const overall = issueAt(errors, ['conditions']);
  return (
    <Stack gap="lg">
      {overall && (
        <Alert color="red" role="alert" p="xs">
          {overall}
        </Alert>
      )}
      {CONDITION_GROUPS.map((group) => {
        const rows = value[group];
        const text = catalogue.groupText(group);
        const groupError = issueAt(errors, ['conditions', group]);
        return (
          <Stack gap="xs" key={group} component="section" aria-labelledby={`${titleId}-${group}`} data-group={group}>
            <div>
              <Title order={3} size="h5" id={`${titleId}-${group}`}>
                {text.title}
              </Title>
              <Text size="sm" c="dimmed">
                {text.hint}
              </Text>
            </div>
            {rows.length === 0 && (
              <Text size="sm" c="dimmed" fs="italic">
                {t('rules.condition.empty')}
              </Text>
            )}
            {rows.map((condition, index) => (
              <RuleRow
                key={condition.id}
                catalogue={catalogue}
                rule={value}
                group={group}
                index={index}
                condition={condition}
                onChange={(row) => onChange({ ...value, [group]: rows.map((c, i) => (i === index ? row : c)) })}
                onRemove={() => onChange({ ...value, [group]: rows.filter((_, i) => i !== index) })}
                errors={errors}
                disabled={disabled}
              />
            ))}
            {groupError && (
              <Text size="sm" c="red" role="alert">
                {groupError}
              </Text>
            )}
            <div>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => {
                  const next = newRow(catalogue, value, group);
                  if (next) onChange({ ...value, [group]: [...rows, next] });
                }}
                disabled={disabled}
              >
                {t('rules.condition.add')}
              </Button>
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}
