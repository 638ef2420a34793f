import type { RunNote, ZonedSchedule } from '@outpost/contracts';
import { DAY, HOUR, MINUTE, formatClock, formatLocalDate, parseLocalDate } from './calendar.ts';
import { scheduledDays } from './occurrences.ts';
import { zoneTable, type ZoneTable } from './zone-table.ts';

// The one place that says when a schedule runs (DESIGN.md §4, decision 0030):
// - a wall time in a DST gap runs at the shifted later time (02:30 → 03:30, Temporal "compatible");
// - in an overlap it runs once, at the earlier instant;
// - a day the zone skipped (Pacific/Apia, 30 Dec 2011) merges with the next run: one run;
// - EVERY N hours is elapsed time from the anchor (start date at run-at time);
// - AFTER n counts scheduled occurrences from the start date; ON d stops after day d (inclusive).

export interface ScheduleRun {
  at: Date;
  /** The wall time asked for, YYYY-MM-DDTHH:mm in the schedule's zone. */
  wallTime: string;
  note?: RunNote;
}

/** A run before it is worded: its instant, the wall time (ms on the UTC axis) asked for, and why it moved. */
interface RawRun {
  instant: number;
  wall: number;
  kind: 'EXACT' | RunNote['kind'];
}

/** Stops an exhausted series from spinning: no schedule needs this many skipped days. */
const MAX_DAYS_SCANNED = 100_000;

const wallLabel = (wall: number) =>
  `${formatLocalDate(Math.floor(wall / DAY))}T${formatClock(Math.floor((wall % DAY) / HOUR), Math.floor((wall % HOUR) / MINUTE))}`;

function noteFor(run: RawRun, s: ZonedSchedule): RunNote | undefined {
  if (run.kind === 'EXACT') return undefined;
  const clock = formatClock(s.runAtHour, s.runAtMinute);
  const message =
    run.kind === 'GAP'
      ? `${clock} does not exist that day`
      : run.kind === 'OVERLAP'
        ? `${clock} happens twice that day; it runs once, at the first`
        : `${formatLocalDate(Math.floor(run.wall / DAY))} does not exist in ${s.timeZone}; its run is the next day's`;
  return { run: new Date(run.instant).toISOString(), kind: run.kind, wallTime: wallLabel(run.wall), message };
}

function* wallClockRuns(s: ZonedSchedule, table: ZoneTable, after: number): Generator<RawRun> {
  const endDay = s.end.type === 'ON' && s.end.endDate ? parseLocalDate(s.end.endDate) : Infinity;
  const limit = s.end.type === 'AFTER' ? (s.end.occurenceCount ?? 0) : Infinity;
  // A day back: a gap can push the previous day's run past `after` (Apia skipped a whole day).
  const fromDay = Math.floor(table.toWall(after) / DAY) - 1;
  const timeOfDay = s.runAtHour * HOUR + s.runAtMinute * MINUTE;
  let previous: RawRun | undefined;
  let scanned = 0;
  for (const { day, ordinal } of scheduledDays(s, fromDay)) {
    if (ordinal >= limit || day > endDay || ++scanned > MAX_DAYS_SCANNED) break;
    const wall = day * DAY + timeOfDay;
    const { instant, kind } = table.resolve(wall);
    if (instant <= after) continue;
    if (previous && instant <= previous.instant) {
      // The previous day was skipped by the zone and its shifted run is this one: run once.
      previous.kind = 'SKIPPED_DAY';
      continue;
    }
    if (previous) yield previous;
    previous = { instant, wall, kind };
  }
  if (previous) yield previous;
}

function* elapsedRuns(s: ZonedSchedule, table: ZoneTable, after: number): Generator<RawRun> {
  const period = s.repeatsEveryCount * HOUR;
  const anchor = table.resolve(parseLocalDate(s.startDate) * DAY + s.runAtHour * HOUR + s.runAtMinute * MINUTE).instant;
  const endDay = s.end.type === 'ON' && s.end.endDate ? parseLocalDate(s.end.endDate) : Infinity;
  const limit = s.end.type === 'AFTER' ? (s.end.occurenceCount ?? 0) : Infinity;
  for (let k = Math.max(0, Math.floor((after - anchor) / period) + 1); k < limit; k++) {
    const instant = anchor + k * period;
    const wall = table.toWall(instant);
    if (Math.floor(wall / DAY) > endDay) return;
    yield { instant, wall, kind: 'EXACT' };
  }
}

function* rawRuns(schedule: ZonedSchedule, after: number): Generator<RawRun> {
  const table = zoneTable(schedule.timeZone);
  yield* schedule.repeats === 'EVERY' ? elapsedRuns(schedule, table, after) : wallClockRuns(schedule, table, after);
}

/** The runs of `schedule` strictly after `after`, in order: at most `count`, fewer when it ends. */
export function nextRuns(schedule: ZonedSchedule, after: Date | number, count: number): ScheduleRun[] {
  const runs: ScheduleRun[] = [];
  if (count <= 0) return runs;
  for (const raw of rawRuns(schedule, typeof after === 'number' ? after : after.getTime())) {
    const note = noteFor(raw, schedule);
    runs.push({ at: new Date(raw.instant), wallTime: wallLabel(raw.wall), ...(note ? { note } : {}) });
    if (runs.length >= count) break;
  }
  return runs;
}

/** The instant (ms) of the next run strictly after `after`, or null when the schedule has ended: the scheduler's hot path, no words. */
export function nextRunInstant(schedule: ZonedSchedule, after: number): number | null {
  for (const raw of rawRuns(schedule, after)) return raw.instant;
  return null;
}

/** The next run strictly after `after`, or null when the schedule has ended. */
export function nextRun(schedule: ZonedSchedule, after: Date | number): Date | null {
  const instant = nextRunInstant(schedule, typeof after === 'number' ? after : after.getTime());
  return instant === null ? null : new Date(instant);
}
