// Wall-clock calendar arithmetic on a UTC-based axis: a local date is a day number (days since
// 1970-01-01), a wall time is ms on the same axis. No zone is involved here.

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY;

export function civil(dayNo: number): CivilDate {
  const date = new Date(dayNo * DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** "2026-03-29" → its day number. */
export function parseLocalDate(value: string): number {
  return dayNumber(+value.slice(0, 4), +value.slice(5, 7), +value.slice(8, 10));
}

/** ISO weekday index: Monday 0 … Sunday 6. */
export const isoWeekday = (dayNo: number) => (((dayNo + 3) % 7) + 7) % 7;

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Months since year 0, for stepping every N months. */
export const monthIndex = (date: CivilDate) => date.year * 12 + (date.month - 1);

const pad = (n: number) => String(n).padStart(2, '0');

export const formatLocalDate = (dayNo: number) => {
  const { year, month, day } = civil(dayNo);
  return `${year}-${pad(month)}-${pad(day)}`;
};

export const formatClock = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;
