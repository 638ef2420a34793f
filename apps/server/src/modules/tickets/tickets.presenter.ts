import type {
  EntityRef,
  Incident,
  TicketActivity,
  TicketAttachment,
  TicketComment,
  TicketDetail,
  TicketRow,
  TimeEntry,
  UploadStatus,
  UserRef,
} from '@outpost/contracts';
import { uploadUrl } from '../notes/uploads/upload-references.ts';
import type { TicketListRow } from './tickets-list.repository.ts';
import type { ActivityRow, AttachmentRow, CommentRow, IncidentRow, TicketDetailRow, TimeEntryRow } from './tickets-read.repository.ts';
import { scopeCovers, type TicketScope } from './scope/ticket-scope.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A reference by id with the name it has now, or, once deleted, the name it had when the ticket
 * pointed at it: organizations, locations and devices are deleted outright.
 */
function entityRef(id: number | null, liveName: string | null, savedName: string | null): EntityRef | null {
  if (id === null) return null;
  return { id, name: liveName ?? savedName ?? `#${id}`, deleted: liveName === null };
}

/** A user named by id: found or not ('User not Found'), disabled users are shown as deleted. */
function userRef(id: number | null, user: { id: number; name: string; email: string; disabled: boolean } | null): UserRef | null {
  if (id === null) return null;
  if (!user) return { id, name: null, email: null, deleted: false, found: false };
  return { id, name: user.name, email: user.email, deleted: user.disabled, found: true };
}

function requesterOf(row: Pick<TicketDetailRow, 'ticket' | 'requesterUser' | 'requesterContact'>): TicketDetail['requester'] {
  const { ticket, requesterContact: contact } = row;
  if (ticket.requesterContactId !== null) {
    if (!contact) return { type: 'CONTACT', id: ticket.requesterContactId, uid: null, name: null, email: null, deleted: false, found: false };
    return {
      type: 'CONTACT',
      id: contact.id,
      uid: contact.uid,
      name: contact.name,
      email: contact.email,
      deleted: contact.deleted || contact.organizationId === null,
      found: true,
    };
  }
  const user = userRef(ticket.requesterUserId, row.requesterUser);
  return user ? { type: 'USER', ...user, uid: null } : null;
}

/** What a reference the viewer may not read shows (spec 002: 'N/A' for unknown values). */
export const NOT_AVAILABLE = 'N/A';

/**
 * A ticket as a viewer of `scope` sees it: a parent problem of an organization outside it keeps
 * its id (the ticket's own field) but not its summary.
 */
export function presentTicket(row: TicketDetailRow, scope: TicketScope): TicketDetail {
  const { ticket } = row;
  return {
    id: ticket.id,
    version: ticket.version,
    summary: ticket.summary,
    description: ticket.descriptionHtml,
    status: { ...row.status, system: row.status.key !== null },
    type: ticket.type,
    source: ticket.source,
    priority: ticket.priority,
    severity: ticket.severity,
    organization: entityRef(ticket.organizationId, row.organizationLive, ticket.organizationName),
    location: entityRef(ticket.locationId, row.locationLive, ticket.locationName),
    device: entityRef(ticket.nodeId, row.nodeLive, ticket.nodeName),
    requester: requesterOf(row),
    requesterUid: row.requesterContact?.uid ?? null,
    assignedAppUserId: ticket.assignedAppUserId,
    assignee: userRef(ticket.assignedAppUserId, row.assignee),
    additionalTechnicians: row.technicians.map((t) => userRef(t.userId, t.user)!),
    cc: {
      users: row.cc.flatMap((c) => (c.userId === null ? [] : [userRef(c.userId, c.user)!])),
      emails: row.cc.flatMap((c) => (c.email === null ? [] : [c.email])),
    },
    tags: row.tags,
    form: row.form,
    attributes: row.attributes,
    parentTicketId: ticket.parentTicketId,
    parentTicket: row.parent ? { id: row.parent.id, name: scopeCovers(scope, row.parent.organizationId) ? row.parent.summary : NOT_AVAILABLE } : null,
    incidentCount: row.incidentCount,
    mergedIntoTicketId: ticket.mergedIntoTicketId,
    createdBy: userRef(ticket.createdByUserId, row.creator),
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    lastUpdatedBy: ticket.lastUpdatedByName,
    assignedAt: iso(ticket.assignedAt),
    statusChangedAt: iso(ticket.statusChangedAt),
    solvedTime: iso(ticket.solvedAt),
    lastUpdatedTimeByAssignee: iso(ticket.lastUpdatedByAssigneeAt),
    lastUpdatedTimeByRequester: iso(ticket.lastUpdatedByRequesterAt),
    totalTimeTracked: ticket.totalTimeTrackedSeconds,
  };
}

export function presentTicketRow(row: TicketListRow): TicketRow {
  const t = row.ticket;
  const contact = t.requesterContactId === null ? null : row.requesterContact;
  return {
    id: t.id,
    summary: t.summary,
    description: t.description,
    status: { ...row.status, system: row.status.key !== null },
    type: t.type,
    source: t.source,
    priority: t.priority,
    severity: t.severity,
    organization: entityRef(t.organizationId, row.organizationLive, t.organizationName),
    location: entityRef(t.locationId, row.locationLive, t.locationName),
    device: entityRef(t.nodeId, row.nodeLive, t.nodeName),
    requester:
      t.requesterContactId !== null
        ? { type: 'CONTACT', id: t.requesterContactId, name: contact?.name ?? null, deleted: !contact || contact.deleted || contact.organizationId === null }
        : t.requesterUserId !== null
          ? { type: 'USER', id: t.requesterUserId, name: row.requesterUser?.name ?? null, deleted: row.requesterUser?.disabled ?? false }
          : null,
    assignedAppUser:
      t.assignedAppUserId === null ? null : { id: t.assignedAppUserId, name: row.assignee?.name ?? null, deleted: row.assignee?.disabled ?? false },
    additionalAssignedTechnicians: row.technicians,
    tags: row.tags,
    ticketForm: row.form,
    parentTicketId: t.parentTicketId,
    createTime: t.createdAt.toISOString(),
    lastUpdated: t.updatedAt.toISOString(),
    lastUpdatedBy: t.lastUpdatedByName,
    solvedTime: iso(t.solvedAt),
    lastUpdatedTimeByAssignee: iso(t.lastUpdatedByAssigneeAt),
    lastUpdatedTimeByRequester: iso(t.lastUpdatedByRequesterAt),
    totalTimeTracked: t.totalTimeTrackedSeconds,
    totalTimeTrackedDecimal: Math.round((t.totalTimeTrackedSeconds / 3600) * 100) / 100,
  };
}

const uploadOf = (u: { contentId: string; fileName: string; contentType: string; size: number; status: UploadStatus }) => ({
  contentId: u.contentId,
  url: uploadUrl(u.contentId),
  fileName: u.fileName,
  contentType: u.contentType,
  size: u.size,
  uploadStatus: u.status,
});

export function presentComment(row: CommentRow): TicketComment {
  const c = row.comment;
  const author: TicketComment['author'] =
    c.authorUserId !== null
      ? { type: 'USER', id: c.authorUserId, name: c.authorName }
      : c.authorContactId !== null
        ? { type: 'CONTACT', id: c.authorContactId, name: c.authorName }
        : { type: 'SYSTEM', id: null, name: c.authorName };
  return {
    id: c.id,
    ticketId: c.ticketId,
    author,
    htmlBody: c.htmlBody,
    body: c.body,
    isPublic: c.isPublic,
    techniciansTagged: c.techniciansTagged,
    uploads: row.files.map(uploadOf),
    source: c.source,
    createdAt: c.createdAt.toISOString(),
  };
}

export function presentActivity(row: ActivityRow): TicketActivity {
  return {
    id: row.id,
    ticketId: row.ticketId,
    changeSetId: row.changeSetId,
    type: row.type,
    actor: { type: row.actorType, id: row.actorUserId ?? row.actorContactId ?? null, name: row.actorName },
    source: row.source,
    field: row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
    oldLabel: row.oldLabel,
    newLabel: row.newLabel,
    commentId: row.commentId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentTimeEntry(row: TimeEntryRow): TimeEntry {
  return {
    id: row.id,
    ticketId: row.ticketId,
    technician: { id: row.userId, name: row.userName },
    remote: row.remote,
    startDate: row.startDate.toISOString(),
    duration: row.durationSeconds,
    billingType: row.billingType,
    agreementId: row.agreementId,
    agreementOriginType: row.agreementOriginType,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAttachment(row: AttachmentRow): TicketAttachment {
  const a = row.attachment;
  return {
    id: a.id,
    ticketId: a.ticketId,
    commentId: a.commentId,
    inline: a.inline,
    upload: uploadOf(row.upload),
    addedBy: { id: a.addedByUserId, name: row.addedByName },
    createdAt: a.createdAt.toISOString(),
  };
}

export function presentIncident(row: IncidentRow): Incident {
  return {
    id: row.id,
    summary: row.summary,
    status: { id: row.statusId, key: row.statusKey, name: row.statusName, system: row.statusKey !== null, parentKey: row.parentKey },
    createTime: row.createdAt.toISOString(),
  };
}
