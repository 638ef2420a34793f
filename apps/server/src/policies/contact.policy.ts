import { holds, scopeCovers, scopeOf, type Caller, type TicketScope } from './caller.ts';

/**
 * What a caller does to a contact: read it (one contact, the lists, the pickers), create,
 * update or delete it, or pick it for a ticket (requester, CC address). Creating and moving
 * ask about the organization the contact is to belong to.
 */
export type ContactAction = 'read' | 'create' | 'update' | 'delete' | 'pick';
export const CONTACT_ACTIONS: readonly ContactAction[] = ['read', 'create', 'update', 'delete', 'pick'];
export interface ContactFacts {
  /** Null once its organization is deleted. */
  organizationId: number | null;
}

/**
 * Which organizations' contacts the caller reaches; null: every organization. Organization
 * managers keep every organization's lists (organizations themselves are not scoped); a
 * technician who works tickets reaches the contacts of the organizations their role works
 * (decision 0024): a contact's address receives its tickets' mail, so whoever changes it holds
 * those tickets. Anyone else: none.
 */
export function contactScopeOf(caller: Caller): TicketScope {
  if (holds(caller, 'canManageOrganizations')) return null;
  if (holds(caller, 'canManageTickets')) return scopeOf(caller);
  return [];
}

export function mayContact(caller: Caller, _action: ContactAction, contact: ContactFacts): boolean {
  return scopeCovers(contactScopeOf(caller), contact.organizationId);
}
