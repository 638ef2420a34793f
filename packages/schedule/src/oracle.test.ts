import fc from 'fast-check';
import rrulePackage from 'rrule';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe as group, expect, it } from 'vitest';
import { WEEKDAYS, type ZonedSchedule } from '@outpost/contracts';
import { nextRuns } from './next-runs.ts';
import { schedule } from './test-schedules.ts';
import { zoneTable } from './zone-table.ts';

// Property tests against oracles written by others: Temporal (the polyfill) with "compatible"
// disambiguation for single wall times, and rrule (RFC 5545) for the series of wall dates. rrule
// converts wall times to instants its own way; where that differs from ours (DST gaps) the
// difference is asserted below, not filtered out.

const { RRule } = rrulePackage;
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Dublin',
  'America/New_York',
  'America/Los_Angeles',
  'America/St_Johns',
  'America/Santiago',
  'America/Asuncion',
  'America/Havana',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Australia/Adelaide',
  'Pacific/Chatham',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Africa/Casablanca',
  'Asia/Tokyo',
];
const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

beforeAll(() => {
  // rrule's time-zone conversion reads the process's zone; UTC makes its answers instants.
  process.env.TZ = 'UTC';
});

/** Temporal's instant for a wall time, "compatible": a gap moves later, an overlap takes the earlier. */
function temporalInstant(timeZone: string, wall: string): number {
  return Temporal.PlainDateTime.from(wall).toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

const wallArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  date: fc.date({ min: new Date('1980-01-01T00:00:00Z'), max: new Date('2037-12-31T00:00:00Z'), noInvalidDate: true }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});

group('single wall times against Temporal "compatible"', () => {
  it('resolves any wall time in 20 zones to the instant Temporal gives', () => {
    fc.assert(
      fc.property(wallArb, ({ zone, date, hour, minute }) => {
        const day = Math.floor(date.getTime() / 86_400_000) * 86_400_000;
        const wall = day + hour * 3_600_000 + minute * 60_000;
        const { instant, kind } = zoneTable(zone).resolve(wall);
        const iso = new Date(wall).toISOString().slice(0, 16);
        expect(instant).toBe(temporalInstant(zone, iso));
        // A gap is exactly where the instant's wall time is not the one asked for.
        const back = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).toPlainDateTime().toString().slice(0, 16);
        expect(kind === 'GAP').toBe(back !== iso);
      }),
      { numRuns: 1500 },
    );
  });

  it('has every transition Temporal knows in 2000–2040, to the second, in each zone', () => {
    for (const zone of ZONES) {
      const table = zoneTable(zone);
      let at = Temporal.Instant.from('2000-01-01T00:00:00Z').toZonedDateTimeISO(zone);
      for (;;) {
        const next = at.getTimeZoneTransition('next');
        if (!next || next.year >= 2040) break;
        const t = next.epochMilliseconds;
        expect(table.offsetAt(t), `${zone} at ${next.toString()}`).toBe(next.offsetNanoseconds / 1e6);
        expect(table.offsetAt(t - 1000), `${zone} before ${next.toString()}`).toBe(next.subtract({ seconds: 1 }).offsetNanoseconds / 1e6);
        at = next;
      }
    }
  });
});

const seriesArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  repeats: fc.constantFrom('DAILY' as const, 'WEEKLY' as const, 'MONTHLY' as const),
  every: fc.integer({ min: 1, max: 4 }),
  days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
  // 29–31 clamp in short months where RFC 5545 skips the month: tested on its own below.
  dayOfMonth: fc.integer({ min: 0, max: 28 }),
  start: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.constantFrom(0, 15, 30, 45),
});

function engineSchedule(p: SeriesCase): ZonedSchedule {
  return schedule({
    timeZone: p.zone,
    repeats: p.repeats,
    repeatsEveryCount: p.every,
    daysOfWeek: p.days.map((d) => WEEKDAYS[d]!),
    dayOfMonth: p.dayOfMonth,
    startDate: p.start.toISOString().slice(0, 10),
    runAtHour: p.hour,
    runAtMinute: p.minute,
  });
}
type SeriesCase = {
  zone: string;
  repeats: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  every: number;
  days: number[];
  dayOfMonth: number;
  start: Date;
  hour: number;
  minute: number;
};

function rruleOf(p: SeriesCase, tzid: string | null, count: number) {
  const startDay = p.start.toISOString().slice(0, 10);
  const [y, m, d] = startDay.split('-').map(Number) as [number, number, number];
  return new RRule({
    freq: p.repeats === 'DAILY' ? RRule.DAILY : p.repeats === 'WEEKLY' ? RRule.WEEKLY : RRule.MONTHLY,
    interval: p.every,
    wkst: RRule.MO,
    byweekday: p.repeats === 'WEEKLY' ? p.days.map((i) => RRULE_DAYS[i]!) : null,
    bymonthday: p.repeats === 'MONTHLY' ? [p.dayOfMonth === 0 ? -1 : p.dayOfMonth] : null,
    dtstart: new Date(Date.UTC(y, m - 1, d, p.hour, p.minute)),
    tzid,
    count,
  });
}

group('series against rrule', () => {
  it('the same wall dates as RFC 5545, each at the instant Temporal gives that wall time', () => {
    fc.assert(
      fc.property(seriesArb, (p) => {
        const walls = rruleOf(p, null, 25)
          .all()
          .map((d) => d.toISOString().slice(0, 16));
        const ours = nextRuns(engineSchedule(p), Date.UTC(1999, 0, 1), 25);
        expect(ours.map((r) => r.wallTime)).toEqual(walls);
        expect(ours.map((r) => r.at.getTime())).toEqual(walls.map((w) => temporalInstant(p.zone, w)));
      }),
      { numRuns: 400 },
    );
  });

  it("differs from rrule's own zone conversion, which reads the offset at the wall time taken as UTC: in a Berlin gap rrule runs at 01:30, ours at 03:30", () => {
    fc.assert(
      fc.property(seriesArb, (p) => {
        const theirs = rruleOf(p, p.zone, 25)
          .all()
          .map((d) => d.getTime());
        const ours = nextRuns(engineSchedule(p), Date.UTC(1999, 0, 1), 25);
        const table = zoneTable(p.zone);
        ours.forEach((run, i) => {
          const wall = Date.parse(`${run.wallTime}:00Z`);
          // rrule's answer is explained by its rule; where it is right it equals ours. It is wrong
          // only where the wall time is in a gap or an overlap (ours carries a note), or where the
          // offset read at the wall time taken as UTC is not the offset of the real instant.
          // (Pacific/Chatham's 02:45 gap: both read +13:45, yet rrule lands at 01:45, before the gap.)
          expect(theirs[i]).toBe(wall - table.offsetAt(wall));
          if (theirs[i] !== run.at.getTime()) {
            const explained = run.note !== undefined || table.offsetAt(wall) !== table.offsetAt(run.at.getTime());
            expect(explained, `${p.zone} ${run.wallTime}: rrule ${new Date(theirs[i]!).toISOString()}, ours ${run.at.toISOString()}`).toBe(true);
          }
        });
      }),
      { numRuns: 100 },
    );
    const berlin: SeriesCase = {
      zone: 'Europe/Berlin',
      repeats: 'DAILY',
      every: 1,
      days: [0],
      dayOfMonth: 1,
      start: new Date('2026-03-28T00:00:00Z'),
      hour: 2,
      minute: 30,
    };
    const theirs = rruleOf(berlin, berlin.zone, 3)
      .all()
      .map((d) => d.toISOString());
    const ours = nextRuns(engineSchedule(berlin), 0, 3);
    expect(ours[1]!.at.toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST, the shifted later time
    expect(ours[1]!.note?.kind).toBe('GAP');
    expect(theirs[1]).toBe('2026-03-29T00:30:00.000Z'); // rrule: 01:30 CET, an hour before the gap
    expect([theirs[0], theirs[2]]).toEqual([ours[0]!.at.toISOString(), ours[2]!.at.toISOString()]);
  });

  it('day 29–31 runs on the last day of a short month, where RFC 5545 skips the month', () => {
    const p: SeriesCase = {
      zone: 'Asia/Kolkata',
      repeats: 'MONTHLY',
      every: 1,
      days: [0],
      dayOfMonth: 31,
      start: new Date('2026-01-01T00:00:00Z'),
      hour: 9,
      minute: 0,
    };
    const rfc = rruleOf(p, null, 7)
      .all()
      .map((d) => d.toISOString().slice(0, 10));
    const ours = nextRuns({ ...engineSchedule(p), dayOfMonth: 31 }, 0, 12).map((r) => r.wallTime.slice(0, 10));
    expect(rfc).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31', '2026-10-31', '2026-12-31']);
    expect(ours.filter((d) => d.endsWith('-31'))).toEqual(rfc);
    expect(ours).toContain('2026-02-28');
    expect(ours).toContain('2026-04-30');
  });
});

group('series invariants', () => {
  it('from any instant, the next runs are the rest of the whole series (AFTER counts from the start)', () => {
    fc.assert(
      fc.property(seriesArb, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 60 }), (p, n, skip) => {
        const s = { ...engineSchedule(p), end: { type: 'AFTER' as const, occurenceCount: n } };
        const all = nextRuns(s, 0, 100).map((r) => r.at.getTime());
        expect(all).toHaveLength(n);
        const after = (all[Math.min(skip, all.length - 1)] ?? 0) - 1;
        expect(nextRuns(s, after, 100).map((r) => r.at.getTime())).toEqual(all.filter((t) => t > after));
      }),
      { numRuns: 200 },
    );
  });

  it('EVERY N hours keeps exactly N hours between runs, in any zone', () => {
    fc.assert(
      fc.property(
        seriesArb,
        fc.integer({ min: 1, max: 23 }),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        (p, every, after) => {
          const s = { ...engineSchedule(p), repeats: 'EVERY' as const, repeatsEveryCount: every, scheduleInterval: 'HOURLY' as const };
          const runs = nextRuns(s, after, 30).map((r) => r.at.getTime());
          expect(runs[0]!).toBeGreaterThan(after.getTime());
          runs.slice(1).forEach((t, i) => expect(t - runs[i]!).toBe(every * 3_600_000));
        },
      ),
      { numRuns: 200 },
    );
  });
});
