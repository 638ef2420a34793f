import { randomBytes, randomUUID } from 'node:crypto';
import { normalizeEmail, type NotificationEvent, type NotificationSettings, type TicketComment, type TicketDetail } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import type { CommittedChange, InterceptorRegistry } from '../../tickets/change/interceptors.ts';
import type { ChangeActor } from '../../tickets/change/ticket-state.ts';
import type { MailSettingsService } from '../settings/mail-settings.service.ts';
import { renderNotification, type Audience } from './mail-templates.ts';
import type { OutboxDispatcher } from '../outbound/outbox.dispatcher.ts';
import type { NewOutboxMail, OutboxRepository } from '../outbound/outbox.repository.ts';
import type { PeopleRepository } from '../people.repository.ts';

/** What notifications read of the service desk. */
export interface NotificationSources {
  ticket(id: number): Promise<TicketDetail>;
  comments(ticketId: number): Promise<TicketComment[]>;
  notificationSettings(): Promise<NotificationSettings>;
}

/** Notifications one ticket may queue per hour: past it, a mail loop (or a storm of edits) stops here. */
export const MAX_NOTIFICATIONS_PER_TICKET_PER_HOUR = 100;

/** When one change concerns a recipient several ways, the mail is headed by the most personal. */
const HEADLINE_ORDER: readonly NotificationEvent[] = [
  'TECHNICIAN_MENTIONED',
  'TICKET_ASSIGNED',
  'ADDED_TO_CC',
  'PUBLIC_COMMENT_ADDED',
  'PRIVATE_COMMENT_ADDED',
  'STATUS_CHANGED',
  'TICKET_CREATED',
  'TICKET_UPDATED',
];

/** Earlier comments quoted below a reply. */
const THREAD_LENGTH = 10;

/** Fields an end user's or contact's "Ticket updated" mail shows (the rest are the desk's business). */
export const CUSTOMER_VISIBLE_FIELDS: ReadonlySet<string> = new Set(['summary', 'description']);

interface Recipient {
  audience: Audience;
  events: Set<NotificationEvent>;
}

/**
 * Ticket events → notification mail (spec 002 §3.7 per-event settings): registered as an
 * interceptor whose after-commit effect queues the messages, so the save never waits for SMTP
 * and a rolled-back change mails nobody. The outbox sends them, with retries.
 */
export function registerMailNotifications(deps: {
  interceptors: InterceptorRegistry;
  sources: NotificationSources;
  people: PeopleRepository;
  outbox: OutboxRepository;
  settings: MailSettingsService;
  dispatcher: OutboxDispatcher;
  clock: Clock;
  log: (message: string) => void;
}): () => void {
  const { sources, people, outbox, clock } = deps;

  async function actorAddress(actor: ChangeActor): Promise<string | null> {
    if (actor.type === 'USER') return (await people.usersByIds([actor.userId]))[0]?.email ?? null;
    if (actor.type === 'CONTACT') return (await people.contactById(actor.contactId))?.email ?? null;
    return null;
  }

  async function queue(actor: ChangeActor, committed: CommittedChange) {
    const active = await deps.settings.active();
    if (!active) return;
    const [ticket, settings, skip] = await Promise.all([sources.ticket(committed.ticketId), sources.notificationSettings(), actorAddress(actor)]);
    const allComments = committed.commentIds.length === 0 ? [] : await sources.comments(ticket.id);
    const comments = allComments.filter((c) => committed.commentIds.includes(c.id));

    const recipients = new Map<string, Recipient>();
    /**
     * `always` bypasses the per-event table (a contact requester's conversation, decision 0039);
     * `self` lets the mail reach whoever made the change (the acknowledgement of their own request).
     */
    const add = (address: string | null | undefined, audience: Audience, event: NotificationEvent, how: { always?: boolean; self?: boolean } = {}) => {
      if (!address || !(how.always || settings[event][audience])) return;
      const key = normalizeEmail(address);
      if (!how.self && key === (skip && normalizeEmail(skip))) return;
      const known = recipients.get(key) ?? { audience, events: new Set() };
      known.events.add(event);
      recipients.set(key, known);
    };
    const live = (refs: readonly { email: string | null; deleted: boolean; found: boolean }[]) => refs.filter((r) => r.found && !r.deleted).map((r) => r.email);
    const technicians = live([...(ticket.assignee ? [ticket.assignee] : []), ...ticket.additionalTechnicians, ...ticket.cc.users]);
    const requester = ticket.requester && !ticket.requester.deleted && ticket.requester.found ? ticket.requester.email : null;
    const contactRequester = ticket.requester?.type === 'CONTACT' ? requester : null;
    const fields = new Set(committed.changes.map((c) => c.field));
    // End users and contacts hear of an update only when it changed something their mail shows.
    const visibleToCustomer = [...fields].some((f) => CUSTOMER_VISIBLE_FIELDS.has(f));
    /** Everyone on the ticket; `technicianOnly` keeps private matters from end users and contacts. */
    const everyone = (event: NotificationEvent, technicianOnly = false) => {
      for (const address of technicians) add(address, 'technicians', event);
      if (technicianOnly) return;
      add(requester, 'endUsers', event);
      for (const address of ticket.cc.emails) add(address, 'contacts', event);
    };

    if (committed.created) {
      everyone('TICKET_CREATED');
      // Someone who wrote in (mail, help request, portal) is told their request arrived.
      if (actor.type === 'CONTACT' && ticket.requester?.type === 'CONTACT' && ticket.requester.id === actor.contactId)
        add(contactRequester, 'endUsers', 'TICKET_CREATED', { self: true });
    } else {
      if (fields.has('assignee') && ticket.assignee && !ticket.assignee.deleted) add(ticket.assignee.email, 'technicians', 'TICKET_ASSIGNED');
      if (fields.has('status')) everyone('STATUS_CHANGED');
      // Other fields, the assignee's included (a new assignee also hears TICKET_ASSIGNED, which heads their mail).
      if ([...fields].some((f) => f !== 'status' && f !== 'cc')) everyone('TICKET_UPDATED', !visibleToCustomer);
      const cc = committed.changes.find((c) => c.field === 'cc');
      if (cc) {
        const before = (cc.oldValue ?? { userIds: [], emails: [] }) as { userIds: number[]; emails: string[] };
        const after = (cc.newValue ?? { userIds: [], emails: [] }) as { userIds: number[]; emails: string[] };
        for (const email of after.emails.filter((e) => !before.emails.includes(e))) add(email, 'contacts', 'ADDED_TO_CC');
        const addedUsers = await people.usersByIds(after.userIds.filter((id) => !before.userIds.includes(id)));
        for (const user of addedUsers.filter((u) => !u.disabled)) add(user.email, 'technicians', 'ADDED_TO_CC');
      }
    }
    for (const comment of comments) {
      everyone(comment.isPublic ? 'PUBLIC_COMMENT_ADDED' : 'PRIVATE_COMMENT_ADDED', !comment.isPublic);
      // A public reply is the conversation with the customer: it reaches a contact requester whatever the table says.
      if (comment.isPublic) add(contactRequester, 'endUsers', 'PUBLIC_COMMENT_ADDED', { always: true });
      // So do the people copied on it (CC, as in Zendesk): they are part of the conversation, not bystanders.
      if (comment.isPublic) for (const address of ticket.cc.emails) add(address, 'contacts', 'PUBLIC_COMMENT_ADDED', { always: true });
      for (const user of (await people.usersByIds(comment.techniciansTagged)).filter((u) => !u.disabled))
        add(user.email, 'technicians', 'TECHNICIAN_MENTIONED');
    }
    if (recipients.size === 0) return;

    const at = clock.now();
    const allowed = MAX_NOTIFICATIONS_PER_TICKET_PER_HOUR - (await outbox.countForTicketSince(ticket.id, new Date(at.getTime() - 60 * 60 * 1000)));
    const chosen = [...recipients].slice(0, Math.max(0, allowed));
    if (chosen.length < recipients.size)
      deps.log(
        `mail: ticket ${ticket.id} reached ${MAX_NOTIFICATIONS_PER_TICKET_PER_HOUR} notifications this hour; ${recipients.size - chosen.length} not sent`,
      );

    const changeKey = randomUUID();
    const mails: NewOutboxMail[] = [];
    // The thread below a reply: what came before, newest first, as each audience may read it.
    type ThreadEntry = NonNullable<Parameters<typeof renderNotification>[0]['thread']>[number];
    const history: ThreadEntry[] = allComments.filter((c) => !committed.commentIds.includes(c.id)).reverse();
    // The request itself closes the thread, as its requester wrote it.
    const request: ThreadEntry[] =
      ticket.description.trim() === ''
        ? []
        : [
            {
              author: { name: ticket.requester?.name ?? ticket.createdBy?.name ?? 'Request' },
              htmlBody: ticket.description,
              body: '',
              isPublic: true,
              createdAt: ticket.createdAt,
            },
          ];
    for (const [address, { audience, events }] of chosen) {
      const event = HEADLINE_ORDER.find((e) => events.has(e))!;
      const comment = [...comments].reverse().find((c) => c.isPublic || audience === 'technicians');
      const thread = comment ? [...history.filter((c) => c.isPublic || audience === 'technicians').slice(0, THREAD_LENGTH), ...request] : [];
      const content = renderNotification({ event, ticket, actorName: actor.name, audience, changes: committed.changes, comment, thread });
      mails.push({
        dedupeKey: `${changeKey}:${address}`,
        ticketId: ticket.id,
        event,
        toAddress: address,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        messageId: `<ticket-${ticket.id}.${randomBytes(9).toString('hex')}@${active.support.domain}>`,
        replyToken: await outbox.replyToken(ticket.id, address, at),
      });
    }
    await outbox.enqueue(mails, at);
    void deps.dispatcher.drain();
  }

  return deps.interceptors.register({
    id: 'mail-notifications',
    intercept(context) {
      // One effect per proposal: later rounds are part of the same save.
      if (context.round !== 1) return;
      const actor = context.actor;
      return { afterCommit: (committed) => queue(actor, committed) };
    },
  });
}
