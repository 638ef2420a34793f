import type { NotificationEvent, TicketComment, TicketDetail } from '@outpost/contracts';
import { htmlToText } from '../../tickets/html-text.ts';
import type { FieldChange } from '../../tickets/change/ticket-state.ts';

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
  /** Earlier comments shown below the comment, newest first (already those the audience may read). */
  thread?: readonly (Pick<TicketComment, 'htmlBody' | 'body' | 'isPublic' | 'createdAt'> & { author: { name: string } })[];
}

/** Names of the fields a customer's mail lists, as the ticket page labels them. */
const CUSTOMER_FIELD_LABELS: Record<string, string> = { summary: 'Summary', description: 'Description' };

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
  const changeLines =
    c.audience === 'technicians'
      ? c.changes
          .filter((ch) => !ch.field.startsWith('attribute:') || ch.newLabel !== null)
          .map((ch) => `${ch.field}: ${ch.oldLabel ?? '—'} → ${ch.newLabel ?? '—'}`)
      : c.changes.flatMap((ch) => {
          const label = CUSTOMER_FIELD_LABELS[ch.field];
          if (!label) return [];
          // A new description is shown whole on the ticket; its mail says only that it changed.
          return ch.field === 'description' ? [`${label} changed`] : [`${label}: ${ch.oldLabel ?? '—'} → ${ch.newLabel ?? '—'}`];
        });
  const thread = comment ? (c.thread ?? []).filter((e) => e.isPublic || c.audience === 'technicians') : [];
  const said = (e: (typeof thread)[number]) => `${e.author.name}, ${e.createdAt.slice(0, 16).replace('T', ' ')} UTC${e.isPublic ? '' : ' (private)'}`;

  const text = [
    REPLY_MARKER,
    '',
    title,
    `Ticket #${c.ticket.id}: ${oneLine(c.ticket.summary)}`,
    `Status: ${c.ticket.status.name}`,
    ...(comment ? ['', comment.body || htmlToText(comment.htmlBody)] : []),
    ...(changeLines.length > 0 ? ['', 'Changes:', ...changeLines.map((l) => `- ${l}`)] : []),
    ...(thread.length > 0
      ? [
          '',
          'Earlier in this conversation:',
          ...thread.flatMap((e) => ['', `${said(e)}:`, ...(e.body || htmlToText(e.htmlBody)).split('\n').map((l) => `> ${l}`)]),
        ]
      : []),
    '',
    'Reply to this message to add a comment to the ticket.',
  ].join('\n');

  const html = [
    `<p style="color:#888">${escapeHtml(REPLY_MARKER)}</p>`,
    `<h2>${escapeHtml(title)}</h2>`,
    `<p><strong>Ticket #${c.ticket.id}:</strong> ${escapeHtml(c.ticket.summary)}<br>Status: ${escapeHtml(c.ticket.status.name)}</p>`,
    comment ? `<div>${comment.htmlBody}</div>` : '',
    changeLines.length > 0 ? `<ul>${changeLines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '',
    thread.length > 0
      ? `<h3>Earlier in this conversation</h3>${thread.map((e) => `<p style="color:#888">${escapeHtml(said(e))}</p><blockquote>${e.htmlBody}</blockquote>`).join('\n')}`
      : '',
    '<p style="color:#888">Reply to this message to add a comment to the ticket.</p>',
  ].join('\n');
  return { subject, text, html };
}
