import { and, eq, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { DEFAULT_TICKETING_CONFIG, type AttachmentSettings } from '@outpost/contracts';
import type { SystemStatus } from '@outpost/rules';
import type { Database, Tx } from '../../db/client.ts';
import { formAttributes, ticketAttributes, ticketForms, ticketingConfig, ticketingTags, ticketStatuses } from './ticketing-config.schema.ts';

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

/**
 * Every status (a short list) with its system key and its parent's (a custom status's family);
 * given `where`, those with these ids or this system key (the ticket change's look-ups).
 */
export function statusRows(ex: Executor, where?: { ids?: readonly number[]; key?: SystemStatus }) {
  const query = ex
    .select({
      id: ticketStatuses.id,
      systemKey: ticketStatuses.systemKey,
      name: ticketStatuses.name,
      active: ticketStatuses.active,
      parentKey: sql<SystemStatus>`coalesce(${ticketStatuses.systemKey}, ${parentStatus.systemKey})`,
    })
    .from(ticketStatuses)
    .leftJoin(parentStatus, eq(parentStatus.id, ticketStatuses.parentId));
  if (!where) return query;
  return query.where(where.ids ? inArray(ticketStatuses.id, [...new Set(where.ids)]) : eq(ticketStatuses.systemKey, where.key!));
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

/** The stored attachment settings (the defaults before an administrator saved them). */
export async function attachmentSettings(ex: Executor): Promise<AttachmentSettings> {
  const [row] = await ex.select({ attachments: ticketingConfig.attachments }).from(ticketingConfig).where(eq(ticketingConfig.id, 1));
  return row?.attachments ?? DEFAULT_TICKETING_CONFIG.attachments;
}

/** Tags whose lowered name is one of these (id and name as stored). */
export async function tagsNamed(ex: Executor, names: readonly string[]): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return [];
  return ex
    .select({ id: ticketingTags.id, name: ticketingTags.name })
    .from(ticketingTags)
    .where(inArray(sql`lower(${ticketingTags.name})`, [...new Set(names.map((n) => n.toLowerCase()))]));
}

/** These forms as a ticket names them. */
export async function formRefs(ex: Executor, ids: readonly number[]): Promise<{ id: number; name: string; active: boolean }[]> {
  if (ids.length === 0) return [];
  return ex
    .select({ id: ticketForms.id, name: ticketForms.name, active: ticketForms.active })
    .from(ticketForms)
    .where(inArray(ticketForms.id, [...new Set(ids)]));
}

/** The attributes a form holds and whether each is required. */
export function formAttributeRules(ex: Executor, formId: number) {
  return ex
    .select({ attributeId: formAttributes.attributeId, required: formAttributes.required })
    .from(formAttributes)
    .where(eq(formAttributes.formId, formId));
}

/** These custom attributes as a ticket's values are checked against. */
export async function attributeRefs(ex: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return ex
    .select({
      id: ticketAttributes.id,
      name: ticketAttributes.name,
      attributeType: ticketAttributes.attributeType,
      active: ticketAttributes.active,
      content: ticketAttributes.content,
    })
    .from(ticketAttributes)
    .where(inArray(ticketAttributes.id, [...new Set(ids)]));
}

// The same rows as JSON arrays, for one statement that names many kinds of reference at once
// (the ticket change's `lookups.names`): `ids` is an int[] parameter; each element has the shape
// of the row function above it (statusRows, tagNames, formRefs, attributeRefs).

export const statusesJson = (ids: SQLWrapper) =>
  sql`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'systemKey', s.system_key, 'parentKey', coalesce(s.system_key, p.system_key), 'active', s.active)), '[]')
        from ${ticketStatuses} s left join ${ticketStatuses} p on p.id = s.parent_id where s.id = any(${ids}::int[]))`;
export const tagsJson = (ids: SQLWrapper) =>
  sql`(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name)), '[]') from ${ticketingTags} g where g.id = any(${ids}::int[]))`;
export const formsJson = (ids: SQLWrapper) =>
  sql`(select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'active', f.active)), '[]') from ${ticketForms} f where f.id = any(${ids}::int[]))`;
export const attributesJson = (ids: SQLWrapper) =>
  sql`(select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'attributeType', a.attribute_type, 'active', a.active, 'content', a.content)), '[]') from ${ticketAttributes} a where a.id = any(${ids}::int[]))`;

// A row's status and references inside the caller's own statement (the ticket list, a board's
// cells, the ticket page): joined or read by a scalar subquery keyed by the caller's column, so
// that a page stays one statement and the caller never names these tables.

/**
 * Joins the status `statusId` names and its parent (the system status a custom one belongs under).
 * A join rather than subqueries: lists filter and sort on the status, which a hash join of this
 * short table answers once per statement.
 */
export const withStatus = <T extends PgSelect>(qb: T, statusId: AnyColumn) =>
  qb.innerJoin(ticketStatuses, eq(ticketStatuses.id, statusId)).leftJoin(parentStatus, eq(parentStatus.id, ticketStatuses.parentId));

/** The joined status's columns (`withStatus`): `familyKey` is the system status it is or belongs under. */
export const joinedStatus = {
  id: ticketStatuses.id,
  key: ticketStatuses.systemKey,
  name: ticketStatuses.name,
  parentKey: parentStatus.systemKey,
  familyKey: sql<SystemStatus>`coalesce(${ticketStatuses.systemKey}, ${parentStatus.systemKey})`,
  /** Workflow order (as `statusOrderOf`): the family's position, then its own. */
  order: sql`coalesce(${parentStatus.position}, ${ticketStatuses.position}) * 100000 + ${ticketStatuses.position}`,
};

/** The form `formId` names as a ticket shows it ({ id, name, active }, NULL for none). */
export function formRefOf(formId: Key): SQL<{ id: number; name: string; active: boolean } | null> {
  return sql`(select json_build_object('id', f.id, 'name', f.name, 'active', f.active) from ${ticketForms} f where f.id = ${formId})`;
}

/** The names of the tags `tagIds` (an id subquery) names, as a JSON array in name order. */
export function tagNamesJson(tagIds: SQL): SQL<string[]> {
  return sql`(select coalesce(json_agg(g.name order by lower(g.name)), '[]') from ${ticketingTags} g where g.id in ${tagIds})`;
}
