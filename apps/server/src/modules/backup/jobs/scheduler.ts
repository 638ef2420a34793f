import { nextRun } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import type { DeletionsService } from '../deletions/deletions.service.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { PlansRepository } from '../plans/plans.repository.ts';
import type { PlansService } from '../plans/plans.service.ts';

export const TICK_MS = 30_000;
/** Runs due within this window before "now" are still queued (a tick may be late or a restart short). */
const LOOKBACK_MS = 10 * 60_000;

/**
 * The backup scheduler: queues due plan runs (idempotent per plan and due time, so several server
 * processes or a repeated tick queue each run once), expires job leases, runs due deletions.
 */
export function createBackupScheduler(deps: { plansRepo: PlansRepository; plans: PlansService; jobs: JobsRepository; deletions: DeletionsService; clock: Clock; log?: (error: unknown) => void }) {
  const { clock } = deps;

  async function queueDuePlans(now: Date) {
    let queued = 0;
    for (const plan of await deps.plansRepo.listSchedulable()) {
      // A device that is offline keeps one queued run, not one per missed slot.
      if (await deps.jobs.hasQueuedBackup(plan.id)) continue;
      const from = new Date(Math.max(now.getTime() - LOOKBACK_MS, plan.createdAt.getTime()));
      for (let due = nextRun(plan.schedule, from); due <= now; due = nextRun(plan.schedule, due)) {
        if (await deps.plans.queueBackup(plan, { idempotencyKey: `plan:${plan.id}:${due.toISOString()}` })) {
          queued++;
          break;
        }
      }
    }
    return queued;
  }

  async function tick() {
    const now = clock.now();
    const leases = await deps.jobs.expireLeases(now);
    const queued = await queueDuePlans(now);
    await deps.deletions.executeDue();
    return { queued, ...leases };
  }

  return {
    tick,
    /** Starts ticking every 30 s; answers a stop function. */
    start(intervalMs = TICK_MS) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((error: unknown) => deps.log?.(error))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type BackupScheduler = ReturnType<typeof createBackupScheduler>;
