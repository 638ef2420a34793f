import { sql, type SQL } from 'drizzle-orm';
import { listOf, scalarOf, toNumber, type ConditionValue, type Operator } from '@outpost/rules';
import { ticketAttributeValues, tickets } from '../tickets.schema.ts';
import { anyOf, asInteger, FALSE, inList, isBlank, jsNumber, jsTrim, likeContains, not } from '../../../lib/rule-sql.ts';

// Custom attribute conditions (`attribute:{id}`). packages/rules reads an attribute by the type
// of the stored value, not by the attribute's definition, so the SQL branches on jsonb_typeof.

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** The stored value (jsonb), or SQL NULL when the ticket has none; a JSON null reads as missing too. */
function storedValue(attributeId: string): SQL {
  const id = asInteger(attributeId);
  // `attribute:012` names no attribute the evaluator would find ('012' is not a key it holds).
  if (id === null || id < 1) return sql`null::jsonb`;
  return sql`(select ${ticketAttributeValues.value} from ${ticketAttributeValues} where ${ticketAttributeValues.ticketId} = ${tickets.id} and ${ticketAttributeValues.attributeId} = ${id})`;
}

const typeOf = (v: SQL) => sql`jsonb_typeof(${v})`;
const textOf = (v: SQL) => sql`(${v} #>> '{}')`;

/** The number `toNumber` reads from a stored number or numeric text; NULL otherwise. */
function numberOf(v: SQL): SQL {
  return sql`(case when ${typeOf(v)} in ('number', 'string') then ${jsNumber(textOf(v))} end)`;
}

/** `listOf(actual)` items (a list's items, or the value itself) lowered, holding any of `wanted`. */
function listHoldsAny(v: SQL, wanted: string[]): SQL {
  if (wanted.length === 0) return FALSE;
  const items = sql`jsonb_array_elements(case when ${typeOf(v)} = 'array' then ${v} else jsonb_build_array(${v}) end)`;
  return sql`exists (select 1 from ${items} as item(value) where jsonb_typeof(item.value) in ('string', 'number', 'boolean') and ${inList(sql`lower(item.value #>> '{}')`, wanted)})`;
}

/** `attributeEquals` of packages/rules/src/operators.ts, branch by branch. */
function attributeEquals(v: SQL, expected: ConditionValue): SQL {
  if (typeof expected === 'boolean') {
    // An unset checkbox counts as false.
    return expected ? sql`(${v} = 'true'::jsonb)` : sql`(${v} is null or ${v} in ('null'::jsonb, 'false'::jsonb))`;
  }
  const wanted = listOf(expected).map((s) => s.toLowerCase());
  const asArray = sql`(${typeOf(v)} = 'array' and ${listHoldsAny(v, wanted)})`;
  const b = toNumber(expected);
  const numeric = Number.isFinite(b) ? sql`(${numberOf(v)} = ${b})` : FALSE;
  if (typeof expected === 'number') return anyOf([asArray, sql`(${typeOf(v)} in ('number', 'string') and ${numeric})`]);
  const asNumber = sql`(${typeOf(v)} = 'number' and ${numeric})`;
  const text = scalarOf(expected);
  const asText = text === null ? FALSE : sql`(${typeOf(v)} in ('string', 'boolean') and lower(${jsTrim(textOf(v))}) = ${text.trim().toLowerCase()})`;
  return anyOf([asArray, asNumber, asText]);
}

/** `present` of a stored value: not blank text, not a list without a present item. */
function attributePresent(v: SQL): SQL {
  const item = sql`exists (select 1 from jsonb_array_elements(${v}) as item(value) where jsonb_typeof(item.value) in ('number', 'boolean') or (jsonb_typeof(item.value) = 'string' and not ${isBlank(sql`(item.value #>> '{}')`)}))`;
  return sql`(case ${typeOf(v)} when 'array' then ${item} when 'string' then not ${isBlank(textOf(v))} when 'number' then true when 'boolean' then true else false end)`;
}

function contains(v: SQL, phrase: ConditionValue): SQL {
  const p = scalarOf(phrase);
  if (p === null) return FALSE;
  return sql`(${typeOf(v)} = 'string' and lower(${textOf(v)}) like ${likeContains(p.toLowerCase())})`;
}

/** less/greater_or_equal through `compareOrdered`: dates by day, otherwise numbers. */
function ordered(v: SQL, expected: ConditionValue, op: '<=' | '>='): SQL {
  if (typeof expected === 'string' && DAY.test(expected)) {
    // A date-like text never reads as a number, so only the day comparison can hold.
    const day = expected.slice(0, 10);
    const comparison = op === '<=' ? sql`left(${textOf(v)}, 10) collate "C" <= ${day}` : sql`left(${textOf(v)}, 10) collate "C" >= ${day}`;
    return sql`(${typeOf(v)} = 'string' and ${textOf(v)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' and ${comparison})`;
  }
  if (typeof expected === 'boolean') return FALSE;
  const b = toNumber(expected);
  if (!Number.isFinite(b)) return FALSE;
  const a = numberOf(v);
  // A day-like stored text against a number: compareOrdered reads it as NaN (no number has '-' there).
  return op === '<=' ? sql`(${a} <= ${b})` : sql`(${a} >= ${b})`;
}

/** Compiles one attribute condition; operators the evaluator does not define are false. */
export function attributeCondition(attributeId: string, operator: Operator, value: ConditionValue): SQL {
  const v = storedValue(attributeId);
  switch (operator) {
    case 'equals':
      return attributeEquals(v, value);
    case 'not_equals':
      return not(attributeEquals(v, value));
    case 'contains':
      return contains(v, value);
    case 'does_not_contain':
      return not(contains(v, value));
    case 'contains_any':
      return listHoldsAny(
        v,
        listOf(value).map((s) => s.toLowerCase()),
      );
    case 'contains_none':
      return not(
        listHoldsAny(
          v,
          listOf(value).map((s) => s.toLowerCase()),
        ),
      );
    case 'present':
      return attributePresent(v);
    case 'not_present':
      return not(attributePresent(v));
    case 'less_or_equal_than':
      return ordered(v, value, '<=');
    case 'greater_or_equal_than':
      return ordered(v, value, '>=');
    default:
      return FALSE;
  }
}
