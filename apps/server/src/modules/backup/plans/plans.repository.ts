import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { backupDeletions, backupFileRevisions, backupPlans, backupSnapshots } from '../../../db/schema.ts';

export type PlanInsert = typeof backupPlans.$inferInsert;

/** Backup plans, with what the plan list shows beside them (bytes and jobs per target, pending deletion). */
export function createPlansRepository(db: Database) {
  const listColumns = {
    plan: backupPlans,
    localCount: sql<number>`(select count(*)::int from ${backupSnapshots} s where s.plan_id = backup_plans.id and s.on_nas and not s.deleted)`,
    cloudCount: sql<number>`(select count(*)::int from ${backupSnapshots} s where s.plan_id = backup_plans.id and s.on_s3 and not s.deleted)`,
    deletionScheduledFor: sql<Date | null>`(select min(d.scheduled_for) from ${backupDeletions} d where d.plan_id = backup_plans.id and d.status = 'SCHEDULED' and d.whole_plan)`,
  };
  return {
    async listForNode(nodeId: number) {
      return db
        .select(listColumns)
        .from(backupPlans)
        .where(eq(backupPlans.nodeId, nodeId))
        .orderBy(sql`lower(${backupPlans.name})`, asc(backupPlans.id));
    },

    async findWithStorage(planId: number) {
      const [row] = await db.select(listColumns).from(backupPlans).where(eq(backupPlans.id, planId));
      return row;
    },

    /**
     * Bytes a plan stores per target: each live revision's stored bytes, on every target it is on
     * (a sync marks the revisions it uploaded as on cloud storage too). One pass over its revisions.
     */
    async storedBytes(planId: number): Promise<{ local: number; cloud: number }> {
      const [row] = await db
        .select({
          local: sql<number | null>`sum(${backupFileRevisions.backupSize}) filter (where ${backupFileRevisions.onNas})`,
          cloud: sql<number | null>`sum(${backupFileRevisions.backupSize}) filter (where ${backupFileRevisions.onS3})`,
        })
        .from(backupFileRevisions)
        .innerJoin(backupSnapshots, eq(backupSnapshots.id, backupFileRevisions.snapshotId))
        .where(and(eq(backupSnapshots.planId, planId), eq(backupSnapshots.deleted, false)));
      return { local: Number(row?.local ?? 0), cloud: Number(row?.cloud ?? 0) };
    },

    /**
     * What the plan's stored bytes and folder totals depend on besides its index version (which new
     * paths and deletions bump): its newest live job (new revisions) and how many live jobs are on
     * cloud storage (a sync). A cheap read on the snapshots' plan index.
     */
    async revisionsState(planId: number): Promise<string> {
      const [row] = await db
        .select({ newest: sql<number | null>`max(${backupSnapshots.id})`, onCloud: sql<number>`(count(*) filter (where ${backupSnapshots.onS3}))::int` })
        .from(backupSnapshots)
        .where(and(eq(backupSnapshots.planId, planId), eq(backupSnapshots.deleted, false)));
      return `${row?.newest ?? 0}:${row?.onCloud ?? 0}`;
    },

    /** A plan of a device by uid or numeric id (the spec's paths use either). */
    async findForNode(nodeId: number, ref: string) {
      const byId = /^\d+$/.test(ref) ? eq(backupPlans.id, Number(ref)) : eq(backupPlans.uid, ref);
      const [row] = await db
        .select()
        .from(backupPlans)
        .where(and(eq(backupPlans.nodeId, nodeId), byId));
      return row;
    },

    async findByRef(ref: string) {
      const [row] = await db
        .select()
        .from(backupPlans)
        .where(/^\d+$/.test(ref) ? eq(backupPlans.id, Number(ref)) : eq(backupPlans.uid, ref));
      return row;
    },

    async findById(planId: number) {
      const [row] = await db.select().from(backupPlans).where(eq(backupPlans.id, planId));
      return row;
    },

    async insert(values: PlanInsert) {
      const [row] = await db.insert(backupPlans).values(values).returning({ id: backupPlans.id });
      return row!.id;
    },

    async update(planId: number, values: Partial<PlanInsert>) {
      await db.update(backupPlans).set(values).where(eq(backupPlans.id, planId));
    },

    /** Enabled, live plans: what the scheduler considers. */
    async listSchedulable() {
      return db
        .select()
        .from(backupPlans)
        .where(and(eq(backupPlans.enabled, true), eq(backupPlans.deleted, false)));
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
export type PlanRow = NonNullable<Awaited<ReturnType<PlansRepository['findById']>>>;
export type PlanListRow = Awaited<ReturnType<PlansRepository['listForNode']>>[number];
