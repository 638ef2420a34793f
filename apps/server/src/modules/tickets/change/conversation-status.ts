import type { SystemStatusKey } from '@outpost/contracts';
import type { InterceptorRegistry } from './interceptors.ts';
import { lookups } from './lookups.repository.ts';
import type { ChangeActor, TicketState } from './ticket-state.ts';

/** Statuses a customer's reply takes a ticket out of: it is the desk's turn again (Zendesk, Zammad). */
const REOPENED_BY_CUSTOMER: readonly SystemStatusKey[] = ['WAITING', 'RESOLVED'];

/** The requester writing on their own ticket: a contact, or the app user who asked. */
function isRequester(actor: ChangeActor, ticket: Readonly<TicketState>): boolean {
  if (actor.type === 'CONTACT') return actor.contactId === ticket.requesterContactId;
  return actor.type === 'USER' && ticket.requesterUserId !== null && actor.userId === ticket.requesterUserId;
}

/**
 * The status follows the conversation (issue 23 item 9): a customer's reply reopens a ticket
 * waiting on them or solved, and a technician's public reply moves a New ticket to Open. Only
 * in the first round and only when the change does not set the status itself (Submit as
 * Waiting wins); registered before the automations, so a rule that sets a status has the last
 * word. A closed ticket stays closed (a follow-up is a new ticket).
 */
export function registerConversationStatus(interceptors: InterceptorRegistry) {
  return interceptors.register({
    id: 'conversation-status',
    async intercept({ actor, before, after, changes, comments, round, ex }) {
      if (round !== 1 || before === null || comments.length === 0) return;
      if (changes.some((c) => c.field === 'status')) return;
      const [status] = await lookups.statuses(ex, { ids: [after.statusId] });
      if (!status) return;
      if (isRequester(actor, after)) {
        if (!REOPENED_BY_CUSTOMER.includes(status.parentKey)) return;
        return { patch: { status: 'OPEN' } };
      }
      if (actor.type === 'USER' && status.parentKey === 'NEW' && comments.some((c) => c.isPublic)) return { patch: { status: 'OPEN' } };
    },
  });
}
