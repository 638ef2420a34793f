import type { Schedule } from './schedule.ts';

/**
 * Pure schedule arithmetic shared by the server's scheduler and the UI. Times are UTC: the
 * server queues runs, and one clock for every device keeps "due" unambiguous.
 */

const MINUTE = 60_000;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ORDINALS = ['last', 'first', 'second', 'third', 'fourth'];

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const at = (year: number, month: number, day: number, s: Schedule) => new Date(Date.UTC(year, month, day, s.hour, s.minute));

/** The day of `month` that is the `week`-th (0 = last) given weekday. */
function nthWeekday(year: number, month: number, weekday: number, week: number): number {
  if (week === 0) {
    const last = daysInMonth(year, month);
    const lastWeekday = new Date(Date.UTC(year, month, last)).getUTCDay();
    return last - ((lastWeekday - weekday + 7) % 7);
  }
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - firstWeekday + 7) % 7) + (week - 1) * 7;
}

/** Candidate run days of one month for the month-based schedule types. */
function monthDays(s: Schedule, year: number, month: number): number[] {
  if (s.scheduleType === 'MONTHLY') {
    const last = daysInMonth(year, month);
    // Day 0 is the last day; a day the month lacks (31 in April) also runs on the last day.
    return [s.dayOfMonth === 0 ? last : Math.min(s.dayOfMonth, last)];
  }
  return s.weekDays.map((wd) => nthWeekday(year, month, wd, s.weekOfMonth)).sort((a, b) => a - b);
}

/** The first run of `schedule` strictly after `after`. */
export function nextRun(schedule: Schedule, after: Date): Date {
  const t = after.getTime();
  if (schedule.scheduleType === 'INTERVAL') {
    const period = schedule.interval * (schedule.intervalUnit === 'HOURS' ? 60 : 1) * MINUTE;
    // Hourly intervals run at the schedule's minute past the hour; minute intervals from midnight.
    const anchor = schedule.intervalUnit === 'HOURS' ? schedule.minute * MINUTE : 0;
    return new Date(anchor + (Math.floor((t - anchor) / period) + 1) * period);
  }
  const start = new Date(t);
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  const d = start.getUTCDate();
  if (schedule.scheduleType === 'DAILY' || schedule.scheduleType === 'WEEKLY') {
    for (let i = 0; i <= 8; i++) {
      const candidate = at(y, m, d + i, schedule);
      const ok = schedule.scheduleType === 'DAILY' || schedule.weekDays.includes(candidate.getUTCDay());
      if (ok && candidate.getTime() > t) return candidate;
    }
  } else {
    for (let i = 0; i <= 13; i++) {
      const year = y + Math.floor((m + i) / 12);
      const month = (m + i) % 12;
      for (const day of monthDays(schedule, year, month)) {
        const candidate = at(year, month, day, schedule);
        if (candidate.getTime() > t) return candidate;
      }
    }
  }
  throw new Error(`schedule has no next run: ${JSON.stringify(schedule)}`);
}

const pad = (n: number) => String(n).padStart(2, '0');
const listOf = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);
const dayNames = (days: number[]) => listOf([...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => DAY_NAMES[d]!));

/** A readable description, e.g. "Every Monday and Friday at 09:00", "Monthly on the last day at 23:30". */
export function describeSchedule(schedule: Schedule): string {
  const time = `${pad(schedule.hour)}:${pad(schedule.minute)}`;
  switch (schedule.scheduleType) {
    case 'DAILY':
      return `Daily at ${time}`;
    case 'WEEKLY':
      return schedule.weekDays.length === 7 ? `Every day at ${time}` : `Every ${dayNames(schedule.weekDays)} at ${time}`;
    case 'MONTHLY':
      return schedule.dayOfMonth === 0 ? `Monthly on the last day at ${time}` : `Monthly on day ${schedule.dayOfMonth} at ${time}`;
    case 'WEEK_OF_MONTH':
      return `Monthly on the ${ORDINALS[schedule.weekOfMonth]} ${dayNames(schedule.weekDays)} at ${time}`;
    case 'INTERVAL': {
      const unit = schedule.intervalUnit === 'HOURS' ? 'hour' : 'minute';
      return schedule.interval === 1 ? `Every ${unit}` : `Every ${schedule.interval} ${unit}s`;
    }
  }
}
