import { randomBytes } from 'node:crypto';
import { normalizeEmail, type TicketDetail } from '@outpost/contracts';
import { sanitizeRichText } from '@outpost/rich-text';
import { findPlaceholders, isValidEmail, renderPlaceholders, type EmailActionValue, type NotificationChannel, type RefId } from '@outpost/rules';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { MailSettingsService } from '../../mail/settings/mail-settings.service.ts';
import { MAX_NOTIFICATIONS_PER_TICKET_PER_HOUR } from '../../mail/notifications/notifications.ts';
import type { OutboxDispatcher } from '../../mail/outbound/outbox.dispatcher.ts';
import type { MailPeople, MailQueue, NewOutboxMail } from '../../mail/mail-queue.ts';
import { htmlToText } from '../../tickets/html-text.ts';
import { ticketLookups } from '../../tickets/tickets.queries.ts';
import type { ChangeActor } from '../../tickets/change/ticket-state.ts';
import type { ChannelsRepository } from '../channels/channels.repository.ts';
import type { DeliveriesRepository, NewDelivery } from '../channels/deliveries.repository.ts';
import type { DeliveryDispatcher } from '../channels/deliveries.dispatcher.ts';
import { placeholderTicketOf, placeholderValues, type PlaceholderComment } from './placeholder-values.ts';

/** Work a fired rule leaves for after the save: e-mails and notifications, never sent inside it. */
export type PendingEffect =
  | { kind: 'email'; rule: { id: number; name: string }; actionUid: string; value: EmailActionValue }
  | { kind: 'notification'; rule: { id: number; name: string }; actionUid: string; channels: NotificationChannel[] }
  | { kind: 'psa_ticket'; rule: { id: number; name: string }; actionUid: string; boardId: number | null };

/** Send to ConnectWise: queues the saved ticket in the PSA module's durable push queue (sent after, by its worker). */
export type PsaTicketPush = (ticketId: number, request: { boardId: number | null; ruleName: string }) => Promise<void>;

/** Event name of rule mail in the outbox (and its X-Outpost-Notification header, which mail in never answers). */
export const AUTOMATION_MAIL_EVENT = 'AUTOMATION_EMAIL';
const HOUR = 60 * 60 * 1000;

/** What effects read of the service desk once the change is saved. */
export interface EffectSources {
  ticket(id: number): Promise<TicketDetail>;
  comments(ticketId: number): Promise<PlaceholderComment[]>;
}

/**
 * Queues what fired rules asked for, once their change has committed: rule e-mails into the mail
 * outbox (rendered with the saved ticket, so `{{ticket.id}}` of a new ticket is known), and one
 * delivery per notification channel into the delivery queue. Queuing is a few inserts; sending
 * happens in the dispatchers, so a slow SMTP server or webhook never holds up a ticket save.
 */
export function createEffectQueue(deps: {
  db: Database;
  sources: EffectSources;
  people: MailPeople;
  mail: { settings: MailSettingsService; outbox: MailQueue; dispatcher: OutboxDispatcher };
  channels: ChannelsRepository;
  deliveries: DeliveriesRepository;
  dispatcher: () => DeliveryDispatcher;
  clock: Clock;
  log: (message: string) => void;
  publicUrl: string;
  /** The PSA module's ticket push (absent: the action is logged as not sent). */
  psaTickets?: PsaTicketPush | undefined;
}) {
  const { people, clock } = deps;

  /** Addresses of an e-mail action: typed ones, users and contacts by id, and the special keys. */
  async function recipients(value: EmailActionValue, ticket: TicketDetail, actor: ChangeActor): Promise<string[]> {
    const addresses: (string | null | undefined)[] = [...value.emails.filter(isValidEmail)];
    const userIds = value.uids.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    const contactUids = value.uids.filter((id: RefId) => !Number.isInteger(Number(id))).map(String);
    const live = (p: { email: string | null; deleted: boolean; found: boolean } | null) => (p && p.found && !p.deleted ? p.email : null);
    const [users, contacts] = await Promise.all([
      people.usersByIds([...userIds, ...(value.keys.includes('CURRENT_USER') && actor.type === 'USER' ? [actor.userId] : [])]),
      ticketLookups.contacts(deps.db, { uids: contactUids }),
    ]);
    addresses.push(...users.filter((u) => !u.disabled && (userIds.includes(u.id) || (actor.type === 'USER' && u.id === actor.userId))).map((u) => u.email));
    addresses.push(...contacts.filter((c) => !c.deleted).map((c) => c.email));
    if (value.keys.includes('REQUESTER')) addresses.push(live(ticket.requester));
    if (value.keys.includes('ASSIGNEE')) addresses.push(live(ticket.assignee));
    if (value.keys.includes('REQUESTER_CC')) addresses.push(...ticket.cc.emails, ...ticket.cc.users.map(live));
    return [...new Set(addresses.filter((a): a is string => typeof a === 'string' && a !== '').map(normalizeEmail))];
  }

  async function currentUser(actor: ChangeActor) {
    if (actor.type !== 'USER') return null;
    const [user] = await people.usersByIds([actor.userId]);
    return user ? { name: user.name, email: user.email } : null;
  }

  async function emails(ticketId: number, effects: Extract<PendingEffect, { kind: 'email' }>[], actor: ChangeActor, changeKey: string) {
    const active = await deps.mail.settings.active();
    if (!active) {
      deps.log(`automations: outgoing mail is off; e-mail of rule(s) ${effects.map((e) => `'${e.rule.name}'`).join(', ')} on ticket ${ticketId} not sent`);
      return;
    }
    const ticket = await deps.sources.ticket(ticketId);
    const wantsComments = effects.some((e) => findPlaceholders(e.value.body).some((p) => p.key.startsWith('comment.')));
    const comments: PlaceholderComment[] = wantsComments ? await deps.sources.comments(ticketId) : [];
    const values = placeholderValues(placeholderTicketOf(ticket), { currentUser: await currentUser(actor), comments, publicUrl: deps.publicUrl });
    const at = clock.now();
    let allowed = MAX_NOTIFICATIONS_PER_TICKET_PER_HOUR - (await deps.mail.outbox.countForTicketSince(ticketId, new Date(at.getTime() - HOUR)));
    const mails: NewOutboxMail[] = [];
    for (const effect of effects) {
      const to = await recipients(effect.value, ticket, actor);
      if (to.length === 0) deps.log(`automations: rule '${effect.rule.name}' e-mail on ticket ${ticketId} has no live recipient`);
      // Inline images are part of the body; the other uploads go with the message as files.
      const named = effect.value.uploads.filter((u) => !u.inline).map((u) => String(u.id));
      const attachments = await deps.deliveries.emailAttachments(named);
      if (attachments.length < named.length)
        deps.log(
          `automations: rule '${effect.rule.name}' e-mail on ticket ${ticketId}: ${named.length - attachments.length} attachment(s) gone, not the rule's or not READY; sent without them`,
        );
      const subject = renderPlaceholders(effect.value.subject, values, { escapeHtml: false })
        .replace(/[\r\n\t]+/g, ' ')
        .trim()
        .slice(0, 250);
      const html = sanitizeRichText(renderPlaceholders(effect.value.body, values, { escapeHtml: true }));
      for (const address of to) {
        if (allowed-- <= 0) {
          deps.log(
            `automations: ticket ${ticketId} reached ${MAX_NOTIFICATIONS_PER_TICKET_PER_HOUR} e-mails this hour; rule '${effect.rule.name}' mail to ${address} not sent`,
          );
          continue;
        }
        mails.push({
          dedupeKey: `${changeKey}:${effect.rule.id}:${effect.actionUid}:${address}`,
          ticketId,
          event: AUTOMATION_MAIL_EVENT,
          toAddress: address,
          subject,
          textBody: htmlToText(html),
          htmlBody: html,
          messageId: `<ticket-${ticketId}.${randomBytes(9).toString('hex')}@${active.support.domain}>`,
          // 'Allow email response by recipient': a reply token makes the answer a comment.
          replyToken: effect.value.allowResponse ? await deps.mail.outbox.replyToken(ticketId, address, at) : null,
          attachments,
        });
      }
    }
    await deps.mail.outbox.enqueue(mails, at);
    void deps.mail.dispatcher.drain();
  }

  async function notifications(ticketId: number, effects: Extract<PendingEffect, { kind: 'notification' }>[], changeKey: string) {
    const ticket = await deps.sources.ticket(ticketId);
    const link = `${deps.publicUrl}/tickets/${ticket.id}`;
    const rows: NewDelivery[] = [];
    for (const effect of effects) {
      const text = `[#${ticket.id}] ${ticket.summary} (status ${ticket.status.name}, priority ${ticket.priority}) - automation '${effect.rule.name}' ${link}`;
      for (const { channelId } of effect.channels) {
        const id = Number(channelId);
        const channel = Number.isInteger(id) ? await deps.channels.find(id) : undefined;
        rows.push({
          dedupeKey: `${changeKey}:${effect.rule.id}:${effect.actionUid}:${String(channelId)}`,
          channelId: channel?.id ?? null,
          channelName: channel?.name ?? '(Deleted)',
          channelType: channel?.type ?? 'SLACK',
          triggerId: effect.rule.id,
          triggerName: effect.rule.name,
          ticketId,
          payload: { text, ticket: { id: ticket.id, summary: ticket.summary, status: ticket.status.name, priority: ticket.priority } },
          // A channel deleted since the rule was saved: logged as failed, the rule's other actions ran.
          ...(channel ? {} : { status: 'FAILED' as const, lastError: 'The channel was deleted' }),
        });
      }
    }
    await deps.deliveries.enqueue(rows, clock.now());
    void deps.dispatcher().drain();
  }

  return {
    /** Queues the effects of one saved change (called after commit; failures are logged, never thrown at the save). */
    async enqueue(ticketId: number, effects: PendingEffect[], actor: ChangeActor, changeKey: string): Promise<void> {
      const mail = effects.filter((e): e is Extract<PendingEffect, { kind: 'email' }> => e.kind === 'email');
      const notify = effects.filter((e): e is Extract<PendingEffect, { kind: 'notification' }> => e.kind === 'notification');
      const run = async (what: string, work: () => Promise<void>) =>
        work().catch((error: unknown) => deps.log(`automations: queuing ${what} for ticket ${ticketId} failed (${(error as Error).message})`));
      if (mail.length > 0) await run('e-mail', () => emails(ticketId, mail, actor, changeKey));
      if (notify.length > 0) await run('notifications', () => notifications(ticketId, notify, changeKey));
      for (const effect of effects) {
        if (effect.kind !== 'psa_ticket') continue;
        const push = deps.psaTickets;
        if (push) await run('Send to ConnectWise', () => push(ticketId, { boardId: effect.boardId, ruleName: effect.rule.name }));
        else deps.log(`automations: rule '${effect.rule.name}' Send to ConnectWise on ticket ${ticketId}: no PSA module in this process`);
      }
    },
  };
}
export type EffectQueue = ReturnType<typeof createEffectQueue>;
