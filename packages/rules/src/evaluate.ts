import { isWithinBusinessHours, type BusinessHours } from './business-hours.ts';
import type { Condition, ConditionValue, Conditions, RefId } from './conditions.ts';
import { resolveCurrentUser } from './current-user.ts';
import { SYSTEM_STATUSES, type Operator } from './enums.ts';
import type { RuleEvent, TicketFacts } from './facts.ts';
import { parseField, type TicketConditionField, type TimeSinceTimestamp } from './fields.ts';
import { attributeEquals, compareOrdered, isPresent, listContainsAny, listOf, scalarEquals, scalarOf, textContains, textContainsAny } from './operators.ts';
import { parseTimeSince } from './time-since.ts';

/** Everything one evaluation looks at besides the condition. */
export interface EvaluationContext {
  facts: TicketFacts;
  event?: RuleEvent | undefined;
  now: Date;
  /** Absent means no business hours are configured: always open. */
  businessHours?: BusinessHours | undefined;
  /** Who `CURRENT_USER` in a condition value stands for (see current-user.ts); absent: nobody. */
  currentUserId?: RefId | null | undefined;
}

type FactField = Exclude<TicketConditionField, 'action' | 'business_hours' | 'commentType' | 'updated_by'>;

const FACT_OF: Readonly<Record<FactField, keyof TicketFacts>> = {
  type: 'type',
  status: 'status',
  source: 'source',
  severity: 'severity',
  priority: 'priority',
  summary: 'summary',
  description: 'description',
  organization: 'organizationId',
  location: 'locationId',
  requester: 'requesterUid',
  assignee: 'assigneeId',
  additionalAssignedTechnicianIds: 'additionalTechnicianIds',
  tags: 'tags',
  form: 'formId',
};
const TEXT_FIELDS: ReadonlySet<FactField> = new Set(['summary', 'description']);
const LIST_FIELDS: ReadonlySet<FactField> = new Set(['tags', 'additionalAssignedTechnicianIds']);
const systemStatuses: ReadonlySet<string> = new Set(SYSTEM_STATUSES);

/** A custom status's parent, or the status itself when it is a system status. */
function parentStatus(facts: TicketFacts): string | null {
  if (facts.statusParent) return facts.statusParent;
  const status = scalarOf(facts.status);
  return status !== null && systemStatuses.has(status) ? status : null;
}

/** Lists compare as sets (tags without case), so reordering is not a change. */
function normalised(field: FactField, facts: TicketFacts): string {
  const raw = facts[FACT_OF[field]];
  if (!LIST_FIELDS.has(field)) return scalarOf(raw) ?? '';
  const items = listOf(raw).map((s) => (field === 'tags' ? s.toLowerCase() : s));
  return JSON.stringify([...new Set(items)].sort());
}

function changed(field: FactField, ctx: EvaluationContext): boolean {
  const event = ctx.event;
  if (!event) return false;
  if (event.action === 'INSERT') return isPresent(ctx.facts[FACT_OF[field]]);
  if (!event.previous) return false;
  return normalised(field, ctx.facts) !== normalised(field, event.previous);
}

function evaluateFactField(field: FactField, operator: Operator, value: ConditionValue, ctx: EvaluationContext): boolean {
  const raw = ctx.facts[FACT_OF[field]];
  const isText = TEXT_FIELDS.has(field);
  const isList = LIST_FIELDS.has(field);
  const text = typeof raw === 'string' ? raw : null;
  switch (operator) {
    case 'equals':
      return !isList && scalarEquals(scalarOf(raw), value);
    case 'not_equals':
      return !evaluateFactField(field, 'equals', value, ctx);
    case 'parent_equals':
      return field === 'status' && scalarEquals(parentStatus(ctx.facts), value);
    case 'parent_not_equals':
      return field === 'status' && !scalarEquals(parentStatus(ctx.facts), value);
    case 'contains':
      return isText && textContains(text, value);
    case 'does_not_contain':
      return isText && !textContains(text, value);
    case 'contains_any':
      return isText ? textContainsAny(text, value) : listContainsAny(listOf(raw), value, field === 'tags');
    case 'contains_none':
      return !evaluateFactField(field, 'contains_any', value, ctx);
    case 'present':
      return isPresent(raw);
    case 'not_present':
      return !isPresent(raw);
    case 'changed':
      return changed(field, ctx);
    case 'changed_to':
      return changed(field, ctx) && scalarEquals(scalarOf(raw), value);
    default:
      return false;
  }
}

function evaluateEventField(field: 'action' | 'commentType' | 'updated_by', operator: Operator, value: ConditionValue, ctx: EvaluationContext): boolean {
  const event = ctx.event;
  if (field === 'updated_by') {
    const by = scalarOf(event?.updatedBy ?? ctx.facts.updatedBy);
    return operator === 'contains_any' && by !== null && listContainsAny([by], value);
  }
  const actual = scalarOf(field === 'action' ? event?.action : event?.commentType);
  if (operator === 'equals') return scalarEquals(actual, value);
  if (operator === 'not_equals') return !scalarEquals(actual, value);
  return false;
}

/** A time-since condition on one timestamp (tickets' and devices' last seen). */
export function evaluateTimeSince(since: Date | null | undefined, operator: Operator, value: ConditionValue, now: Date): boolean {
  const threshold = parseTimeSince(value).totalMinutes;
  if (!since || threshold === null) return false;
  // A timestamp slightly ahead of the clock (another server's skew) counts as just now.
  const elapsed = Math.max(0, now.getTime() - since.getTime()) / 60_000;
  switch (operator) {
    case 'less_or_equal_than':
      return elapsed <= threshold;
    case 'greater_or_equal_than':
      return elapsed >= threshold;
    case 'is':
      return elapsed >= threshold && elapsed < threshold + 60;
    default:
      return false;
  }
}

function evaluateAttribute(attributeId: string, operator: Operator, value: ConditionValue, ctx: EvaluationContext): boolean {
  const actual = ctx.facts.attributes?.[attributeId];
  switch (operator) {
    case 'equals':
      return attributeEquals(actual, value);
    case 'not_equals':
      return !attributeEquals(actual, value);
    case 'contains':
      return typeof actual === 'string' && textContains(actual, value);
    case 'does_not_contain':
      return !(typeof actual === 'string' && textContains(actual, value));
    case 'contains_any':
      return listContainsAny(listOf(actual), value, true);
    case 'contains_none':
      return !listContainsAny(listOf(actual), value, true);
    case 'present':
      return isPresent(actual);
    case 'not_present':
      return !isPresent(actual);
    case 'less_or_equal_than': {
      const order = compareOrdered(actual, value);
      return order !== null && order <= 0;
    }
    case 'greater_or_equal_than': {
      const order = compareOrdered(actual, value);
      return order !== null && order >= 0;
    }
    default:
      return false;
  }
}

/** Evaluates one condition; a field or operator this model does not know is false. */
export function evaluateCondition(condition: Condition, ctx: EvaluationContext): boolean {
  const parsed = parseField(condition.field);
  const { operator } = condition;
  const value = resolveCurrentUser(condition.field, condition.value, ctx.currentUserId);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'time_since':
      return evaluateTimeSince(ctx.facts[parsed.timestamp satisfies TimeSinceTimestamp], operator, value, ctx.now);
    case 'time_since_status':
      return scalarOf(ctx.facts.status) === parsed.status && evaluateTimeSince(ctx.facts.statusChangedAt, operator, value, ctx.now);
    case 'attribute':
      return evaluateAttribute(parsed.attributeId, operator, value, ctx);
    case 'ticket': {
      const field = parsed.field;
      if (field === 'business_hours') {
        const open = !ctx.businessHours || isWithinBusinessHours(ctx.now, ctx.businessHours);
        return operator === 'in' ? open : operator === 'not_in' ? !open : false;
      }
      if (field === 'action' || field === 'commentType' || field === 'updated_by') return evaluateEventField(field, operator, value, ctx);
      return evaluateFactField(field, operator, value, ctx);
    }
  }
}

/**
 * Evaluates conditions in memory: true when every `all` condition holds and, if `any` has
 * conditions, at least one of them does. No conditions at all match every ticket.
 * `options.currentUserId` is who `CURRENT_USER` stands for (the board's viewer, the change's author).
 */
export function evaluate(
  conditions: Conditions,
  facts: TicketFacts,
  event: RuleEvent | undefined,
  now: Date,
  businessHours?: BusinessHours,
  options: { currentUserId?: RefId | null } = {},
): boolean {
  const ctx: EvaluationContext = { facts, event, now, businessHours, currentUserId: options.currentUserId };
  const test = (c: Condition) => evaluateCondition(c, ctx);
  return conditions.all.every(test) && (conditions.any.length === 0 || conditions.any.some(test));
}
