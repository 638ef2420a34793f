import { describe as group, expect, it } from 'vitest';
import { nextRuns } from './next-runs.ts';
import { schedule } from './test-schedules.ts';
import type { ZonedSchedule } from '@outpost/contracts';

// Hand-checked runs in zones that break naive code (issue 24). Each expected instant was worked
// out from the zone's rules in the tz database, written in UTC.

const runsOf = (s: ZonedSchedule, after: string, count: number) => nextRuns(s, new Date(after), count).map((r) => r.at.toISOString());
const notesOf = (s: ZonedSchedule, after: string, count: number) =>
  nextRuns(s, new Date(after), count).flatMap((r) => (r.note ? [[r.at.toISOString(), r.note.kind, r.note.message]] : []));

group('DST gap: the shifted later time (Temporal "compatible")', () => {
  it('Europe/Berlin: daily 02:30 runs at 03:30 CEST on 29 Mar 2026, and says why', () => {
    const s = schedule({ timeZone: 'Europe/Berlin', startDate: '2026-03-27', runAtHour: 2, runAtMinute: 30 });
    expect(runsOf(s, '2026-03-27T00:00:00Z', 4)).toEqual([
      '2026-03-27T01:30:00.000Z',
      '2026-03-28T01:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
    expect(notesOf(s, '2026-03-27T00:00:00Z', 4)).toEqual([['2026-03-29T01:30:00.000Z', 'GAP', '02:30 does not exist that day']]);
    expect(nextRuns(s, new Date('2026-03-28T12:00:00Z'), 1)[0]!.note?.wallTime).toBe('2026-03-29T02:30');
  });

  it('America/New_York: daily 02:30 on 8 Mar 2026 runs at 03:30 EDT', () => {
    const s = schedule({ timeZone: 'America/New_York', startDate: '2026-03-07', runAtHour: 2, runAtMinute: 30 });
    expect(runsOf(s, '2026-03-01T00:00:00Z', 3)).toEqual(['2026-03-07T07:30:00.000Z', '2026-03-08T07:30:00.000Z', '2026-03-09T06:30:00.000Z']);
  });

  it('Australia/Lord_Howe: the 30-minute gap moves 02:15 to 02:45 on 4 Oct 2026', () => {
    const s = schedule({ timeZone: 'Australia/Lord_Howe', startDate: '2026-10-03', runAtHour: 2, runAtMinute: 15 });
    expect(runsOf(s, '2026-10-01T00:00:00Z', 3)).toEqual(['2026-10-02T15:45:00.000Z', '2026-10-03T15:45:00.000Z', '2026-10-04T15:15:00.000Z']);
    expect(notesOf(s, '2026-10-01T00:00:00Z', 3)[0]![1]).toBe('GAP');
  });

  it('Pacific/Chatham (+12:45/+13:45): 03:00 on 27 Sep 2026 runs at 04:00', () => {
    const s = schedule({ timeZone: 'Pacific/Chatham', startDate: '2026-09-26', runAtHour: 3, runAtMinute: 0 });
    expect(runsOf(s, '2026-09-01T00:00:00Z', 3)).toEqual(['2026-09-25T14:15:00.000Z', '2026-09-26T14:15:00.000Z', '2026-09-27T13:15:00.000Z']);
  });

  it('America/Santiago: midnight does not exist on 6 Sep 2026; 00:00 runs at 01:00', () => {
    const s = schedule({ timeZone: 'America/Santiago', startDate: '2026-09-05', runAtHour: 0, runAtMinute: 0 });
    expect(runsOf(s, '2026-09-01T00:00:00Z', 3)).toEqual(['2026-09-05T04:00:00.000Z', '2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z']);
    expect(notesOf(s, '2026-09-01T00:00:00Z', 3)).toEqual([['2026-09-06T04:00:00.000Z', 'GAP', '00:00 does not exist that day']]);
  });

  it('America/Asuncion: 00:30 on 1 Oct 2023 (DST began at midnight) runs at 01:30', () => {
    const s = schedule({ timeZone: 'America/Asuncion', startDate: '2023-09-30', runAtHour: 0, runAtMinute: 30 });
    expect(runsOf(s, '2023-09-01T00:00:00Z', 3)).toEqual(['2023-09-30T04:30:00.000Z', '2023-10-01T04:30:00.000Z', '2023-10-02T03:30:00.000Z']);
  });
});

group('DST overlap: once, at the earlier instant', () => {
  it('Europe/Berlin: daily 02:30 on 25 Oct 2026 runs once, in CEST', () => {
    const s = schedule({ timeZone: 'Europe/Berlin', startDate: '2026-10-24', runAtHour: 2, runAtMinute: 30 });
    expect(runsOf(s, '2026-10-24T00:00:00Z', 3)).toEqual(['2026-10-24T00:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
    expect(notesOf(s, '2026-10-24T00:00:00Z', 3).map((n) => n[1])).toEqual(['OVERLAP']);
  });

  it('America/New_York: 01:30 on 1 Nov 2026 runs at 01:30 EDT only', () => {
    const s = schedule({ timeZone: 'America/New_York', startDate: '2026-10-31', runAtHour: 1, runAtMinute: 30 });
    expect(runsOf(s, '2026-10-30T00:00:00Z', 3)).toEqual(['2026-10-31T05:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z']);
  });

  it('Australia/Lord_Howe: 01:45 on 5 Apr 2026 runs at +11:00, not 30 minutes later', () => {
    const s = schedule({ timeZone: 'Australia/Lord_Howe', startDate: '2026-04-05', runAtHour: 1, runAtMinute: 45 });
    expect(runsOf(s, '2026-04-01T00:00:00Z', 2)).toEqual(['2026-04-04T14:45:00.000Z', '2026-04-05T15:15:00.000Z']);
  });

  it('America/Santiago: 23:30 on 4 Apr 2026 (clocks go back at midnight) runs at -03', () => {
    const s = schedule({ timeZone: 'America/Santiago', startDate: '2026-04-03', runAtHour: 23, runAtMinute: 30 });
    expect(runsOf(s, '2026-04-01T00:00:00Z', 3)).toEqual(['2026-04-04T02:30:00.000Z', '2026-04-05T02:30:00.000Z', '2026-04-06T03:30:00.000Z']);
  });
});

group('zones without DST and skipped days', () => {
  it('Asia/Kolkata (+05:30): daily 09:00 is 03:30 UTC every day of the year', () => {
    const s = schedule({ timeZone: 'Asia/Kolkata', startDate: '2026-01-01' });
    const runs = runsOf(s, '2025-12-31T00:00:00Z', 365);
    expect(runs).toHaveLength(365);
    expect(runs.every((r) => r.endsWith('T03:30:00.000Z'))).toBe(true);
    expect(runs[364]).toBe('2026-12-31T03:30:00.000Z');
  });

  it('Pacific/Apia skipped 30 Dec 2011: its run merges with the next day, one run, with a note', () => {
    const s = schedule({ timeZone: 'Pacific/Apia', startDate: '2011-12-28', runAtHour: 10, runAtMinute: 0 });
    expect(runsOf(s, '2011-12-28T00:00:00Z', 4)).toEqual([
      '2011-12-28T20:00:00.000Z',
      '2011-12-29T20:00:00.000Z',
      '2011-12-30T20:00:00.000Z',
      '2011-12-31T20:00:00.000Z',
    ]);
    expect(notesOf(s, '2011-12-28T00:00:00Z', 4)).toEqual([
      ['2011-12-30T20:00:00.000Z', 'SKIPPED_DAY', "2011-12-30 does not exist in Pacific/Apia; its run is the next day's"],
    ]);
  });
});

group('calendar rules', () => {
  it('day 31 clamps to the last day of short months', () => {
    const s = schedule({ repeats: 'MONTHLY', dayOfMonth: 31, startDate: '2026-01-31' });
    expect(runsOf(s, '2026-01-01T00:00:00Z', 5).map((r) => r.slice(0, 10))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('day 29 runs on 29 Feb in a leap year and 28 Feb otherwise', () => {
    const s = schedule({ repeats: 'MONTHLY', dayOfMonth: 29, startDate: '2027-01-01' });
    const days = runsOf(s, '2027-01-01T00:00:00Z', 14).map((r) => r.slice(0, 10));
    expect(days[1]).toBe('2027-02-28');
    expect(days[13]).toBe('2028-02-29');
  });

  it('"Last" day of February every 12 months: 28, 29 (2028), 28', () => {
    const s = schedule({ repeats: 'MONTHLY', repeatsEveryCount: 12, dayOfMonth: 0, startDate: '2027-02-01' });
    expect(runsOf(s, '2027-01-01T00:00:00Z', 3).map((r) => r.slice(0, 10))).toEqual(['2027-02-28', '2028-02-29', '2029-02-28']);
  });

  it('a monthly day before the start date starts the next period', () => {
    const s = schedule({ repeats: 'MONTHLY', dayOfMonth: 5, startDate: '2026-01-20', end: { type: 'AFTER', occurenceCount: 2 } });
    expect(runsOf(s, '2026-01-01T00:00:00Z', 5).map((r) => r.slice(0, 10))).toEqual(['2026-02-05', '2026-03-05']);
  });

  it('every 2 weeks counts ISO weeks from the start date, Monday and Thursday', () => {
    // 1 Jan 2026 is a Thursday in the ISO week that began Monday 29 Dec 2025.
    const s = schedule({ repeats: 'WEEKLY', repeatsEveryCount: 2, daysOfWeek: ['THURSDAY', 'MONDAY'], startDate: '2026-01-01' });
    expect(runsOf(s, '2025-12-01T00:00:00Z', 5).map((r) => r.slice(0, 10))).toEqual(['2026-01-01', '2026-01-12', '2026-01-15', '2026-01-26', '2026-01-29']);
  });

  it('every 3 days steps from the start date across a month end', () => {
    // 26 Feb 2026 + 3 days is 1 Mar (February 2026 has 28 days).
    const s = schedule({ repeatsEveryCount: 3, startDate: '2026-02-26' });
    expect(runsOf(s, '2026-02-27T00:00:00Z', 3).map((r) => r.slice(0, 10))).toEqual(['2026-03-01', '2026-03-04', '2026-03-07']);
  });

  it('NEVER runs once at the start', () => {
    const s = schedule({ repeats: 'NEVER', startDate: '2026-05-01', timeZone: 'Europe/Berlin' });
    expect(runsOf(s, '2026-01-01T00:00:00Z', 5)).toEqual(['2026-05-01T07:00:00.000Z']);
    expect(runsOf(s, '2026-05-01T07:00:00Z', 5)).toEqual([]);
  });
});

group('EVERY N hours: elapsed time from the anchor', () => {
  it('keeps 5 hours between runs across the Berlin spring-forward night', () => {
    const s = schedule({
      repeats: 'EVERY',
      repeatsEveryCount: 5,
      scheduleInterval: 'HOURLY',
      timeZone: 'Europe/Berlin',
      startDate: '2026-03-28',
      runAtHour: 22,
    });
    const runs = runsOf(s, '2026-03-28T00:00:00Z', 4);
    expect(runs).toEqual(['2026-03-28T21:00:00.000Z', '2026-03-29T02:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-29T12:00:00.000Z']);
    // In wall time that is 22:00 CET, then 04:00 CEST: six hours on the clock, five elapsed.
    expect(nextRuns(s, new Date('2026-03-28T22:00:00Z'), 1)[0]!.wallTime).toBe('2026-03-29T04:00');
  });

  it('continues the series from the anchor, not from `after`', () => {
    const s = schedule({ repeats: 'EVERY', repeatsEveryCount: 7, scheduleInterval: 'HOURLY', startDate: '2026-01-01', runAtHour: 0 });
    expect(runsOf(s, '2026-01-03T00:00:00Z', 2)).toEqual(['2026-01-03T01:00:00.000Z', '2026-01-03T08:00:00.000Z']);
  });
});

group('ends', () => {
  it('AFTER n counts scheduled occurrences since the start, not runs after `after`', () => {
    const s = schedule({ startDate: '2026-01-01', end: { type: 'AFTER', occurenceCount: 10 } });
    expect(runsOf(s, '2026-01-05T12:00:00Z', 20).map((r) => r.slice(0, 10))).toEqual(['2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10']);
  });

  it('AFTER n with weekly days counts each day', () => {
    const s = schedule({ repeats: 'WEEKLY', daysOfWeek: ['MONDAY', 'WEDNESDAY'], startDate: '2026-01-07', end: { type: 'AFTER', occurenceCount: 3 } });
    expect(runsOf(s, '2026-03-01T00:00:00Z', 5)).toEqual([]);
    expect(runsOf(s, '2026-01-01T00:00:00Z', 5).map((r) => r.slice(0, 10))).toEqual(['2026-01-07', '2026-01-12', '2026-01-14']);
  });

  it('ON d runs through that day in the zone, inclusive', () => {
    const s = schedule({ timeZone: 'Pacific/Chatham', runAtHour: 23, startDate: '2026-01-01', end: { type: 'ON', endDate: '2026-01-03' } });
    expect(runsOf(s, '2025-12-01T00:00:00Z', 10)).toHaveLength(3);
    const every = schedule({ repeats: 'EVERY', repeatsEveryCount: 12, scheduleInterval: 'HOURLY', runAtHour: 0, end: { type: 'ON', endDate: '2026-01-02' } });
    expect(runsOf(every, '2025-12-31T00:00:00Z', 10)).toHaveLength(4);
  });
});
