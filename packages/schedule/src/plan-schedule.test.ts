import fc from 'fast-check';
import { SCHEDULE_TYPES, nextRun as formerUtcNextRun, scheduleSchema, type Schedule } from '@outpost/contracts';
import { describe, expect, it } from 'vitest';
import { nextPlanRunInstant, nextPlanRuns, planRunsPreview } from './plan-schedule.ts';

const YEAR_MS = 365 * 86_400_000;

/** Plan schedules as stored before time zones, every field in its valid range. */
const storedScheduleArb = fc
  .record({
    scheduleType: fc.constantFrom(...SCHEDULE_TYPES),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    weekDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    dayOfMonth: fc.integer({ min: 0, max: 31 }),
    weekOfMonth: fc.integer({ min: 0, max: 4 }),
    interval: fc.integer({ min: 5, max: 48 }),
    intervalUnit: fc.constantFrom('HOURS' as const, 'MINUTES' as const),
  })
  .map((raw): Schedule => scheduleSchema.parse(raw));

/** A year of runs from `from`: at most `cap` (minute intervals run thousands of times a year). */
function yearOfRuns(next: (after: number) => number, from: number, cap = 2000): number[] {
  const runs: number[] = [];
  for (let t = next(from); t <= from + YEAR_MS && runs.length < cap; t = next(t)) runs.push(t);
  return runs;
}

describe('backup plan schedules on the engine', () => {
  it('computes, in UTC, the same year of runs as the former UTC-only code for 1,000 random existing schedules', () => {
    const samples = fc.sample(fc.tuple(storedScheduleArb, fc.date({ min: new Date('2020-01-01Z'), max: new Date('2030-01-01Z'), noInvalidDate: true })), {
      numRuns: 1000,
      seed: 24,
    });
    let compared = 0;
    for (const [schedule, start] of samples) {
      const from = start.getTime();
      const before = yearOfRuns((t) => formerUtcNextRun(schedule, new Date(t)).getTime(), from);
      const after = yearOfRuns((t) => nextPlanRunInstant(schedule, 'UTC', t), from);
      expect(after, JSON.stringify({ schedule, start })).toEqual(before);
      compared += after.length;
    }
    expect(samples).toHaveLength(1000);
    expect(compared).toBeGreaterThan(100_000);
  });

  it('runs a weekly 02:30 in Europe/Berlin at 03:30 on the spring-forward Sunday and once on the fall-back Sunday', () => {
    const sundays = scheduleSchema.parse({ scheduleType: 'WEEKLY', hour: 2, minute: 30, weekDays: [0] });
    const runs = nextPlanRuns(sundays, 'Europe/Berlin', new Date('2026-03-21T00:00:00Z'), 2).map((d) => d.toISOString());
    // 29 March 2026: 02:30 does not exist (02:00 → 03:00 CEST); 03:30 CEST is 01:30Z.
    expect(runs).toEqual(['2026-03-22T01:30:00.000Z', '2026-03-29T01:30:00.000Z']);
    const autumn = nextPlanRuns(sundays, 'Europe/Berlin', new Date('2026-10-20T00:00:00Z'), 2).map((d) => d.toISOString());
    // 25 October 2026: 02:30 happens twice; it runs once, at the first (CEST, 00:30Z).
    expect(autumn).toEqual(['2026-10-25T00:30:00.000Z', '2026-11-01T01:30:00.000Z']);
  });

  it('names the DST shift in the preview: the spring-forward run says 02:30 does not exist that day', () => {
    const sundays = scheduleSchema.parse({ scheduleType: 'WEEKLY', hour: 2, minute: 30, weekDays: [0] });
    const preview = planRunsPreview(sundays, 'Europe/Berlin', new Date('2026-03-21T00:00:00Z'), 3);
    expect(preview.runs).toEqual(['2026-03-22T01:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-04-05T00:30:00.000Z']);
    expect(preview.notes).toEqual([{ run: '2026-03-29T01:30:00.000Z', kind: 'GAP', wallTime: '2026-03-29T02:30', message: '02:30 does not exist that day' }]);
    const autumn = planRunsPreview(sundays, 'Europe/Berlin', new Date('2026-10-20T00:00:00Z'), 1);
    expect(autumn.notes.map((n) => n.kind)).toEqual(['OVERLAP']);
  });

  it('runs a daily 09:00 in America/New_York at 09:00 local on both sides of the DST change', () => {
    const daily = scheduleSchema.parse({ scheduleType: 'DAILY', hour: 9, minute: 0 });
    const runs = nextPlanRuns(daily, 'America/New_York', new Date('2026-03-07T00:00:00Z'), 2).map((d) => d.toISOString());
    expect(runs).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z']);
  });

  it('runs the last Friday of the month (WEEK_OF_MONTH week 0) in Asia/Kolkata', () => {
    const lastFriday = scheduleSchema.parse({ scheduleType: 'WEEK_OF_MONTH', hour: 22, minute: 0, weekDays: [5], weekOfMonth: 0 });
    expect(nextPlanRuns(lastFriday, 'Asia/Kolkata', new Date('2026-02-01T00:00:00Z'), 1)[0]!.toISOString()).toBe('2026-02-27T16:30:00.000Z');
  });
});
