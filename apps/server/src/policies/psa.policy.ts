import { AppError } from '../lib/errors.ts';
import { holds, scopeCovers, scopeOf, type Caller, type TicketScope } from './caller.ts';

/**
 * What a caller does in the PSA integration (decision 0037):
 * - `view`: read mappings, provider data, sync runs; `manage`: change the shared mappings
 *   (configuration types, products), Company Criteria, attributes, refresh provider data.
 *   Both need `canManagePsa`.
 * - `map-organization`: change one organization's company and sites; needs `canManagePsa` and a
 *   role whose scope covers that organization (an organization outside it reads as missing).
 * - `sync`: run the device sync or its dry run, which touch every mapped organization; needs
 *   `canManagePsa` and a scope of every organization.
 * The connection itself (keys, the active provider) is the administrators' (the routes say so).
 */
export type PsaAction = 'view' | 'manage' | 'map-organization' | 'sync';
export const PSA_ACTIONS: readonly PsaAction[] = ['view', 'manage', 'map-organization', 'sync'];

/** Which organizations' mappings the caller sees and changes; null: every organization. */
export function psaScopeOf(caller: Caller): TicketScope {
  return holds(caller, 'canManagePsa') ? scopeOf(caller) : [];
}

export function mayPsa(caller: Caller, action: PsaAction, facts?: { organizationId: number }): boolean {
  if (!holds(caller, 'canManagePsa')) return false;
  if (action === 'sync') return scopeOf(caller) === null;
  if (action === 'map-organization') return facts !== undefined && scopeCovers(scopeOf(caller), facts.organizationId);
  return true;
}

/** Refuses what `mayPsa` does not allow: an organization outside the scope is "not found", the rest 403. */
export function assertMayPsa(caller: Caller, action: PsaAction, facts?: { organizationId: number }): void {
  if (mayPsa(caller, action, facts)) return;
  if (action === 'map-organization' && holds(caller, 'canManagePsa')) throw new AppError('NOT_FOUND', 'Organization not found');
  throw new AppError(
    'FORBIDDEN',
    action === 'sync' ? 'Only a role that works every organization may run the PSA sync' : 'You do not have permission to manage the PSA integration',
  );
}
