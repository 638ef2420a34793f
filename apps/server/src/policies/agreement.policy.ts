import { AppError } from '../lib/errors.ts';
import { holds, scopeCovers, scopeOf, type Caller, type TicketScope } from './caller.ts';

/**
 * What a caller does to a billing agreement (issue 27): read it (the agreement page, its
 * statement), manage it (create, change, delete), or bill time to it (choose it on a time entry).
 *
 * - Reading and managing need `canManageBilling`, within the organizations the caller's role
 *   works (decision 0014): a scoped technician never sees another organization's agreements or
 *   amounts, and one outside the scope reads as missing.
 * - Billing time needs `canManageTickets` or `canManageBilling`, within the same scope; the
 *   ticket itself has already passed the ticket policy.
 */
export type AgreementAction = 'read' | 'manage' | 'bill-time';
export const AGREEMENT_ACTIONS: readonly AgreementAction[] = ['read', 'manage', 'bill-time'];
export interface AgreementFacts {
  organizationId: number;
}

/** The organizations whose agreements the caller reaches for an action; null: every one. */
export function agreementScopeOf(caller: Caller, action: AgreementAction): TicketScope {
  const allowed = action === 'bill-time' ? holds(caller, 'canManageTickets') || holds(caller, 'canManageBilling') : holds(caller, 'canManageBilling');
  return allowed ? scopeOf(caller) : [];
}

export function mayAgreement(caller: Caller, action: AgreementAction, agreement: AgreementFacts): boolean {
  return scopeCovers(agreementScopeOf(caller, action), agreement.organizationId);
}

/** Refuses what `mayAgreement` does not allow: out of scope reads as "not found", never as forbidden. */
export function assertMayAgreement(caller: Caller, action: AgreementAction, agreement: AgreementFacts): void {
  if (mayAgreement(caller, action, agreement)) return;
  throw new AppError('NOT_FOUND', 'Agreement not found');
}
