import type { Clock } from '../../../lib/clock.ts';
import type { DeletionsService } from '../deletions/deletions.service.ts';
import type { JobsRepository } from './jobs.repository.ts';

export const TICK_MS = 30_000;

/**
 * The backup housekeeping tick: expires job leases and runs due data deletions. Due plan runs are
 * the shared due-time scheduler's (modules/scheduler, kind "backup.plan").
 */
export function createBackupScheduler(deps: { jobs: JobsRepository; deletions: DeletionsService; clock: Clock; log?: (error: unknown) => void }) {
  const { clock } = deps;

  async function tick() {
    const leases = await deps.jobs.expireLeases(clock.now());
    await deps.deletions.executeDue();
    return leases;
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
