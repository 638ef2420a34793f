import { and, asc, count, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nodes, organizations } from '../../db/schema.ts';
import { likeContains } from '../../lib/table-query.ts';

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
    isUp: sql<boolean>`coalesce(${nodes.lastSeenAt} > ${upSince}, false)`,
  });
  return {
    async find(nodeId: number, upSince: Date) {
      const [row] = await db.select(columns(upSince)).from(nodes).where(eq(nodes.id, nodeId));
      return row;
    },

    /** The device picker: approved devices, filtered, 50 a page by name. */
    async search(filter: { name?: string; org?: number; nodeIds?: number[]; nodeClasses?: string[]; onlineOnly: boolean }, page: number, size: number, upSince: Date) {
      const conditions: (SQL | undefined)[] = [eq(nodes.approvalStatus, 'APPROVED')];
      if (filter.name) conditions.push(ilike(nodes.displayName, likeContains(filter.name)));
      if (filter.org !== undefined) conditions.push(eq(nodes.organizationId, filter.org));
      if (filter.nodeIds) conditions.push(filter.nodeIds.length ? inArray(nodes.id, filter.nodeIds) : sql`false`);
      if (filter.nodeClasses?.length) conditions.push(inArray(nodes.nodeClass, filter.nodeClasses));
      if (filter.onlineOnly) conditions.push(gt(nodes.lastSeenAt, upSince));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(nodes).where(where);
      const rows = await db
        .select(columns(upSince))
        .from(nodes)
        .innerJoin(organizations, eq(organizations.id, nodes.organizationId))
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
