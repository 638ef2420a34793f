import { DEVICE_PICKER_PAGE_SIZE, type BackupNode } from '@outpost/contracts';
import type { SettingsService } from '../../settings/settings.service.ts';
import type { BackupNodesRepository } from '../nodes.repository.ts';
import type { BackupSettingsService } from '../plans/settings.service.ts';

export interface DevicePickerQuery {
  name?: string | undefined;
  org?: number | undefined;
  nodeId?: number[] | undefined;
  nodeClass?: string[] | undefined;
  online?: boolean | undefined;
  lockhartEnabled?: boolean | undefined;
  page: number;
  size?: number | undefined;
}

/** The "Restore To" picker (`GET /api/query/devices`): 50 a page, backup-enabled devices only when asked. */
export function createDevicePicker(deps: {
  nodes: BackupNodesRepository;
  settings: SettingsService;
  backupSettings: BackupSettingsService;
  upSince: () => Date;
}) {
  return {
    async search(q: DevicePickerQuery) {
      let nodeIds = q.nodeId;
      let excluded: number[] = [];
      if (q.lockhartEnabled && q.org !== undefined) {
        const s = await deps.backupSettings.get(q.org);
        if (s.mode === 'NONE') nodeIds = [];
        // MANUAL limits destinations to the chosen devices.
        if (s.mode === 'MANUAL') nodeIds = nodeIds ? nodeIds.filter((id) => s.nodeIds.includes(id)) : s.nodeIds;
        excluded = s.excludedNodeIds;
      }
      const flags = await deps.settings.get('featureFlags');
      const classes = (q.nodeClass ?? []).filter((c) => flags.macff || !c.startsWith('MAC'));
      const { rows, total } = await deps.nodes.search(
        {
          name: q.name,
          org: q.org,
          nodeIds: nodeIds?.filter((id) => !excluded.includes(id)),
          nodeClasses: classes.length ? classes : undefined,
          onlineOnly: q.online === true,
        },
        q.page,
        q.size ?? DEVICE_PICKER_PAGE_SIZE,
        deps.upSince(),
      );
      // Without an organization, each row is checked against its own organization's settings.
      const settingsByOrg = new Map<number, Awaited<ReturnType<BackupSettingsService['get']>>>();
      const enabled = async (r: { id: number; organizationId: number }) => {
        if (!q.lockhartEnabled || q.org !== undefined) return true;
        if (!settingsByOrg.has(r.organizationId)) settingsByOrg.set(r.organizationId, await deps.backupSettings.get(r.organizationId));
        const s = settingsByOrg.get(r.organizationId)!;
        return s.mode !== 'NONE' && !s.excludedNodeIds.includes(r.id) && (s.mode !== 'MANUAL' || s.nodeIds.includes(r.id));
      };
      const visible = [];
      for (const r of rows) if (!excluded.includes(r.id) && (flags.macff || !r.nodeClass.startsWith('MAC')) && (await enabled(r))) visible.push(r);
      const results: BackupNode[] = visible.map((r) => ({
        id: r.id,
        name: r.displayName,
        friendlyName: r.friendlyName,
        systemName: r.systemName,
        displayName: r.displayName,
        nodeClass: r.nodeClass,
        nodeRole: r.nodeRoleId,
        clientId: r.organizationId,
        isUp: r.isUp,
        organizationName: r.organizationName,
        locationName: r.locationName,
        lastSeen: r.lastSeenAt ? r.lastSeenAt.toISOString() : null,
      }));
      return { results, totalElements: total, totalPages: Math.ceil(total / (q.size ?? DEVICE_PICKER_PAGE_SIZE)) };
    },
  };
}
export type DevicePicker = ReturnType<typeof createDevicePicker>;
