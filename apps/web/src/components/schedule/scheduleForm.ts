import { REPEAT_COUNT_MAX, WEEKDAYS, isLocalDate, type EndType, type RecurringSchedule, type Repeats, type Weekday } from '@outpost/contracts';

// The schedule editor's rules (spec 001 §4, §5), as pure functions the widget calls: each takes
// the value and answers the next one, so every rule reads in one place and is tested through the
// widget.

/** Keys the "Recur Every" hours input refuses (spec 001 §5): no exponent, sign or fraction. */
export const BLOCKED_EVERY_KEYS = new Set(['e', 'E', '-', '+', '.']);

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock date and time of `now` in `timeZone`: "YYYY-MM-DD" and minutes since midnight. */
export function wallNow(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** "YYYY-MM-DD" plus whole months, clamped to the target month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** The ISO weekday of a "YYYY-MM-DD". */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

/** A new schedule: weekly on the start date's weekday at 09:00 (monthly for the monthly-only variant), never ending. */
export function defaultSchedule(today: string, monthlyOnly = false): RecurringSchedule {
  return {
    repeats: monthlyOnly ? 'MONTHLY' : 'WEEKLY',
    repeatsEveryCount: 1,
    daysOfWeek: [weekdayOf(today)],
    dayOfMonth: Number(today.slice(8, 10)),
    scheduleInterval: null,
    startDate: today,
    runAtHour: 9,
    runAtMinute: 0,
    end: { type: 'NEVER', occurenceCount: null, endDate: null },
  };
}

/** §4: changing the repeat type sets the count to 1; the interval unit exists only for EVERY; weekly keeps a day. */
export function changeRepeats(value: RecurringSchedule, repeats: Repeats): RecurringSchedule {
  const daysOfWeek = repeats === 'WEEKLY' && value.daysOfWeek.length === 0 ? [weekdayOf(value.startDate)] : value.daysOfWeek;
  return { ...value, repeats, repeatsEveryCount: 1, daysOfWeek, scheduleInterval: repeats === 'EVERY' ? 'HOURLY' : null };
}

/** §4: NEVER and AFTER clear the end date; ON defaults it to one month ahead of the start; AFTER starts at 1. */
export function changeEndType(value: RecurringSchedule, type: EndType): RecurringSchedule {
  if (type === 'ON') return { ...value, end: { type, occurenceCount: null, endDate: value.end.endDate ?? addMonths(value.startDate, 1) } };
  if (type === 'AFTER') return { ...value, end: { type, occurenceCount: value.end.occurenceCount ?? 1, endDate: null } };
  return { ...value, end: { type, occurenceCount: null, endDate: null } };
}

/** §5: at least one weekday stays selected; the last one cannot be cleared. */
export function toggleWeekday(value: RecurringSchedule, day: Weekday): RecurringSchedule {
  const on = value.daysOfWeek.includes(day);
  if (on && value.daysOfWeek.length === 1) return value;
  const daysOfWeek = on ? value.daysOfWeek.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || value.daysOfWeek.includes(d));
  return { ...value, daysOfWeek };
}

/** §5/§9: "Recur Every" is at least 1 and at most the option's cap (EVERY: 1–23 hours). */
export function clampRepeatCount(repeats: Repeats, count: number): number {
  if (!Number.isFinite(count)) return 1;
  return Math.min(REPEAT_COUNT_MAX[repeats], Math.max(1, Math.trunc(count)));
}

/** §5: occurrences are at least 1. */
export const clampOccurrences = (count: number) => (Number.isFinite(count) ? Math.max(1, Math.trunc(count)) : 1);

/** §5: an invalid start or end date is ignored (the value stays as it was). */
export const acceptDate = (candidate: string | null): candidate is string => candidate !== null && isLocalDate(candidate);

/** §4: the start date/time lies before now in the schedule's zone. */
export function startsInPast(value: RecurringSchedule, timeZone: string, now: Date): boolean {
  const wall = wallNow(now, timeZone);
  if (value.startDate !== wall.date) return value.startDate < wall.date;
  return value.runAtHour * 60 + value.runAtMinute < wall.minutes;
}

/** §4: the value the editor hands on: the interval unit only with EVERY. */
export function scheduleOutput(value: RecurringSchedule): RecurringSchedule {
  return { ...value, scheduleInterval: value.repeats === 'EVERY' ? 'HOURLY' : null };
}
