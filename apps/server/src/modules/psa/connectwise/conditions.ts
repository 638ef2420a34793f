/**
 * ConnectWise `conditions` / `childConditions` text (psa-apis.md §1): strings in double quotes,
 * datetimes in square brackets, booleans bare True/False, `in` lists in parentheses, reference
 * fields with a slash (`company/id`). Built from values, never from concatenated user text, so a
 * name holding a quote cannot change the filter.
 */
export type CwOperator = '=' | '!=' | '<' | '<=' | '>' | '>=' | 'contains' | 'like' | 'in' | 'not in';
export type CwValue = string | number | boolean | Date | null;

export interface CwCondition {
  field: string;
  op: CwOperator;
  value: CwValue | readonly CwValue[];
}

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\/[A-Za-z_][A-Za-z0-9_]*)*$/;

/** One value as ConnectWise reads it. */
export function cwValue(value: CwValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('A condition number must be finite');
    return String(value);
  }
  if (value instanceof Date) return `[${value.toISOString().replace(/\.\d{3}Z$/, 'Z')}]`;
  // A backslash escapes a quote inside a quoted string.
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** One condition: `field op value`. */
export function cwCondition(condition: CwCondition): string {
  if (!FIELD.test(condition.field)) throw new Error(`Not a ConnectWise field name: ${condition.field}`);
  const { op, value } = condition;
  if (op === 'in' || op === 'not in') {
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0) throw new Error('An "in" condition needs at least one value');
    return `${condition.field} ${op} (${list.map((v) => cwValue(v as CwValue)).join(',')})`;
  }
  if (Array.isArray(value)) throw new Error(`Operator ${op} takes one value`);
  const spaced = op === 'contains' || op === 'like';
  return spaced ? `${condition.field} ${op} ${cwValue(value as CwValue)}` : `${condition.field}${op}${cwValue(value as CwValue)}`;
}

/** Conditions joined with `and` (or `or`); undefined when there are none. */
export function cwConditions(conditions: readonly CwCondition[], join: 'and' | 'or' = 'and'): string | undefined {
  return conditions.length === 0 ? undefined : conditions.map(cwCondition).join(` ${join} `);
}

/**
 * A query string where `& " ' * % +` and spaces are all percent-encoded (the dev guide asks for
 * these; URLSearchParams would write a space as `+`, which some servers keep as a plus).
 */
export function cwQuery(params: Record<string, string | number | undefined>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const encoded = encodeURIComponent(String(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    parts.push(`${encodeURIComponent(key)}=${encoded}`);
  }
  return parts.join('&');
}
