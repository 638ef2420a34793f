import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SystemStatus } from '@outpost/rules';
import type { Database, Tx } from '../../db/client.ts';
import { ticketAttributes, ticketForms, ticketingConfig, ticketingTags, ticketStatuses } from './ticketing-config.schema.ts';

/**
 * What other modules may ask of the service desk's configuration tables (docs/ARCHITECTURE.md,
 * "Module boundaries"): the automation engines read business hours, statuses and tag names
 * through these, in the caller's transaction. The tickets' condition compiler, sort and facts use
 * the SQL fragments at the end: subqueries over these tables keyed by the caller's column, so the
 * tickets module never names the tables.
 */

type Executor = Database | Tx;

const parentStatus = alias(ticketStatuses, 'parent_status');

/** The stored business hours, or undefined before an administrator saved the configuration. */
export async function storedBusinessHours(ex: Executor) {
  const [row] = await ex.select({ businessHours: ticketingConfig.businessHours }).from(ticketingConfig).where(eq(ticketingConfig.id, 1));
  return row?.businessHours;
}

/** Every status (a short list) with its system key and its parent's (a custom status's family). */
export function statusRows(ex: Executor) {
  return ex
    .select({
      id: ticketStatuses.id,
      systemKey: ticketStatuses.systemKey,
      name: ticketStatuses.name,
      active: ticketStatuses.active,
      parentKey: sql<SystemStatus>`coalesce(${ticketStatuses.systemKey}, ${parentStatus.systemKey})`,
    })
    .from(ticketStatuses)
    .leftJoin(parentStatus, eq(parentStatus.id, ticketStatuses.parentId));
}

/** The names of these tags (id, name), in one query; none asked, none read. */
export async function tagNames(ex: Executor, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return ex
    .select({ id: ticketingTags.id, name: ticketingTags.name })
    .from(ticketingTags)
    .where(inArray(ticketingTags.id, [...ids]));
}

type Key = AnyColumn | SQL;

/** `(select id from ticket_statuses where …)`: statuses whose key (system key, or a custom status's id as text) passes `test`. */
export function statusIdsWithKey(test: (key: SQL) => SQL): SQL {
  return sql`(select ${ticketStatuses.id} from ${ticketStatuses} where ${test(sql`coalesce(${ticketStatuses.systemKey}, ${ticketStatuses.id}::text)`)})`;
}

/** Statuses whose family (the system status a status is or belongs under) passes `test`, as an id subquery. */
export function statusIdsInFamily(test: (familyKey: SQL) => SQL): SQL {
  // Raw aliases: the same table twice (a Drizzle alias renders only its name inside sql``).
  return sql`(select s.id from ${ticketStatuses} s left join ${ticketStatuses} p on p.id = s.parent_id where ${test(sql`coalesce(p.system_key, s.system_key)`)})`;
}

/** The status's key: its system key ('OPEN'), or a custom status's id as text. */
export function statusKeyOf(statusId: Key): SQL<string> {
  return sql<string>`(select coalesce(${ticketStatuses.systemKey}, ${ticketStatuses.id}::text) from ${ticketStatuses} where ${ticketStatuses.id} = ${statusId})`;
}

/** The system key of a custom status's parent (NULL for a system status). */
export function statusParentKeyOf(statusId: Key): SQL<SystemStatus | null> {
  return sql<SystemStatus | null>`(select p.system_key from ${ticketStatuses} s join ${ticketStatuses} p on p.id = s.parent_id where s.id = ${statusId})`;
}

/** Workflow order of a status: the system status it is or belongs under, then its own position. */
export function statusOrderOf(statusId: Key): SQL {
  return sql`(select coalesce(p.position, s.position) * 100000 + s.position from ${ticketStatuses} s left join ${ticketStatuses} p on p.id = s.parent_id where s.id = ${statusId})`;
}

/** `(select id from ticketing_tags where …)`: the tags whose name passes `test`. */
export function tagIdsWhere(test: (name: SQL) => SQL): SQL {
  return sql`(select ${ticketingTags.id} from ${ticketingTags} where ${test(sql`${ticketingTags.name}`)})`;
}

/** The name of the tag `tagId` names. */
export function tagNameOf(tagId: Key): SQL<string> {
  return sql<string>`(select ${ticketingTags.name} from ${ticketingTags} where ${ticketingTags.id} = ${tagId})`;
}

/** The lowered name of the form `formId` names (NULL for none), for sorting. */
export function formSortNameOf(formId: Key): SQL {
  return sql`(select lower(${ticketForms.name}) from ${ticketForms} where ${ticketForms.id} = ${formId})`;
}

/** Of these form ids, the active forms'. */
export async function activeFormIds(ex: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .select({ id: ticketForms.id })
    .from(ticketForms)
    .where(and(inArray(ticketForms.id, [...ids]), eq(ticketForms.active, true)));
  return rows.map((r) => r.id);
}

/** Of these lowered tag names, those the catalogue holds (lowered). */
export async function knownTagNames(ex: Executor, lowered: readonly string[]): Promise<string[]> {
  if (lowered.length === 0) return [];
  const rows = await ex
    .select({ name: sql<string>`lower(${ticketingTags.name})` })
    .from(ticketingTags)
    .where(inArray(sql`lower(${ticketingTags.name})`, [...lowered]));
  return rows.map((r) => r.name);
}

/** Every custom attribute's stored row (the rule model reads them as GetAttributeList does). */
export function attributeRows(ex: Executor) {
  return ex.select().from(ticketAttributes);
}
