import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CONDITION_GROUPS, conditionFieldsFor, type ConditionGroup, type Conditions, type RuleKind } from '@outpost/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addCondition, newCondition, removeCondition, replaceCondition } from './conditionDraft.ts';
import { ConditionRow, type RuleCatalogue } from './ConditionRow.tsx';
import { issueAt, type IssueMap } from './issues.ts';
import '../tickets/tickets.strings.ts';
import './rules.strings.ts';

export interface ConditionsEditorProps {
  /** The editor kind decides which fields and operators each group offers (spec 002 §5.2). */
  kind: RuleKind;
  value: Conditions;
  onChange: (value: Conditions) => void;
  catalogue: RuleCatalogue;
  /** Messages by path ('conditions.any.1.value'), shown under their inputs. */
  errors?: IssueMap;
  disabled?: boolean;
}

/** The field a new row starts with: status where the group offers it, else the first offered field. */
function firstField(kind: RuleKind, group: ConditionGroup, catalogue: RuleCatalogue) {
  const offered = conditionFieldsFor(kind, group, { attributes: catalogue.attributes, statuses: catalogue.statusKeys });
  return offered.find((o) => o.field === 'status') ?? offered[0];
}

function ConditionGroupEditor({ group, ...props }: ConditionsEditorProps & { group: ConditionGroup }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { kind, value, onChange, catalogue, errors, disabled } = props;
  const rows = value[group];
  const groupError = issueAt(errors, ['conditions', group]);
  const add = () => {
    const first = firstField(kind, group, catalogue);
    if (first) onChange(addCondition(value, group, newCondition(first.field, first.operators, catalogue.attributes)));
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-group={group}>
      <div>
        <Title order={3} size="h5" id={titleId}>
          {t(`rules.groups.${group}`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`rules.groups.${group}Hint`)}
        </Text>
      </div>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed" fs="italic">
          {t('rules.condition.empty')}
        </Text>
      )}
      {rows.map((condition, index) => (
        <ConditionRow
          key={condition.id}
          kind={kind}
          group={group}
          index={index}
          condition={condition}
          onChange={(next) => onChange(replaceCondition(value, group, index, next))}
          onRemove={() => onChange(removeCondition(value, group, index))}
          catalogue={catalogue}
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
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add} disabled={disabled}>
          {t('rules.condition.add')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The 'all' and 'any' condition groups of a rule. Knows no editor of its own: boards, event- and
 * time-based automations pass their kind, and the catalogue of @outpost/rules decides what is offered.
 */
export function ConditionsEditor(props: ConditionsEditorProps) {
  const overall = issueAt(props.errors, ['conditions']);
  return (
    <Stack gap="lg">
      {overall && (
        <Alert color="red" role="alert" p="xs">
          {overall}
        </Alert>
      )}
      {CONDITION_GROUPS.map((group) => (
        <ConditionGroupEditor key={group} group={group} {...props} />
      ))}
    </Stack>
  );
}
