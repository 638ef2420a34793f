import { DEFAULT_CUSTOMER_BACKUP_SETTINGS, type CustomerBackupSettings } from '@outpost/contracts';
import { notFound } from '../../../lib/errors.ts';
import type { OrgDataRepository } from '../org-data.repository.ts';

/**
 * Applies spec 002 §4.7 to a change: leaving MANUAL clears the chosen nodes; a node newly
 * enabled leaves the excluded list and a node newly excluded leaves the enabled list.
 */
export function reconcileSettings(previous: CustomerBackupSettings, next: CustomerBackupSettings): CustomerBackupSettings {
  const prevIncluded = new Set(previous.nodeIds);
  const prevExcluded = new Set(previous.excludedNodeIds);
  const newlyIncluded = new Set(next.nodeIds.filter((id) => !prevIncluded.has(id)));
  const newlyExcluded = new Set(next.excludedNodeIds.filter((id) => !prevExcluded.has(id)));
  let nodeIds = [...new Set(next.nodeIds)];
  let excludedNodeIds = [...new Set(next.excludedNodeIds)];
  // Enabling wins over a stale exclusion; excluding wins over a stale enabling; both new: enabling wins.
  excludedNodeIds = excludedNodeIds.filter((id) => !(nodeIds.includes(id) && (newlyIncluded.has(id) || !newlyExcluded.has(id))));
  nodeIds = nodeIds.filter((id) => !(excludedNodeIds.includes(id) && newlyExcluded.has(id)));
  if (next.mode !== 'MANUAL') nodeIds = [];
  return { ...next, nodeIds, excludedNodeIds };
}

/** Customer backup settings per organization (spec 002 §3.6). */
export function createBackupSettingsService(deps: { orgData: OrgDataRepository }) {
  return {
    async get(organizationId: number): Promise<CustomerBackupSettings> {
      if (!(await deps.orgData.organizationExists(organizationId))) throw notFound('Organization');
      return { ...DEFAULT_CUSTOMER_BACKUP_SETTINGS, ...((await deps.orgData.settings(organizationId)) ?? {}) };
    },
    async update(organizationId: number, next: CustomerBackupSettings): Promise<CustomerBackupSettings> {
      if (!(await deps.orgData.organizationExists(organizationId))) throw notFound('Organization');
      const value = reconcileSettings(await this.get(organizationId), next);
      await deps.orgData.saveSettings(organizationId, value);
      return value;
    },
  };
}
export type BackupSettingsService = ReturnType<typeof createBackupSettingsService>;
