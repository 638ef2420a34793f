import { describe as group, expect, it } from 'vitest';
import { describe } from './describe.ts';
import { schedule } from './test-schedules.ts';

group('describe', () => {
  it('words every repeat type, its zone and its end', () => {
    expect(
      describe(
        schedule({
          repeats: 'WEEKLY',
          repeatsEveryCount: 2,
          daysOfWeek: ['THURSDAY', 'MONDAY'],
          timeZone: 'Europe/Berlin',
          end: { type: 'AFTER', occurenceCount: 10 },
        }),
      ),
    ).toBe('Every 2 weeks on Monday and Thursday at 09:00 (Europe/Berlin), 10 times');
    expect(describe(schedule({ runAtHour: 2, runAtMinute: 30 }))).toBe('Every day at 02:30 (UTC)');
    expect(describe(schedule({ repeats: 'MONTHLY', dayOfMonth: 0, end: { type: 'ON', endDate: '2026-12-31' } }))).toBe(
      'Every month on the last day at 09:00 (UTC), until 31 Dec 2026',
    );
    expect(describe(schedule({ repeats: 'MONTHLY', repeatsEveryCount: 3, dayOfMonth: 22 }))).toBe('Every 3 months on the 22nd at 09:00 (UTC)');
    expect(
      describe(
        schedule({ repeats: 'EVERY', repeatsEveryCount: 6, scheduleInterval: 'HOURLY', timeZone: 'Asia/Kolkata', end: { type: 'AFTER', occurenceCount: 1 } }),
      ),
    ).toBe('Every 6 hours from 1 Jan 2026 at 09:00 (Asia/Kolkata), once');
    expect(describe(schedule({ repeats: 'NEVER', startDate: '2026-03-29', runAtHour: 2, runAtMinute: 30, timeZone: 'Europe/Berlin' }))).toBe(
      'Once on 29 Mar 2026 at 02:30 (Europe/Berlin)',
    );
  });
});
