import type { ZonedSchedule } from '@outpost/contracts';

/** A schedule for tests: daily at 09:00 UTC from 2026-01-01, never ending, unless `patch` says otherwise. */
export function schedule(patch: Partial<ZonedSchedule>): ZonedSchedule {
  return {
    repeats: 'DAILY',
    repeatsEveryCount: 1,
    daysOfWeek: [],
    dayOfMonth: 1,
    scheduleInterval: null,
    startDate: '2026-01-01',
    runAtHour: 9,
    runAtMinute: 0,
    end: { type: 'NEVER' },
    timeZone: 'UTC',
    ...patch,
  };
}
