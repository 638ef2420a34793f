import { operatorsFor, valueSpecFor, type AttributeDefinition, type ValueSpec } from './catalogue.ts';
import type { Condition, ConditionValue, Conditions, RefId } from './conditions.ts';
import { CURRENT_USER, CURRENT_USER_FIELDS, mentionsCurrentUser } from './current-user.ts';
import { CONDITION_GROUPS, type ConditionGroup, type RuleKind } from './enums.ts';
import { isTimeSinceField, parseField } from './fields.ts';
import { RESULT_CODE_MESSAGES, RULE_LIMITS, RULE_MESSAGES, type RuleIssue } from './messages.ts';
import { toNumber } from './operators.ts';
import { referenceProblem, type ReferenceChecks } from './references.ts';
import { parseTimeSince } from './time-since.ts';

/** What condition validation needs besides the rule. */
export interface ConditionCheckContext {
  kind: RuleKind;
  attributes?: readonly AttributeDefinition[];
  references?: ReferenceChecks;
  /** A system board's conditions are fixed: they are neither required nor checked. */
  systemBoard?: boolean;
}

type Path = (string | number)[];
type Scalar = string | number | boolean;

/** True when a value counts as not filled in: null, blank text, an empty list. */
export function isEmptyValue(value: ConditionValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const isScalar = (v: ConditionValue): v is Scalar => v !== null && !Array.isArray(v);
const isId = (v: unknown): v is RefId => (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isInteger(v));
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function optionIds(attributes: readonly AttributeDefinition[] | undefined, field: string): Set<string> | null {
  const parsed = parseField(field);
  if (parsed?.kind !== 'attribute') return null;
  const values = attributes?.find((a) => String(a.id) === parsed.attributeId)?.content?.values;
  return values && values.length > 0 ? new Set(values.map((v) => String(v.id))) : null;
}

/** Checks a condition's value against what its field and operator take (shared with the device catalogue). */
export function checkValue(condition: Condition, spec: ValueSpec, ctx: ConditionCheckContext, path: Path, issues: RuleIssue[]): void {
  const { value } = condition;
  const invalid = (at: Path = path) => issues.push({ path: at, message: RULE_MESSAGES.invalidValue, code: 'invalid_value' });
  if (spec.kind === 'none') return;
  if (spec.kind === 'time_since') {
    for (const p of parseTimeSince(value).problems) {
      const code = p.message === RULE_MESSAGES.required ? 'required' : p.message === RULE_MESSAGES.invalidValue ? 'invalid_value' : 'out_of_range';
      issues.push({ path: p.path === 'value' ? path : [...path, p.path], message: p.message, code });
    }
    return;
  }
  if (isEmptyValue(value)) {
    issues.push({ path, message: RULE_MESSAGES.required, code: 'required' });
    return;
  }
  switch (spec.kind) {
    case 'enum':
      if (typeof value !== 'string' || !spec.options.includes(value)) invalid();
      return;
    case 'status':
    case 'option':
    case 'id':
      if (!isId(value)) return void invalid();
      if (spec.kind === 'option' && optionIds(ctx.attributes, condition.field)?.has(String(value)) === false) invalid();
      if (spec.kind === 'id') pushReference(ctx, spec.reference, [value], path, issues);
      return;
    case 'text':
      if (typeof value !== 'string') invalid();
      return;
    case 'text_list':
    case 'tag_list':
      if (!Array.isArray(value)) return void invalid();
      value.forEach((item, i) => {
        if (typeof item !== 'string' || item.trim() === '') invalid([...path, i]);
      });
      if (spec.kind === 'tag_list') pushDuplicateTags(value, path, issues);
      return;
    case 'id_list':
    case 'option_list': {
      if (!Array.isArray(value)) return void invalid();
      const options = spec.kind === 'option_list' ? optionIds(ctx.attributes, condition.field) : null;
      value.forEach((item, i) => {
        if (!isId(item) || (options && !options.has(String(item)))) invalid([...path, i]);
      });
      if (spec.kind === 'id_list') pushReference(ctx, spec.reference, value.filter(isId), path, issues);
      return;
    }
    case 'integer': {
      const n = toNumber(value);
      if (!isScalar(value) || !Number.isInteger(n) || n < 0 || n > RULE_LIMITS.numericAttributeMax) {
        issues.push({ path, message: RULE_MESSAGES.numericAttribute, code: 'out_of_range' });
      }
      return;
    }
    case 'decimal':
      if (!isScalar(value) || !Number.isFinite(toNumber(value))) issues.push({ path, message: RULE_MESSAGES.invalidNumber, code: 'invalid_value' });
      return;
    case 'boolean':
      if (typeof value !== 'boolean') invalid();
      return;
    case 'date':
      if (typeof value !== 'string' || !isIsoDate(value)) issues.push({ path, message: RULE_MESSAGES.invalidDate, code: 'invalid_value' });
      return;
    case 'any':
      return;
  }
}

function pushReference(ctx: ConditionCheckContext, kind: Parameters<typeof referenceProblem>[1], ids: RefId[], path: Path, issues: RuleIssue[]) {
  // CURRENT_USER names whoever runs the rule: never a deleted record.
  const message = referenceProblem(
    ctx.references,
    kind,
    ids.filter((id) => id !== CURRENT_USER),
  );
  if (message) issues.push({ path, message, code: 'deleted_reference' });
}

/** Reports the second and later copies of a tag name (names compare without case). */
export function pushDuplicateTags(tags: readonly unknown[], path: Path, issues: RuleIssue[]): void {
  const seen = new Set<string>();
  tags.forEach((tag, i) => {
    if (typeof tag !== 'string') return;
    const key = tag.trim().toLowerCase();
    if (seen.has(key)) issues.push({ path: [...path, i], message: RULE_MESSAGES.duplicateTag, code: 'duplicate_tag' });
    seen.add(key);
  });
}

function checkCondition(condition: Condition, group: ConditionGroup, index: number, ctx: ConditionCheckContext, issues: RuleIssue[]) {
  const path: Path = ['conditions', group, index];
  const operators = operatorsFor(condition.field, ctx.kind, group, ctx.attributes);
  if (operators.length === 0) {
    issues.push({ path: [...path, 'field'], message: RULE_MESSAGES.fieldNotAllowed, code: 'field_not_allowed' });
    return;
  }
  if (!operators.includes(condition.operator)) {
    issues.push({ path: [...path, 'operator'], message: RULE_MESSAGES.operatorNotAllowed, code: 'operator_not_allowed' });
    return;
  }
  // A time-based rule runs on a clock, for nobody: 'the current user' means nothing there.
  if (ctx.kind === 'TIME_BASED' && CURRENT_USER_FIELDS.has(condition.field) && mentionsCurrentUser(condition.value)) {
    const code = 'current_user_unsupported';
    issues.push({ path: [...path, 'value'], message: RESULT_CODE_MESSAGES[code], code });
    return;
  }
  // A 'changed' condition needs no value whatever the field; business hours never need one.
  checkValue(condition, valueSpecFor(condition.field, condition.operator, ctx.attributes), ctx, [...path, 'value'], issues);
}

/** Validates the conditions of a rule: counts per kind (§5.1), availability (§5.2), each value. */
export function validateConditions(conditions: Conditions, ctx: ConditionCheckContext): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (ctx.kind === 'BOARD' && ctx.systemBoard) return issues;
  const total = conditions.all.length + conditions.any.length;
  if (ctx.kind !== 'RESPONSE_TEMPLATE' && total === 0) {
    issues.push({ path: ['conditions'], message: RULE_MESSAGES.addCondition, code: 'no_conditions' });
  }
  if (ctx.kind === 'TIME_BASED' && !conditions.all.some((c) => isTimeSinceField(c.field))) {
    issues.push({ path: ['conditions', 'all'], message: RULE_MESSAGES.timeSinceRequired, code: 'no_time_since' });
  }
  for (const group of CONDITION_GROUPS) {
    conditions[group].forEach((condition, i) => checkCondition(condition, group, i, ctx, issues));
  }
  return issues;
}
