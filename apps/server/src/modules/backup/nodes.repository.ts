import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { isTimeZone } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { locations, nodes, organizations } from '../../db/schema.ts';
import { likeContains } from '../../lib/table-query.ts';
import { nodeIsUp } from '../devices/up-status.ts';

/** Devices as the backup area needs them: organization, class and up/down. */
export function createBackupNodesRepository(db: Database) {
  const columns = (upSince: Date) => ({
    id: nodes.id,
    organizationId: nodes.organizationId,
    systemName: nodes.systemName,
    friendlyName: nodes.friendlyName,
    displayName: nodes.displayName,
    nodeClass: nodes.nodeClass,
    nodeRoleId: nodes.nodeRoleId,
    approvalStatus: nodes.approvalStatus,
    isUp: nodeIsUp(upSince),
  });
  return {
    /** A work poll began: the agent is connected (not gone), and this poll's number is returned. */
    async pollStarted(nodeId: number): Promise<number> {
      const [row] = await db
        .update(nodes)
        .set({ agentPollSeq: sql`${nodes.agentPollSeq} + 1`, agentGoneAt: null })
        .where(eq(nodes.id, nodeId))
        .returning({ seq: nodes.agentPollSeq });
      return row?.seq ?? 0;
    },

    /** Marks the agent gone when poll `seq` is its latest (it has not polled again since); true when marked. */
    async markGone(nodeId: number, seq: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(nodes)
        .set({ agentGoneAt: at })
        .where(and(eq(nodes.id, nodeId), eq(nodes.agentPollSeq, seq)))
        .returning({ id: nodes.id });
      return rows.length > 0;
    },

    /** The IANA time zone the device's agent reported (a device fact), if it is one this runtime knows. */
    async timeZoneOf(nodeId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ zone: sql<string | null>`${nodes.facts}->>'timeZone'` })
        .from(nodes)
        .where(eq(nodes.id, nodeId));
      return row?.zone && isTimeZone(row.zone) ? row.zone : undefined;
    },

    async find(nodeId: number, upSince: Date) {
      const [row] = await db.select(columns(upSince)).from(nodes).where(eq(nodes.id, nodeId));
      return row;
    },

    /** The device picker: approved devices, filtered, 50 a page by name, with what tells equal names apart. */
    async search(
      filter: { name?: string; org?: number; nodeIds?: number[]; nodeClasses?: string[]; onlineOnly: boolean },
      page: number,
      size: number,
      upSince: Date,
    ) {
      const conditions: (SQL | undefined)[] = [eq(nodes.approvalStatus, 'APPROVED')];
      if (filter.name) conditions.push(ilike(nodes.displayName, likeContains(filter.name)));
      if (filter.org !== undefined) conditions.push(eq(nodes.organizationId, filter.org));
      if (filter.nodeIds) conditions.push(filter.nodeIds.length ? inArray(nodes.id, filter.nodeIds) : sql`false`);
      if (filter.nodeClasses?.length) conditions.push(inArray(nodes.nodeClass, filter.nodeClasses));
      if (filter.onlineOnly) conditions.push(nodeIsUp(upSince));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(nodes).where(where);
      const rows = await db
        .select({ ...columns(upSince), organizationName: organizations.name, locationName: locations.name, lastSeenAt: nodes.lastSeenAt })
        .from(nodes)
        .innerJoin(organizations, eq(organizations.id, nodes.organizationId))
        .leftJoin(locations, eq(locations.id, nodes.locationId))
        .where(where)
        .orderBy(sql`lower(${nodes.displayName})`, asc(nodes.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type BackupNodesRepository = ReturnType<typeof createBackupNodesRepository>;
export type BackupNodeRow = NonNullable<Awaited<ReturnType<BackupNodesRepository['find']>>>;
