import type { TicketComment, TicketDetail } from '@outpost/contracts';
import { escapeHtml, type PlaceholderValues } from '@outpost/rules';
import { contactCards } from '../../contacts/contacts.queries.ts';
import { ticketLookups, ticketTimes } from '../../tickets/tickets.queries.ts';
import type { Executor, TicketState } from '../../tickets/change/ticket-state.ts';
import type { FactNames, RuleDraft } from './state-facts.ts';

/** A person as placeholders show them. */
export interface PlaceholderPerson {
  name: string | null;
  email: string | null;
  phone?: string | null;
}

/** A ticket as placeholders show it: names, not ids. */
export interface PlaceholderTicket {
  /** Null while the ticket is being created (its id is given when it is saved). */
  id: number | null;
  summary: string;
  description: string;
  status: string;
  type: string | null;
  source: string;
  priority: string;
  severity: string;
  tags: readonly string[];
  form: string | null;
  location: string | null;
  organization: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  requester: PlaceholderPerson | null;
  assignee: PlaceholderPerson | null;
}

/** A saved comment for the comment.* placeholders. */
export type PlaceholderComment = Pick<TicketComment, 'htmlBody' | 'isPublic' | 'createdAt'> & { author: { name: string } };

/** What a rendering knows besides the ticket. */
export interface PlaceholderExtras {
  /** The user making the change (none in time-based rules). */
  currentUser?: PlaceholderPerson | null;
  /** Saved comments, oldest first (e-mail bodies only). */
  comments?: readonly PlaceholderComment[];
  /** Where the web app is served, for ticket.link; relative without it. */
  publicUrl?: string;
  /** Response templates only: the pending changes, the logo and the technician's signature (trusted HTML). */
  template?: { changes: string; appLogo: string; userSignature: string };
}

const formatTime = (date: Date | null) => (date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');

function person(prefix: string, p: PlaceholderPerson | null | undefined): Record<string, string> {
  const name = p?.name?.trim() ?? '';
  const [first = '', ...rest] = name.split(/\s+/);
  return {
    [`${prefix}.name`]: name,
    [`${prefix}.firstName`]: first,
    [`${prefix}.lastName`]: rest.join(' '),
    [`${prefix}.email`]: p?.email ?? '',
    [`${prefix}.phone`]: p?.phone ?? '',
  };
}

function thread(comments: readonly PlaceholderComment[]): { html: string } {
  const html = comments
    .map((c) => `<div><p><strong>${escapeHtml(c.author.name)}</strong> · ${escapeHtml(formatTime(new Date(c.createdAt)))}</p>${c.htmlBody}</div>`)
    .join('<hr>');
  return { html };
}

/**
 * Values for every placeholder of packages/rules' catalogue. Plain values are escaped by the
 * renderer; comment threads and template parts are already-sanitised HTML. Comment threads
 * (all, latest, latest10, latest20) hold public comments only, so an e-mail to a requester never
 * carries a private note unless the rule asks for `comment.latestPrivate` by name.
 */
export function placeholderValues(t: PlaceholderTicket, extras: PlaceholderExtras = {}): PlaceholderValues {
  const comments = extras.comments ?? [];
  const publicOnes = comments.filter((c) => c.isPublic);
  const last = <T>(list: readonly T[], n: number) => list.slice(Math.max(0, list.length - n)).reverse();
  const privateOnes = comments.filter((c) => !c.isPublic);
  return {
    'ticket.id': t.id ?? '',
    'ticket.summary': t.summary,
    'ticket.description': t.description,
    'ticket.status': t.status,
    'ticket.type': t.type ?? '',
    'ticket.source': t.source,
    'ticket.priority': t.priority,
    'ticket.severity': t.severity,
    'ticket.tags': t.tags.join(', '),
    'ticket.form': t.form ?? '',
    'ticket.location': t.location ?? '',
    'ticket.createTime': formatTime(t.createdAt),
    'ticket.updateTime': formatTime(t.updatedAt),
    'ticket.link': t.id === null ? '' : `${extras.publicUrl ?? ''}/tickets/${t.id}`,
    'organization.name': t.organization ?? '',
    ...person('requester', t.requester),
    ...person('assignee', t.assignee),
    ...person('currentUser', extras.currentUser),
    'comment.all': thread([...publicOnes].reverse()),
    'comment.latest': thread(last(publicOnes, 1)),
    'comment.latest10': thread(last(publicOnes, 10)),
    'comment.latest20': thread(last(publicOnes, 20)),
    'comment.latestPublic': thread(last(publicOnes, 1)),
    'comment.latestPrivate': thread(last(privateOnes, 1)),
    ...(extras.template
      ? { changes: { html: extras.template.changes }, appLogo: { html: extras.template.appLogo }, userSignature: { html: extras.template.userSignature } }
      : {}),
  };
}

/** A saved ticket (as the API answers it) for placeholders. */
export function placeholderTicketOf(detail: TicketDetail): PlaceholderTicket {
  const live = (p: { name: string | null; email: string | null; deleted: boolean; found: boolean } | null) =>
    p && p.found ? { name: p.name, email: p.email } : null;
  return {
    id: detail.id,
    summary: detail.summary,
    description: detail.description,
    status: detail.status.name,
    type: detail.type,
    source: detail.source,
    priority: detail.priority,
    severity: detail.severity,
    tags: detail.tags,
    form: detail.form?.name ?? null,
    location: detail.location?.name ?? null,
    organization: detail.organization?.name ?? null,
    createdAt: new Date(detail.createdAt),
    updatedAt: new Date(detail.updatedAt),
    requester: live(detail.requester),
    assignee: live(detail.assignee),
  };
}

/**
 * A ticket being changed in memory (the pipeline's state with the rules' changes so far) for
 * placeholders, its names looked up in the change's transaction.
 */
export async function placeholderTicketOfDraft(ex: Executor, state: TicketState, draft: RuleDraft, names: FactNames, now: Date): Promise<PlaceholderTicket> {
  const int = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
  const organizationId = int(draft.organizationId);
  const assigneeId = int(draft.assigneeId);
  const requesterUserId = int(draft.requesterUid);
  const requesterContactUid = requesterUserId === null && draft.requesterUid ? String(draft.requesterUid) : null;
  // In sequence: inside the change's transaction they share one connection.
  const orgs = await ticketLookups.organizations(ex, organizationId === null ? [] : [organizationId]);
  const locs = await ticketLookups.locations(ex, state.locationId === null ? [] : [state.locationId]);
  const forms = await ticketLookups.forms(ex, state.formId === null ? [] : [state.formId]);
  const people = await ticketLookups.users(
    ex,
    [assigneeId, requesterUserId].filter((id): id is number => id !== null),
  );
  const requesterContacts = requesterContactUid === null ? [] : await contactCards(ex, [requesterContactUid]);
  const times = state.id === null ? undefined : await ticketTimes(ex, state.id);
  const user = (id: number | null) => {
    const u = id === null ? undefined : people.find((p) => p.id === id);
    return u ? { name: u.name, email: u.email } : null;
  };
  const contact = requesterContacts[0];
  return {
    id: state.id,
    summary: draft.summary ?? state.summary,
    description: state.descriptionText,
    status: (draft.status && names.statusesByKey.get(draft.status)?.name) ?? '',
    type: state.type,
    source: state.source,
    priority: draft.priority ?? state.priority,
    severity: draft.severity ?? state.severity,
    tags: draft.tags ?? [],
    form: forms[0]?.name ?? null,
    location: locs[0]?.name ?? null,
    organization: orgs[0]?.name ?? null,
    createdAt: times?.createdAt ?? now,
    updatedAt: times?.updatedAt ?? now,
    requester: contact ? { name: contact.name, email: contact.email, phone: contact.phone || null } : user(requesterUserId),
    assignee: user(assigneeId),
  };
}
