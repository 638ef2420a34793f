import { and, asc, desc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SystemStatusKey } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { locations, nodes, organizations, uploads, users } from '../../db/schema.ts';
import { contactRefOf } from '../contacts/contacts.queries.ts';
import { formRefOf, joinedStatus, tagNamesJson, withStatus } from '../ticketing-config/ticketing-config.queries.ts';
import {
  ticketActivity,
  ticketAdditionalTechnicians,
  ticketAttachments,
  ticketCc,
  ticketComments,
  tickets,
  ticketTags,
  ticketTimeEntries,
} from './tickets.schema.ts';
import { attributesFromStored, ticketAttributeValuesJson } from './change/attribute-values.ts';
import type { TicketScope } from './scope/ticket-scope.ts';

const incidents = alias(tickets, 'incidents');

/** A user as a ticket shows them (null when the id names nobody: 'User not Found'). */
interface UserRef {
  id: number;
  name: string;
  email: string;
  disabled: boolean;
}
/** A UserRef built from a row of users aliased `u`. */
const userObject = sql`json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'disabled', u.disabled)`;
const userJson = (id: AnyColumn) => sql<UserRef | null>`(select ${userObject} from ${users} u where u.id = ${id})`;

/** Live incidents of the ticket (a problem) in the organizations a scope covers: a count is a glimpse of the others too. */
const incidentCount = (scoped: boolean) =>
  sql<number>`(select count(*)::int from ${tickets} as ${incidents} where ${and(
    eq(incidents.parentTicketId, tickets.id),
    isNull(incidents.deletedAt),
    // The scope as one array parameter, so that the statement's text is the same for every scope.
    scoped ? sql`${incidents.organizationId} = any(${sql.placeholder('scope')}::int[])` : undefined,
  )})`;

/** A ticket's status as its page shows it: joined (`withStatus`), the system status it belongs under as `parentKey`. */
const statusColumns = { id: joinedStatus.id, key: joinedStatus.key, name: joinedStatus.name, parentKey: joinedStatus.familyKey as SQL<SystemStatusKey> };

/**
 * A ticket with everything its page shows, in one statement. Each reference but the status
 * (joined, which also makes the query name every column with its table, as the subqueries need)
 * is a scalar subquery rather than a join: PostgreSQL plans a statement of a dozen joins by
 * searching join orders, which cost ~28 ms of planning per read under the desk bench (measured
 * with pg_stat_statements, against ~1 ms to run it); subqueries are planned one by one, and the
 * sets (tags, technicians, CC, attributes) come back in the same round trip.
 */
const detailColumns = (scoped: boolean) => ({
  ticket: tickets,
  status: statusColumns,
  organizationLive: sql<string | null>`(select o.name from ${organizations} o where o.id = ${tickets.organizationId})`,
  locationLive: sql<string | null>`(select l.name from ${locations} l where l.id = ${tickets.locationId})`,
  nodeLive: sql<string | null>`(select n.display_name from ${nodes} n where n.id = ${tickets.nodeId})`,
  assignee: userJson(tickets.assignedAppUserId),
  requesterUser: userJson(tickets.requesterUserId),
  requesterContact: contactRefOf(tickets.requesterContactId),
  creator: userJson(tickets.createdByUserId),
  form: formRefOf(tickets.formId),
  parent: sql<{
    id: number;
    summary: string;
    organizationId: number | null;
  } | null>`(select json_build_object('id', pt.id, 'summary', pt.summary, 'organizationId', pt.organization_id) from ${tickets} pt where pt.id = ${tickets.parentTicketId} and pt.deleted_at is null)`,
  incidentCount: incidentCount(scoped),
  tags: tagNamesJson(sql`(select tt.tag_id from ${ticketTags} tt where tt.ticket_id = ${tickets.id})`),
  technicians: sql<
    { userId: number; user: UserRef | null }[]
  >`(select coalesce(json_agg(json_build_object('userId', at.user_id, 'user', case when u.id is null then null else ${userObject} end) order by at.user_id), '[]') from ${ticketAdditionalTechnicians} at left join ${users} u on u.id = at.user_id where at.ticket_id = ${tickets.id})`,
  cc: sql<
    { userId: number | null; email: string | null; user: UserRef | null }[]
  >`(select coalesce(json_agg(json_build_object('userId', cc.user_id, 'email', cc.email, 'user', case when u.id is null then null else ${userObject} end) order by cc.id), '[]') from ${ticketCc} cc left join ${users} u on u.id = cc.user_id where cc.ticket_id = ${tickets.id})`,
  attributeValues: ticketAttributeValuesJson(tickets.id),
});

/** Reads of tickets and what hangs off them, for the API. */
export function createTicketsReadRepository(db: Database) {
  // Prepared once: the ticket page and every save's answer read a ticket, and a named statement
  // is parsed and planned once per connection (PostgreSQL) instead of at every read, and built by
  // Drizzle once instead of at every call.
  const detailQuery = (scoped: boolean) =>
    withStatus(db.select(detailColumns(scoped)).from(tickets).$dynamic(), tickets.statusId)
      .where(and(eq(tickets.id, sql.placeholder('id')), isNull(tickets.deletedAt)))
      .prepare(scoped ? 'ticket_detail_scoped' : 'ticket_detail');
  const detailQueries = { everywhere: detailQuery(false), scoped: detailQuery(true) };
  return {
    /** One live ticket, its incidents counted within `scope` (null: every organization). */
    async detail(id: number, scope: TicketScope) {
      const [row] = scope === null ? await detailQueries.everywhere.execute({ id }) : await detailQueries.scoped.execute({ id, scope });
      if (!row) return undefined;
      const { attributeValues, ...rest } = row;
      return { ...rest, attributes: attributesFromStored(attributeValues) };
    },

    async comments(ticketId: number) {
      const [rows, files] = await Promise.all([
        db
          .select({ comment: ticketComments, authorDisabled: users.disabled })
          .from(ticketComments)
          .leftJoin(users, eq(users.id, ticketComments.authorUserId))
          .where(eq(ticketComments.ticketId, ticketId))
          .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id)),
        db
          .select({ commentId: ticketAttachments.commentId, upload: uploads })
          .from(ticketAttachments)
          .innerJoin(uploads, eq(uploads.id, ticketAttachments.uploadId))
          .where(and(eq(ticketAttachments.ticketId, ticketId), eq(ticketAttachments.inline, false)))
          .orderBy(asc(ticketAttachments.id)),
      ]);
      return rows.map((r) => ({ ...r, files: files.filter((f) => f.commentId === r.comment.id).map((f) => f.upload) }));
    },

    async activity(ticketId: number, options: { offset: number; limit: number; ascending: boolean }) {
      const order = options.ascending ? [asc(ticketActivity.createdAt), asc(ticketActivity.id)] : [desc(ticketActivity.createdAt), desc(ticketActivity.id)];
      return db
        .select()
        .from(ticketActivity)
        .where(eq(ticketActivity.ticketId, ticketId))
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset);
    },

    async timeEntries(ticketId: number) {
      return db
        .select()
        .from(ticketTimeEntries)
        .where(eq(ticketTimeEntries.ticketId, ticketId))
        .orderBy(asc(ticketTimeEntries.startDate), asc(ticketTimeEntries.id));
    },

    async attachments(ticketId: number) {
      return db
        .select({ attachment: ticketAttachments, upload: uploads, addedByName: users.name })
        .from(ticketAttachments)
        .innerJoin(uploads, eq(uploads.id, ticketAttachments.uploadId))
        .leftJoin(users, eq(users.id, ticketAttachments.addedByUserId))
        .where(eq(ticketAttachments.ticketId, ticketId))
        .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
    },

    /** Live incidents of a problem, oldest first. */
    async incidents(problemId: number) {
      return withStatus(
        db
          .select({
            id: tickets.id,
            summary: tickets.summary,
            organizationId: tickets.organizationId,
            createdAt: tickets.createdAt,
            statusId: statusColumns.id,
            statusKey: statusColumns.key,
            statusName: statusColumns.name,
            parentKey: statusColumns.parentKey,
          })
          .from(tickets)
          .$dynamic(),
        tickets.statusId,
      )
        .where(and(eq(tickets.parentTicketId, problemId), isNull(tickets.deletedAt)))
        .orderBy(asc(tickets.id));
    },
  };
}
export type TicketsReadRepository = ReturnType<typeof createTicketsReadRepository>;
export type TicketDetailRow = NonNullable<Awaited<ReturnType<TicketsReadRepository['detail']>>>;
export type CommentRow = Awaited<ReturnType<TicketsReadRepository['comments']>>[number];
export type ActivityRow = Awaited<ReturnType<TicketsReadRepository['activity']>>[number];
export type TimeEntryRow = Awaited<ReturnType<TicketsReadRepository['timeEntries']>>[number];
export type AttachmentRow = Awaited<ReturnType<TicketsReadRepository['attachments']>>[number];
export type IncidentRow = Awaited<ReturnType<TicketsReadRepository['incidents']>>[number];
