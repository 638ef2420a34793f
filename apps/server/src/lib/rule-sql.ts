import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { listOf, parseTimeSince, scalarOf, type ConditionValue, type Operator } from '@outpost/rules';
import { likeContains } from './table-query.ts';

// SQL spellings of the small JavaScript behaviours packages/rules' operators lean on (what
// `trim` strips, what `Number()` reads), so the compiled board query answers as `evaluate` does.

export const TRUE = sql`true`;
export const FALSE = sql`false`;

/** The negation of a predicate that may be NULL: NULL counts as false, so its negation is true. */
export function not(predicate: SQL): SQL {
  return sql`((${predicate}) is not true)`;
}

/** All of the predicates (true for none). */
export function allOf(predicates: SQL[]): SQL {
  return predicates.length === 0 ? TRUE : sql`(${sql.join(predicates, sql` and `)})`;
}

/** Any of the predicates (false for none). */
export function anyOf(predicates: SQL[]): SQL {
  return predicates.length === 0 ? FALSE : sql`(${sql.join(predicates, sql` or `)})`;
}

/** `expression in (…)`, false for an empty list. */
export function inList(expression: SQL, values: readonly (string | number)[]): SQL {
  if (values.length === 0) return FALSE;
  return sql`(${expression} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}))`;
}

/**
 * What String.prototype.trim strips: ECMAScript white space and line terminators. PostgreSQL's
 * btrim strips only spaces, and [[:space:]] follows the database's locale.
 */
const JS_WHITESPACE = '\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const BLANK = `^[${JS_WHITESPACE}]*$`;
const EDGES = `^[${JS_WHITESPACE}]+|[${JS_WHITESPACE}]+$`;

/** True for text that `scalarOf` reads as missing (blank after trim). */
export function isBlank(text: SQL): SQL {
  return sql`(${text} ~ ${BLANK})`;
}

/** The text trimmed as JavaScript trims it. */
export function jsTrim(text: SQL): SQL {
  return sql`regexp_replace(${text}, ${EDGES}, '', 'g')`;
}

/**
 * The number `Number(text)` reads, for decimal notation; NULL where JavaScript reads NaN. Hex,
 * octal and binary literals ('0x1A') and magnitudes beyond 1e300 are read as NULL here: the
 * attribute values a form stores never take those shapes.
 */
export function jsNumber(text: SQL): SQL {
  const trimmed = jsTrim(text);
  // Nested CASEs: only they fix the order of evaluation, so the casts never see non-numbers.
  return sql`(case when ${trimmed} ~ '^[+-]?([0-9]+[.]?[0-9]*|[.][0-9]+)([eE][+-]?[0-9]{1,3})?$' then
    (case when ${trimmed}::numeric = 0 or abs(${trimmed}::numeric) between 1e-300 and 1e300 then ${trimmed}::float8 end) end)`;
}

// Conditions' "contains" escapes LIKE wildcards as every table search does: one rule.
export { likeContains };

/**
 * The phrase operators over a text (contains, does_not_contain, contains_any, contains_none,
 * present, not_present) as packages/rules' `evaluate` reads them: case-insensitive, an empty
 * phrase list matches nothing, blank text is not present. Any other operator answers FALSE; the
 * ticket boards and the device groups add their own equality rules around it.
 */
export function textPhraseCondition(text: SQL, operator: Operator, value: ConditionValue): SQL {
  const contains = (phrase: ConditionValue) => {
    const p = scalarOf(phrase);
    return p === null ? FALSE : sql`(lower(${text}) like ${likeContains(p.toLowerCase())})`;
  };
  const containsAny = () => anyOf(listOf(value).map(contains));
  const present = sql`(not ${isBlank(text)})`;
  switch (operator) {
    case 'contains':
      return contains(value);
    case 'does_not_contain':
      return not(contains(value));
    case 'contains_any':
      return containsAny();
    case 'contains_none':
      return not(containsAny());
    case 'present':
      return present;
    case 'not_present':
      return not(present);
    default:
      return FALSE;
  }
}

/** True when a text is the canonical decimal form of a PostgreSQL integer, as `String(id)` writes one. */
export function asInteger(text: string): number | null {
  if (!/^(0|-?[1-9]\d{0,9})$/.test(text)) return null;
  const n = Number(text);
  return n >= -2_147_483_648 && n <= 2_147_483_647 ? n : null;
}

/** elapsed = max(0, now − since) in minutes, against T: `since` compared with now − T instead, so indexes apply. */
export function timeSince(column: AnyColumn, operator: Operator, value: ConditionValue, now: Date): SQL {
  const threshold = parseTimeSince(value).totalMinutes;
  if (threshold === null) return FALSE;
  const ago = (minutes: number) => sql`${new Date(now.getTime() - minutes * 60_000).toISOString()}::timestamptz`;
  // A timestamp ahead of `now` counts as elapsed 0, which `since >= now − T` already admits.
  const atMost = (minutes: number) => sql`(${column} >= ${ago(minutes)})`;
  const atLeast = threshold === 0 ? sql`(${column} is not null)` : sql`(${column} <= ${ago(threshold)})`;
  switch (operator) {
    case 'less_or_equal_than':
      return atMost(threshold);
    case 'greater_or_equal_than':
      return atLeast;
    case 'is':
      return allOf([atLeast, sql`(${column} > ${ago(threshold + 60)})`]);
    default:
      return FALSE;
  }
}
