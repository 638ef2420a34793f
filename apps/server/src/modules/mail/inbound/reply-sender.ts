import type { ChangeActor, TicketState } from '../../tickets/change/ticket-state.ts';
import { scopeCovers } from '../../tickets/scope/ticket-scope.ts';
import type { PeopleRepository } from '../people.repository.ts';

/**
 * What a reply by mail may become (decision 0025). `From:` is whatever the sender typed, so it
 * proves nothing alone: a reply is taken as a person only when it comes from the address its
 * reply token was issued to. Anything else about a ticket is held: kept on the ticket as a
 * private note marked as from an unverified sender, for a technician to judge, never mailed out.
 */
export type ReplySender =
  { kind: 'verified'; actor: ChangeActor; isPublic: boolean } | { kind: 'unverified'; why: string } | { kind: 'refused'; reason: string };

/** How a reply found its ticket: by a reply token (with the address it was issued to), or only by In-Reply-To. */
export type ReplyMatch = { by: 'token'; issuedTo: string } | { by: 'thread' };

export async function replySender(people: PeopleRepository, from: string, match: ReplyMatch, ticket: TicketState): Promise<ReplySender> {
  // The sender as a contact of the ticket's organization; a contact elsewhere only to refuse it by name.
  const candidates = await people.contactsByEmail(from);
  const contact = candidates.find((c) => c.organizationId !== null && c.organizationId === ticket.organizationId) ?? candidates[0];
  if (contact && !contact.canReplyByEmail) return { kind: 'refused', reason: 'This contact may not reply by e-mail' };
  if (match.by === 'thread') return { kind: 'unverified', why: 'the reply carries no reply address of this ticket' };
  // A token vouches for one address: a changed contact address or a forwarded notification does not carry it.
  if (match.issuedTo !== from) return { kind: 'unverified', why: 'the reply address was sent to someone else' };

  if (contact) {
    if (contact.organizationId === null || contact.organizationId !== ticket.organizationId)
      return { kind: 'refused', reason: 'The sender belongs to another organization than the ticket' };
    return { kind: 'verified', actor: { type: 'CONTACT', contactId: contact.id, name: contact.name }, isPublic: true };
  }
  const user = await people.userByEmail(from);
  if (user && !user.disabled) {
    if (user.worksTickets) {
      if (!scopeCovers(user.organizationIds, ticket.organizationId))
        return { kind: 'refused', reason: 'The sender does not work tickets of this organization' };
      // A technician's reply by mail stays private: it may quote internal detail.
      return { kind: 'verified', actor: { type: 'USER', userId: user.id, name: user.name }, isPublic: false };
    }
    if (ticket.requesterUserId === user.id || ticket.ccUserIds.includes(user.id))
      return { kind: 'verified', actor: { type: 'USER', userId: user.id, name: user.name }, isPublic: true };
  }
  if (ticket.ccEmails.includes(from)) return { kind: 'verified', actor: { type: 'SYSTEM', name: from }, isPublic: true };
  return { kind: 'refused', reason: 'The sender is not on this ticket' };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The author name a held message shows on the ticket and in its activity. */
export const unverifiedAuthorName = (from: string) => `Unverified sender ${from}`.slice(0, 300);

/** A held message's body: a banner that says why it is held, then the message. */
export function heldMessageHtml(from: string, why: string, html: string): string {
  return `<p><strong>Held: from an unverified sender (${escapeHtml(from)}).</strong> Outpost could not confirm who wrote this: ${escapeHtml(why)}. It is not shown to the requester or CC; check with them before acting on it.</p>${html}`;
}
