import { LAST_DAY_OF_MONTH, WEEKDAYS, type ZonedSchedule } from '@outpost/contracts';
import { civil, formatClock, parseLocalDate } from './calendar.ts';

// Words a person reads for a schedule, e.g. "Every 2 weeks on Monday and Thursday at 09:00
// (Europe/Berlin), 10 times". English: for logs, audit entries and API answers; the web app
// words its own preview through i18n.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

const listOf = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

function longDate(localDate: string): string {
  const { year, month, day } = civil(parseLocalDate(localDate));
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "Every day", "Every 3 days", "Every week", "Every 2 months", "Every 6 hours". */
const every = (count: number, unit: string) => (count === 1 ? `Every ${unit}` : `Every ${count} ${unit}s`);

function ordinalDay(day: number): string {
  if (day === LAST_DAY_OF_MONTH) return 'the last day';
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `the ${day}${suffix}`;
}

function recurrence(s: ZonedSchedule): string {
  const at = `at ${formatClock(s.runAtHour, s.runAtMinute)} (${s.timeZone})`;
  switch (s.repeats) {
    case 'NEVER':
      return `Once on ${longDate(s.startDate)} ${at}`;
    case 'DAILY':
      return `${every(s.repeatsEveryCount, 'day')} ${at}`;
    case 'WEEKLY': {
      const days = WEEKDAYS.filter((d) => s.daysOfWeek.includes(d)).map((d) => DAY_NAMES[d]);
      return `${every(s.repeatsEveryCount, 'week')} on ${listOf(days)} ${at}`;
    }
    case 'MONTHLY':
      return `${every(s.repeatsEveryCount, 'month')} on ${ordinalDay(s.dayOfMonth)} ${at}`;
    case 'EVERY':
      return `${every(s.repeatsEveryCount, 'hour')} from ${longDate(s.startDate)} ${at}`;
  }
}

function ending(s: ZonedSchedule): string {
  if (s.repeats === 'NEVER') return '';
  if (s.end.type === 'AFTER') return s.end.occurenceCount === 1 ? ', once' : `, ${s.end.occurenceCount} times`;
  if (s.end.type === 'ON' && s.end.endDate) return `, until ${longDate(s.end.endDate)}`;
  return '';
}

/** A one-line description of when `schedule` runs. */
export function describe(schedule: ZonedSchedule): string {
  return `${recurrence(schedule)}${ending(schedule)}`;
}
