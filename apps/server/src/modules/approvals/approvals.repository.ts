import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ApprovalStatus } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { nodes, organizations } from '../../db/schema.ts';
import { likeContains } from '../../lib/table-query.ts';

const candidate = eq(nodes.nodeApprovalType, 'CANDIDATE_NODE');

/** Candidate nodes by approval status, and the transitions between statuses. */
export function createApprovalsRepository(db: Database) {
  return {
    async list(
      status: ApprovalStatus,
      filterText: string | undefined,
      sortBy: 'displayName' | 'organizationName' | 'createdAt' | 'approvalStatusAt',
      direction: 'ASC' | 'DESC',
    ) {
      const sortColumn = {
        displayName: sql`lower(${nodes.displayName})`,
        organizationName: sql`lower(${organizations.name})`,
        createdAt: nodes.createdAt,
        approvalStatusAt: nodes.approvalStatusAt,
      }[sortBy];
      const text = filterText ? likeContains(filterText) : undefined;
      return db
        .select({
          id: nodes.id,
          displayName: nodes.displayName,
          systemName: nodes.systemName,
          nodeClass: nodes.nodeClass,
          clientId: nodes.organizationId,
          organizationName: organizations.name,
          nodeApprovalType: nodes.nodeApprovalType,
          approvalStatus: nodes.approvalStatus,
          installationStatus: nodes.installationStatus,
          approvalStatusByAppUserId: nodes.approvalStatusByUserId,
          approvalStatusByAppUserName: nodes.approvalStatusByUserName,
          approvalStatusAt: nodes.approvalStatusAt,
          ipAddress: nodes.ipAddress,
          createdAt: nodes.createdAt,
        })
        .from(nodes)
        .innerJoin(organizations, eq(organizations.id, nodes.organizationId))
        .where(
          and(
            candidate,
            eq(nodes.approvalStatus, status),
            text ? or(ilike(nodes.displayName, text), ilike(organizations.name, text), ilike(nodes.ipAddress, text)) : undefined,
          ),
        )
        .orderBy(direction === 'ASC' ? asc(sortColumn) : desc(sortColumn), asc(nodes.id))
        .limit(5000);
    },

    /** Moves the given candidates that are in one of `from` to `to`, recording who did it; returns their ids. */
    async transition(
      nodeIds: number[],
      from: ApprovalStatus[],
      to: ApprovalStatus,
      actor: { id: number; name: string },
      at: Date,
      extra: Partial<typeof nodes.$inferInsert> = {},
    ) {
      const rows = await db
        .update(nodes)
        .set({ approvalStatus: to, approvalStatusByUserId: actor.id, approvalStatusByUserName: actor.name, approvalStatusAt: at, ...extra })
        .where(and(candidate, inArray(nodes.id, nodeIds), inArray(nodes.approvalStatus, from)))
        .returning({ id: nodes.id });
      return rows.map((r) => r.id);
    },

    async deleteCandidates(nodeIds: number[], statuses: ApprovalStatus[]) {
      const rows = await db
        .delete(nodes)
        .where(and(candidate, inArray(nodes.id, nodeIds), inArray(nodes.approvalStatus, statuses)))
        .returning({ id: nodes.id });
      return rows.length;
    },

    /** Approved candidates leave the approval list but stay as regular devices. */
    async releaseApproved(nodeIds: number[]) {
      const rows = await db
        .update(nodes)
        .set({ nodeApprovalType: 'REGULAR' })
        .where(and(candidate, inArray(nodes.id, nodeIds), eq(nodes.approvalStatus, 'APPROVED')))
        .returning({ id: nodes.id });
      return rows.length;
    },
  };
}
export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
