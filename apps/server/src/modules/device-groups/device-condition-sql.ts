import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  deviceOperatorsFor,
  listOf,
  scalarOf,
  toNumber,
  type Condition,
  type ConditionValue,
  type Conditions,
  type DeviceConditionField,
  type Operator,
} from '@outpost/rules';
import { nodes } from '../../db/schema.ts';
import { allOf, anyOf, asInteger, FALSE, inList, isBlank, not, textPhraseCondition, timeSince } from '../../lib/rule-sql.ts';
import { nodeIsUp } from '../devices/up-status.ts';
import { deviceTags } from './device-groups.schema.ts';

/**
 * A dynamic group's rule compiled to one SQL predicate over `nodes`, answering exactly as
 * packages/rules' `evaluateDevice` does on the facts device-facts.repository.ts reads for the same
 * device (device-condition-sql.test.ts holds the two to it, on PGlite and PostgreSQL). The
 * empty/missing rules are packages/rules/src/operators.ts'; a predicate may be NULL where the
 * evaluator says false, so negations go through `not`. Same known limit as boards: lower() in a C
 * locale leaves non-ASCII letters as they are.
 */
export interface DeviceCompileContext {
  now: Date;
  /** A device is online when its last heartbeat is newer than this (the devices module's rule). */
  upSince: Date;
}

const GIB = 1024 ** 3;

/** Platform, distribution and release, as `evaluateDevice` reads `os` (null before any report). */
export const osText = sql`((${nodes.facts}->'os'->>'platform') || ' ' || (${nodes.facts}->'os'->>'distro') || ' ' || (${nodes.facts}->'os'->>'release'))`;
const ramGb = sql`((${nodes.facts}->>'ramBytes')::float8 / ${GIB}::float8)`;
// The fullest disk: the least free space of any disk the agent reported.
const freeDiskGb = sql`((select min((d->>'sizeBytes')::float8 - (d->>'usedBytes')::float8) from jsonb_array_elements(coalesce(${nodes.facts}->'disks', '[]'::jsonb)) d) / ${GIB}::float8)`;

function idCondition(column: AnyColumn, operator: Operator, value: ConditionValue): SQL {
  const ids = (values: string[]) => values.map(asInteger).filter((n): n is number => n !== null);
  const equals = () => {
    const v = scalarOf(value);
    return v === null ? FALSE : inList(sql`${column}`, ids([v]));
  };
  const containsAny = () => inList(sql`${column}`, ids(listOf(value)));
  switch (operator) {
    case 'equals':
      return equals();
    case 'not_equals':
      return not(equals());
    case 'contains_any':
      return containsAny();
    case 'contains_none':
      return not(containsAny());
    case 'present':
      return sql`(${column} is not null)`;
    case 'not_present':
      return sql`(${column} is null)`;
    default:
      return FALSE;
  }
}

function tagsHolding(wanted: string[] | null): SQL {
  if (wanted !== null && wanted.length === 0) return FALSE;
  const match = wanted === null ? sql`not ${isBlank(sql`${deviceTags.tag}`)}` : inList(sql`lower(${deviceTags.tag})`, wanted);
  return sql`exists (select 1 from ${deviceTags} where ${deviceTags.nodeId} = ${nodes.id} and ${match})`;
}

function numberCondition(expression: SQL, operator: Operator, value: ConditionValue): SQL {
  if (operator === 'present') return sql`(${expression} is not null)`;
  if (operator === 'not_present') return sql`(${expression} is null)`;
  // compareOrdered: a boolean or a list never orders; text reads as Number() reads it.
  const bound = typeof value === 'boolean' || Array.isArray(value) ? Number.NaN : toNumber(value);
  if (!Number.isFinite(bound)) return FALSE;
  if (operator === 'less_or_equal_than') return sql`(${expression} <= ${bound}::float8)`;
  if (operator === 'greater_or_equal_than') return sql`(${expression} >= ${bound}::float8)`;
  return FALSE;
}

function fieldCondition(field: DeviceConditionField, operator: Operator, value: ConditionValue, ctx: DeviceCompileContext): SQL {
  switch (field) {
    case 'organization':
      return idCondition(nodes.organizationId, operator, value);
    case 'location':
      return idCondition(nodes.locationId, operator, value);
    case 'role':
      return idCondition(nodes.nodeRoleId, operator, value);
    case 'node_class': {
      const v = scalarOf(value);
      const equals = v === null ? FALSE : sql`(${nodes.nodeClass} = ${v})`;
      return operator === 'equals' ? equals : not(equals);
    }
    case 'name':
      return textPhraseCondition(sql`${nodes.displayName}`, operator, value);
    case 'os':
      return textPhraseCondition(osText, operator, value);
    case 'online':
      if (typeof value !== 'boolean') return FALSE;
      return value ? nodeIsUp(ctx.upSince) : not(nodeIsUp(ctx.upSince));
    case 'last_seen':
      return timeSince(nodes.lastSeenAt, operator, value, ctx.now);
    case 'tags': {
      if (operator === 'contains_any') return tagsHolding(listOf(value).map((s) => s.toLowerCase()));
      if (operator === 'contains_none') return not(tagsHolding(listOf(value).map((s) => s.toLowerCase())));
      return operator === 'present' ? tagsHolding(null) : not(tagsHolding(null));
    }
    case 'ram_gb':
      return numberCondition(ramGb, operator, value);
    case 'free_disk_gb':
      return numberCondition(freeDiskGb, operator, value);
  }
}

/** Compiles one device condition; a field or operator the device catalogue does not define is false. */
export function compileDeviceCondition(condition: Condition, ctx: DeviceCompileContext): SQL {
  if (!deviceOperatorsFor(condition.field).includes(condition.operator)) return FALSE;
  return fieldCondition(condition.field as DeviceConditionField, condition.operator, condition.value, ctx);
}

/** Every `all` condition and, when `any` has conditions, one of them; none match every device (as `evaluateDevice`). */
export function compileDeviceConditions(conditions: Conditions, ctx: DeviceCompileContext): SQL {
  const test = (c: Condition) => compileDeviceCondition(c, ctx);
  return allOf([...conditions.all.map(test), ...(conditions.any.length > 0 ? [anyOf(conditions.any.map(test))] : [])]);
}
