import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@outpost/contracts';
import { nodes } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { holdsPermission } from '../../http/access.ts';

/**
 * The device-group policy: the one answer to "may this user do this to this group or device",
 * used by every device-group route through the service.
 *
 * - Anyone signed in may see groups, as anyone signed in may see devices today.
 * - Changing groups (create, edit, delete) and their static members needs `canManageDeviceGroups`
 *   (administrators hold every permission); the routes declare it too.
 * - A technician whose role is scoped to selected organizations (decision 0014) sees and touches
 *   only those organizations' devices: members, previews, counts and a device's groups are
 *   narrowed to them, and a device outside them reads as missing (404), never as forbidden.
 */
export type DeviceGroupAction = 'view' | 'create' | 'update' | 'delete' | 'add-member' | 'remove-member' | 'tag-device';

const MANAGING: ReadonlySet<DeviceGroupAction> = new Set(['create', 'update', 'delete', 'add-member', 'remove-member', 'tag-device']);

/** The organizations whose devices a user sees; null: every organization. */
export type DeviceScope = readonly number[] | null;

export function deviceScopeOf(user: SessionUser): DeviceScope {
  return user.role === 'SYSTEM_ADMINISTRATOR' ? null : (user.organizationIds ?? null);
}

/** May `user` do `action` to a group, or (given its organization) to one device of it? */
export function mayDeviceGroup(user: SessionUser, action: DeviceGroupAction, device?: { organizationId: number }): boolean {
  if (MANAGING.has(action) && !holdsPermission(user, action === 'tag-device' ? ['canManageDeviceGroups', 'canManageDevices'] : 'canManageDeviceGroups')) {
    return false;
  }
  if (!device) return true;
  const scope = deviceScopeOf(user);
  return scope === null || scope.includes(device.organizationId);
}

/** Refuses what `mayDeviceGroup` does not allow: a device outside the scope is "not found", the rest 403. */
export function assertMayDeviceGroup(user: SessionUser, action: DeviceGroupAction, device?: { organizationId: number }): void {
  if (mayDeviceGroup(user, action)) {
    if (device && !mayDeviceGroup(user, action, device)) throw new AppError('NOT_FOUND', 'Device not found');
    return;
  }
  throw new AppError('FORBIDDEN', 'You do not have permission to manage device groups');
}

/** The scope as SQL over `nodes`; undefined for every organization. */
export function deviceScopeSql(scope: DeviceScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(nodes.organizationId, [...scope]);
}
