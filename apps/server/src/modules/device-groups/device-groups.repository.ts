import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Conditions } from '@outpost/rules';
import type { Database } from '../../db/client.ts';
import { nodes } from '../../db/schema.ts';
import { selectDeviceRows } from '../devices/devices.queries.ts';
import { deviceGroupMembers, deviceGroups, deviceTags } from './device-groups.schema.ts';

export type DeviceGroupRow = typeof deviceGroups.$inferSelect;
export type DeviceGroupValues = { name: string; description: string; conditions: Conditions | null };

const approved = eq(nodes.approvalStatus, 'APPROVED');

/** Groups, static members and device tags; members of any group are read through a predicate over `nodes`. */
export function createDeviceGroupsRepository(db: Database) {
  return {
    list: () =>
      db
        .select()
        .from(deviceGroups)
        .orderBy(sql`lower(${deviceGroups.name})`, deviceGroups.id),

    async findById(id: number): Promise<DeviceGroupRow | undefined> {
      const [row] = await db.select().from(deviceGroups).where(eq(deviceGroups.id, id));
      return row;
    },

    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const same = sql`lower(${deviceGroups.name}) = lower(${name})`;
      const [row] = await db
        .select({ id: deviceGroups.id })
        .from(deviceGroups)
        .where(exceptId === undefined ? same : and(same, sql`${deviceGroups.id} <> ${exceptId}`));
      return row !== undefined;
    },

    async insert(values: DeviceGroupValues & { type: 'STATIC' | 'DYNAMIC'; createdByUserId: number }): Promise<DeviceGroupRow> {
      const [row] = await db.insert(deviceGroups).values(values).returning();
      return row!;
    },

    /** Saves when `version` is still the stored one; undefined when it is not (or the group is gone). */
    async update(id: number, version: number, values: DeviceGroupValues, now: Date): Promise<DeviceGroupRow | undefined> {
      const [row] = await db
        .update(deviceGroups)
        .set({ ...values, version: sql`${deviceGroups.version} + 1`, updatedAt: now })
        .where(and(eq(deviceGroups.id, id), eq(deviceGroups.version, version)))
        .returning();
      return row;
    },

    async delete(id: number): Promise<boolean> {
      return (await db.delete(deviceGroups).where(eq(deviceGroups.id, id)).returning({ id: deviceGroups.id })).length > 0;
    },

    /** The predicate "is in the static group" over `nodes`. */
    staticMembership: (groupId: number): SQL =>
      sql`exists (select 1 from ${deviceGroupMembers} where ${deviceGroupMembers.groupId} = ${groupId} and ${deviceGroupMembers.nodeId} = ${nodes.id})`,

    /** How many approved devices satisfy a predicate (membership and scope). */
    async countDevices(where: SQL | undefined): Promise<number> {
      const [row] = await db.select({ n: count() }).from(nodes).where(and(approved, where));
      return row?.n ?? 0;
    },

    /** One page of approved devices satisfying a predicate, by name. */
    pageDevices: (where: SQL | undefined, upSince: Date, offset: number, limit: number) =>
      selectDeviceRows(db, upSince)
        .where(and(approved, where))
        .orderBy(asc(sql`lower(${nodes.displayName})`), asc(nodes.id))
        .limit(limit)
        .offset(offset),

    /** The approved devices among `ids` a predicate (the scope) allows, with their organizations. */
    devicesAmong: (ids: readonly number[], where: SQL | undefined) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: nodes.id, organizationId: nodes.organizationId })
            .from(nodes)
            .where(and(approved, inArray(nodes.id, [...ids]), where)),

    async addMembers(groupId: number, nodeIds: readonly number[]): Promise<void> {
      if (nodeIds.length === 0) return;
      await db
        .insert(deviceGroupMembers)
        .values(nodeIds.map((nodeId) => ({ groupId, nodeId })))
        .onConflictDoNothing();
    },

    async removeMember(groupId: number, nodeId: number): Promise<boolean> {
      const removed = await db
        .delete(deviceGroupMembers)
        .where(and(eq(deviceGroupMembers.groupId, groupId), eq(deviceGroupMembers.nodeId, nodeId)))
        .returning({ nodeId: deviceGroupMembers.nodeId });
      return removed.length > 0;
    },

    /** The static groups a device is in. */
    staticGroupIdsOf: async (nodeId: number) =>
      (await db.select({ groupId: deviceGroupMembers.groupId }).from(deviceGroupMembers).where(eq(deviceGroupMembers.nodeId, nodeId))).map((r) => r.groupId),

    /** Which of `nodeIds` are in a static group. */
    staticMemberIdsAmong: async (groupId: number, nodeIds: readonly number[]) =>
      nodeIds.length === 0
        ? []
        : (
            await db
              .select({ nodeId: deviceGroupMembers.nodeId })
              .from(deviceGroupMembers)
              .where(and(eq(deviceGroupMembers.groupId, groupId), inArray(deviceGroupMembers.nodeId, [...nodeIds])))
          ).map((r) => r.nodeId),

    tagsOf: async (nodeId: number) =>
      (
        await db
          .select({ tag: deviceTags.tag })
          .from(deviceTags)
          .where(eq(deviceTags.nodeId, nodeId))
          .orderBy(sql`lower(${deviceTags.tag})`)
      ).map((r) => r.tag),

    /** Replaces a device's tags in one transaction. */
    async setTags(nodeId: number, tags: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(deviceTags).where(eq(deviceTags.nodeId, nodeId));
        if (tags.length > 0) await tx.insert(deviceTags).values(tags.map((tag) => ({ nodeId, tag })));
      });
    },
  };
}
export type DeviceGroupsRepository = ReturnType<typeof createDeviceGroupsRepository>;
