// Issue 24, benchmark 1: the next run of 100,000 schedules across 20 zones (target ≤ 0.5 s),
// through the engine's per-zone offset tables, beside a naive zone-aware object per schedule
// (Temporal ZonedDateTime, day by day) in the same run. Both answers are compared schedule by
// schedule: a faster wrong answer would not count.
// Usage: npx tsx bench/schedule/next-runs.ts [--schedules 100000] [--naive 100000]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Temporal } from 'temporal-polyfill';
import { WEEKDAYS, type ZonedSchedule } from '@outpost/contracts';
import { nextRunInstant } from '@outpost/schedule';

const { values } = parseArgs({ options: { schedules: { type: 'string', default: '100000' }, naive: { type: 'string', default: '100000' } } });
const COUNT = Number(values.schedules);
const NAIVE = Math.min(COUNT, Number(values.naive));

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
const AFTER = Date.parse('2026-11-28T04:00:00Z');

/** A small seeded generator, so every run measures the same schedules. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

function schedules(count: number): ZonedSchedule[] {
  const next = random(24);
  const repeats = ['DAILY', 'WEEKLY', 'MONTHLY', 'EVERY'] as const;
  return Array.from({ length: count }, () => {
    const kind = repeats[next(4)]!;
    const start = new Date(Date.UTC(2020, 0, 1) + next(6 * 365) * 86_400_000).toISOString().slice(0, 10);
    return {
      repeats: kind,
      repeatsEveryCount: kind === 'EVERY' ? 1 + next(23) : 1 + next(3),
      daysOfWeek: WEEKDAYS.filter(() => next(3) === 0)
        .concat(WEEKDAYS[next(7)]!)
        .filter((d, i, all) => all.indexOf(d) === i),
      dayOfMonth: next(32),
      scheduleInterval: kind === 'EVERY' ? 'HOURLY' : null,
      startDate: start,
      runAtHour: next(24),
      runAtMinute: next(4) * 15,
      end: { type: 'NEVER' },
      timeZone: ZONES[next(ZONES.length)]!,
    };
  });
}

/** The naive way: a ZonedDateTime per schedule, walking wall-clock days until one matches. */
function naiveNextRun(s: ZonedSchedule, after: number): number {
  const start = Temporal.PlainDate.from(s.startDate);
  const at = (date: Temporal.PlainDate) =>
    date.toPlainDateTime({ hour: s.runAtHour, minute: s.runAtMinute }).toZonedDateTime(s.timeZone, { disambiguation: 'compatible' });
  if (s.repeats === 'EVERY') {
    const anchor = at(start).epochMilliseconds;
    const period = s.repeatsEveryCount * 3_600_000;
    return anchor + Math.max(0, Math.floor((after - anchor) / period) + 1) * period;
  }
  const today = Temporal.Instant.fromEpochMilliseconds(after).toZonedDateTimeISO(s.timeZone).toPlainDate();
  for (let date = today.subtract({ days: 2 }); ; date = date.add({ days: 1 })) {
    if (Temporal.PlainDate.compare(date, start) < 0) continue;
    let due: boolean;
    if (s.repeats === 'DAILY') due = start.until(date).days % s.repeatsEveryCount === 0;
    else if (s.repeats === 'WEEKLY') {
      const weeks = Math.floor(start.subtract({ days: start.dayOfWeek - 1 }).until(date).days / 7);
      due = weeks % s.repeatsEveryCount === 0 && s.daysOfWeek.includes(WEEKDAYS[date.dayOfWeek - 1]!);
    } else {
      const months = (date.year - start.year) * 12 + date.month - start.month;
      const day = s.dayOfMonth === 0 ? date.daysInMonth : Math.min(s.dayOfMonth, date.daysInMonth);
      due = months % s.repeatsEveryCount === 0 && date.day === day;
    }
    if (!due) continue;
    const instant = at(date).epochMilliseconds;
    if (instant > after) return instant;
  }
}

const all = schedules(COUNT);
const time = (label: string, run: () => number[]) => {
  const t0 = performance.now();
  const answers = run();
  const ms = performance.now() - t0;
  console.log(`${label.padEnd(58)} ${ms.toFixed(0).padStart(7)} ms`);
  return { answers, ms };
};

console.log(`next run of ${COUNT.toLocaleString('en')} schedules across ${ZONES.length} zones (DAILY, WEEKLY, MONTHLY, EVERY; Node ${process.version})`);
const cold = time('engine, per-zone tables (cold: tables built in this pass)', () => all.map((s) => nextRunInstant(s, AFTER)!));
const warm = time('engine, per-zone tables (warm)', () => all.map((s) => nextRunInstant(s, AFTER)!));
const naive = time(`naive, a ZonedDateTime per schedule (${NAIVE.toLocaleString('en')} schedules)`, () =>
  all.slice(0, NAIVE).map((s) => naiveNextRun(s, AFTER)),
);
const differ = naive.answers.filter((t, i) => t !== cold.answers[i]).length;
console.log(`answers that differ between the engine and the naive walk: ${differ} of ${NAIVE.toLocaleString('en')}`);
console.log(
  `naive per 100,000 schedules: ${((naive.ms / NAIVE) * 100_000).toFixed(0)} ms; engine ${(naive.ms / NAIVE / (cold.ms / COUNT)).toFixed(0)}× faster cold, ${(naive.ms / NAIVE / (warm.ms / COUNT)).toFixed(0)}× warm`,
);
if (warm.answers.some((t, i) => t !== cold.answers[i])) throw new Error('the engine answered differently in its second pass');
