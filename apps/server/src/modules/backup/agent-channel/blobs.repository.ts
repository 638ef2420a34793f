import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { backupJobs, backupPlans, backupSnapshots, nodes, organizations } from '../../../db/schema.ts';

/** What the agents' blob routes ask the database: who a device is, its jobs, who owns a snapshot. */
export function createBlobsRepository(db: Database) {
  return {
    /** A device's organization and whether that organization isolates its devices. */
    async device(nodeId: number) {
      const [row] = await db
        .select({ organizationId: nodes.organizationId, isolateDevices: organizations.isolateDevices })
        .from(nodes)
        .innerJoin(organizations, eq(organizations.id, nodes.organizationId))
        .where(eq(nodes.id, nodeId));
      return row;
    },

    /** A job of this device that has not ended (the job a blob request says it serves). */
    async activeJob(nodeId: number, jobUid: string) {
      const [row] = await db
        .select({ type: backupJobs.type, payload: backupJobs.payload })
        .from(backupJobs)
        .where(and(eq(backupJobs.jobUid, jobUid), eq(backupJobs.nodeId, nodeId), inArray(backupJobs.status, ['QUEUED', 'PROCESSING'])));
      return row;
    },

    /** True when the job is one of this device's backups (a snapshot names the job that wrote it). */
    async isBackupOf(nodeId: number, jobUid: string): Promise<boolean> {
      const [row] = await db
        .select({ id: backupJobs.id })
        .from(backupJobs)
        .where(and(eq(backupJobs.jobUid, jobUid), eq(backupJobs.nodeId, nodeId), eq(backupJobs.type, 'BACKUP')));
      return row !== undefined;
    },

    /** The device whose plan recorded a snapshot in this organization; undefined before it is recorded. */
    async snapshotOwner(organizationId: number, jobGuid: string): Promise<number | undefined> {
      const [row] = await db
        .select({ nodeId: backupPlans.nodeId })
        .from(backupSnapshots)
        .innerJoin(backupPlans, eq(backupPlans.id, backupSnapshots.planId))
        .where(and(eq(backupSnapshots.jobGuid, jobGuid), eq(backupPlans.organizationId, organizationId)));
      return row?.nodeId;
    },

    /** True when the device has a restore queued or running that reads this snapshot. */
    async restores(nodeId: number, jobGuid: string): Promise<boolean> {
      const [row] = await db
        .select({ id: backupJobs.id })
        .from(backupJobs)
        .where(
          and(
            eq(backupJobs.nodeId, nodeId),
            eq(backupJobs.type, 'RESTORE'),
            inArray(backupJobs.status, ['QUEUED', 'PROCESSING']),
            sql`${backupJobs.payload}->>'snapshotJobGuid' = ${jobGuid}`,
          ),
        );
      return row !== undefined;
    },
  };
}
export type BlobsRepository = ReturnType<typeof createBlobsRepository>;
