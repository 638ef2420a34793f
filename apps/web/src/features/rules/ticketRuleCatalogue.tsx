import { conditionFieldsFor, operatorsFor, parseField, valueSpecFor, type ConditionGroup, type RuleKind } from '@outpost/rules';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { initialValue, newConditionId } from './conditionDraft.ts';
import { ConditionValueInput } from './ConditionValueInput.tsx';
import { fieldLabel, operatorLabel, type LabelContext } from './labels.ts';
import type { RuleBuilderCatalogue } from './RuleBuilder.tsx';

/** The configuration a ticket rule reads: attributes and statuses, and the status keys offered for time since. */
export type RuleCatalogue = LabelContext & { statusKeys: readonly string[] };

/**
 * Ticket fields one rule may test once: a ticket event is an insert or an update, and a moment is
 * within business hours or outside them, so a second row could only repeat or contradict the first.
 */
export const TICKET_ONE_TIME_FIELDS: ReadonlySet<string> = new Set(['action', 'business_hours']);

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

/** The ticket catalogue for the shared rule builder: what boards and event- and time-based automations offer (spec 002 §5.2). */
export function useTicketRuleCatalogue(kind: RuleKind, catalogue: RuleCatalogue): RuleBuilderCatalogue {
  const { t } = useTranslation();
  return useMemo((): RuleBuilderCatalogue => {
    const { attributes } = catalogue;
    return {
      fields: (group, current) => fieldChoices(t, kind, group, catalogue, current),
      operators: (field, group) => operatorsFor(field, kind, group, attributes),
      operatorLabel: (field, operator) => operatorLabel(t, field, operator, attributes),
      takesValue: (field, operator) => valueSpecFor(field, operator, attributes).kind !== 'none',
      defaultValue: (field, operator) => initialValue(valueSpecFor(field, operator, attributes)),
      oneTimeFields: TICKET_ONE_TIME_FIELDS,
      // A new row starts on status where the group offers it.
      firstField: (_group, offered) => (offered.includes('status') ? 'status' : offered[0]),
      newId: newConditionId,
      groupText: (group) => ({ title: t(`rules.groups.${group}`), hint: t(`rules.groups.${group}Hint`) }),
      renderValue: ({ condition, path, onChange, errors, disabled }) => (
        <ConditionValueInput
          kind={kind}
          field={condition.field}
          operator={condition.operator}
          value={condition.value}
          onChange={onChange}
          attributes={attributes}
          statuses={catalogue.statuses}
          path={path}
          errors={errors}
          disabled={disabled}
        />
      ),
    };
  }, [t, kind, catalogue]);
}
