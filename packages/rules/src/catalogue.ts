import { z } from 'zod';
import { refIdSchema } from './conditions.ts';
import {
  attributeTypeSchema,
  COMMENT_TYPES,
  SYSTEM_STATUSES,
  TICKET_EVENT_ACTIONS,
  TICKET_PRIORITIES,
  TICKET_SEVERITIES,
  TICKET_SOURCES,
  TICKET_TYPES,
  type AttributeType,
  type ConditionGroup,
  type Operator,
  type RuleKind,
} from './enums.ts';
import { attributeField, parseField, TIME_SINCE_FIELDS, timeSinceStatusField, type ConditionField, type TicketConditionField } from './fields.ts';

/** A custom ticket attribute as GetAttributeList returns it. */
export const attributeDefinitionSchema = z.object({
  id: refIdSchema,
  attributeType: attributeTypeSchema,
  name: z.string().default(''),
  active: z.boolean().default(true),
  content: z.object({ values: z.array(z.object({ id: refIdSchema, name: z.string() })).default([]) }).optional(),
});
export type AttributeDefinition = z.input<typeof attributeDefinitionSchema>;

/** Which records a reference value points at (for the deleted/inactive checks). */
export type ReferenceKind = 'user' | 'organization' | 'location' | 'form' | 'device_role';

/** What a condition value holds for a field and operator; drives the editor input and validation. */
export type ValueSpec =
  | { kind: 'none' }
  | { kind: 'time_since' }
  | { kind: 'enum'; options: readonly string[] }
  | { kind: 'status' }
  | { kind: 'text' }
  | { kind: 'text_list' }
  | { kind: 'tag_list' }
  | { kind: 'id'; reference: ReferenceKind }
  | { kind: 'id_list'; reference: ReferenceKind }
  | { kind: 'integer' }
  | { kind: 'decimal' }
  | { kind: 'boolean' }
  | { kind: 'date' }
  | { kind: 'option' }
  | { kind: 'option_list' }
  /** An attribute condition checked without attribute definitions: only "required" is known. */
  | { kind: 'any' };

/** Editors that have conditions (response templates have none). */
export const CONDITION_KINDS: readonly RuleKind[] = ['EVENT_BASED', 'TIME_BASED', 'BOARD'];

const ENUM_OPS: readonly Operator[] = ['equals', 'not_equals'];
const CHANGE_OPS: readonly Operator[] = ['changed', 'changed_to'];
const TEXT_OPS: readonly Operator[] = ['contains', 'does_not_contain', 'contains_any', 'contains_none'];
const LIST_OPS: readonly Operator[] = ['contains_any', 'contains_none', 'present', 'not_present'];
const PERSON_OPS: readonly Operator[] = ['present', 'not_present', 'equals', 'not_equals', 'contains_any', 'contains_none'];
const TIME_SINCE_OPS: readonly Operator[] = ['less_or_equal_than', 'greater_or_equal_than', 'is'];

/**
 * Operators per attribute type. Our choice (the spec says only "depend on attribute type"):
 * text compares words, numbers and dates compare by order, drop-downs by option id, checkboxes
 * by true/false (an unset checkbox counts as false).
 */
export const ATTRIBUTE_OPERATORS: Readonly<Record<AttributeType, readonly Operator[]>> = {
  TEXT: ['contains', 'does_not_contain', 'equals', 'not_equals', 'present', 'not_present'],
  TEXT_MULTILINE: ['contains', 'does_not_contain', 'equals', 'not_equals', 'present', 'not_present'],
  NUMERIC: ['equals', 'not_equals', 'less_or_equal_than', 'greater_or_equal_than', 'present', 'not_present'],
  DECIMAL: ['equals', 'not_equals', 'less_or_equal_than', 'greater_or_equal_than', 'present', 'not_present'],
  DROPDOWN: ['equals', 'not_equals', 'contains_any', 'contains_none', 'present', 'not_present'],
  MULTI_SELECT: ['contains_any', 'contains_none', 'present', 'not_present'],
  CHECKBOX: ['equals'],
  DATE: ['less_or_equal_than', 'greater_or_equal_than', 'present', 'not_present'],
};
const ANY_ATTRIBUTE_OPS: readonly Operator[] = [...new Set(Object.values(ATTRIBUTE_OPERATORS).flat())];

interface TicketFieldSpec {
  kinds: readonly RuleKind[];
  groups: readonly ConditionGroup[];
  operators: (kind: RuleKind) => readonly Operator[];
}

const BOTH: readonly ConditionGroup[] = ['all', 'any'];
const ALL_ONLY: readonly ConditionGroup[] = ['all'];
const EVENT_ONLY: readonly RuleKind[] = ['EVENT_BASED'];
const fixed = (ops: readonly Operator[]) => () => ops;
const withChanges = (ops: readonly Operator[]) => (kind: RuleKind) => (kind === 'EVENT_BASED' ? [...ops, ...CHANGE_OPS] : ops);

/** The field/operator matrix of spec 002 §5.2 for fields with a fixed key. */
const TICKET_FIELD_SPECS: Readonly<Record<TicketConditionField, TicketFieldSpec>> = {
  // "Ticket created / updated": only events have one.
  action: { kinds: EVENT_ONLY, groups: BOTH, operators: fixed(ENUM_OPS) },
  business_hours: { kinds: ['EVENT_BASED', 'TIME_BASED'], groups: ALL_ONLY, operators: fixed(['in', 'not_in']) },
  type: { kinds: CONDITION_KINDS, groups: BOTH, operators: withChanges(ENUM_OPS) },
  status: { kinds: CONDITION_KINDS, groups: BOTH, operators: withChanges([...ENUM_OPS, 'parent_equals', 'parent_not_equals']) },
  source: { kinds: CONDITION_KINDS, groups: BOTH, operators: withChanges(ENUM_OPS) },
  severity: { kinds: CONDITION_KINDS, groups: BOTH, operators: withChanges(ENUM_OPS) },
  priority: { kinds: CONDITION_KINDS, groups: BOTH, operators: withChanges(ENUM_OPS) },
  summary: { kinds: CONDITION_KINDS, groups: BOTH, operators: fixed(TEXT_OPS) },
  description: { kinds: CONDITION_KINDS, groups: BOTH, operators: fixed(TEXT_OPS) },
  organization: { kinds: CONDITION_KINDS, groups: BOTH, operators: fixed(LIST_OPS) },
  location: { kinds: CONDITION_KINDS, groups: BOTH, operators: fixed(LIST_OPS) },
  requester: { kinds: CONDITION_KINDS, groups: BOTH, operators: fixed(PERSON_OPS) },
  assignee: { kinds: CONDITION_KINDS, groups: BOTH, operators: fixed(PERSON_OPS) },
  additionalAssignedTechnicianIds: { kinds: CONDITION_KINDS, groups: BOTH, operators: fixed(LIST_OPS) },
  tags: { kinds: CONDITION_KINDS, groups: BOTH, operators: fixed(LIST_OPS) },
  // Every ticket has a form, so present/not_present would say nothing.
  form: { kinds: CONDITION_KINDS, groups: BOTH, operators: fixed(['contains_any', 'contains_none']) },
  commentType: { kinds: EVENT_ONLY, groups: BOTH, operators: fixed(['equals']) },
  updated_by: { kinds: EVENT_ONLY, groups: BOTH, operators: fixed(['contains_any']) },
};

const TIME_SINCE_KINDS: readonly RuleKind[] = ['TIME_BASED', 'BOARD'];

function findAttribute(attributes: readonly AttributeDefinition[], id: string): AttributeDefinition | undefined {
  return attributes.find((a) => String(a.id) === id);
}

/**
 * Operators offered for a field in one editor kind and group; empty when the field is not
 * offered there. Without `attributes` an attribute field gets every attribute operator (the
 * type is unknown); with them, an unknown or inactive attribute gets none.
 */
export function operatorsFor(field: string, kind: RuleKind, group: ConditionGroup, attributes?: readonly AttributeDefinition[]): readonly Operator[] {
  const parsed = parseField(field);
  if (!parsed || !CONDITION_KINDS.includes(kind)) return [];
  switch (parsed.kind) {
    case 'ticket': {
      const spec = TICKET_FIELD_SPECS[parsed.field];
      return spec.kinds.includes(kind) && spec.groups.includes(group) ? spec.operators(kind) : [];
    }
    case 'time_since':
    case 'time_since_status':
      return TIME_SINCE_KINDS.includes(kind) && group === 'all' ? TIME_SINCE_OPS : [];
    case 'attribute': {
      if (!attributes) return ANY_ATTRIBUTE_OPS;
      const attribute = findAttribute(attributes, parsed.attributeId);
      return attribute && attribute.active !== false ? ATTRIBUTE_OPERATORS[attribute.attributeType] : [];
    }
  }
}

/** A field offered by the condition editor, with its operators in display order. */
export interface FieldOption {
  field: ConditionField;
  operators: readonly Operator[];
}

/**
 * The condition fields offered for one editor kind and group: ticket fields, time-since fields
 * (one per status in `statuses`, system statuses by default) and active attributes.
 */
export function conditionFieldsFor(
  kind: RuleKind,
  group: ConditionGroup,
  options: { attributes?: readonly AttributeDefinition[]; statuses?: readonly string[] } = {},
): FieldOption[] {
  const statuses = options.statuses ?? SYSTEM_STATUSES;
  const keys: ConditionField[] = [
    ...(Object.keys(TIME_SINCE_FIELDS) as ConditionField[]),
    ...statuses.map(timeSinceStatusField),
    ...(Object.keys(TICKET_FIELD_SPECS) as ConditionField[]),
    ...(options.attributes ?? []).filter((a) => a.active !== false).map((a) => attributeField(a.id)),
  ];
  return keys
    .map((field) => ({ field, operators: operatorsFor(field, kind, group, options.attributes ?? []) }))
    .filter((option) => option.operators.length > 0);
}

const NONE_OPS: ReadonlySet<Operator> = new Set(['present', 'not_present', 'changed', 'in', 'not_in']);
const LIST_VALUE_OPS: ReadonlySet<Operator> = new Set(['contains_any', 'contains_none']);

/** True when the operator takes no value (present, not_present, changed, in, not_in). */
export function operatorTakesNoValue(operator: Operator): boolean {
  return NONE_OPS.has(operator);
}

function attributeValueSpec(type: AttributeType, operator: Operator): ValueSpec {
  switch (type) {
    case 'TEXT':
    case 'TEXT_MULTILINE':
      return { kind: 'text' };
    case 'NUMERIC':
      return { kind: 'integer' };
    case 'DECIMAL':
      return { kind: 'decimal' };
    case 'DROPDOWN':
      return LIST_VALUE_OPS.has(operator) ? { kind: 'option_list' } : { kind: 'option' };
    case 'MULTI_SELECT':
      return { kind: 'option_list' };
    case 'CHECKBOX':
      return { kind: 'boolean' };
    case 'DATE':
      return { kind: 'date' };
  }
}

const ENUM_VALUES: Partial<Record<TicketConditionField, readonly string[]>> = {
  action: TICKET_EVENT_ACTIONS,
  type: TICKET_TYPES,
  source: TICKET_SOURCES,
  severity: TICKET_SEVERITIES,
  priority: TICKET_PRIORITIES,
  commentType: COMMENT_TYPES,
};

const REFERENCES: Partial<Record<TicketConditionField, ReferenceKind>> = {
  organization: 'organization',
  location: 'location',
  form: 'form',
  requester: 'user',
  assignee: 'user',
  additionalAssignedTechnicianIds: 'user',
  updated_by: 'user',
};

/** What value a condition holds for its field and operator. */
export function valueSpecFor(field: string, operator: Operator, attributes?: readonly AttributeDefinition[]): ValueSpec {
  if (NONE_OPS.has(operator)) return { kind: 'none' };
  const parsed = parseField(field);
  if (!parsed) return { kind: 'any' };
  if (parsed.kind === 'time_since' || parsed.kind === 'time_since_status') return { kind: 'time_since' };
  if (parsed.kind === 'attribute') {
    const attribute = attributes && findAttribute(attributes, parsed.attributeId);
    return attribute ? attributeValueSpec(attribute.attributeType, operator) : { kind: 'any' };
  }
  const list = LIST_VALUE_OPS.has(operator);
  const f = parsed.field;
  if (f === 'status') {
    return operator === 'parent_equals' || operator === 'parent_not_equals' ? { kind: 'enum', options: SYSTEM_STATUSES } : { kind: 'status' };
  }
  const options = ENUM_VALUES[f];
  if (options) return { kind: 'enum', options };
  if (f === 'summary' || f === 'description') return list ? { kind: 'text_list' } : { kind: 'text' };
  if (f === 'tags') return { kind: 'tag_list' };
  const reference = REFERENCES[f];
  if (reference) return list ? { kind: 'id_list', reference } : { kind: 'id', reference };
  return { kind: 'any' };
}
