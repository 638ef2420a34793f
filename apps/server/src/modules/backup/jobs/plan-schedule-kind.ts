import type { Schedule } from '@outpost/contracts';
import { nextPlanRunInstant } from '@outpost/schedule';
import { defineScheduleKind } from '../../scheduler/scheduler.module.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { PlanRow, PlansRepository } from '../plans/plans.repository.ts';
import type { PlansService } from '../plans/plans.service.ts';

/** What the scheduler stores for a backup plan: its schedule and the zone its wall times are in. */
export interface PlanScheduleDefinition {
  schedule: Schedule;
  timeZone: string;
}

export const BACKUP_PLAN_KIND_ID = 'backup.plan';

/** The stored definition of a plan, or null when nothing should run (disabled or deleted). */
export const planScheduleDefinition = (plan: Pick<PlanRow, 'schedule' | 'timeZone' | 'enabled' | 'deleted'>): PlanScheduleDefinition | null =>
  plan.enabled && !plan.deleted ? { schedule: plan.schedule, timeZone: plan.timeZone } : null;

/**
 * Backup plans on the due-time scheduler: the engine computes each next run in the plan's zone; a
 * due run queues one BACKUP job, keyed by plan and due instant.
 */
export function backupPlanScheduleKind(deps: { plansRepo: PlansRepository; plans: () => PlansService; jobs: JobsRepository }) {
  return defineScheduleKind<PlanScheduleDefinition>({
    id: BACKUP_PLAN_KIND_ID,
    next: (definition, after) => nextPlanRunInstant(definition.schedule, definition.timeZone, after),
    async run({ subjectId, dueAt }) {
      const plan = await deps.plansRepo.findById(subjectId);
      if (!plan || !planScheduleDefinition(plan)) return;
      // A device that is offline keeps one queued run, not one per missed slot.
      if (await deps.jobs.hasQueuedBackup(plan.id)) return;
      await deps.plans().queueBackup(plan, { idempotencyKey: `plan:${plan.id}:${dueAt.toISOString()}` });
    },
  });
}
