import { valueSpecFor, type AttributeDefinition, type Condition, type ConditionGroup, type ConditionValue, type Conditions, type Operator, type ValueSpec } from '@outpost/rules';

// Editing steps of one condition row, kept pure so the editor's behaviour is testable without a
// screen: what a row holds after its field or operator changes.

const LIST_KINDS: ReadonlySet<ValueSpec['kind']> = new Set(['text_list', 'tag_list', 'id_list', 'option_list']);

/** True when values of this kind are lists. */
export const isListSpec = (spec: ValueSpec) => LIST_KINDS.has(spec.kind);

/** What a new value of a kind starts as: time since '1:0' (spec 002 §9), an empty list, or nothing. */
export function initialValue(spec: ValueSpec): ConditionValue {
  if (spec.kind === 'time_since') return '1:0';
  return isListSpec(spec) ? [] : null;
}

let sequence = 0;
/**
 * An id for a new condition, unique within the editor. Not crypto.randomUUID: browsers offer it
 * only on https or localhost, and a self-hosted server is often reached over plain http.
 */
export function newConditionId(): string {
  sequence += 1;
  return `c${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A condition on `field` with its first operator and that operator's empty value. */
export function newCondition(field: string, operators: readonly Operator[], attributes: readonly AttributeDefinition[]): Condition {
  const operator = operators[0] ?? 'equals';
  return { id: newConditionId(), field, operator, value: initialValue(valueSpecFor(field, operator, attributes)) };
}

/**
 * The row after its operator changes. A value that still fits is kept (a single choice becomes a
 * one-item list and back), anything else starts again empty.
 */
export function withOperator(condition: Condition, operator: Operator, attributes: readonly AttributeDefinition[]): Condition {
  const before = valueSpecFor(condition.field, condition.operator, attributes);
  const after = valueSpecFor(condition.field, operator, attributes);
  const { value } = condition;
  let next: ConditionValue = initialValue(after);
  if (before.kind === after.kind) next = value;
  else if (!isListSpec(before) && isListSpec(after) && (before.kind === 'id' || before.kind === 'option') && value !== null && !Array.isArray(value)) {
    next = typeof value === 'boolean' ? [] : [value];
  } else if (isListSpec(before) && !isListSpec(after) && (after.kind === 'id' || after.kind === 'option') && Array.isArray(value)) {
    next = value[0] ?? null;
  }
  return { ...condition, operator, value: next };
}

/** Replaces one condition of a group. */
export function replaceCondition(conditions: Conditions, group: ConditionGroup, index: number, next: Condition): Conditions {
  return { ...conditions, [group]: conditions[group].map((c, i) => (i === index ? next : c)) };
}

/** Removes one condition of a group. */
export function removeCondition(conditions: Conditions, group: ConditionGroup, index: number): Conditions {
  return { ...conditions, [group]: conditions[group].filter((_, i) => i !== index) };
}

/** Adds a condition at the end of a group. */
export function addCondition(conditions: Conditions, group: ConditionGroup, condition: Condition): Conditions {
  return { ...conditions, [group]: [...conditions[group], condition] };
}
