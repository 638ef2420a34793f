import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TICKET_PRIORITIES, TICKET_SEVERITIES, type ParsedTableQuery, type SystemStatusKey } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { organizations, technicianRoleOrganizations, technicianRoles, users } from '../../db/schema.ts';
import { filterValue, likeContains, orderByFor } from '../../lib/table-query.ts';
import { contactIdsWithUid } from '../contacts/contacts.queries.ts';
import { joinedStatus, tagIdsWhere, tagNamesJson } from '../ticketing-config/ticketing-config.queries.ts';
import { scopeSql, type TicketScope } from './scope/ticket-scope.ts';
import { assignee, referenceColumns, ticketSearch, withReferences } from './ticket-references.sql.ts';
import { ticketAdditionalTechnicians, tickets, ticketTags } from './tickets.schema.ts';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const numbers = (value: unknown) =>
  list(value)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
const strings = (value: unknown) => list(value).filter((v): v is string => typeof v === 'string' && v.length <= 200);
const rank = (column: AnyPgColumn, values: readonly string[]) =>
  sql`case ${column} ${sql.join(
    values.map((v, i) => sql`when ${v} then ${i}`),
    sql` `,
  )} end`;

const rowColumns = {
  ticket: {
    id: tickets.id,
    summary: tickets.summary,
    description: sql<string>`left(${tickets.descriptionText}, 1000)`,
    type: tickets.type,
    source: tickets.source,
    priority: tickets.priority,
    severity: tickets.severity,
    organizationId: tickets.organizationId,
    organizationName: tickets.organizationName,
    locationId: tickets.locationId,
    locationName: tickets.locationName,
    nodeId: tickets.nodeId,
    nodeName: tickets.nodeName,
    requesterUserId: tickets.requesterUserId,
    requesterContactId: tickets.requesterContactId,
    assignedAppUserId: tickets.assignedAppUserId,
    parentTicketId: tickets.parentTicketId,
    createdAt: tickets.createdAt,
    updatedAt: tickets.updatedAt,
    lastUpdatedByName: tickets.lastUpdatedByName,
    solvedAt: tickets.solvedAt,
    lastUpdatedByAssigneeAt: tickets.lastUpdatedByAssigneeAt,
    lastUpdatedByRequesterAt: tickets.lastUpdatedByRequesterAt,
    totalTimeTrackedSeconds: tickets.totalTimeTrackedSeconds,
  },
  status: { id: joinedStatus.id, key: joinedStatus.key, name: joinedStatus.name, parentKey: joinedStatus.familyKey as SQL<SystemStatusKey> },
  ...referenceColumns,
  tags: tagNamesJson(sql`(select t.tag_id from ${ticketTags} t where t.ticket_id = ${tickets.id})`),
  technicians: sql<
    string[]
  >`coalesce((select json_agg(u.name order by lower(u.name)) from ${ticketAdditionalTechnicians} a join ${users} u on u.id = a.user_id where a.ticket_id = ${tickets.id}), '[]'::json)`,
};

/** The ticket list (server-driven table) and the problem and technician pickers. */
export function createTicketsListRepository(db: Database) {
  function where(query: ParsedTableQuery, scope: TicketScope): SQL | undefined {
    const f = (id: string) => filterValue(query, id);
    const conditions: (SQL | undefined)[] = [isNull(tickets.deletedAt), scopeSql(scope, tickets.organizationId)];
    conditions.push(ticketSearch(query.globalFilter));
    const inList = <T>(column: Parameters<typeof inArray>[0], values: T[]) => (values.length > 0 ? inArray(column, values) : undefined);
    conditions.push(inList(tickets.statusId, numbers(f('status'))));
    const parents = strings(f('statusParent'));
    if (parents.length > 0) conditions.push(inArray(joinedStatus.familyKey, parents));
    for (const [id, column] of [
      ['type', tickets.type],
      ['priority', tickets.priority],
      ['severity', tickets.severity],
      ['source', tickets.source],
    ] as const) {
      conditions.push(inList(column, strings(f(id))));
    }
    for (const [id, column] of [
      ['organizationId', tickets.organizationId],
      ['locationId', tickets.locationId],
      ['formId', tickets.formId],
      ['parentTicketId', tickets.parentTicketId],
      ['requesterUserId', tickets.requesterUserId],
      ['nodeId', tickets.nodeId],
    ] as const) {
      conditions.push(inList(column, numbers(f(id))));
    }
    // [null] (or a list holding null) asks for unassigned tickets too.
    const assignees = list(f('assignedAppUserId'));
    if (assignees.length > 0) {
      const ids = numbers(assignees.filter((a) => a !== null));
      conditions.push(
        or(ids.length > 0 ? inArray(tickets.assignedAppUserId, ids) : undefined, assignees.includes(null) ? isNull(tickets.assignedAppUserId) : undefined) ??
          sql`false`,
      );
    }
    const requesterUids = strings(f('requesterUid'));
    if (requesterUids.length > 0) conditions.push(inArray(tickets.requesterContactId, contactIdsWithUid(requesterUids)));
    const tagNames = strings(f('tags')).map((t) => t.toLowerCase());
    if (tagNames.length > 0) {
      conditions.push(
        sql`exists (select 1 from ${ticketTags} t where t.ticket_id = ${tickets.id} and t.tag_id in ${tagIdsWhere((name) => sql`lower(${name}) in ${tagNames}`)})`,
      );
    }
    return and(...conditions);
  }

  return {
    /** One page of the tickets `scope` covers. */
    async page(query: ParsedTableQuery, scope: TicketScope) {
      const sortable = {
        id: tickets.id,
        summary: sql`lower(${tickets.summary})`,
        status: joinedStatus.order,
        priority: rank(tickets.priority, TICKET_PRIORITIES),
        severity: rank(tickets.severity, TICKET_SEVERITIES),
        type: tickets.type,
        source: tickets.source,
        organization: sql`lower(coalesce(${organizations.name}, ${tickets.organizationName}))`,
        assignedAppUser: sql`lower(${assignee.name})`,
        createTime: tickets.createdAt,
        lastUpdated: tickets.updatedAt,
        solvedTime: tickets.solvedAt,
        totalTimeTracked: tickets.totalTimeTrackedSeconds,
      };
      // Boards sort by id, newest first, unless told otherwise (spec 002 §9).
      const sorted = query.sort?.some((s) => s.id in sortable) ? query : { ...query, sort: [{ id: 'id', desc: true }] };
      const condition = where(query, scope);
      const [rows, [total]] = await Promise.all([
        withReferences(db.select(rowColumns).from(tickets).$dynamic())
          .where(condition)
          .orderBy(...orderByFor(sorted, sortable, 'id', tickets.id))
          .limit(query.pageSize)
          .offset(query.pageIndex * query.pageSize),
        withReferences(db.select({ n: count() }).from(tickets).$dynamic()).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Live PROBLEM tickets `scope` covers whose summary (or '#id') matches, newest first. */
    async problems(search: string, offset: number, limit: number, scope: TicketScope) {
      const byId = /^#?(\d{1,9})$/.exec(search);
      const condition = and(
        isNull(tickets.deletedAt),
        scopeSql(scope, tickets.organizationId),
        eq(tickets.type, 'PROBLEM'),
        search ? or(byId ? eq(tickets.id, Number(byId[1])) : undefined, sql`lower(${tickets.summary}) like ${likeContains(search.toLowerCase())}`) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: tickets.id, summary: tickets.summary })
          .from(tickets)
          .where(condition)
          .orderBy(sql`${tickets.id} desc`)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(tickets).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Active users who can be given tickets: administrators and technicians whose role grants
     * canManageTickets; given an organization, only those whose scope covers it (auth.service's
     * organizationIdsFor, in SQL); given null (a ticket without one), those who work every one.
     */
    async technicians(search: string, offset: number, limit: number, organizationId?: number | null) {
      const covers =
        organizationId === undefined
          ? undefined
          : or(
              eq(users.role, 'SYSTEM_ADMINISTRATOR'),
              sql`${technicianRoles.organizationScope} <> 'SELECTED'`,
              organizationId === null
                ? undefined
                : sql`exists (select 1 from ${technicianRoleOrganizations} o where o.role_id = ${technicianRoles.id} and o.organization_id = ${organizationId})`,
            );
      const condition = and(
        eq(users.disabled, false),
        or(eq(users.role, 'SYSTEM_ADMINISTRATOR'), sql`${technicianRoles.permissions} @> '["canManageTickets"]'::jsonb`),
        covers,
        search ? or(ilike(users.name, likeContains(search)), ilike(users.email, likeContains(search))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId))
          .where(condition)
          .orderBy(sql`lower(${users.name})`, asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(users).leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId)).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type TicketsListRepository = ReturnType<typeof createTicketsListRepository>;
export type TicketListRow = Awaited<ReturnType<TicketsListRepository['page']>>['rows'][number];
