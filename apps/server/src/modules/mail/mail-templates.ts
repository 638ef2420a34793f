import type { NotificationEvent, TicketComment, TicketDetail } from '@outpost/contracts';
import { htmlToText } from '../tickets/html-text.ts';
import type { FieldChange } from '../tickets/change/ticket-state.ts';

/**
 * The line above which a reply is read (mail in cuts everything from it down): mail clients
 * quote the message below the reply, and this line survives quoting in text and HTML alike.
 */
export const REPLY_MARKER = '##- Please type your reply above this line -##';

/** Who a notification is written for: end users and contacts never see private detail. */
export type Audience = 'technicians' | 'endUsers' | 'contacts';

export interface NotificationContent {
  event: NotificationEvent;
  ticket: Pick<TicketDetail, 'id' | 'summary' | 'status'>;
  actorName: string;
  audience: Audience;
  /** Field changes of the change set (shown to technicians only). */
  changes: readonly FieldChange[];
  /** The comment the event is about, already sanitised by the change pipeline. */
  comment?: Pick<TicketComment, 'htmlBody' | 'body' | 'isPublic'> | undefined;
}

const TITLES: Record<NotificationEvent, (c: NotificationContent) => string> = {
  TICKET_CREATED: (c) => (c.audience === 'technicians' ? `New ticket from ${c.actorName}` : 'We received your request'),
  TICKET_UPDATED: (c) => `Ticket updated by ${c.actorName}`,
  TICKET_ASSIGNED: () => 'Ticket assigned to you',
  STATUS_CHANGED: (c) => `Status changed to ${c.ticket.status.name}`,
  PUBLIC_COMMENT_ADDED: (c) => `New reply from ${c.actorName}`,
  PRIVATE_COMMENT_ADDED: (c) => `Private note from ${c.actorName}`,
  TECHNICIAN_MENTIONED: (c) => `${c.actorName} mentioned you`,
  ADDED_TO_CC: () => 'You were added in CC',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** Header values must stay one line; a summary is the ticket's own text. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** Subject, text and HTML of one notification. */
export function renderNotification(c: NotificationContent): { subject: string; text: string; html: string } {
  const title = TITLES[c.event](c);
  const subject = oneLine(`[#${c.ticket.id}] ${title}: ${c.ticket.summary}`).slice(0, 250);
  // A private comment reaches technicians only; the caller never asks otherwise, and this holds if it did.
  const comment = c.comment && (c.comment.isPublic || c.audience === 'technicians') ? c.comment : undefined;
  const changes = c.audience === 'technicians' ? c.changes.filter((ch) => !ch.field.startsWith('attribute:') || ch.newLabel !== null) : [];
  const changeLines = changes.map((ch) => `${ch.field}: ${ch.oldLabel ?? '—'} → ${ch.newLabel ?? '—'}`);

  const text = [
    REPLY_MARKER,
    '',
    title,
    `Ticket #${c.ticket.id}: ${oneLine(c.ticket.summary)}`,
    `Status: ${c.ticket.status.name}`,
    ...(comment ? ['', comment.body || htmlToText(comment.htmlBody)] : []),
    ...(changeLines.length > 0 ? ['', 'Changes:', ...changeLines.map((l) => `- ${l}`)] : []),
    '',
    'Reply to this message to add a comment to the ticket.',
  ].join('\n');

  const html = [
    `<p style="color:#888">${escapeHtml(REPLY_MARKER)}</p>`,
    `<h2>${escapeHtml(title)}</h2>`,
    `<p><strong>Ticket #${c.ticket.id}:</strong> ${escapeHtml(c.ticket.summary)}<br>Status: ${escapeHtml(c.ticket.status.name)}</p>`,
    comment ? `<div>${comment.htmlBody}</div>` : '',
    changeLines.length > 0 ? `<ul>${changeLines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '',
    '<p style="color:#888">Reply to this message to add a comment to the ticket.</p>',
  ].join('\n');
  return { subject, text, html };
}
