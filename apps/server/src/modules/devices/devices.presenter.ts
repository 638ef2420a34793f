import { nodeClassSchema, type Device, type DeviceDetail } from '@outpost/contracts';
import type { DeviceDetailRow, DeviceRow } from './devices.repository.ts';

/** Maps a device row to the API's device shape (spec field names). */
export function presentDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    name: row.displayName,
    friendlyName: row.friendlyName,
    systemName: row.systemName,
    displayName: row.displayName,
    nodeClass: nodeClassSchema.parse(row.nodeClass),
    nodeRole: row.nodeRoleId != null && row.nodeRoleName != null ? { id: row.nodeRoleId, name: row.nodeRoleName } : null,
    clientId: row.clientId,
    organizationName: row.organizationName,
    locationId: row.locationId,
    locationName: row.locationName,
    isUp: row.isUp,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    approvalStatus: row.approvalStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentDeviceDetail(row: DeviceDetailRow): DeviceDetail {
  return { ...presentDevice(row), facts: row.facts };
}
