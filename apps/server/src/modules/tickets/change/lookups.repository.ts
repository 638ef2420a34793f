import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AttachmentSettings, SystemStatusKey } from '@outpost/contracts';
import { locations, nodes, organizations, technicianRoles, uploads, users } from '../../../db/schema.ts';
import { contactRefs, contactsJson } from '../../contacts/contacts.queries.ts';
import {
  attachmentSettings,
  attributeRefs,
  attributesJson,
  formAttributeRules,
  formRefs,
  formsJson,
  joinedStatus,
  statusesJson,
  statusRows,
  tagNames,
  tagsJson,
  tagsNamed,
  withStatus,
} from '../../ticketing-config/ticketing-config.queries.ts';
import type { Executor } from './ticket-state.ts';
import { tickets } from '../tickets.schema.ts';

const uniq = (ids: readonly number[]) => [...new Set(ids)];

/**
 * The references a ticket change names, looked up in bulk: validation checks them and the
 * activity log names them. Each takes the executor so lookups can run in the change's transaction.
 * Statuses, tags, forms, attributes and contacts are other modules' tables: their owners answer
 * (ticketing-config.queries.ts, contacts.queries.ts).
 */
export const lookups = {
  async statuses(ex: Executor, where: { ids?: number[]; key?: SystemStatusKey }) {
    if (where.ids && where.ids.length === 0) return [];
    return statusRows(ex, where);
  },

  async organizations(ex: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(inArray(organizations.id, uniq(ids)));
  },

  async locations(ex: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select({ id: locations.id, name: locations.name, organizationId: locations.organizationId })
      .from(locations)
      .where(inArray(locations.id, uniq(ids)));
  },

  async nodes(ex: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select({ id: nodes.id, name: nodes.displayName, organizationId: nodes.organizationId, approvalStatus: nodes.approvalStatus })
      .from(nodes)
      .where(inArray(nodes.id, uniq(ids)));
  },

  /** Users with what they may do: administrators work every ticket, technicians by their role. */
  async users(ex: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, disabled: users.disabled, permissions: technicianRoles.permissions })
      .from(users)
      .leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId))
      .where(inArray(users.id, uniq(ids)));
  },

  contacts: (ex: Executor, where: { ids?: number[]; uids?: string[] }) => contactRefs(ex, where),

  tagsByIds: (ex: Executor, ids: number[]) => tagNames(ex, uniq(ids)),

  tagsByNames: (ex: Executor, names: string[]) => tagsNamed(ex, names),

  forms: (ex: Executor, ids: number[]) => formRefs(ex, ids),

  formAttributes: (ex: Executor, formId: number) => formAttributeRules(ex, formId),

  attributes: (ex: Executor, ids: number[]) => attributeRefs(ex, ids),

  /** Live (not deleted) tickets by id: parents and merge targets. */
  async tickets(ex: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select({ id: tickets.id, summary: tickets.summary, type: tickets.type, parentTicketId: tickets.parentTicketId })
      .from(tickets)
      .where(and(inArray(tickets.id, uniq(ids)), isNull(tickets.deletedAt)));
  },

  /** Live incidents of a problem with the system status each is or belongs under. */
  async incidents(ex: Executor, problemId: number) {
    return withStatus(ex.select({ id: tickets.id, parentKey: joinedStatus.familyKey }).from(tickets).$dynamic(), tickets.statusId)
      .where(and(eq(tickets.parentTicketId, problemId), isNull(tickets.deletedAt)))
      .orderBy(tickets.id);
  },

  /** Live incidents pointing at a problem. */
  async incidentCount(ex: Executor, problemId: number) {
    const [row] = await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.parentTicketId, problemId), isNull(tickets.deletedAt)));
    return row?.n ?? 0;
  },

  /**
   * What `statuses`, `organizations`, `locations`, `nodes`, `users`, `contacts` (by id),
   * `tagsByIds`, `forms`, `tickets` and `attributes` answer, in one statement: describing a
   * change names everything two states refer to, and one round trip instead of up to ten keeps
   * a busy desk's saves from queueing on the connection (each query costs both processes a
   * system call and a wake-up).
   */
  async names(ex: Executor, ids: NameIds): Promise<Names> {
    const list = (values: number[] | undefined) => sql.param(uniq(values ?? []));
    const [row] = await ex
      .select({
        names: sql<Names>`json_build_object(
      'statuses', ${statusesJson(list(ids.statuses))},
      'organizations', (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name)), '[]') from ${organizations} o where o.id = any(${list(ids.organizations)}::int[])),
      'locations', (select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'organizationId', l.organization_id)), '[]') from ${locations} l where l.id = any(${list(ids.locations)}::int[])),
      'nodes', (select coalesce(json_agg(json_build_object('id', n.id, 'name', n.display_name, 'organizationId', n.organization_id, 'approvalStatus', n.approval_status)), '[]') from ${nodes} n where n.id = any(${list(ids.nodes)}::int[])),
      'users', (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'role', u.role, 'disabled', u.disabled, 'permissions', r.permissions)), '[]')
        from ${users} u left join ${technicianRoles} r on r.id = u.technician_role_id where u.id = any(${list(ids.users)}::int[])),
      'contacts', ${contactsJson(list(ids.contacts))},
      'tags', ${tagsJson(list(ids.tags))},
      'forms', ${formsJson(list(ids.forms))},
      'tickets', (select coalesce(json_agg(json_build_object('id', t.id, 'summary', t.summary, 'type', t.type, 'parentTicketId', t.parent_ticket_id)), '[]') from ${tickets} t where t.id = any(${list(ids.tickets)}::int[]) and t.deleted_at is null),
      'attributes', ${attributesJson(list(ids.attributes))}
    )`,
      })
      .from(sql`(values (1)) as one`)
      // Named: the text is the same for any ids, so PostgreSQL parses and plans it once per connection.
      .prepare('ticket_names')
      .execute();
    return row!.names;
  },

  /** The attachment settings, read in the change's own transaction. */
  attachmentSettings: (ex: Executor): Promise<AttachmentSettings> => attachmentSettings(ex),

  async uploads(ex: Executor, contentIds: string[]) {
    if (contentIds.length === 0) return [];
    return ex
      .select({ id: uploads.id, contentId: uploads.contentId, fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.contentId, [...new Set(contentIds)]));
  },
};
type ListLookup = 'statuses' | 'organizations' | 'locations' | 'nodes' | 'users' | 'contacts' | 'tagsByIds' | 'forms' | 'tickets' | 'attributes';
type Row<K extends ListLookup> = Awaited<ReturnType<(typeof lookups)[K]>>[number];
/** What `names` answers: the rows each single lookup would. */
export interface Names {
  statuses: Row<'statuses'>[];
  organizations: Row<'organizations'>[];
  locations: Row<'locations'>[];
  nodes: Row<'nodes'>[];
  users: Row<'users'>[];
  contacts: Row<'contacts'>[];
  tags: Row<'tagsByIds'>[];
  forms: Row<'forms'>[];
  tickets: Row<'tickets'>[];
  attributes: Row<'attributes'>[];
}
/** The ids to name, by kind. */
export type NameIds = { [K in keyof Names]?: number[] };
export type Lookups = typeof lookups;
export type UserLookup = Awaited<ReturnType<Lookups['users']>>[number];
export type StatusLookup = Awaited<ReturnType<Lookups['statuses']>>[number];
