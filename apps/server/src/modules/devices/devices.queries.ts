import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deviceRoles, locations, nodes, organizations } from '../../db/schema.ts';
import { nodeIsUp } from './up-status.ts';

/**
 * What other modules may ask of the devices' tables (docs/ARCHITECTURE.md, "Module boundaries"):
 * device groups list their members as the device list shows a device, through these.
 */

/** The columns of a device as lists show it (also device groups' member lists). */
export const deviceListColumns = (upSince: Date) => ({
  id: nodes.id,
  systemName: nodes.systemName,
  friendlyName: nodes.friendlyName,
  displayName: nodes.displayName,
  nodeClass: nodes.nodeClass,
  nodeRoleId: nodes.nodeRoleId,
  nodeRoleName: deviceRoles.name,
  clientId: nodes.organizationId,
  organizationName: organizations.name,
  locationId: nodes.locationId,
  locationName: locations.name,
  isUp: nodeIsUp(upSince),
  lastSeenAt: nodes.lastSeenAt,
  approvalStatus: nodes.approvalStatus,
  createdAt: nodes.createdAt,
});

/** Devices joined to their organization, role and location, selecting `deviceListColumns`. */
export const selectDeviceRows = (db: Database, upSince: Date) =>
  db
    .select(deviceListColumns(upSince))
    .from(nodes)
    .innerJoin(organizations, eq(organizations.id, nodes.organizationId))
    .leftJoin(deviceRoles, eq(deviceRoles.id, nodes.nodeRoleId))
    .leftJoin(locations, eq(locations.id, nodes.locationId));
