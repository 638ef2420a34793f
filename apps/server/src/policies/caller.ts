import type { Permission, SessionUser } from '@outpost/contracts';

/**
 * Who asks a policy (decision 0024): a signed-in user, or the server itself. The server's own
 * readers and writers (mail notifications, rules an administrator configured) act for no user
 * and reach every organization; they pass SYSTEM_VIEWER.
 */
export const SYSTEM_VIEWER = { system: true } as const;
export type Caller = SessionUser | typeof SYSTEM_VIEWER;

/** The organizations whose tickets one works; null: every organization. */
export type TicketScope = readonly number[] | null;

export const isSystem = (caller: Caller): caller is typeof SYSTEM_VIEWER => 'system' in caller;

/** The server itself and administrators: every object of every type. */
export const isUnrestricted = (caller: Caller) => isSystem(caller) || caller.role === 'SYSTEM_ADMINISTRATOR';

/** Whether the caller holds a permission (the server and administrators hold every one). */
export const holds = (caller: Caller, permission: Permission) => isUnrestricted(caller) || (!isSystem(caller) && caller.permissions.includes(permission));

/** Administrators, roles scoped to ALL and the server itself: null; a SELECTED role: its list (decision 0014). */
export function scopeOf(caller: Caller): TicketScope {
  if (isSystem(caller) || caller.role === 'SYSTEM_ADMINISTRATOR') return null;
  return caller.organizationIds ?? null;
}

/**
 * Whether a scope covers an object of this organization. An object with no organization belongs
 * to none of a chosen list, so only those who work every organization reach it.
 */
export function scopeCovers(scope: TicketScope, organizationId: number | null): boolean {
  return scope === null || (organizationId !== null && scope.includes(organizationId));
}
