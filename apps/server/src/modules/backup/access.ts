import type { JobType, SessionUser } from '@outpost/contracts';
import { forbidden } from '../../lib/errors.ts';

/** Whether a user may see file content, download and restore (spec 000 §6). */
export const canViewData = (user: SessionUser) => user.permissions.includes('canViewAndRestoreBackupData');

/** Throws 403 unless the user holds canViewAndRestoreBackupData. */
export function requireDataAccess(user: SessionUser): void {
  if (!canViewData(user)) throw forbidden('You do not have permission to view or restore backup data');
}

/** Working a job (Cancel, Clear): restores are backup data (canViewAndRestoreBackupData); backups, syncs and GC are device management. */
export function requireJobAccess(user: SessionUser, type: JobType): void {
  if (type === 'RESTORE') return requireDataAccess(user);
  if (!user.permissions.includes('canManageDevices')) throw forbidden();
}
