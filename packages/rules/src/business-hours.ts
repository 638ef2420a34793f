import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './enums.ts';

/** Minutes since midnight for `HH:MM`; `24:00` is the end of the day. */
export function minutesOfDay(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return Number.NaN;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return Number.NaN;
  return h * 60 + min;
}

/** True when a string names a time zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** One open interval of a day: from `start` (inclusive) to `end` (exclusive), `HH:MM`. */
export const businessIntervalSchema = z
  .object({ start: z.string(), end: z.string() })
  .refine((i) => minutesOfDay(i.start) < 24 * 60 && minutesOfDay(i.start) < minutesOfDay(i.end), {
    message: 'Start must be before end (HH:MM, end up to 24:00)',
  });
export type BusinessInterval = z.infer<typeof businessIntervalSchema>;

/**
 * Business hours: always open, or weekly intervals in a time zone. Intervals do not cross
 * midnight; an overnight shift is two intervals on two days. A day not listed is closed.
 */
export const businessHoursSchema = z.union([
  z.object({ twentyFourSeven: z.literal(true) }),
  z.object({
    timeZone: z.string().refine(isKnownTimeZone, { message: 'Unknown time zone' }),
    days: z.partialRecord(z.enum(WEEKDAYS), z.array(businessIntervalSchema)),
  }),
]);
export type BusinessHours = z.infer<typeof businessHoursSchema>;

// Building a DateTimeFormat is slow; time-based runs ask for the same zones again and again.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The weekday and minutes since midnight of an instant, as a wall clock in a time zone shows it. */
export function zonedWeekdayAndMinutes(date: Date, timeZone: string): { weekday: Weekday; minutes: number } {
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = part('weekday').toUpperCase() as Weekday;
  // Some engines print midnight as 24 even with h23.
  const hour = Number(part('hour')) % 24;
  return { weekday, minutes: hour * 60 + Number(part('minute')) };
}

/** True when the instant falls inside the business hours (always, for 24/7). */
export function isWithinBusinessHours(date: Date, hours: BusinessHours): boolean {
  if ('twentyFourSeven' in hours) return true;
  const { weekday, minutes } = zonedWeekdayAndMinutes(date, hours.timeZone);
  return (hours.days[weekday] ?? []).some((i) => minutesOfDay(i.start) <= minutes && minutes < minutesOfDay(i.end));
}

/** Business hours as the ticketing configuration stores them (one optional interval a day). */
export interface ConfiguredBusinessHours {
  twentyFourSeven: boolean;
  timeZone: string;
  days: Partial<Record<Weekday, { enabled: boolean; start: string; end: string }>>;
}

/**
 * The rule model's business hours from the ticketing configuration's: 24/7 stays 24/7, and each
 * enabled day becomes its one interval (a disabled day is closed).
 */
export function businessHoursFromConfig(config: ConfiguredBusinessHours): BusinessHours {
  if (config.twentyFourSeven) return { twentyFourSeven: true };
  const days: Partial<Record<Weekday, BusinessInterval[]>> = {};
  for (const day of WEEKDAYS) {
    const hours = config.days[day];
    if (hours?.enabled && minutesOfDay(hours.start) < minutesOfDay(hours.end)) days[day] = [{ start: hours.start, end: hours.end }];
  }
  return { timeZone: config.timeZone, days };
}
