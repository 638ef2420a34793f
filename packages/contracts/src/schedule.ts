import { z } from 'zod';

/** Schedule types of spec 000 §9: MONTHLY day 0 = last day, WEEK_OF_MONTH week 0 = last week. */
export const SCHEDULE_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY', 'WEEK_OF_MONTH', 'INTERVAL'] as const;

export const scheduleSchema = z
  .object({
    scheduleType: z.enum(SCHEDULE_TYPES),
    hour: z.number().int().min(0).max(23).default(0),
    minute: z.number().int().min(0).max(59).default(0),
    /** 0 = Sunday … 6 = Saturday (WEEKLY, WEEK_OF_MONTH). */
    weekDays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    /** 1–31, or 0 for the last day of the month (MONTHLY). */
    dayOfMonth: z.number().int().min(0).max(31).default(1),
    /** 1–4, or 0 for the last week of the month (WEEK_OF_MONTH). */
    weekOfMonth: z.number().int().min(0).max(4).default(1),
    /** INTERVAL: every `interval` hours or minutes. */
    interval: z.number().int().min(1).max(10_000).default(1),
    intervalUnit: z.enum(['HOURS', 'MINUTES']).default('HOURS'),
  })
  .superRefine((s, ctx) => {
    if ((s.scheduleType === 'WEEKLY' || s.scheduleType === 'WEEK_OF_MONTH') && s.weekDays.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['weekDays'], message: 'Choose at least one day' });
    }
    if (s.scheduleType === 'INTERVAL' && s.intervalUnit === 'MINUTES' && s.interval < 5) {
      ctx.addIssue({ code: 'custom', path: ['interval'], message: 'The shortest interval is 5 minutes' });
    }
  });
export type Schedule = z.output<typeof scheduleSchema>;
export type ScheduleInput = z.input<typeof scheduleSchema>;
