import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { MAIL_IN_MAX_RECIPIENTS_PER_MESSAGE, normalizeEmail, TICKET_MAX_CC, TICKET_SUMMARY_MAX_LENGTH, type AttachmentSettings } from '@outpost/contracts';
import { sanitizeRichText, sanitizeRichTextWithoutMentions } from '@outpost/rich-text';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { BlobStore } from '../../notes/uploads/blob-store.ts';
import type { ChangePipeline } from '../../tickets/change/change-pipeline.ts';
import { isBlankHtml } from '../../tickets/html-text.ts';
import type { ChangeActor } from '../../tickets/change/ticket-state.ts';
import { loadTicketState } from '../../tickets/tickets.queries.ts';
import { storeMailAttachments } from './mail-attachments.ts';
import type { InboundOutcome, MailInRepository } from './mail-in.repository.ts';
import type { MailSettingsService } from '../settings/mail-settings.service.ts';
import { OUTPOST_MAIL_HEADER } from '../outbound/outbox.dispatcher.ts';
import type { OutboxRepository } from '../outbound/outbox.repository.ts';
import type { PeopleRepository } from '../people.repository.ts';
import { heldMessageHtml, replySender, unverifiedAuthorName, type ReplyMatch } from './reply-sender.ts';
import { stripQuotedHtml, stripQuotedText, textToHtml } from './quoted-text.ts';

/** Comments one ticket takes by mail per hour; past it a loop (an auto-responder that slipped through) is refused. */
export const MAX_MAIL_COMMENTS_PER_TICKET_PER_HOUR = 20;
/** New tickets one sender may open by mail per hour. */
export const MAX_MAIL_TICKETS_PER_SENDER_PER_HOUR = 10;

export interface IncomingMessage {
  /** Envelope recipients (RCPT TO), already checked to be the support address. */
  recipients: string[];
  /** The message: in memory, or read from the listener's temporary file. */
  raw: Buffer | Readable;
}

/** What the listener answers: accepted (250) or refused with an SMTP code and words. */
export type ReceiveResult =
  { accepted: true; outcome: InboundOutcome; ticketId: number | null; reason: string } | { accepted: false; code: 451 | 550; reason: string };

/** Messages one sender may turn into tickets, comments or held messages per hour, all tickets together. */
export const MAX_MAIL_MESSAGES_PER_SENDER_PER_HOUR = 40;

const HOUR = 60 * 60 * 1000;
/** Cc addresses of one message looked up as contacts: a bound on the query, far above any real Cc line. */
const MAX_CC_LOOKED_UP = 500;

/** The support address itself or one of its reply addresses (`support+token@domain`). */
const isSupportAddress = (address: string, support: { local: string; domain: string }) =>
  address.endsWith(`@${support.domain}`) && address.split('@')[0]!.split('+')[0] === support.local.toLowerCase();

/** RFC 3834 and the common auto-responder headers: such mail never becomes a comment, so it can never start a loop. */
export function isAutomatic(mail: ParsedMail): boolean {
  const header = (name: string) => {
    const value = mail.headers.get(name);
    return typeof value === 'string' ? value.toLowerCase() : value === undefined ? undefined : JSON.stringify(value).toLowerCase();
  };
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted !== undefined && !autoSubmitted.startsWith('no')) return true;
  if (/^(bulk|auto_reply|junk|list)$/.test(header('precedence')?.trim() ?? '')) return true;
  return ['x-autoreply', 'x-autorespond', 'x-auto-reply', OUTPOST_MAIL_HEADER.toLowerCase()].some((h) => header(h) !== undefined);
}

/**
 * Mail in (DESIGN.md §3): a reply to a notification becomes a comment through the change
 * pipeline, a new message to the support address becomes a ticket (source EMAIL). Only known
 * people may write, and a reply counts as a person's only from the address its reply token was
 * issued to (reply-sender.ts); other replies are held for a technician (decision 0025).
 */
export function createMailInService(deps: {
  db: Database;
  pipeline: ChangePipeline;
  settings: MailSettingsService;
  attachmentSettings: () => Promise<AttachmentSettings>;
  people: PeopleRepository;
  outbox: OutboxRepository;
  mailIn: MailInRepository;
  blobs: BlobStore;
  clock: Clock;
  log: (message: string) => void;
}) {
  const { people, mailIn, clock } = deps;

  /** The ticket a message answers: its reply token, else the notification it replies to. */
  async function ticketOf(
    mail: ParsedMail,
    recipients: string[],
    support: { local: string; domain: string },
  ): Promise<{ ticketId: number; match: ReplyMatch } | 'unknown-token' | null> {
    const tokenPattern = new RegExp(`^${support.local.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\+([0-9a-f]{24})@${support.domain.replace(/\./g, '\\.')}$`, 'i');
    const addresses = [
      ...recipients,
      ...[mail.to, mail.cc].flatMap((f) => (Array.isArray(f) ? f : f ? [f] : [])).flatMap((a) => a.value.map((v) => v.address ?? '')),
    ];
    const token = addresses.map((a) => tokenPattern.exec(normalizeEmail(a))?.[1]).find(Boolean);
    if (token) {
      const record = await deps.outbox.replyTokenRecord(token);
      return record ? { ticketId: record.ticketId, match: { by: 'token', issuedTo: record.address } } : 'unknown-token';
    }
    const references = [mail.inReplyTo, ...(Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : [])].filter(
      (r): r is string => typeof r === 'string',
    );
    const ticketId = await deps.outbox.ticketOfMessageIds(references);
    return ticketId === undefined ? null : { ticketId, match: { by: 'thread' } };
  }

  async function body(mail: ParsedMail, stripHistory: boolean): Promise<{ html: string; files: string[] }> {
    const html = typeof mail.html === 'string' ? mail.html : '';
    let kept = html ? (stripHistory ? stripQuotedHtml(html) : html) : textToHtml(stripHistory ? stripQuotedText(mail.text ?? '') : (mail.text ?? ''));
    if (html && isBlankHtml(sanitizeRichText(kept)) && mail.text) kept = textToHtml(stripHistory ? stripQuotedText(mail.text) : mail.text);
    const canAttach = (await deps.attachmentSettings()).canAttachFiles;
    const stored = canAttach ? await storeMailAttachments({ blobs: deps.blobs, mailIn, clock }, mail.attachments, kept) : { files: [], html: kept, skipped: 0 };
    // No mentions by mail: a marker (or its spelling in text) would tag a technician on the sender's word (issue 22).
    return { html: sanitizeRichTextWithoutMentions(stored.html), files: stored.files };
  }

  async function reply(mail: ParsedMail, from: string, ticketId: number, match: ReplyMatch): Promise<ReceiveResult> {
    const ticket = await loadTicketState(deps.db, ticketId);
    if (!ticket) return { accepted: false, code: 550, reason: 'The ticket this replies to no longer exists' };
    const sender = await replySender(people, from, match, ticket);
    if (sender.kind === 'refused') return { accepted: false, code: 550, reason: sender.reason };
    if ((await mailIn.commentsOnTicketSince(ticketId, new Date(clock.now().getTime() - HOUR))) >= MAX_MAIL_COMMENTS_PER_TICKET_PER_HOUR) {
      return { accepted: false, code: 550, reason: 'Too many messages for this ticket; try again later' };
    }
    const { html, files } = await body(mail, true);
    // Refused, not dropped: the sender's server bounces it with the reason, so they learn nothing arrived.
    if (isBlankHtml(html) && files.length === 0) return { accepted: false, code: 550, reason: 'Empty reply: write your answer above the quoted message' };
    const held = sender.kind === 'unverified';
    await deps.pipeline.proposeChange({
      actor: held ? { type: 'SYSTEM', name: unverifiedAuthorName(from) } : sender.actor,
      source: 'EMAIL',
      before: ticket,
      patch: {},
      comments: [
        { htmlBody: held ? heldMessageHtml(from, sender.why, html) : html, isPublic: held ? false : sender.isPublic, uploads: files, techniciansTagged: [] },
      ],
    });
    if (held) return { accepted: true, outcome: 'HELD', ticketId, reason: 'Held for a technician: unverified sender' };
    return { accepted: true, outcome: 'COMMENTED', ticketId, reason: sender.isPublic ? 'Public comment' : 'Private comment (technician)' };
  }

  /**
   * The Cc addresses a new mail ticket keeps: only known contacts of its organization (each
   * will be mailed, so a stranger's list must not make the help desk a relay), at most
   * MAIL_IN_MAX_RECIPIENTS_PER_MESSAGE of them.
   */
  async function knownCc(mail: ParsedMail, from: string, organizationId: number | null, support: { local: string; domain: string }): Promise<string[]> {
    if (organizationId === null) return [];
    const listed = [
      ...new Set((Array.isArray(mail.cc) ? mail.cc : mail.cc ? [mail.cc] : []).flatMap((a) => a.value.map((v) => normalizeEmail(v.address ?? '')))),
    ]
      .filter((a) => a.length <= 254 && a.includes('@') && a !== from && !isSupportAddress(a, support))
      .slice(0, MAX_CC_LOOKED_UP);
    const known = new Set(await people.contactAddressesOf(organizationId, listed));
    return listed.filter((a) => known.has(a)).slice(0, Math.min(MAIL_IN_MAX_RECIPIENTS_PER_MESSAGE, TICKET_MAX_CC));
  }

  async function newTicket(
    mail: ParsedMail,
    from: string,
    newContactOrganizationId: number | null,
    support: { local: string; domain: string },
  ): Promise<ReceiveResult> {
    if ((await mailIn.ticketsFromSince(from, new Date(clock.now().getTime() - HOUR))) >= MAX_MAIL_TICKETS_PER_SENDER_PER_HOUR) {
      return { accepted: false, code: 550, reason: 'Too many new tickets from this sender; try again later' };
    }
    const name = (Array.isArray(mail.from) ? mail.from[0] : mail.from)?.value[0]?.name?.trim().slice(0, 100) || from;
    let requester: { requesterUid: string } | { requesterUserId: number };
    let actor: ChangeActor;
    let organizationId: number | null = null;
    // An address may be a contact of several organizations (decision 0041): a new message names no
    // ticket, so it is taken only when one of them is meant (the only one, or the new-sender organization's).
    const candidates = await people.contactsByEmail(from);
    const contact =
      candidates.length === 1 ? candidates[0] : candidates.find((c) => c.organizationId !== null && c.organizationId === newContactOrganizationId);
    if (candidates.length > 1 && !contact) {
      return {
        accepted: false,
        code: 550,
        reason: 'The sender is a contact of several organizations: reply to a mail of your ticket, or ask the help desk to open it',
      };
    }
    const user = contact ? undefined : await people.userByEmail(from);
    if (contact) {
      if (!contact.canReplyByEmail) return { accepted: false, code: 550, reason: 'This contact may not write by e-mail' };
      if (contact.organizationId === null) return { accepted: false, code: 550, reason: 'This contact belongs to no organization' };
      requester = { requesterUid: contact.uid };
      actor = { type: 'CONTACT', contactId: contact.id, name: contact.name };
      organizationId = contact.organizationId;
    } else if (user && !user.disabled) {
      requester = { requesterUserId: user.id };
      actor = { type: 'USER', userId: user.id, name: user.name };
    } else if (newContactOrganizationId !== null) {
      const uid = randomUUID();
      await people.insertContact({ uid, organizationId: newContactOrganizationId, name, email: from, at: clock.now() });
      const created = (await people.contactsByEmail(from)).find((c) => c.organizationId === newContactOrganizationId);
      if (!created) return { accepted: false, code: 451, reason: 'Could not record the sender; try again later' };
      requester = { requesterUid: created.uid };
      actor = { type: 'CONTACT', contactId: created.id, name: created.name };
      organizationId = created.organizationId;
    } else return { accepted: false, code: 550, reason: 'Unknown sender' };

    const cc = await knownCc(mail, from, organizationId, support);
    const { html, files } = await body(mail, false);
    const summary =
      (mail.subject ?? '')
        .replace(/[\r\n\t]+/g, ' ')
        .trim()
        .slice(0, TICKET_SUMMARY_MAX_LENGTH) || '(no subject)';
    const result = await deps.pipeline.proposeChange({
      actor,
      source: 'EMAIL',
      before: null,
      patch: { summary, description: html, status: 'NEW', source: 'EMAIL', organizationId, ...requester, cc: { userIds: [], emails: cc } },
      attachContentIds: files,
    });
    return { accepted: true, outcome: 'CREATED', ticketId: result.ticketId, reason: `New ticket #${result.ticketId}` };
  }

  /** Decides what one message becomes; never throws for anything a sender can put in a message. */
  async function decide(mail: ParsedMail, recipients: string[]): Promise<ReceiveResult> {
    const inbound = await deps.settings.inbound();
    if (!inbound) return { accepted: false, code: 550, reason: 'Mail in is not set up' };
    const fromField = Array.isArray(mail.from) ? mail.from[0] : mail.from;
    const from = normalizeEmail(fromField?.value[0]?.address ?? '');
    if (!from.includes('@')) return { accepted: false, code: 550, reason: 'The message has no sender address' };
    if (isAutomatic(mail))
      return { accepted: true, outcome: 'IGNORED', ticketId: null, reason: 'Automatic message (auto-reply, bulk or our own notification)' };
    if (isSupportAddress(from, inbound.support)) {
      return { accepted: true, outcome: 'IGNORED', ticketId: null, reason: 'Sent from the support address itself' };
    }
    if (mail.messageId && (await mailIn.alreadyTaken(mail.messageId)))
      return { accepted: true, outcome: 'IGNORED', ticketId: null, reason: 'Already received' };
    if ((await mailIn.takenFromSince(from, new Date(clock.now().getTime() - HOUR))) >= MAX_MAIL_MESSAGES_PER_SENDER_PER_HOUR) {
      return { accepted: false, code: 451, reason: 'Too many messages from this sender; try again later' };
    }
    const answered = await ticketOf(mail, recipients, inbound.support);
    if (answered === 'unknown-token') return { accepted: false, code: 550, reason: 'Unknown reply address' };
    return answered === null ? newTicket(mail, from, inbound.newContactOrganizationId, inbound.support) : reply(mail, from, answered.ticketId, answered.match);
  }

  return {
    async receive(message: IncomingMessage): Promise<ReceiveResult> {
      let mail: ParsedMail;
      try {
        // Mail bodies are untrusted: no text-to-HTML linkifying, no fetching of image links.
        mail = await simpleParser(message.raw, { skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true, maxHtmlLengthToParse: 2 * 1024 * 1024 });
      } catch {
        return { accepted: false, code: 550, reason: 'The message could not be read' };
      }
      const fromField = Array.isArray(mail.from) ? mail.from[0] : mail.from;
      const fromAddress = normalizeEmail(fromField?.value[0]?.address ?? '').slice(0, 254) || '(none)';
      let result: ReceiveResult;
      try {
        result = await decide(mail, message.recipients);
      } catch (error) {
        // A change the pipeline refuses is the message's fault; anything else is ours, and the sender may retry.
        if (error instanceof AppError && error.code !== 'INTERNAL_ERROR' && error.code !== 'CONFLICT' && error.code !== 'STALE_VERSION')
          result = { accepted: false, code: 550, reason: error.message };
        else {
          deps.log(`mail in: a message from ${fromAddress} failed (${(error as Error).message})`);
          result = { accepted: false, code: 451, reason: 'The message could not be processed now; try again later' };
        }
      }
      const messageId = mail.messageId?.slice(0, 998) ?? null;
      await mailIn
        .record({
          messageId,
          fromAddress,
          ticketId: result.accepted ? result.ticketId : null,
          outcome: result.accepted ? result.outcome : 'REFUSED',
          reason: result.reason,
          at: clock.now(),
        })
        .catch((error: unknown) => deps.log(`mail in: could not record a message (${(error as Error).message})`));
      return result;
    },
  };
}
export type MailInService = ReturnType<typeof createMailInService>;
