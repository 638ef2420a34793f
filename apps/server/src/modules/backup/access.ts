import type { SessionUser } from '@outpost/contracts';
import { forbidden } from '../../lib/errors.ts';

/** Whether a user may see file content, download and restore (spec 000 §6). */
export const canViewData = (user: SessionUser) => user.permissions.includes('canViewAndRestoreBackupData');

/** Throws 403 unless the user holds canViewAndRestoreBackupData. */
export function requireDataAccess(user: SessionUser): void {
  if (!canViewData(user)) throw forbidden('You do not have permission to view or restore backup data');
}
