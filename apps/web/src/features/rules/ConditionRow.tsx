import { ActionIcon, Box, Group, Paper, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { conditionFieldsFor, operatorsFor, parseField, valueSpecFor, type Condition, type ConditionGroup, type Operator, type RuleKind } from '@outpost/rules';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { initialValue, withOperator } from './conditionDraft.ts';
import { ConditionValueInput } from './ConditionValueInput.tsx';
import { issueAt, type IssueMap } from './issues.ts';
import { fieldLabel, operatorLabel, type LabelContext } from './labels.ts';

/** The configuration a condition row reads: attributes and statuses, and the status keys offered for time since. */
export type RuleCatalogue = LabelContext & { statusKeys: readonly string[] };

export interface ConditionRowProps {
  kind: RuleKind;
  group: ConditionGroup;
  index: number;
  condition: Condition;
  onChange: (condition: Condition) => void;
  onRemove: () => void;
  catalogue: RuleCatalogue;
  errors?: IssueMap;
  disabled?: boolean;
}

type FieldSection = 'timeSince' | 'ticket' | 'attributes';

function sectionOf(field: string): FieldSection {
  const kind = parseField(field)?.kind;
  return kind === 'time_since' || kind === 'time_since_status' ? 'timeSince' : kind === 'attribute' ? 'attributes' : 'ticket';
}

/** The field choices of a group, in sections; a field the rule holds but the group does not offer stays listed, so its error shows. */
export function fieldChoices(t: TFunction, kind: RuleKind, group: ConditionGroup, catalogue: RuleCatalogue, current?: string) {
  const offered = conditionFieldsFor(kind, group, { attributes: catalogue.attributes, statuses: catalogue.statusKeys }).map((o) => o.field as string);
  if (current !== undefined && current !== '' && !offered.includes(current)) offered.push(current);
  const sections: FieldSection[] = ['ticket', 'timeSince', 'attributes'];
  return sections
    .map((section) => ({
      group: t(`rules.fieldGroup.${section}`),
      items: offered.filter((f) => sectionOf(f) === section).map((f) => ({ value: f, label: fieldLabel(t, f, catalogue) })),
    }))
    .filter((s) => s.items.length > 0);
}

/** One condition: field, operator and the value widget that field and operator take, with a remove button. */
export function ConditionRow({ kind, group, index, condition, onChange, onRemove, catalogue, errors, disabled }: ConditionRowProps) {
  const { t } = useTranslation();
  const { attributes } = catalogue;
  const path = ['conditions', group, index] as const;
  const fields = useMemo(() => fieldChoices(t, kind, group, catalogue, condition.field), [t, kind, group, catalogue, condition.field]);
  const offeredOperators = operatorsFor(condition.field, kind, group, attributes);
  const operators: readonly Operator[] = offeredOperators.includes(condition.operator) ? offeredOperators : [...offeredOperators, condition.operator];
  const position = index + 1;
  const zIndex = { zIndex: 400 };

  const changeField = (field: string | null) => {
    if (!field || field === condition.field) return;
    const operator = operatorsFor(field, kind, group, attributes)[0] ?? condition.operator;
    onChange({ ...condition, field, operator, value: initialValue(valueSpecFor(field, operator, attributes)) });
  };

  return (
    <Paper withBorder p="sm" role="group" aria-label={t('rules.condition.row', { index: position })} data-condition={condition.id}>
      {/* The inputs wrap on narrow dialogs; the remove button stays at the row's end. */}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Group align="flex-start" gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Select
            label={t('rules.condition.field')}
            data={fields}
            value={condition.field || null}
            onChange={changeField}
            searchable
            allowDeselect={false}
            w={220}
            error={issueAt(errors, [...path, 'field'])}
            disabled={disabled}
            comboboxProps={zIndex}
          />
          <Select
            label={t('rules.condition.operator')}
            data={operators.map((o) => ({ value: o, label: operatorLabel(t, condition.field, o, attributes) }))}
            value={condition.operator}
            onChange={(o) => o && onChange(withOperator(condition, o as Operator, attributes))}
            allowDeselect={false}
            w={190}
            error={issueAt(errors, [...path, 'operator'])}
            disabled={disabled}
            comboboxProps={zIndex}
          />
          <Box style={{ flex: '1 1 200px', minWidth: 0 }}>
            <ConditionValueInput
              kind={kind}
              field={condition.field}
              operator={condition.operator}
              value={condition.value}
              onChange={(value) => onChange({ ...condition, value })}
              attributes={attributes}
              statuses={catalogue.statuses}
              path={[...path, 'value']}
              errors={errors}
              disabled={disabled}
            />
          </Box>
        </Group>
        <ActionIcon variant="subtle" color="red" mt={26} onClick={onRemove} disabled={disabled} aria-label={t('rules.condition.remove', { index: position })}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
