import { NODE_CLASSES } from '@outpost/contracts';
import type { ValueSpec } from './catalogue.ts';
import type { Condition, ConditionValue, Conditions } from './conditions.ts';
import { CONDITION_GROUPS, type ConditionGroup, type Operator } from './enums.ts';
import { evaluateTimeSince } from './evaluate.ts';
import { RULE_MESSAGES, type RuleIssue } from './messages.ts';
import { compareOrdered, isPresent, listContainsAny, listOf, scalarEquals, scalarOf, textContains, textContainsAny } from './operators.ts';
import type { ReferenceChecks } from './references.ts';
import { checkValue } from './validate-conditions.ts';

/**
 * The device catalogue: the fields a dynamic device group's rule may test (DESIGN.md §4
 * "Groups"), beside the ticket catalogue, with the same operators and the same empty/missing
 * semantics (operators.ts). The server compiles these rules to SQL
 * (apps/server/src/modules/device-groups/device-condition-sql.ts) and a test holds the two to
 * the same answers.
 */
export const DEVICE_CONDITION_FIELDS = [
  'organization',
  'location',
  'role',
  'node_class',
  'name',
  'os',
  'online',
  'last_seen',
  'tags',
  'ram_gb',
  'free_disk_gb',
] as const;
export type DeviceConditionField = (typeof DEVICE_CONDITION_FIELDS)[number];

const ID_OPS: readonly Operator[] = ['equals', 'not_equals', 'contains_any', 'contains_none'];
const OPTIONAL_ID_OPS: readonly Operator[] = [...ID_OPS, 'present', 'not_present'];
const TEXT_OPS: readonly Operator[] = ['contains', 'does_not_contain', 'contains_any', 'contains_none', 'present', 'not_present'];
const NUMBER_OPS: readonly Operator[] = ['greater_or_equal_than', 'less_or_equal_than', 'present', 'not_present'];

/** Operators per device field, in display order (the first is what a new row or a field change picks). */
export const DEVICE_FIELD_OPERATORS: Readonly<Record<DeviceConditionField, readonly Operator[]>> = {
  // Every device belongs to an organization, so present/not_present would say nothing.
  organization: ID_OPS,
  location: OPTIONAL_ID_OPS,
  role: OPTIONAL_ID_OPS,
  node_class: ['equals', 'not_equals'],
  name: TEXT_OPS,
  os: TEXT_OPS,
  online: ['equals'],
  last_seen: ['less_or_equal_than', 'greater_or_equal_than', 'is'],
  tags: ['contains_any', 'contains_none', 'present', 'not_present'],
  ram_gb: NUMBER_OPS,
  free_disk_gb: NUMBER_OPS,
};

/**
 * Fields one rule may test only once: a device is online or not, so a second `online` row could
 * only repeat or contradict the first. The builder stops offering it once a row uses it.
 */
export const DEVICE_ONE_TIME_FIELDS: ReadonlySet<DeviceConditionField> = new Set(['online']);

const isDeviceField = (field: string): field is DeviceConditionField => (DEVICE_CONDITION_FIELDS as readonly string[]).includes(field);

/** Operators offered for a device field; empty for a field the catalogue does not have. Both groups offer every field. */
export function deviceOperatorsFor(field: string): readonly Operator[] {
  return isDeviceField(field) ? DEVICE_FIELD_OPERATORS[field] : [];
}

/** The device fields with their operators, for the rule builder. */
export function deviceConditionFields(): { field: DeviceConditionField; operators: readonly Operator[] }[] {
  return DEVICE_CONDITION_FIELDS.map((field) => ({ field, operators: DEVICE_FIELD_OPERATORS[field] }));
}

const LIST_VALUE_OPS: ReadonlySet<Operator> = new Set(['contains_any', 'contains_none']);
const NO_VALUE_OPS: ReadonlySet<Operator> = new Set(['present', 'not_present']);

/** What value a device condition holds for its field and operator. */
export function deviceValueSpecFor(field: string, operator: Operator): ValueSpec {
  if (NO_VALUE_OPS.has(operator)) return { kind: 'none' };
  if (!isDeviceField(field)) return { kind: 'any' };
  const list = LIST_VALUE_OPS.has(operator);
  switch (field) {
    case 'organization':
    case 'location':
      return list ? { kind: 'id_list', reference: field } : { kind: 'id', reference: field };
    case 'role':
      return list ? { kind: 'id_list', reference: 'device_role' } : { kind: 'id', reference: 'device_role' };
    case 'node_class':
      return { kind: 'enum', options: NODE_CLASSES };
    case 'name':
    case 'os':
      return list ? { kind: 'text_list' } : { kind: 'text' };
    case 'online':
      return { kind: 'boolean' };
    case 'last_seen':
      return { kind: 'time_since' };
    case 'tags':
      return { kind: 'tag_list' };
    case 'ram_gb':
    case 'free_disk_gb':
      return { kind: 'decimal' };
  }
}

/**
 * What the evaluator knows about a device. `online` is decided by the caller with the one
 * up/down rule (a recent heartbeat and an agent that has not hung up); sizes are in GiB.
 */
export interface DeviceRuleFacts {
  id: number;
  organizationId: number;
  locationId: number | null;
  roleId: number | null;
  nodeClass: string;
  name: string;
  /** Platform, distribution and release in one text ("linux Ubuntu 24.04"); null before the first heartbeat. */
  os: string | null;
  online: boolean;
  lastSeenAt: Date | null;
  tags: readonly string[];
  ramGb: number | null;
  /** Free space on the fullest disk: a group of devices "low on disk" means any disk is low. */
  freeDiskGb: number | null;
}

const GIB = 1024 ** 3;

/** The facts' sizes from an agent's report: RAM and the smallest free space of any disk, in GiB. */
export function deviceSizesFromReport(report: { ramBytes?: number | undefined; disks?: readonly { sizeBytes: number; usedBytes: number }[] } | null) {
  const disks = report?.disks ?? [];
  const free = disks.length === 0 ? null : Math.min(...disks.map((d) => d.sizeBytes - d.usedBytes));
  return { ramGb: report?.ramBytes === undefined ? null : report.ramBytes / GIB, freeDiskGb: free === null ? null : free / GIB };
}

function ordered(actual: number | null, operator: Operator, value: ConditionValue): boolean {
  if (actual === null) return false;
  const order = compareOrdered(actual, value);
  if (order === null) return false;
  return operator === 'less_or_equal_than' ? order <= 0 : operator === 'greater_or_equal_than' ? order >= 0 : false;
}

function textCondition(text: string | null, operator: Operator, value: ConditionValue): boolean {
  switch (operator) {
    case 'contains':
      return textContains(text, value);
    case 'does_not_contain':
      return !textContains(text, value);
    case 'contains_any':
      return textContainsAny(text, value);
    case 'contains_none':
      return !textContainsAny(text, value);
    case 'present':
      return isPresent(text);
    case 'not_present':
      return !isPresent(text);
    default:
      return false;
  }
}

function idCondition(id: number | null, operator: Operator, value: ConditionValue): boolean {
  const actual = scalarOf(id);
  switch (operator) {
    case 'equals':
      return scalarEquals(actual, value);
    case 'not_equals':
      return !scalarEquals(actual, value);
    case 'contains_any':
      return actual !== null && listContainsAny([actual], value);
    case 'contains_none':
      return !(actual !== null && listContainsAny([actual], value));
    case 'present':
      return actual !== null;
    case 'not_present':
      return actual === null;
    default:
      return false;
  }
}

/** Evaluates one device condition; a field or operator the catalogue does not define is false. */
export function evaluateDeviceCondition(condition: Condition, facts: DeviceRuleFacts, now: Date): boolean {
  const { field, operator, value } = condition;
  if (!isDeviceField(field) || !DEVICE_FIELD_OPERATORS[field].includes(operator)) return false;
  switch (field) {
    case 'organization':
      return idCondition(facts.organizationId, operator, value);
    case 'location':
      return idCondition(facts.locationId, operator, value);
    case 'role':
      return idCondition(facts.roleId, operator, value);
    case 'node_class':
      return operator === 'equals' ? scalarEquals(facts.nodeClass, value) : !scalarEquals(facts.nodeClass, value);
    case 'name':
      return textCondition(facts.name, operator, value);
    case 'os':
      return textCondition(facts.os, operator, value);
    case 'online':
      return typeof value === 'boolean' && facts.online === value;
    case 'last_seen':
      return evaluateTimeSince(facts.lastSeenAt, operator, value, now);
    case 'tags': {
      const any = listContainsAny(listOf(facts.tags), value, true);
      if (operator === 'contains_any') return any;
      if (operator === 'contains_none') return !any;
      return operator === 'present' ? isPresent(facts.tags) : !isPresent(facts.tags);
    }
    case 'ram_gb':
    case 'free_disk_gb': {
      const actual = field === 'ram_gb' ? facts.ramGb : facts.freeDiskGb;
      if (operator === 'present') return actual !== null;
      if (operator === 'not_present') return actual === null;
      return ordered(actual, operator, value);
    }
  }
}

/** Every `all` condition and, when `any` has some, one of them; no conditions match every device. */
export function evaluateDevice(conditions: Conditions, facts: DeviceRuleFacts, now: Date): boolean {
  const test = (c: Condition) => evaluateDeviceCondition(c, facts, now);
  return conditions.all.every(test) && (conditions.any.length === 0 || conditions.any.some(test));
}

/**
 * Validates a dynamic group's rule: at least one condition, each field in the catalogue, each
 * operator the field's, each value as its spec says ("Required", "Invalid value", …).
 */
export function validateDeviceConditions(conditions: Conditions, references?: ReferenceChecks): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (conditions.all.length + conditions.any.length === 0) {
    issues.push({ path: ['conditions'], message: RULE_MESSAGES.addCondition, code: 'no_conditions' });
  }
  const ctx = { kind: 'BOARD' as const, references };
  for (const group of CONDITION_GROUPS satisfies readonly ConditionGroup[]) {
    conditions[group].forEach((condition, i) => {
      const path = ['conditions', group, i];
      const operators = deviceOperatorsFor(condition.field);
      if (operators.length === 0) {
        issues.push({ path: [...path, 'field'], message: RULE_MESSAGES.fieldNotAllowed, code: 'field_not_allowed' });
      } else if (!operators.includes(condition.operator)) {
        issues.push({ path: [...path, 'operator'], message: RULE_MESSAGES.operatorNotAllowed, code: 'operator_not_allowed' });
      } else {
        checkValue(condition, deviceValueSpecFor(condition.field, condition.operator), ctx, [...path, 'value'], issues);
      }
    });
  }
  return issues;
}
