import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AttributeValue, SystemStatusKey } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { locations, nodes, organizations, uploads, users } from '../../db/schema.ts';
import { contacts } from '../contacts/contacts.schema.ts';
import { ticketForms, ticketingTags, ticketStatuses } from '../ticketing-config/ticketing-config.schema.ts';
import {
  ticketActivity,
  ticketAdditionalTechnicians,
  ticketAttachments,
  ticketAttributeValues,
  ticketCc,
  ticketComments,
  tickets,
  ticketTags,
  ticketTimeEntries,
} from './tickets.schema.ts';
import { parseStoredAttributeValue, storedAttributeValueJson } from './attribute-values.ts';
import { scopeSql, type TicketScope } from './ticket-scope.ts';

const parentStatus = alias(ticketStatuses, 'parent_status');
const assignee = alias(users, 'assignee');
const requesterUser = alias(users, 'requester_user');
const creator = alias(users, 'creator');
const parentTicket = alias(tickets, 'parent_ticket');

/** The joined columns a ticket is shown with (its sets come separately). */
const detailColumns = {
  ticket: tickets,
  status: {
    id: ticketStatuses.id,
    key: ticketStatuses.systemKey,
    name: ticketStatuses.name,
    parentKey: sql<SystemStatusKey>`coalesce(${ticketStatuses.systemKey}, ${parentStatus.systemKey})`,
  },
  organizationLive: organizations.name,
  locationLive: locations.name,
  nodeLive: nodes.displayName,
  assignee: { id: assignee.id, name: assignee.name, email: assignee.email, disabled: assignee.disabled },
  requesterUser: { id: requesterUser.id, name: requesterUser.name, email: requesterUser.email, disabled: requesterUser.disabled },
  requesterContact: { id: contacts.id, uid: contacts.uid, name: contacts.name, email: contacts.email, deleted: contacts.deleted, organizationId: contacts.organizationId },
  creator: { id: creator.id, name: creator.name, email: creator.email, disabled: creator.disabled },
  form: { id: ticketForms.id, name: ticketForms.name, active: ticketForms.active },
  parent: { id: parentTicket.id, summary: parentTicket.summary, organizationId: parentTicket.organizationId },
};
const incidents = alias(tickets, 'incidents');

/** Live incidents of the ticket (a problem) in the organizations `scope` covers: a count is a glimpse of the others too. */
const incidentCount = (scope: TicketScope) =>
  sql<number>`(select count(*)::int from ${tickets} as ${incidents} where ${and(eq(incidents.parentTicketId, tickets.id), isNull(incidents.deletedAt), scopeSql(scope, incidents.organizationId))})`;

/** Reads of tickets and what hangs off them, for the API. */
export function createTicketsReadRepository(db: Database) {
  const userRef = { id: users.id, name: users.name, email: users.email, disabled: users.disabled };
  return {
    /** One live ticket, its incidents counted within `scope` (null: every organization). */
    async detail(id: number, scope: TicketScope) {
      const [row] = await db
        .select({ ...detailColumns, incidentCount: incidentCount(scope) })
        .from(tickets)
        .innerJoin(ticketStatuses, eq(ticketStatuses.id, tickets.statusId))
        .leftJoin(parentStatus, eq(parentStatus.id, ticketStatuses.parentId))
        .leftJoin(organizations, eq(organizations.id, tickets.organizationId))
        .leftJoin(locations, eq(locations.id, tickets.locationId))
        .leftJoin(nodes, eq(nodes.id, tickets.nodeId))
        .leftJoin(assignee, eq(assignee.id, tickets.assignedAppUserId))
        .leftJoin(requesterUser, eq(requesterUser.id, tickets.requesterUserId))
        .leftJoin(contacts, eq(contacts.id, tickets.requesterContactId))
        .leftJoin(creator, eq(creator.id, tickets.createdByUserId))
        .leftJoin(ticketForms, eq(ticketForms.id, tickets.formId))
        .leftJoin(parentTicket, and(eq(parentTicket.id, tickets.parentTicketId), isNull(parentTicket.deletedAt)))
        .where(and(eq(tickets.id, id), isNull(tickets.deletedAt)));
      if (!row) return undefined;
      const [tags, technicians, cc, values] = await Promise.all([
        db.select({ name: ticketingTags.name }).from(ticketTags).innerJoin(ticketingTags, eq(ticketingTags.id, ticketTags.tagId)).where(eq(ticketTags.ticketId, id)).orderBy(sql`lower(${ticketingTags.name})`),
        db
          .select({ userId: ticketAdditionalTechnicians.userId, user: userRef })
          .from(ticketAdditionalTechnicians)
          .leftJoin(users, eq(users.id, ticketAdditionalTechnicians.userId))
          .where(eq(ticketAdditionalTechnicians.ticketId, id))
          .orderBy(asc(ticketAdditionalTechnicians.userId)),
        db.select({ userId: ticketCc.userId, email: ticketCc.email, user: userRef }).from(ticketCc).leftJoin(users, eq(users.id, ticketCc.userId)).where(eq(ticketCc.ticketId, id)).orderBy(asc(ticketCc.id)),
        db.select({ attributeId: ticketAttributeValues.attributeId, json: storedAttributeValueJson }).from(ticketAttributeValues).where(eq(ticketAttributeValues.ticketId, id)),
      ]);
      const attributes: Record<string, AttributeValue> = {};
      for (const v of values) attributes[String(v.attributeId)] = parseStoredAttributeValue(v.json);
      return { ...row, tags: tags.map((t) => t.name), technicians, cc, attributes };
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
      return db.select().from(ticketActivity).where(eq(ticketActivity.ticketId, ticketId)).orderBy(...order).limit(options.limit).offset(options.offset);
    },

    async timeEntries(ticketId: number) {
      return db.select().from(ticketTimeEntries).where(eq(ticketTimeEntries.ticketId, ticketId)).orderBy(asc(ticketTimeEntries.startDate), asc(ticketTimeEntries.id));
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
      return db
        .select({
          id: tickets.id,
          summary: tickets.summary,
          organizationId: tickets.organizationId,
          createdAt: tickets.createdAt,
          statusId: ticketStatuses.id,
          statusKey: ticketStatuses.systemKey,
          statusName: ticketStatuses.name,
          parentKey: sql<SystemStatusKey>`coalesce(${ticketStatuses.systemKey}, ${parentStatus.systemKey})`,
        })
        .from(tickets)
        .innerJoin(ticketStatuses, eq(ticketStatuses.id, tickets.statusId))
        .leftJoin(parentStatus, eq(parentStatus.id, ticketStatuses.parentId))
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
