import { and, eq, inArray } from 'drizzle-orm';
import { deviceSizesFromReport, type DeviceRuleFacts } from '@outpost/rules';
import type { Database } from '../../db/client.ts';
import { nodes } from '../../db/schema.ts';
import { deviceTags } from './device-groups.schema.ts';

/**
 * Reads devices as packages/rules' `evaluateDevice` sees them: the in-memory side of the
 * agreement with device-condition-sql.ts, and how a device page lists the dynamic groups a device
 * is in (its facts read once, every group's rule evaluated in memory).
 */
export function createDeviceFactsRepository(db: Database) {
  return {
    async load(nodeIds: readonly number[], upSince: Date): Promise<Map<number, DeviceRuleFacts>> {
      if (nodeIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: nodes.id,
          organizationId: nodes.organizationId,
          locationId: nodes.locationId,
          roleId: nodes.nodeRoleId,
          nodeClass: nodes.nodeClass,
          name: nodes.displayName,
          facts: nodes.facts,
          lastSeenAt: nodes.lastSeenAt,
          agentGoneAt: nodes.agentGoneAt,
        })
        .from(nodes)
        .where(and(inArray(nodes.id, [...nodeIds]), eq(nodes.approvalStatus, 'APPROVED')));
      const tags = await db
        .select()
        .from(deviceTags)
        .where(inArray(deviceTags.nodeId, [...nodeIds]));
      const tagsOf = new Map<number, string[]>();
      for (const t of tags) tagsOf.set(t.nodeId, [...(tagsOf.get(t.nodeId) ?? []), t.tag]);
      return new Map(
        rows.map((row) => {
          const os = row.facts ? `${row.facts.os.platform} ${row.facts.os.distro} ${row.facts.os.release}` : null;
          const facts: DeviceRuleFacts = {
            id: row.id,
            organizationId: row.organizationId,
            locationId: row.locationId,
            roleId: row.roleId,
            nodeClass: row.nodeClass,
            name: row.name,
            os,
            // The one up/down rule (devices/up-status.ts), in memory.
            online: row.lastSeenAt !== null && row.lastSeenAt > upSince && row.agentGoneAt === null,
            lastSeenAt: row.lastSeenAt,
            tags: tagsOf.get(row.id) ?? [],
            ...deviceSizesFromReport(row.facts),
          };
          return [row.id, facts];
        }),
      );
    },
  };
}
export type DeviceFactsRepository = ReturnType<typeof createDeviceFactsRepository>;
