import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-rows.ts';
import { uploads } from '../../db/schema.ts';
import type { ActivityType, ChangeSource } from '@outpost/contracts';
import { staleVersion } from '../../lib/errors.ts';
import type { ActivityNote, ChangeActor, CreditedChange, Executor, FieldChange, TicketState, TimeEntryProposal } from './change/ticket-state.ts';
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
import { attributesFromStored, ticketAttributeValuesJson } from './change/attribute-values.ts';

/** A comment ready to store: sanitised, with its files resolved to upload ids. */
export interface PreparedComment {
  author: ChangeActor;
  htmlBody: string;
  body: string;
  isPublic: boolean;
  techniciansTagged: number[];
  files: { uploadId: number; inline: boolean; fileName: string }[];
}

/** Everything one change writes, in one transaction. */
export interface TicketWrite {
  before: TicketState | null;
  after: TicketState;
  actor: ChangeActor;
  source: ChangeSource;
  changeSetId: string;
  at: Date;
  changes: FieldChange[];
  /** The changes as the log records them, each under who made it (defaults to `changes` under `actor`). */
  credited?: CreditedChange[];
  /** Row columns the pipeline derives (times, name snapshots); undefined leaves a column as it is. */
  row: Partial<
    Pick<
      typeof tickets.$inferInsert,
      | 'organizationName'
      | 'locationName'
      | 'nodeName'
      | 'lastUpdatedByName'
      | 'assignedAt'
      | 'statusChangedAt'
      | 'solvedAt'
      | 'lastUpdatedByAssigneeAt'
      | 'lastUpdatedByRequesterAt'
      | 'createdByUserId'
    >
  >;
  comments: PreparedComment[];
  /** Entries logged as they are (automations that fired), after the field changes. */
  notes?: ActivityNote[];
  timeEntries: TimeEntryProposal[];
  removeTimeEntries: { id: number; label: string }[];
  attach: { uploadId: number; inline: boolean; fileName: string }[];
  removeAttachments: { id: number; label: string }[];
  /** A new ticket's id taken beforehand (reserveId), when an interceptor needed it. */
  reservedId?: number | null;
}

const actorColumns = (actor: ChangeActor) => ({
  actorType: actor.type,
  actorUserId: actor.type === 'USER' ? actor.userId : null,
  actorContactId: actor.type === 'CONTACT' ? actor.contactId : null,
  actorName: actor.name,
});

/** HH:MM of a duration, for the log. */
export function durationLabel(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

const stateColumns = (s: TicketState) => ({
  summary: s.summary,
  descriptionHtml: s.descriptionHtml,
  descriptionText: s.descriptionText,
  statusId: s.statusId,
  type: s.type,
  source: s.source,
  priority: s.priority,
  severity: s.severity,
  organizationId: s.organizationId,
  locationId: s.locationId,
  nodeId: s.nodeId,
  requesterUserId: s.requesterUserId,
  requesterContactId: s.requesterContactId,
  assignedAppUserId: s.assignedAppUserId,
  formId: s.formId,
  parentTicketId: s.parentTicketId,
});

/**
 * The columns a change sets: those whose value differs. Sending the rest again would still cost
 * a rewrite of each (a long description re-stored out of line) for the same values.
 */
function changedColumns(before: TicketState, after: TicketState): Partial<ReturnType<typeof stateColumns>> {
  const old = stateColumns(before);
  return Object.fromEntries(Object.entries(stateColumns(after)).filter(([column, value]) => old[column as keyof typeof old] !== value));
}

/**
 * The outer ticket's id inside a subquery. A select from one table names its columns without
 * the table, and a bare "id" inside a subquery would be the subquery's own table's.
 */
const outerTicketId = sql`${sql.identifier('tickets')}.${sql.identifier('id')}`;

/** Ticket state in and out of the database: the change pipeline's only SQL. */
export const ticketWrites = {
  /** A live ticket's state, or undefined. */
  async load(ex: Executor, id: number): Promise<TicketState | undefined> {
    // One round trip: the row and its sets as JSON (a change is many short queries, and each
    // round trip costs both processes a system call and a wake-up).
    const [row] = await ex
      .select({
        ticket: tickets,
        tagIds: sql<number[]>`(select coalesce(json_agg(tt.tag_id), '[]') from ${ticketTags} tt where tt.ticket_id = ${outerTicketId})`,
        technicianIds: sql<
          number[]
        >`(select coalesce(json_agg(at.user_id), '[]') from ${ticketAdditionalTechnicians} at where at.ticket_id = ${outerTicketId})`,
        cc: sql<
          { userId: number | null; email: string | null }[]
        >`(select coalesce(json_agg(json_build_object('userId', cc.user_id, 'email', cc.email)), '[]') from ${ticketCc} cc where cc.ticket_id = ${outerTicketId})`,
        values: ticketAttributeValuesJson(outerTicketId),
      })
      .from(tickets)
      .where(and(eq(tickets.id, sql.placeholder('id')), isNull(tickets.deletedAt)))
      // Named: PostgreSQL parses and plans it once per connection, not at every change.
      .prepare('ticket_state')
      .execute({ id });
    if (!row) return undefined;
    const sorted = (ids: number[]) => ids.sort((a, b) => a - b);
    const { ticket } = row;
    return {
      id: ticket.id,
      version: ticket.version,
      summary: ticket.summary,
      descriptionHtml: ticket.descriptionHtml,
      descriptionText: ticket.descriptionText,
      statusId: ticket.statusId,
      type: ticket.type,
      source: ticket.source,
      priority: ticket.priority,
      severity: ticket.severity,
      organizationId: ticket.organizationId,
      locationId: ticket.locationId,
      nodeId: ticket.nodeId,
      requesterUserId: ticket.requesterUserId,
      requesterContactId: ticket.requesterContactId,
      assignedAppUserId: ticket.assignedAppUserId,
      additionalTechnicianIds: sorted(row.technicianIds),
      ccUserIds: sorted(row.cc.flatMap((c) => (c.userId === null ? [] : [c.userId]))),
      ccEmails: row.cc.flatMap((c) => (c.email === null ? [] : [c.email])).sort(),
      tagIds: sorted(row.tagIds),
      formId: ticket.formId,
      parentTicketId: ticket.parentTicketId,
      attributes: attributesFromStored(row.values),
    };
  },

  /** An id for a ticket about to be created, from the table's identity sequence (`save` takes it as `reservedId`). */
  async reserveId(ex: Executor): Promise<number> {
    const result = await ex.execute(sql`select nextval(pg_get_serial_sequence('tickets', 'id'))::int as id`);
    return Number(rowsOf<{ id: number }>(result)[0]!.id);
  },

  /**
   * Writes a change: the ticket row (refused with 409 when someone saved since `before` was
   * read), the sets that changed, comments, time entries, files and one activity entry each.
   */
  async save(tx: Executor, write: TicketWrite) {
    const { before, after, at } = write;
    let ticketId: number;
    if (before === null) {
      const values = { ...stateColumns(after), ...write.row, createdAt: at, updatedAt: at };
      const [row] = await (
        write.reservedId
          ? tx
              .insert(tickets)
              .overridingSystemValue()
              .values({ ...values, id: write.reservedId })
          : tx.insert(tickets).values(values)
      ).returning({
        id: tickets.id,
      });
      ticketId = row!.id;
    } else {
      const [row] = await tx
        .update(tickets)
        .set({ ...changedColumns(before, after), ...write.row, updatedAt: at, version: sql`${tickets.version} + 1` })
        .where(and(eq(tickets.id, before.id!), eq(tickets.version, before.version), isNull(tickets.deletedAt)))
        .returning({ id: tickets.id });
      if (!row) throw staleVersion('ticket');
      ticketId = row.id;
    }
    const changed = new Set(write.changes.map((c) => c.field));
    // A new ticket has no rows to replace: its inserts need no delete before them.
    const isNew = before === null;
    if (isNew || changed.has('tags')) {
      if (!isNew) await tx.delete(ticketTags).where(eq(ticketTags.ticketId, ticketId));
      if (after.tagIds.length > 0) await tx.insert(ticketTags).values(after.tagIds.map((tagId) => ({ ticketId, tagId })));
    }
    if (isNew || changed.has('additionalTechnicians')) {
      if (!isNew) await tx.delete(ticketAdditionalTechnicians).where(eq(ticketAdditionalTechnicians.ticketId, ticketId));
      if (after.additionalTechnicianIds.length > 0)
        await tx.insert(ticketAdditionalTechnicians).values(after.additionalTechnicianIds.map((userId) => ({ ticketId, userId })));
    }
    if (isNew || changed.has('cc')) {
      if (!isNew) await tx.delete(ticketCc).where(eq(ticketCc.ticketId, ticketId));
      const rows = [...after.ccUserIds.map((userId) => ({ ticketId, userId })), ...after.ccEmails.map((email) => ({ ticketId, email }))];
      if (rows.length > 0) await tx.insert(ticketCc).values(rows);
    }
    if (isNew || write.changes.some((c) => c.field.startsWith('attribute:'))) {
      if (!isNew) await tx.delete(ticketAttributeValues).where(eq(ticketAttributeValues.ticketId, ticketId));
      const rows = Object.entries(after.attributes).map(([attributeId, value]) => ({ ticketId, attributeId: Number(attributeId), value }));
      if (rows.length > 0) await tx.insert(ticketAttributeValues).values(rows);
    }

    const activity: (typeof ticketActivity.$inferInsert)[] = [];
    const log = (type: ActivityType, actor: ChangeActor, extra: Partial<typeof ticketActivity.$inferInsert> = {}) =>
      activity.push({ ticketId, changeSetId: write.changeSetId, type, source: write.source, createdAt: at, ...actorColumns(actor), ...extra });
    const logChange = (c: CreditedChange) =>
      log('FIELD_CHANGED', c.actor ?? write.actor, { field: c.field, oldValue: c.oldValue, newValue: c.newValue, oldLabel: c.oldLabel, newLabel: c.newLabel });
    // A new ticket is one CREATED entry; what an automation changed while it was created is its own.
    if (isNew) {
      log('CREATED', write.actor, { newLabel: after.summary });
      for (const c of write.credited ?? []) if (c.actor) logChange(c);
    } else for (const c of write.credited ?? write.changes) logChange(c);
    for (const note of write.notes ?? []) log('FIELD_CHANGED', note.actor, { field: note.field, newValue: note.value ?? null, newLabel: note.label });

    const commentIds: number[] = [];
    for (const comment of write.comments) {
      const [row] = await tx
        .insert(ticketComments)
        .values({
          ticketId,
          authorUserId: comment.author.type === 'USER' ? comment.author.userId : null,
          authorContactId: comment.author.type === 'CONTACT' ? comment.author.contactId : null,
          authorName: comment.author.name,
          htmlBody: comment.htmlBody,
          body: comment.body,
          isPublic: comment.isPublic,
          techniciansTagged: comment.techniciansTagged,
          source: write.source,
          createdAt: at,
        })
        .returning({ id: ticketComments.id });
      commentIds.push(row!.id);
      log('COMMENT_ADDED', comment.author, { commentId: row!.id, newValue: { isPublic: comment.isPublic }, newLabel: comment.isPublic ? 'Public' : 'Private' });
      await attachFiles(tx, ticketId, row!.id, write, comment.files, log);
    }
    await attachFiles(tx, ticketId, null, write, write.attach, log);
    for (const removed of write.removeAttachments) {
      await tx.delete(ticketAttachments).where(and(eq(ticketAttachments.id, removed.id), eq(ticketAttachments.ticketId, ticketId)));
      log('ATTACHMENT_REMOVED', write.actor, { oldLabel: removed.label });
    }

    const timeEntryIds: number[] = [];
    for (const entry of write.timeEntries) {
      const [row] = await tx
        .insert(ticketTimeEntries)
        .values({ ...entry, ticketId, createdAt: at })
        .returning({ id: ticketTimeEntries.id });
      timeEntryIds.push(row!.id);
      log('TIME_ENTRY_ADDED', write.actor, {
        newValue: { id: row!.id, durationSeconds: entry.durationSeconds },
        newLabel: durationLabel(entry.durationSeconds),
      });
    }
    for (const removed of write.removeTimeEntries) {
      await tx.delete(ticketTimeEntries).where(and(eq(ticketTimeEntries.id, removed.id), eq(ticketTimeEntries.ticketId, ticketId)));
      log('TIME_ENTRY_DELETED', write.actor, { oldValue: { id: removed.id }, oldLabel: removed.label });
    }
    if (write.timeEntries.length > 0 || write.removeTimeEntries.length > 0) {
      await tx
        .update(tickets)
        .set({
          totalTimeTrackedSeconds: sql`(select coalesce(sum(${ticketTimeEntries.durationSeconds}), 0)::int from ${ticketTimeEntries} where ${ticketTimeEntries.ticketId} = ${ticketId})`,
        })
        .where(eq(tickets.id, ticketId));
    }
    if (activity.length > 0) await tx.insert(ticketActivity).values(activity);
    return { ticketId, commentIds, timeEntryIds };
  },
};

async function attachFiles(
  tx: Executor,
  ticketId: number,
  commentId: number | null,
  write: TicketWrite,
  files: PreparedComment['files'],
  log: (type: ActivityType, actor: ChangeActor, extra?: Partial<typeof ticketActivity.$inferInsert>) => void,
) {
  if (files.length === 0) return;
  // An upload already on the ticket (an image quoted again) is not attached twice.
  const added = await tx
    .insert(ticketAttachments)
    .values(
      files.map((f) => ({
        ticketId,
        uploadId: f.uploadId,
        commentId,
        inline: f.inline,
        addedByUserId: write.actor.type === 'USER' ? write.actor.userId : null,
        createdAt: write.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ uploadId: ticketAttachments.uploadId });
  const addedIds = new Set(added.map((a) => a.uploadId));
  for (const f of files) if (addedIds.has(f.uploadId) && !f.inline) log('ATTACHMENT_ADDED', write.actor, { newLabel: f.fileName });
}

/** Attachment and time entry rows of a ticket, for removal requests. */
export const ticketRecordLookups = {
  async timeEntries(ex: Executor, ticketId: number, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select({ id: ticketTimeEntries.id, durationSeconds: ticketTimeEntries.durationSeconds, userId: ticketTimeEntries.userId })
      .from(ticketTimeEntries)
      .where(and(eq(ticketTimeEntries.ticketId, ticketId), inArray(ticketTimeEntries.id, ids)));
  },
  async attachments(ex: Executor, ticketId: number, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select({ id: ticketAttachments.id, fileName: uploads.fileName })
      .from(ticketAttachments)
      .innerJoin(uploads, eq(uploads.id, ticketAttachments.uploadId))
      .where(and(eq(ticketAttachments.ticketId, ticketId), inArray(ticketAttachments.id, ids)));
  },
};
