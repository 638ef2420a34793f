import { and, eq, isNull } from 'drizzle-orm';
import type { DeviceFacts } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { nodeCredentials, nodes } from '../../db/schema.ts';

/** What the agent channel reads and writes: enrolling nodes, their credentials and heartbeats. */
export function createAgentRepository(db: Database) {
  return {
    async findByDeviceUid(deviceUid: string) {
      const [row] = await db.select().from(nodes).where(eq(nodes.deviceUid, deviceUid));
      return row;
    },

    async findById(id: number) {
      const [row] = await db.select().from(nodes).where(eq(nodes.id, id));
      return row;
    },

    async insertNode(values: typeof nodes.$inferInsert) {
      const [row] = await db.insert(nodes).values(values).returning({ id: nodes.id });
      return row!.id;
    },

    async updateNode(id: number, values: Partial<typeof nodes.$inferInsert>) {
      await db.update(nodes).set(values).where(eq(nodes.id, id));
    },

    async insertCredential(nodeId: number, tokenHash: string) {
      await db.insert(nodeCredentials).values({ nodeId, tokenHash });
    },

    async revokeCredentials(nodeIds: number[], at: Date) {
      for (const nodeId of nodeIds) {
        await db
          .update(nodeCredentials)
          .set({ revokedAt: at })
          .where(and(eq(nodeCredentials.nodeId, nodeId), isNull(nodeCredentials.revokedAt)));
      }
    },

    /** The approved node a live credential belongs to, if any. */
    async nodeIdForCredential(tokenHash: string) {
      const [row] = await db
        .select({ nodeId: nodeCredentials.nodeId })
        .from(nodeCredentials)
        .innerJoin(nodes, eq(nodes.id, nodeCredentials.nodeId))
        .where(and(eq(nodeCredentials.tokenHash, tokenHash), isNull(nodeCredentials.revokedAt), eq(nodes.approvalStatus, 'APPROVED')));
      return row?.nodeId ?? null;
    },

    async recordHeartbeat(
      id: number,
      values: { lastSeenAt: Date; ipAddress: string; facts?: DeviceFacts; factsHash?: string; systemName?: string; displayName?: string },
    ) {
      // A heartbeat shows the agent alive again after a dropped poll.
      await db
        .update(nodes)
        .set({ ...values, agentGoneAt: null })
        .where(eq(nodes.id, id));
    },
  };
}
export type AgentRepository = ReturnType<typeof createAgentRepository>;
