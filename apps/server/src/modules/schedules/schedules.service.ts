import type { NextRunsResponse, RecurringSchedule } from '@outpost/contracts';
import { nextRuns } from '@outpost/schedule';
import type { Clock } from '../../lib/clock.ts';

/** Schedule arithmetic for the web app's preview: the same engine the scheduler and the agent run. */
export function createSchedulesService(deps: { clock: Clock }) {
  return {
    /** The next `count` runs of `schedule` in `timeZone` strictly after `after` (now when absent), with DST notes. */
    nextRuns(input: { schedule: RecurringSchedule; timeZone: string; after?: string; count: number }): NextRunsResponse {
      const after = input.after ? new Date(input.after) : deps.clock.now();
      const runs = nextRuns({ ...input.schedule, timeZone: input.timeZone }, after, input.count);
      return {
        runs: runs.map((run) => run.at.toISOString()),
        notes: runs.flatMap((run) => (run.note ? [run.note] : [])),
      };
    },
  };
}
export type SchedulesService = ReturnType<typeof createSchedulesService>;
