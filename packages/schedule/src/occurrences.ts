import { LAST_DAY_OF_MONTH, WEEKDAYS, type RecurringSchedule } from '@outpost/contracts';
import { civil, dayNumber, daysInMonth, isoWeekday, monthIndex, parseLocalDate } from './calendar.ts';

// The scheduled days of a wall-clock schedule (NEVER, DAILY, WEEKLY, MONTHLY), as periods: period
// k is the k-th day, ISO week or month counted every N from the start. Each occurrence carries its
// ordinal (how many scheduled occurrences came before it since the start), which AFTER n counts,
// computed arithmetically so a schedule started years ago costs no more than a new one.

export interface ScheduledDay {
  day: number;
  ordinal: number;
}

interface PeriodModel {
  /** The period holding `dayNo` (or the one before it), never below 0. */
  periodOf(dayNo: number): number;
  /** Days of period k on or after the start date, ascending. */
  daysOf(k: number): number[];
  /** Occurrences per full period (after the first). */
  perPeriod: number;
  /** Whether there is a period k at all (NEVER has only period 0). */
  has(k: number): boolean;
}

function modelOf(s: RecurringSchedule): PeriodModel {
  const start = parseLocalDate(s.startDate);
  const every = Math.max(1, s.repeatsEveryCount);
  const onOrAfterStart = (days: number[]) => days.filter((d) => d >= start);
  switch (s.repeats) {
    case 'DAILY':
      return {
        periodOf: (d) => Math.max(0, Math.floor((d - start) / every)),
        daysOf: (k) => [start + k * every],
        perPeriod: 1,
        has: () => true,
      };
    case 'WEEKLY': {
      const monday = start - isoWeekday(start);
      const offsets = [...new Set(s.daysOfWeek.map((w) => WEEKDAYS.indexOf(w)))].sort((a, b) => a - b);
      return {
        periodOf: (d) => Math.max(0, Math.floor((d - isoWeekday(d) - monday) / (7 * every))),
        daysOf: (k) => onOrAfterStart(offsets.map((o) => monday + k * 7 * every + o)),
        perPeriod: offsets.length,
        has: () => offsets.length > 0,
      };
    }
    case 'MONTHLY': {
      const firstMonth = monthIndex(civil(start));
      return {
        periodOf: (d) => Math.max(0, Math.floor((monthIndex(civil(d)) - firstMonth) / every)),
        daysOf: (k) => {
          const index = firstMonth + k * every;
          const year = Math.floor(index / 12);
          const month = (index % 12) + 1;
          const last = daysInMonth(year, month);
          // Day 0 is the last day; a day the month lacks (31 in April, 29 in February) clamps to it.
          const day = s.dayOfMonth === LAST_DAY_OF_MONTH ? last : Math.min(s.dayOfMonth, last);
          return onOrAfterStart([dayNumber(year, month, day)]);
        },
        perPeriod: 1,
        has: () => true,
      };
    }
    default:
      return { periodOf: () => 0, daysOf: () => [start], perPeriod: 1, has: (k) => k === 0 };
  }
}

/** Scheduled days from the period holding `fromDay` on, in order, with their ordinals. */
export function* scheduledDays(s: RecurringSchedule, fromDay: number): Generator<ScheduledDay> {
  const model = modelOf(s);
  if (!model.has(0)) return;
  const firstCount = model.daysOf(0).length;
  let k = model.periodOf(fromDay);
  let ordinal = k === 0 ? 0 : firstCount + (k - 1) * model.perPeriod;
  for (; model.has(k); k++) {
    for (const day of model.daysOf(k)) yield { day, ordinal: ordinal++ };
  }
}
