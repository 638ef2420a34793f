import type { ParsedTicketPatch } from '@outpost/contracts';
import type { Conditions } from '@outpost/rules';
import { AppError } from '../../../lib/errors.ts';
import { SYSTEM_VIEWER, scopeCovers, scopeOf, type Caller, type TicketScope } from '../../../policies/caller.ts';
import { scopeSql } from '../../../policies/scope-sql.ts';
import { mayTicket } from '../../../policies/ticket.policy.ts';
import { checkPatchReferences } from './reference-scope.ts';
import type { Executor, TicketState } from '../change/ticket-state.ts';
import { scopeLookups } from './ticket-scope.repository.ts';
import { ticketWrites } from '../tickets.repository.ts';

/**
 * Who works which tickets (decision 0014, "Who works tickets"): the one place that decides
 * whether a user may see and work a ticket of an organization. Holding canManageTickets is
 * checked before (route access); this narrows it to the organizations the user's role allows.
 */

/** The spec's messages for a ticket that is not there or not yours (spec 002 §8.2). */
export const TICKET_FORBIDDEN = 'Error ticket forbidden';
export const ticketNotFound = () => new AppError('NOT_FOUND', 'Error ticket not found');
export const ticketForbidden = (fields?: Record<string, string[]>) => new AppError('FORBIDDEN', TICKET_FORBIDDEN, fields);

/** Whoever a ticket is read or changed for: a signed-in user, or the server itself (SYSTEM_VIEWER). */
export type TicketViewer = Caller;
// The scope rules are the object policies' (policies/caller.ts, decision 0024); named here too for the ticket code.
export { SYSTEM_VIEWER, scopeCovers, scopeOf, scopeSql, type TicketScope };

export const mayWorkOrganization = (viewer: TicketViewer, organizationId: number | null) => scopeCovers(scopeOf(viewer), organizationId);

/** Refuses (403, the spec's message) a ticket the ticket policy does not give the viewer (outside their scope). */
export function assertMayWork(viewer: TicketViewer, organizationId: number | null, fields?: Record<string, string[]>): void {
  if (!mayTicket(viewer, 'change', { organizationId })) throw ticketForbidden(fields);
}

/**
 * A live ticket the viewer may work: 404 'Error ticket not found' when it is missing or deleted,
 * 403 'Error ticket forbidden' when it is outside the viewer's scope. Existence comes first: ids
 * are sequential and quoted openly ('#id'), so the 403 reveals nothing a 404 would hide.
 */
export async function requireWorkableTicket(viewer: TicketViewer, ex: Executor, id: number): Promise<TicketState> {
  const state = await ticketWrites.load(ex, id);
  if (!state) throw ticketNotFound();
  assertMayWork(viewer, state.organizationId);
  return state;
}

/**
 * `scopeCovers` as board conditions: `organization contains_any` answers false for a ticket
 * without an organization and for an empty list, in SQL and in memory alike, as scopeCovers does.
 */
export function scopeConditions(scope: TicketScope): Conditions | undefined {
  if (scope === null) return undefined;
  return { all: [{ id: 'ticket-scope', field: 'organization', operator: 'contains_any', value: scope.map(String) }], any: [] };
}

const OUTSIDE_SCOPE = 'Outside the organizations your role works';

/**
 * What a user's change may not do beyond the fields' own rules (decision 0014): put a ticket in
 * an organization, or under a problem, outside their scope (403), or leave it with technicians
 * whose scope does not cover its organization (a field error naming them). Rules and mail are
 * not held to this: what an administrator configured runs as configured.
 */
export async function checkChangeScope(viewer: TicketViewer, ex: Executor, before: TicketState | null, patch: ParsedTicketPatch): Promise<void> {
  const organizationId = patch.organizationId !== undefined ? patch.organizationId : (before?.organizationId ?? null);
  const moved = before === null || organizationId !== before.organizationId;
  if (moved) assertMayWork(viewer, organizationId, { organizationId: [OUTSIDE_SCOPE] });
  if (patch.parentTicketId != null && patch.parentTicketId !== before?.parentTicketId) {
    const problem = (await scopeLookups.ticketOrganizations(ex, [patch.parentTicketId])).get(patch.parentTicketId);
    // A problem that is not there is the field rules' to report ('Ticket not found').
    if (problem !== undefined) assertMayWork(viewer, problem, { parentTicketId: [OUTSIDE_SCOPE] });
  }
  // Technicians the change gives the ticket; all of them when it changes organization.
  const assignee = patch.assignedAppUserId !== undefined ? patch.assignedAppUserId : (before?.assignedAppUserId ?? null);
  const checkAssignee = assignee !== null && (moved || assignee !== before?.assignedAppUserId);
  const technicians = (patch.additionalTechnicianIds ?? before?.additionalTechnicianIds ?? []).filter(
    (id) => moved || !before?.additionalTechnicianIds.includes(id),
  );
  const scopes = await scopeLookups.userScopes(ex, [...(checkAssignee ? [assignee] : []), ...technicians]);
  // Users not found are the field rules' to report.
  const outside = (id: number) => scopes.has(id) && !scopeCovers(scopes.get(id)!, organizationId);
  const fields: Record<string, string[]> = {};
  if (checkAssignee && outside(assignee)) fields.assignedAppUserId = ["This technician does not work tickets of the ticket's organization"];
  if (technicians.some(outside)) fields.additionalTechnicianIds = ["Some of these technicians do not work tickets of the ticket's organization"];
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);
  await checkPatchReferences(viewer, ex, before, patch, organizationId);
}

/** Those of these users whose scope covers the organization (users not found are left to the field rules). */
export async function techniciansWorking(ex: Executor, userIds: readonly number[], organizationId: number | null): Promise<number[]> {
  const scopes = await scopeLookups.userScopes(ex, [...userIds]);
  return userIds.filter((id) => !scopes.has(id) || scopeCovers(scopes.get(id)!, organizationId));
}
