import type { ConditionValue } from './conditions.ts';
import { RULE_LIMITS, RULE_MESSAGES } from './messages.ts';

/**
 * A time-since condition value is `"hours:minutes"`, e.g. `"1:0"` (the default) or `"26:30"`;
 * hours 0–99999, minutes 0, 15, 30 or 45. `"5"` reads as `"5:0"`.
 */
export const DEFAULT_TIME_SINCE = '1:0';

/** A time-since value taken apart; `problems` names what is wrong with each part. */
export interface ParsedTimeSince {
  hours: number | null;
  minutes: number | null;
  /** hours * 60 + minutes when both parts are valid. */
  totalMinutes: number | null;
  problems: { path: 'value' | 'hours' | 'minutes'; message: string }[];
}

const WHOLE = /^\d+$/;

/** Reads an `"hours:minutes"` value, reporting the spec's messages for a bad part. */
export function parseTimeSince(value: ConditionValue): ParsedTimeSince {
  const empty: ParsedTimeSince = { hours: null, minutes: null, totalMinutes: null, problems: [] };
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    return { ...empty, problems: [{ path: 'value', message: RULE_MESSAGES.required }] };
  }
  if (typeof value !== 'string') return { ...empty, problems: [{ path: 'value', message: RULE_MESSAGES.invalidValue }] };
  const [hoursText = '', minutesText = '0', ...rest] = value
    .trim()
    .split(':')
    .map((s) => s.trim());
  const problems: ParsedTimeSince['problems'] = [];
  const hours = WHOLE.test(hoursText) ? Number(hoursText) : Number.NaN;
  const minutes = WHOLE.test(minutesText) && rest.length === 0 ? Number(minutesText) : Number.NaN;
  if (!(hours >= 0 && hours <= RULE_LIMITS.timeSinceHoursMax)) problems.push({ path: 'hours', message: RULE_MESSAGES.timeSinceHours });
  if (!RULE_LIMITS.timeSinceMinutes.includes(minutes)) problems.push({ path: 'minutes', message: RULE_MESSAGES.timeSinceMinutes });
  const ok = problems.length === 0;
  return {
    hours: Number.isNaN(hours) ? null : hours,
    minutes: Number.isNaN(minutes) ? null : minutes,
    totalMinutes: ok ? hours * 60 + minutes : null,
    problems,
  };
}

/** Writes a time-since value. */
export function formatTimeSince(hours: number, minutes: number): string {
  return `${hours}:${minutes}`;
}
