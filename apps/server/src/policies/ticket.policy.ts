import { holds, scopeCovers, scopeOf, type Caller } from './caller.ts';

/** What a caller does to a ticket: read it (and its records), or change it (fields, comments, files, time, delete). */
export type TicketAction = 'read' | 'change';
export const TICKET_ACTIONS: readonly TicketAction[] = ['read', 'change'];
/** What the ticket policy needs to know of a ticket. */
export interface TicketFacts {
  organizationId: number | null;
}

/**
 * Decision 0014, "Who works tickets": canManageTickets, narrowed by the role's organization
 * scope; administrators and the server reach every ticket. Reading and changing ask the same:
 * whoever may see a ticket works it.
 */
export function mayTicket(caller: Caller, _action: TicketAction, ticket: TicketFacts): boolean {
  return holds(caller, 'canManageTickets') && scopeCovers(scopeOf(caller), ticket.organizationId);
}
