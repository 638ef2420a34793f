import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  isWithinBusinessHours,
  listOf,
  parseField,
  resolveCurrentUser,
  scalarOf,
  type BusinessHours,
  type Condition,
  type ConditionValue,
  type Conditions,
  type Operator,
  type TicketConditionField,
  type TimeSinceTimestamp,
} from '@outpost/rules';
import { contactIdsWithUid } from '../../contacts/contacts.queries.ts';
import { statusIdsInFamily, statusIdsWithKey, tagIdsWhere } from '../../ticketing-config/ticketing-config.queries.ts';
import { ticketAdditionalTechnicians, tickets, ticketTags } from '../tickets.schema.ts';
import { attributeCondition } from './attribute-sql.ts';
import { allOf, anyOf, asInteger, FALSE, inList, isBlank, not, textPhraseCondition, timeSince, TRUE } from '../../../lib/rule-sql.ts';

/**
 * Rule conditions (a board's, a time automation's, a technician's scope) compiled to one SQL
 * predicate over `tickets`, answering exactly as
 * packages/rules' `evaluate` does on the facts ticket-facts.repository.ts reads for the same
 * ticket (condition-sql.test.ts holds the two to it). The empty/missing rules are those of
 * packages/rules/src/operators.ts; every predicate may be NULL where the evaluator says false,
 * so negations go through `not` (NULL is not true).
 *
 * Known limits, both outside what a saved board can ask: text is lowered by the database's
 * lower(), which in a C locale leaves non-ASCII letters as they are; and a timestamp the
 * database holds with microseconds is compared with them, where the evaluator sees milliseconds.
 */
export interface CompileContext {
  /** The clock time-since conditions measure to (the evaluator's `now`). */
  now: Date;
  /** Who CURRENT_USER stands for: the signed-in user running the board. */
  currentUserId?: number | null;
  /** Absent: always open, as in `evaluate`. */
  businessHours?: BusinessHours;
}

type FactField = Exclude<TicketConditionField, 'action' | 'business_hours' | 'commentType' | 'updated_by'>;

/** How one single-valued field compares: its `scalarOf` form equals a text, one of several, or is present. */
interface ScalarField {
  equals(value: string): SQL;
  equalsAny(values: string[]): SQL;
  present: SQL;
  /** not_present written so an index on the column can answer it (`is null`). */
  absent: SQL;
}

function integerField(column: AnyColumn): ScalarField {
  const ints = (values: string[]) => values.map(asInteger).filter((n): n is number => n !== null);
  return {
    // An id equals '7' only in the form String(7) writes: ' 7' and '07' name nothing.
    equals: (value) => inList(sql`${column}`, ints([value])),
    equalsAny: (values) => inList(sql`${column}`, ints(values)),
    present: sql`(${column} is not null)`,
    absent: sql`(${column} is null)`,
  };
}

function enumField(column: AnyColumn): ScalarField {
  return {
    equals: (value) => sql`(${column} = ${value})`,
    equalsAny: (values) => inList(sql`${column}`, values),
    present: sql`(${column} is not null)`,
    absent: sql`(${column} is null)`,
  };
}

// A status reads as its system key ('OPEN') or, for a custom status, its id as text.
const statusWhere = (test: (key: SQL) => SQL) => sql`(${tickets.statusId} in ${statusIdsWithKey(test)})`;
const statusField: ScalarField = {
  equals: (value) => statusWhere((key) => sql`${key} = ${value}`),
  equalsAny: (values) => statusWhere((key) => inList(key, values)),
  present: TRUE,
  absent: FALSE,
};

/**
 * The system status a ticket's status is or belongs under equals `key` (or, `negated`, does not).
 * A ticket's status always exists (foreign key, not null), so the negation is the complement set,
 * which the planner can join like the positive one.
 */
function parentEquals(key: string | null, negated = false): SQL {
  if (key === null) return negated ? TRUE : FALSE;
  const test = (family: SQL) => (negated ? sql`${family} is distinct from ${key}` : sql`${family} = ${key}`);
  return sql`(${tickets.statusId} in ${statusIdsInFamily(test)})`;
}

// The requester reads as the contact's uid, or else the requesting user's id.
function requesterMatches(values: string[]): SQL {
  const byContact = sql`(${tickets.requesterContactId} in ${contactIdsWithUid(values)})`;
  const ids = values.map(asInteger).filter((n): n is number => n !== null);
  const byUser = ids.length === 0 ? FALSE : sql`(${tickets.requesterContactId} is null and ${inList(sql`${tickets.requesterUserId}`, ids)})`;
  return anyOf([byContact, byUser]);
}
const requesterField: ScalarField = {
  equals: (value) => requesterMatches([value]),
  equalsAny: requesterMatches,
  present: sql`(${tickets.requesterContactId} is not null or ${tickets.requesterUserId} is not null)`,
  absent: sql`(${tickets.requesterContactId} is null and ${tickets.requesterUserId} is null)`,
};

const SCALAR_FIELDS: Readonly<Record<Exclude<FactField, 'summary' | 'description' | 'tags' | 'additionalAssignedTechnicianIds'>, ScalarField>> = {
  type: enumField(tickets.type),
  status: statusField,
  source: enumField(tickets.source),
  severity: enumField(tickets.severity),
  priority: enumField(tickets.priority),
  organization: integerField(tickets.organizationId),
  location: integerField(tickets.locationId),
  requester: requesterField,
  assignee: integerField(tickets.assignedAppUserId),
  form: integerField(tickets.formId),
};

function scalarCondition(field: keyof typeof SCALAR_FIELDS, operator: Operator, value: ConditionValue): SQL {
  const f = SCALAR_FIELDS[field];
  const equals = () => {
    const v = scalarOf(value);
    return v === null ? FALSE : f.equals(v);
  };
  const containsAny = () => {
    const values = listOf(value);
    return values.length === 0 ? FALSE : f.equalsAny(values);
  };
  switch (operator) {
    case 'equals':
      return equals();
    case 'not_equals':
      return not(equals());
    case 'parent_equals':
      return field === 'status' ? parentEquals(scalarOf(value)) : FALSE;
    case 'parent_not_equals':
      return field === 'status' ? parentEquals(scalarOf(value), true) : FALSE;
    case 'contains_any':
      return containsAny();
    case 'contains_none':
      return not(containsAny());
    case 'present':
      return f.present;
    case 'not_present':
      return f.absent;
    default:
      // contains/does_not_contain are for text; changed/changed_to need an event a board has not.
      return FALSE;
  }
}

function textCondition(column: AnyColumn, operator: Operator, value: ConditionValue): SQL {
  if (operator === 'equals' || operator === 'not_equals') {
    const v = scalarOf(value);
    const equals = v === null ? FALSE : sql`(${column} = ${v})`;
    return operator === 'equals' ? equals : not(equals);
  }
  return textPhraseCondition(sql`${column}`, operator, value);
}

function tagsHolding(wanted: string[] | null): SQL {
  if (wanted !== null && wanted.length === 0) return FALSE;
  const tagIds = tagIdsWhere((name) => (wanted === null ? sql`not ${isBlank(name)}` : inList(sql`lower(${name})`, wanted)));
  return sql`exists (select 1 from ${ticketTags} where ${ticketTags.ticketId} = ${tickets.id} and ${ticketTags.tagId} in ${tagIds})`;
}

function techniciansHolding(ids: number[] | null): SQL {
  if (ids !== null && ids.length === 0) return FALSE;
  const match = ids === null ? TRUE : inList(sql`${ticketAdditionalTechnicians.userId}`, ids);
  return sql`exists (select 1 from ${ticketAdditionalTechnicians} where ${ticketAdditionalTechnicians.ticketId} = ${tickets.id} and ${match})`;
}

function listCondition(field: 'tags' | 'additionalAssignedTechnicianIds', operator: Operator, value: ConditionValue): SQL {
  // Tags compare without case; technician ids by their String(id) form.
  const holdsAny = () =>
    field === 'tags'
      ? tagsHolding(listOf(value).map((s) => s.toLowerCase()))
      : techniciansHolding(
          listOf(value)
            .map(asInteger)
            .filter((n): n is number => n !== null),
        );
  const present = () => (field === 'tags' ? tagsHolding(null) : techniciansHolding(null));
  switch (operator) {
    case 'not_equals':
      // A list never equals a single value.
      return TRUE;
    case 'contains_any':
      return holdsAny();
    case 'contains_none':
      return not(holdsAny());
    case 'present':
      return present();
    case 'not_present':
      return not(present());
    default:
      return FALSE;
  }
}

/** The ticket column each time-since timestamp is (the automations sweep keys its periods by them too). */
export const TIMESTAMPS: Readonly<Record<TimeSinceTimestamp | 'statusChangedAt', AnyColumn>> = {
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  assignedAt: tickets.assignedAt,
  customerRespondedAt: tickets.lastUpdatedByRequesterAt,
  technicianRespondedAt: tickets.lastUpdatedByAssigneeAt,
  statusChangedAt: tickets.statusChangedAt,
};

/** Compiles one condition; a field or operator packages/rules does not define is false. */
export function compileCondition(condition: Condition, ctx: CompileContext): SQL {
  const parsed = parseField(condition.field);
  const { operator } = condition;
  const value = resolveCurrentUser(condition.field, condition.value, ctx.currentUserId);
  if (!parsed) return FALSE;
  switch (parsed.kind) {
    case 'time_since':
      return timeSince(TIMESTAMPS[parsed.timestamp], operator, value, ctx.now);
    case 'time_since_status':
      return allOf([statusField.equals(parsed.status), timeSince(TIMESTAMPS.statusChangedAt, operator, value, ctx.now)]);
    case 'attribute':
      return attributeCondition(parsed.attributeId, operator, value);
    case 'ticket':
      return ticketCondition(parsed.field, operator, value, ctx);
  }
}

function ticketCondition(field: TicketConditionField, operator: Operator, value: ConditionValue, ctx: CompileContext): SQL {
  switch (field) {
    case 'business_hours': {
      // The same for every ticket: decided here, once.
      const open = !ctx.businessHours || isWithinBusinessHours(ctx.now, ctx.businessHours);
      return (operator === 'in' && open) || (operator === 'not_in' && !open) ? TRUE : FALSE;
    }
    case 'action':
    case 'commentType':
      // A board has no event: equals is false, not_equals true.
      return operator === 'not_equals' ? TRUE : FALSE;
    case 'updated_by':
      // Nobody is known without an event (board facts carry no updatedBy).
      return FALSE;
    case 'summary':
      return textCondition(tickets.summary, operator, value);
    case 'description':
      return textCondition(tickets.descriptionText, operator, value);
    case 'tags':
    case 'additionalAssignedTechnicianIds':
      return listCondition(field, operator, value);
    default:
      return scalarCondition(field, operator, value);
  }
}

/**
 * Every `all` condition and, when `any` has conditions, one of them; no conditions match every
 * ticket (as `evaluate`).
 */
export function compileConditions(conditions: Conditions, ctx: CompileContext): SQL {
  const test = (c: Condition) => compileCondition(c, ctx);
  return allOf([...conditions.all.map(test), ...(conditions.any.length > 0 ? [anyOf(conditions.any.map(test))] : [])]);
}
