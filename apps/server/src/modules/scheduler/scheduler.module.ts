import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSchedulerRepository } from './scheduler.repository.ts';
import { createScheduler } from './scheduler.service.ts';
import { scheduleKindRegistry } from './schedule-kinds.ts';

export { defineScheduleKind, type DueRun, type ScheduleKind } from './schedule-kinds.ts';
export type { Scheduler } from './scheduler.service.ts';

/** The shared due-time scheduler; modules register their kinds on `kinds`. */
export function createSchedulerServices(db: Database, clock: Clock, log: (message: string, error?: unknown) => void) {
  const kinds = scheduleKindRegistry();
  const scheduler = createScheduler({ repo: createSchedulerRepository(db), kinds, clock, log });
  return { kinds, scheduler };
}
export type SchedulerServices = ReturnType<typeof createSchedulerServices>;
