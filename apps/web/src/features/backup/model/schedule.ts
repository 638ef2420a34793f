import type { ScheduleInput } from '@outpost/contracts';
import type { TFunction } from 'i18next';

/** The translate function a description needs (i18next's `t`, or a stub in tests). */
export type Translate = TFunction;

const pad = (n: number) => String(n).padStart(2, '0');

/** Days in week order Monday first, as people read them; 0 = Sunday as in the contract. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function joinDays(t: Translate, days: number[]): string {
  const names = WEEK_ORDER.filter((d) => days.includes(d)).map((d) => t(`backup.schedule.day${d}`));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${t('backup.schedule.and')}${names[names.length - 1]}`;
}

/** A readable sentence for a schedule, e.g. "Every week on Monday and Friday at 02:30". */
export function describeSchedule(schedule: ScheduleInput, t: Translate): string {
  const time = `${pad(schedule.hour ?? 0)}:${pad(schedule.minute ?? 0)}`;
  const days = schedule.weekDays ?? [];
  switch (schedule.scheduleType) {
    case 'DAILY':
      return t('backup.schedule.descDaily', { time });
    case 'WEEKLY':
      return t('backup.schedule.descWeekly', { days: joinDays(t, days), time });
    case 'MONTHLY': {
      const day = schedule.dayOfMonth ?? 1;
      return day === 0 ? t('backup.schedule.descMonthlyLast', { time }) : t('backup.schedule.descMonthly', { day, time });
    }
    case 'WEEK_OF_MONTH':
      return t('backup.schedule.descWeekOfMonth', { week: t(`backup.schedule.ordinal${schedule.weekOfMonth ?? 1}`), days: joinDays(t, days), time });
    case 'INTERVAL':
      return t(`backup.schedule.descInterval${schedule.intervalUnit ?? 'HOURS'}`, { count: schedule.interval ?? 1 });
  }
}
