import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ACTIVITY_TYPES,
  ACTOR_TYPES,
  AGREEMENT_ORIGIN_TYPES,
  BILLING_TYPES,
  CHANGE_SOURCES,
  TICKET_PRIORITIES,
  TICKET_SEVERITIES,
  TICKET_SOURCES,
  TICKET_TYPES,
  type AttributeValue,
} from '@outpost/contracts';
import { uploads, users } from '../../db/schema.ts';
import { contacts } from '../contacts/contacts.schema.ts';
import { ticketAttributes, ticketForms, ticketingTags, ticketStatuses } from '../ticketing-config/ticketing-config.schema.ts';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** A priority's place from NONE (0) to HIGH: what boards sort by, and an index of it. */
export const priorityRank = (column: AnyColumn) => sql`(case ${column} ${sql.raw(TICKET_PRIORITIES.map((p, i) => `when '${p}' then ${i}`).join(' '))} end)`;
const at = () => timestamp({ withTimezone: true, mode: 'date' });
const ticketRef = () =>
  integer()
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' });

/**
 * Service-desk tickets. Organizations, locations and devices are deleted outright elsewhere, so
 * a ticket names them by id without a foreign key and keeps the name they had when set: a
 * ticket whose organization is gone still shows it, marked "(Deleted)". Tickets themselves are
 * only marked deleted (deletedAt), and their ids are the '#id' users quote.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    summary: text().notNull(),
    /** Always the server-sanitised HTML. */
    descriptionHtml: text().notNull().default(''),
    /** Its text, for search and "description contains" conditions. */
    descriptionText: text().notNull().default(''),
    statusId: integer()
      .notNull()
      .references(() => ticketStatuses.id),
    type: text({ enum: TICKET_TYPES }),
    source: text({ enum: TICKET_SOURCES }).notNull(),
    priority: text({ enum: TICKET_PRIORITIES }).notNull().default('NONE'),
    severity: text({ enum: TICKET_SEVERITIES }).notNull().default('NONE'),
    organizationId: integer(),
    organizationName: text(),
    locationId: integer(),
    locationName: text(),
    nodeId: integer(),
    nodeName: text(),
    // No foreign key: should a user row ever go, the ticket still holds the id and shows
    // 'User not Found' rather than silently losing its requester or assignee.
    requesterUserId: integer(),
    requesterContactId: integer().references(() => contacts.id),
    assignedAppUserId: integer(),
    formId: integer().references(() => ticketForms.id),
    parentTicketId: integer().references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    mergedIntoTicketId: integer().references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    /** Name of whoever changed the ticket last (a user, a contact or an automation). */
    lastUpdatedByName: text(),
    // Times automations and board columns ask about, kept on save.
    assignedAt: at(),
    statusChangedAt: at(),
    solvedAt: at(),
    lastUpdatedByAssigneeAt: at(),
    lastUpdatedByRequesterAt: at(),
    /** Sum of the ticket's time entries, kept in the same transaction as they change. */
    totalTimeTrackedSeconds: integer().notNull().default(0),
    /** Bumped on every save: a change proposed against an older version is refused. */
    version: integer().notNull().default(1),
    deletedAt: at(),
  },
  (t) => [
    index('tickets_status_idx').on(t.statusId, t.id),
    index('tickets_organization_idx').on(t.organizationId, t.id),
    index('tickets_assignee_idx').on(t.assignedAppUserId, t.id),
    index('tickets_requester_user_idx').on(t.requesterUserId),
    index('tickets_requester_contact_idx').on(t.requesterContactId),
    index('tickets_updated_at_idx').on(t.updatedAt, t.id),
    index('tickets_created_at_idx').on(t.createdAt, t.id),
    index('tickets_parent_idx').on(t.parentTicketId),
    // A device's page lists its tickets, newest first.
    index('tickets_node_idx').on(t.nodeId, t.id),
    index('tickets_type_idx').on(t.type, t.id),
    index('tickets_summary_trgm_idx').using('gin', sql`lower(${t.summary}) gin_trgm_ops`),
    // Boards over a million tickets (bench/service-desk/desk.ts): a board nearly always also asks
    // for a status, so live tickets' priority and assignee indexes carry the status id too, and a
    // board's count reads the index only instead of every matching row.
    index('tickets_live_priority_idx')
      .on(t.priority, t.id, t.statusId)
      .where(sql`${t.deletedAt} is null`),
    index('tickets_live_assignee_idx')
      .on(t.assignedAppUserId, t.id, t.statusId)
      .where(sql`${t.deletedAt} is null`),
    // Sorting by priority is by its rank (board-sort.ts), the same expression as here.
    index('tickets_live_priority_rank_idx')
      .on(priorityRank(t.priority), t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: id(),
    ticketId: ticketRef(),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorContactId: integer().references(() => contacts.id),
    /** The author's name when written: users and contacts may go, automations have no row. */
    authorName: text().notNull(),
    /** Sanitised HTML, and its text (for placeholders and mail). */
    htmlBody: text().notNull(),
    body: text().notNull(),
    isPublic: boolean().notNull(),
    techniciansTagged: jsonb().$type<number[]>().notNull().default([]),
    source: text({ enum: CHANGE_SOURCES }).notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
);

/** One entry per changed field (old → new), comment, time entry or attachment: the ticket's log. */
export const ticketActivity = pgTable(
  'ticket_activity',
  {
    id: id(),
    ticketId: ticketRef(),
    /** Entries saved together share it, so the log can group one change. */
    changeSetId: text().notNull(),
    type: text({ enum: ACTIVITY_TYPES }).notNull(),
    actorType: text({ enum: ACTOR_TYPES }).notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorContactId: integer().references(() => contacts.id),
    actorName: text().notNull(),
    source: text({ enum: CHANGE_SOURCES }).notNull(),
    field: text(),
    /** Values as stored (ids, keys) and as shown when the change was made (names). */
    oldValue: jsonb(),
    newValue: jsonb(),
    oldLabel: text(),
    newLabel: text(),
    commentId: integer().references(() => ticketComments.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('ticket_activity_ticket_idx').on(t.ticketId, t.createdAt, t.id),
    // A rule's run history (tickets/rule-runs.repository.ts): its firings newest first, then the entries saved with each.
    index('ticket_activity_rule_runs_idx')
      .on(sql`(${t.newValue} ->> 'triggerId')`, t.createdAt, t.id)
      .where(sql`${t.field} = 'automation'`),
    index('ticket_activity_change_set_idx').on(t.changeSetId),
  ],
);

export const ticketTimeEntries = pgTable(
  'ticket_time_entries',
  {
    id: id(),
    ticketId: ticketRef(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userName: text().notNull(),
    remote: boolean().notNull().default(false),
    startDate: at().notNull(),
    durationSeconds: integer().notNull(),
    billingType: text({ enum: BILLING_TYPES }).notNull(),
    /** No PSA module yet: always null until one provides agreements. */
    agreementId: integer(),
    agreementOriginType: text({ enum: AGREEMENT_ORIGIN_TYPES }),
    description: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('ticket_time_entries_ticket_idx').on(t.ticketId, t.startDate)],
);

/** One technician's timer on one ticket; stored, so it survives reloads and restarts. */
export const ticketTimers = pgTable(
  'ticket_timers',
  {
    ticketId: ticketRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text({ enum: ['RUNNING', 'PAUSED'] }).notNull(),
    /** When the timer was first started: the time entry's startDate. */
    startedAt: at().notNull(),
    /** When the current running stretch began; null while paused. */
    runningSince: at(),
    /** Seconds of the stretches before the current one. */
    accumulatedSeconds: integer().notNull().default(0),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] }), index('ticket_timers_user_idx').on(t.userId)],
);

export const ticketTags = pgTable(
  'ticket_tags',
  {
    ticketId: ticketRef(),
    tagId: integer()
      .notNull()
      .references(() => ticketingTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.tagId] }), index('ticket_tags_tag_idx').on(t.tagId)],
);

/** CC recipients: users by id, anyone else by e-mail address (one of the two is set). */
export const ticketCc = pgTable(
  'ticket_cc',
  {
    id: id(),
    ticketId: ticketRef(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
  },
  (t) => [uniqueIndex('ticket_cc_user_key').on(t.ticketId, t.userId), uniqueIndex('ticket_cc_email_key').on(t.ticketId, t.email)],
);

export const ticketAdditionalTechnicians = pgTable(
  'ticket_additional_technicians',
  {
    ticketId: ticketRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] }), index('ticket_additional_technicians_user_idx').on(t.userId)],
);

/** Custom attribute values, checked against the attribute's type before they are saved. */
export const ticketAttributeValues = pgTable(
  'ticket_attribute_values',
  {
    ticketId: ticketRef(),
    attributeId: integer()
      .notNull()
      .references(() => ticketAttributes.id),
    value: jsonb().$type<AttributeValue>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.attributeId] }), index('ticket_attribute_values_attribute_idx').on(t.attributeId)],
);

/**
 * Files on a ticket: the uploads (notes module's store) a comment or the description uses or
 * that were attached. An upload with a row here is never swept as unused.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: id(),
    ticketId: ticketRef(),
    uploadId: integer()
      .notNull()
      .references(() => uploads.id),
    commentId: integer().references(() => ticketComments.id, { onDelete: 'set null' }),
    /** Shown inside rich text (an image) rather than listed as a file. */
    inline: boolean().notNull().default(false),
    addedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ticket_attachments_ticket_upload_key').on(t.ticketId, t.uploadId), index('ticket_attachments_upload_idx').on(t.uploadId)],
);
