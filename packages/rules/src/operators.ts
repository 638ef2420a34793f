import type { ConditionValue } from './conditions.ts';
import type { AttributeValue } from './facts.ts';

/**
 * What each operator makes of empty and missing values. "Missing" means undefined or null;
 * "empty" means a blank text or an empty list. The board SQL compiler must give the same answers.
 *
 * | operator              | ticket value missing / empty                     | notes                                        |
 * |-----------------------|--------------------------------------------------|----------------------------------------------|
 * | equals                | false                                            | ids compare as strings; enums exactly         |
 * | not_equals            | true                                             | always the negation of equals                |
 * | parent_equals         | false                                            | compares the status's system parent          |
 * | parent_not_equals     | true                                             | negation of parent_equals                     |
 * | contains_any          | false (an empty tag list contains nothing)       | lists: any shared item; text: any phrase      |
 * | contains_none         | true                                             | negation of contains_any                      |
 * | contains              | false (missing text reads as '')                 | case-insensitive substring                    |
 * | does_not_contain      | true                                             | negation of contains                          |
 * | present               | false                                            | blank text, [] absent; 0 and false present    |
 * | not_present           | true                                             | negation of present                           |
 * | changed (INSERT)      | true when the new value is present               | a new ticket changes every value it has       |
 * | changed (UPDATE)      | true when old ≠ new; false without `previous`    | no event at all → false                      |
 * | changed_to X          | changed AND equals X; unchanged → false          |                                              |
 * | less/greater_or_equal | false                                            | numbers by value, dates (YYYY-MM-DD) by day   |
 * | time-since ≤ / ≥ / is | false when the timestamp is missing              | per-status: false unless in that status;      |
 * |                       |                                                  | a future timestamp counts as elapsed 0        |
 * | is (time since)       | T ≤ elapsed < T + 60 min                         | the hour bucket that starts at the value      |
 * | in / not_in           | no business hours given = always open (24/7)     |                                              |
 * | CHECKBOX equals       | an unset checkbox counts as false                | so `equals false` holds for it                |
 * | action / commentType  | no event → equals false                          | not_equals true                              |
 * | updated_by            | nobody known → contains_any false                | event's updatedBy, else the ticket's         |
 */

/** A single value reduced for comparison: ids and enums as strings, missing as null. */
export type Scalar = string | null;

/** Normalises an id, enum or text to a comparable string; null for missing or blank. */
export function scalarOf(value: unknown): Scalar {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** Normalises a list (or a single value) to comparable strings, dropping missing items. */
export function listOf(value: unknown): string[] {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.map(scalarOf).filter((s): s is string => s !== null);
}

const lower = (s: string) => s.toLowerCase();

/** A number written as a number or numeric text; NaN otherwise. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** equals on one value: false when missing. */
export function scalarEquals(actual: Scalar, expected: ConditionValue): boolean {
  const e = scalarOf(expected);
  return actual !== null && e !== null && actual === e;
}

/** contains_any on a value or list: false when missing or empty. */
export function listContainsAny(actual: readonly string[], expected: ConditionValue, caseInsensitive = false): boolean {
  const norm = caseInsensitive ? lower : (s: string) => s;
  const wanted = new Set(listOf(expected).map(norm));
  return actual.some((a) => wanted.has(norm(a)));
}

/** contains on text: case-insensitive substring; missing text reads as ''. */
export function textContains(actual: string | null | undefined, phrase: ConditionValue): boolean {
  const p = scalarOf(phrase);
  return p !== null && lower(actual ?? '').includes(lower(p));
}

/** contains_any on text: any of the phrases is a case-insensitive substring. */
export function textContainsAny(actual: string | null | undefined, phrases: ConditionValue): boolean {
  return listOf(phrases).some((p) => textContains(actual, p));
}

/** present for any fact: not missing, not blank, not an empty list. */
export function isPresent(value: unknown): boolean {
  if (Array.isArray(value)) return listOf(value).length > 0;
  return scalarOf(value) !== null;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Orders two values for less/greater_or_equal: both dates (YYYY-MM-DD, any time part ignored)
 * by day, otherwise both numbers by value; null when they cannot be ordered (then both operators
 * are false).
 */
export function compareOrdered(actual: unknown, expected: ConditionValue): number | null {
  if (typeof actual === 'string' && typeof expected === 'string' && DAY.test(actual) && DAY.test(expected)) {
    const a = actual.slice(0, 10);
    const b = expected.slice(0, 10);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof actual === 'boolean' || typeof expected === 'boolean' || Array.isArray(actual)) return null;
  const a = toNumber(actual);
  const b = toNumber(expected);
  return Number.isFinite(a) && Number.isFinite(b) ? Math.sign(a - b) : null;
}

/**
 * equals for a custom attribute, whatever its type: a boolean condition compares with an unset
 * checkbox as false; numbers compare by value when either side is a number; option lists hold
 * the value; text compares without case.
 */
export function attributeEquals(actual: AttributeValue | undefined, expected: ConditionValue): boolean {
  if (typeof expected === 'boolean') return (actual ?? false) === expected;
  if (actual === null || actual === undefined) return false;
  if (Array.isArray(actual)) return listContainsAny(listOf(actual), expected, true);
  if (typeof actual === 'number' || typeof expected === 'number') {
    const a = toNumber(actual);
    const b = toNumber(expected);
    return Number.isFinite(a) && Number.isFinite(b) && a === b;
  }
  const a = scalarOf(actual);
  const b = scalarOf(expected);
  return a !== null && b !== null && lower(a.trim()) === lower(b.trim());
}
