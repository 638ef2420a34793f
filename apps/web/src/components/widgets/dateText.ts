import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Max text lengths (spec 002 §9): "MM/DD/YYYY" and "MM/DD/YYYY - MM/DD/YYYY". */
export const DATE_MAX_LENGTH = 10;
export const DATE_RANGE_MAX_LENGTH = 23;
/** Years the calendar can move either way from today. */
export const YEAR_NAVIGATION_OFFSET = 50;

/** Is this key allowed while typing a date (single) or a range? */
export function isAllowedDateChar(char: string, range: boolean): boolean {
  return /^[\d/.]$/.test(char) || (range && (char === ' ' || char === '-'));
}

export type DateTextError = 'required' | 'format' | 'parse' | 'order' | 'bounds';

/** Earliest and latest dates ("YYYY-MM-DD") the input accepts. */
export interface DateBounds {
  min: string;
  max: string;
}

/** The calendar's reach by default: {@link YEAR_NAVIGATION_OFFSET} years either side of `today`. */
export function defaultDateBounds(today: dayjs.Dayjs = dayjs()): DateBounds {
  return {
    min: today.subtract(YEAR_NAVIGATION_OFFSET, 'year').format('YYYY-MM-DD'),
    max: today.add(YEAR_NAVIGATION_OFFSET, 'year').format('YYYY-MM-DD'),
  };
}

/** Parses "MM/DD/YYYY" (or with dots) to "YYYY-MM-DD"; null when the date does not exist. */
export function parseDateText(text: string): string | null {
  const normalised = text.trim().replace(/\./g, '/');
  const d = dayjs(normalised, 'MM/DD/YYYY', true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/** "YYYY-MM-DD" to "MM/DD/YYYY". */
export function formatDateText(iso: string | null): string {
  return iso ? dayjs(iso).format('MM/DD/YYYY') : '';
}

/**
 * Validates typed text; returns the parsed value or the error kind. With `bounds`, a date the
 * calendar could not reach is refused too ('bounds'), so typing and picking accept the same dates.
 */
export function validateDateText(
  text: string,
  range: boolean,
  required: boolean,
  bounds?: DateBounds,
): { value: string | null | [string, string]; error: DateTextError | null } {
  const outside = (iso: string) => bounds !== undefined && (iso < bounds.min || iso > bounds.max);
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: required ? 'required' : null };
  if (!range) {
    if (trimmed.length < DATE_MAX_LENGTH) return { value: null, error: 'format' };
    const v = parseDateText(trimmed);
    if (!v) return { value: null, error: 'parse' };
    return outside(v) ? { value: null, error: 'bounds' } : { value: v, error: null };
  }
  const parts = trimmed.split(/\s+-\s+/);
  if (trimmed.length < DATE_RANGE_MAX_LENGTH || parts.length !== 2) return { value: null, error: 'format' };
  const [from, to] = parts.map(parseDateText);
  if (!from || !to) return { value: null, error: 'parse' };
  if (from > to) return { value: null, error: 'order' };
  if (outside(from) || outside(to)) return { value: null, error: 'bounds' };
  return { value: [from, to], error: null };
}
