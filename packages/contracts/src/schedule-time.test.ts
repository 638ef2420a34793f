import { describe, expect, it } from 'vitest';
import { scheduleSchema, type ScheduleInput } from './schedule.ts';
import { describeSchedule, nextRun } from './schedule-time.ts';

const s = (input: ScheduleInput) => scheduleSchema.parse(input);
const next = (input: ScheduleInput, after: string) => nextRun(s(input), new Date(after)).toISOString();

describe('nextRun', () => {
  it('DAILY runs today when the time is still ahead, else tomorrow', () => {
    expect(next({ scheduleType: 'DAILY', hour: 9, minute: 30 }, '2026-01-05T08:00:00Z')).toBe('2026-01-05T09:30:00.000Z');
    expect(next({ scheduleType: 'DAILY', hour: 9, minute: 30 }, '2026-01-05T09:30:00Z')).toBe('2026-01-06T09:30:00.000Z');
    expect(next({ scheduleType: 'DAILY', hour: 0, minute: 0 }, '2026-12-31T23:59:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('WEEKLY picks the next chosen weekday (Monday 2026-01-05)', () => {
    const monFri = { scheduleType: 'WEEKLY' as const, hour: 9, weekDays: [1, 5] };
    expect(next(monFri, '2026-01-05T08:00:00Z')).toBe('2026-01-05T09:00:00.000Z');
    expect(next(monFri, '2026-01-05T10:00:00Z')).toBe('2026-01-09T09:00:00.000Z');
    expect(next(monFri, '2026-01-09T09:00:00Z')).toBe('2026-01-12T09:00:00.000Z');
    expect(next({ scheduleType: 'WEEKLY', hour: 9, weekDays: [1] }, '2026-01-05T09:00:00Z')).toBe('2026-01-12T09:00:00.000Z');
  });

  it('MONTHLY day 0 is the last day of each month, leap years included', () => {
    const last = { scheduleType: 'MONTHLY' as const, hour: 23, minute: 30, dayOfMonth: 0 };
    expect(next(last, '2026-01-05T00:00:00Z')).toBe('2026-01-31T23:30:00.000Z');
    expect(next(last, '2026-01-31T23:30:00Z')).toBe('2026-02-28T23:30:00.000Z');
    expect(next(last, '2028-02-01T00:00:00Z')).toBe('2028-02-29T23:30:00.000Z');
  });

  it('MONTHLY on a day a month lacks runs on that month’s last day', () => {
    const d31 = { scheduleType: 'MONTHLY' as const, hour: 1, dayOfMonth: 31 };
    expect(next(d31, '2026-04-01T00:00:00Z')).toBe('2026-04-30T01:00:00.000Z');
    expect(next(d31, '2026-04-30T01:00:00Z')).toBe('2026-05-31T01:00:00.000Z');
    expect(next({ scheduleType: 'MONTHLY', hour: 1, dayOfMonth: 30 }, '2026-02-01T00:00:00Z')).toBe('2026-02-28T01:00:00.000Z');
    expect(next({ scheduleType: 'MONTHLY', hour: 1, dayOfMonth: 15 }, '2026-12-20T00:00:00Z')).toBe('2027-01-15T01:00:00.000Z');
  });

  it('WEEK_OF_MONTH finds the nth weekday, and week 0 the last one', () => {
    // January 2026: Mondays 5, 12, 19, 26; Fridays 2, 9, 16, 23, 30.
    expect(next({ scheduleType: 'WEEK_OF_MONTH', hour: 9, weekOfMonth: 2, weekDays: [1] }, '2026-01-01T00:00:00Z')).toBe('2026-01-12T09:00:00.000Z');
    expect(next({ scheduleType: 'WEEK_OF_MONTH', hour: 9, weekOfMonth: 1, weekDays: [5] }, '2026-01-01T00:00:00Z')).toBe('2026-01-02T09:00:00.000Z');
    expect(next({ scheduleType: 'WEEK_OF_MONTH', hour: 9, weekOfMonth: 0, weekDays: [5] }, '2026-01-01T00:00:00Z')).toBe('2026-01-30T09:00:00.000Z');
    expect(next({ scheduleType: 'WEEK_OF_MONTH', hour: 9, weekOfMonth: 0, weekDays: [1] }, '2026-01-26T09:00:00Z')).toBe('2026-02-23T09:00:00.000Z');
    expect(next({ scheduleType: 'WEEK_OF_MONTH', hour: 9, weekOfMonth: 4, weekDays: [1, 5] }, '2026-01-24T00:00:00Z')).toBe('2026-01-26T09:00:00.000Z');
  });

  it('INTERVAL runs on fixed multiples of the period', () => {
    expect(next({ scheduleType: 'INTERVAL', interval: 2, intervalUnit: 'HOURS' }, '2026-01-05T09:10:00Z')).toBe('2026-01-05T10:00:00.000Z');
    expect(next({ scheduleType: 'INTERVAL', interval: 1, intervalUnit: 'HOURS', minute: 15 }, '2026-01-05T09:15:00Z')).toBe('2026-01-05T10:15:00.000Z');
    expect(next({ scheduleType: 'INTERVAL', interval: 15, intervalUnit: 'MINUTES' }, '2026-01-05T09:10:00Z')).toBe('2026-01-05T09:15:00.000Z');
    expect(next({ scheduleType: 'INTERVAL', interval: 15, intervalUnit: 'MINUTES' }, '2026-01-05T09:15:00Z')).toBe('2026-01-05T09:30:00.000Z');
  });

  it('always answers a time strictly after the given one', () => {
    const schedules: ScheduleInput[] = [
      { scheduleType: 'DAILY', hour: 3 },
      { scheduleType: 'WEEKLY', weekDays: [0, 3] },
      { scheduleType: 'MONTHLY', dayOfMonth: 0 },
      { scheduleType: 'WEEK_OF_MONTH', weekOfMonth: 0, weekDays: [6] },
      { scheduleType: 'INTERVAL', interval: 7, intervalUnit: 'MINUTES' },
    ];
    for (const schedule of schedules) {
      let t = new Date('2026-01-01T00:00:00Z');
      for (let i = 0; i < 40; i++) {
        const n = nextRun(s(schedule), t);
        expect(n.getTime()).toBeGreaterThan(t.getTime());
        t = n;
      }
    }
  });
});

describe('describeSchedule', () => {
  it('reads like a sentence for every type', () => {
    expect(describeSchedule(s({ scheduleType: 'DAILY', hour: 9 }))).toBe('Daily at 09:00');
    expect(describeSchedule(s({ scheduleType: 'WEEKLY', hour: 9, weekDays: [5, 1] }))).toBe('Every Monday and Friday at 09:00');
    expect(describeSchedule(s({ scheduleType: 'WEEKLY', hour: 9, weekDays: [0, 1, 3] }))).toBe('Every Monday, Wednesday and Sunday at 09:00');
    expect(describeSchedule(s({ scheduleType: 'MONTHLY', hour: 23, minute: 30, dayOfMonth: 0 }))).toBe('Monthly on the last day at 23:30');
    expect(describeSchedule(s({ scheduleType: 'MONTHLY', hour: 8, minute: 5, dayOfMonth: 15 }))).toBe('Monthly on day 15 at 08:05');
    expect(describeSchedule(s({ scheduleType: 'WEEK_OF_MONTH', hour: 9, weekOfMonth: 2, weekDays: [1] }))).toBe('Monthly on the second Monday at 09:00');
    expect(describeSchedule(s({ scheduleType: 'WEEK_OF_MONTH', hour: 9, weekOfMonth: 0, weekDays: [5] }))).toBe('Monthly on the last Friday at 09:00');
    expect(describeSchedule(s({ scheduleType: 'INTERVAL', interval: 1, intervalUnit: 'HOURS' }))).toBe('Every hour');
    expect(describeSchedule(s({ scheduleType: 'INTERVAL', interval: 15, intervalUnit: 'MINUTES' }))).toBe('Every 15 minutes');
  });
});
