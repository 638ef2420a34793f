import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { JobStatus, JobType } from '@outpost/contracts';
import type { Database, Tx } from '../../../db/client.ts';
import { backupGcLocks, backupJobs, backupPlans, nodes } from '../../../db/schema.ts';

export type JobInsert = typeof backupJobs.$inferInsert;
const ACTIVE: JobStatus[] = ['QUEUED', 'PROCESSING'];

/** Whether a GC holds the organization's lock; the row is read FOR SHARE (see `lease`). */
async function gcHolds(tx: Tx, organizationId: number, now: Date): Promise<boolean> {
  await tx.insert(backupGcLocks).values({ organizationId }).onConflictDoNothing();
  const [lock] = await tx
    .select({ heldUntil: backupGcLocks.heldUntil })
    .from(backupGcLocks)
    .where(eq(backupGcLocks.organizationId, organizationId))
    .for('share');
  return lock?.heldUntil != null && lock.heldUntil > now;
}

/** The job queue: insert, lease (FOR UPDATE SKIP LOCKED), progress, completion and listing. */
export function createJobsRepository(db: Database) {
  const withNames = {
    job: backupJobs,
    nodeName: nodes.displayName,
    planUid: backupPlans.uid,
    planName: backupPlans.name,
  };
  const listBase = () =>
    db.select(withNames).from(backupJobs).innerJoin(nodes, eq(nodes.id, backupJobs.nodeId)).leftJoin(backupPlans, eq(backupPlans.id, backupJobs.planId));

  return {
    /** Inserts a job; with an idempotency key a duplicate is ignored and answers null. */
    async insert(values: JobInsert) {
      const [row] = await db.insert(backupJobs).values(values).onConflictDoNothing().returning({ id: backupJobs.id, jobUid: backupJobs.jobUid });
      return row ?? null;
    },

    /** Inserts a job already leased (interactive runs); null while a GC holds the organization's lock. */
    async insertLeased(values: JobInsert & { status: 'PROCESSING' }, now: Date) {
      return db.transaction(async (tx) => {
        if (await gcHolds(tx, values.organizationId, now)) return null;
        const [row] = await tx.insert(backupJobs).values(values).returning({ id: backupJobs.id, jobUid: backupJobs.jobUid });
        return row ?? null;
      });
    },

    async findByUid(jobUid: string) {
      const [row] = await listBase().where(eq(backupJobs.jobUid, jobUid));
      return row;
    },

    async listForNode(nodeId: number, type: JobType | undefined, includeIgnored: boolean) {
      return listBase()
        .where(and(eq(backupJobs.nodeId, nodeId), type ? eq(backupJobs.type, type) : undefined, includeIgnored ? undefined : eq(backupJobs.ignored, false)))
        .orderBy(desc(backupJobs.id))
        .limit(200);
    },

    /**
     * Leases up to `limit` queued jobs of a device: they become PROCESSING until `leasedUntil`.
     * Nothing is leased while a GC holds the organization's lock; reading the lock row FOR SHARE
     * makes a GC that is taking it wait for this transaction, and then see the leased jobs.
     */
    async lease(nodeId: number, organizationId: number, now: Date, leasedUntil: Date, limit: number) {
      return db.transaction(async (tx) => {
        if (await gcHolds(tx, organizationId, now)) return [];
        const picked = await tx
          .select({ id: backupJobs.id })
          .from(backupJobs)
          .where(and(eq(backupJobs.nodeId, nodeId), eq(backupJobs.status, 'QUEUED')))
          .orderBy(asc(backupJobs.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (picked.length === 0) return [];
        return tx
          .update(backupJobs)
          .set({ status: 'PROCESSING', startedAt: sql`coalesce(${backupJobs.startedAt}, ${now})`, leasedUntil })
          .where(
            inArray(
              backupJobs.id,
              picked.map((p) => p.id),
            ),
          )
          .returning();
      });
    },

    /**
     * Brings the leases of a device's running jobs forward to `until` (its agent dropped): a job
     * whose agent still reports extends it again; one whose agent is gone expires then.
     */
    async shortenLeases(nodeId: number, until: Date) {
      const rows = await db
        .update(backupJobs)
        .set({ leasedUntil: until })
        .where(and(eq(backupJobs.nodeId, nodeId), eq(backupJobs.status, 'PROCESSING'), gt(backupJobs.leasedUntil, until)))
        .returning({ id: backupJobs.id });
      return rows.length;
    },

    /** Leases that ran out go back to the queue (or end as CANCELED when a cancel was asked). */
    async expireLeases(now: Date) {
      const canceled = await db
        .update(backupJobs)
        .set({ status: 'CANCELED', completedAt: now, leasedUntil: null })
        .where(and(eq(backupJobs.status, 'PROCESSING'), lt(backupJobs.leasedUntil, now), eq(backupJobs.cancelRequested, true)))
        .returning({ id: backupJobs.id });
      const requeued = await db
        .update(backupJobs)
        .set({ status: 'QUEUED', leasedUntil: null })
        .where(and(eq(backupJobs.status, 'PROCESSING'), lt(backupJobs.leasedUntil, now)))
        .returning({ id: backupJobs.id });
      return { canceled: canceled.length, requeued: requeued.length };
    },

    async update(jobId: number, values: Partial<JobInsert>) {
      await db.update(backupJobs).set(values).where(eq(backupJobs.id, jobId));
    },

    /** Moves a job to a final status only if it is still active (a late agent cannot revive it). */
    async finish(jobId: number, values: Partial<JobInsert>) {
      const rows = await db
        .update(backupJobs)
        .set({ ...values, leasedUntil: null })
        .where(and(eq(backupJobs.id, jobId), inArray(backupJobs.status, ACTIVE)))
        .returning({ id: backupJobs.id });
      return rows.length > 0;
    },

    /** Cancel: a queued job ends now; a running one is told to stop on its next progress report. */
    async requestCancel(jobId: number, now: Date) {
      await db
        .update(backupJobs)
        .set({ status: 'CANCELED', completedAt: now, cancelRequested: true })
        .where(and(eq(backupJobs.id, jobId), eq(backupJobs.status, 'QUEUED')));
      await db
        .update(backupJobs)
        .set({ cancelRequested: true })
        .where(and(eq(backupJobs.id, jobId), eq(backupJobs.status, 'PROCESSING')));
    },

    async hasQueuedBackup(planId: number) {
      const [row] = await db
        .select({ id: backupJobs.id })
        .from(backupJobs)
        .where(and(eq(backupJobs.planId, planId), eq(backupJobs.type, 'BACKUP'), eq(backupJobs.status, 'QUEUED')))
        .limit(1);
      return row !== undefined;
    },

    async activeCountForOrganization(organizationId: number, types: JobType[]) {
      const [row] = await db
        .select({ n: count() })
        .from(backupJobs)
        .where(and(eq(backupJobs.organizationId, organizationId), eq(backupJobs.status, 'PROCESSING'), inArray(backupJobs.type, types)));
      return row?.n ?? 0;
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
export type JobListRow = NonNullable<Awaited<ReturnType<JobsRepository['findByUid']>>>;
export type JobRow = JobListRow['job'];
