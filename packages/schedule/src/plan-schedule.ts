import type { NextRunsResponse, RunNote, Schedule } from '@outpost/contracts';
import { DAY, HOUR, MINUTE, civil, daysInMonth, formatClock, formatLocalDate } from './calendar.ts';
import { zoneTable, type ZoneTable } from './zone-table.ts';

// Backup plan schedules (spec 000 §9: DAILY, WEEKLY, MONTHLY, WEEK_OF_MONTH, INTERVAL) on the
// engine's zone tables and its DST rules (decision 0033): a wall time in a gap runs at the shifted
// later time, in an overlap once at the earlier instant. In UTC every instant equals what the
// former UTC-only code computed (plan-schedule.test.ts compares a year of 1,000 schedules).

/** A month-based schedule always has a run within this many days (13 months). */
const MAX_DAYS_SCANNED = 400;

/** Sunday 0 … Saturday 6 of a day number (1970-01-01 was a Thursday). */
const sundayWeekday = (dayNo: number) => (((dayNo + 4) % 7) + 7) % 7;

/** The day of month that is the `week`-th (0 = last) `weekday` of that month. */
function nthWeekday(year: number, month: number, firstDayNo: number, weekday: number, week: number): number {
  if (week === 0) {
    const last = daysInMonth(year, month);
    return last - ((sundayWeekday(firstDayNo + last - 1) - weekday + 7) % 7);
  }
  return 1 + ((weekday - sundayWeekday(firstDayNo) + 7) % 7) + (week - 1) * 7;
}

/** Whether the plan runs on local day `dayNo`. */
function runsOn(s: Schedule, dayNo: number): boolean {
  switch (s.scheduleType) {
    case 'DAILY':
      return true;
    case 'WEEKLY':
      return s.weekDays.includes(sundayWeekday(dayNo));
    case 'MONTHLY': {
      const { year, month, day } = civil(dayNo);
      const last = daysInMonth(year, month);
      // Day 0 is the last day; a day the month lacks (31 in April) runs on the last day.
      return day === (s.dayOfMonth === 0 ? last : Math.min(s.dayOfMonth, last));
    }
    case 'WEEK_OF_MONTH': {
      const { year, month, day } = civil(dayNo);
      const first = dayNo - day + 1;
      return s.weekDays.some((wd) => nthWeekday(year, month, first, wd, s.weekOfMonth) === day);
    }
    case 'INTERVAL':
      return false;
  }
}

/** INTERVAL: every N minutes from local midnight, or every N hours at the schedule's minute, stepped in wall time. */
function nextIntervalRun(s: Schedule, table: ZoneTable, after: number): number {
  const period = s.interval * (s.intervalUnit === 'HOURS' ? HOUR : MINUTE);
  const anchor = s.intervalUnit === 'HOURS' ? s.minute * MINUTE : 0;
  // A step back, so the shifted run of a slot in a DST gap just before `after` is not missed.
  for (let k = Math.floor((table.toWall(after) - anchor) / period); ; k++) {
    const { instant } = table.resolve(anchor + k * period);
    if (instant > after) return instant;
  }
}

/** The first run of a backup plan schedule strictly after `after` (ms), in `timeZone`. */
export function nextPlanRunInstant(schedule: Schedule, timeZone: string, after: number): number {
  const table = zoneTable(timeZone);
  if (schedule.scheduleType === 'INTERVAL') return nextIntervalRun(schedule, table, after);
  const timeOfDay = schedule.hour * HOUR + schedule.minute * MINUTE;
  // A day back: a gap can push the previous day's run past `after`.
  const fromDay = Math.floor(table.toWall(after) / DAY) - 1;
  for (let day = fromDay; day <= fromDay + MAX_DAYS_SCANNED; day++) {
    if (!runsOn(schedule, day)) continue;
    const { instant } = table.resolve(day * DAY + timeOfDay);
    if (instant > after) return instant;
  }
  throw new Error(`schedule has no next run: ${JSON.stringify(schedule)}`);
}

/** The next `count` runs of a plan with a note on each run DST moved: the shared next-runs preview's answer. */
export function planRunsPreview(schedule: Schedule, timeZone: string, after: Date, count: number): NextRunsResponse {
  const table = zoneTable(timeZone);
  const runs = nextPlanRuns(schedule, timeZone, after, count);
  const notes: RunNote[] = [];
  for (const run of runs) {
    const instant = run.getTime();
    // The wall time asked for: the run's own day at the plan's time (a gap's run reads an hour later).
    const wall =
      Math.floor(table.toWall(instant) / DAY) * DAY +
      (schedule.scheduleType === 'INTERVAL' ? table.toWall(instant) % DAY : schedule.hour * HOUR + schedule.minute * MINUTE);
    const { instant: resolved, kind } = table.resolve(wall);
    if (kind === 'EXACT' || resolved !== instant) continue;
    const clock = formatClock(Math.floor((wall % DAY) / HOUR), Math.floor((wall % HOUR) / MINUTE));
    const message = kind === 'GAP' ? `${clock} does not exist that day` : `${clock} happens twice that day; it runs once, at the first`;
    notes.push({ run: run.toISOString(), kind, wallTime: `${formatLocalDate(Math.floor(wall / DAY))}T${clock}`, message });
  }
  return { runs: runs.map((r) => r.toISOString()), notes };
}

/** The next `count` runs of a backup plan schedule after `after`, in `timeZone`. */
export function nextPlanRuns(schedule: Schedule, timeZone: string, after: Date, count: number): Date[] {
  const runs: Date[] = [];
  for (let t = after.getTime(); runs.length < count;) {
    t = nextPlanRunInstant(schedule, timeZone, t);
    runs.push(new Date(t));
  }
  return runs;
}
