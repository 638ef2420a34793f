import { z } from 'zod';
import { isTimeZone } from './ticketing/config.ts';
import { WEEKDAYS } from './ticketing/enums.ts';

// The schedule of spec 001 §3 (scripts, tasks, agreement sync; backup plans later), computed by
// @outpost/schedule in an IANA time zone (DESIGN.md §4, decision 0030). One definition for the
// editor, the preview API and the engine; the limits of spec 001 §5 and §9 live here.

export const REPEATS = ['NEVER', 'DAILY', 'WEEKLY', 'MONTHLY', 'EVERY'] as const;
export type Repeats = (typeof REPEATS)[number];
export const END_TYPES = ['NEVER', 'AFTER', 'ON'] as const;
export type EndType = (typeof END_TYPES)[number];
// Days of the week are the service desk's WEEKDAYS (ISO order, Monday first).
export const SCHEDULE_INTERVALS = ['HOURLY'] as const;

/** The highest "Recur Every" per repeat type (spec 001 §5 "capped per option"; §9: EVERY 1–23 hours, monthly sync up to 12). */
export const REPEAT_COUNT_MAX: Record<Repeats, number> = { NEVER: 1, DAILY: 365, WEEKLY: 52, MONTHLY: 12, EVERY: 23 };
/** Day of month 0 means the last day of the month (spec 001 §9). */
export const LAST_DAY_OF_MONTH = 0;
/** The most runs one preview asks for. */
export const NEXT_RUNS_MAX = 100;
export const OCCURRENCES_MAX = 10_000;

export const SCHEDULE_MESSAGES = {
  required: 'Required',
  invalid: 'Invalid',
  weekday: 'Select at least one day',
  occurrences: 'Occurrences must be at least 1',
  every: 'Recur every 1–23 hours',
  pastStart: "You can't select a date / time in the past",
  timeZone: 'Unknown time zone',
  count: `At most ${NEXT_RUNS_MAX} runs`,
} as const;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isLocalDate(value: string): boolean {
  if (!LOCAL_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2200 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const localDate = z.string({ error: SCHEDULE_MESSAGES.required }).refine(isLocalDate, { message: SCHEDULE_MESSAGES.invalid });
export const timeZoneSchema = z
  .string({ error: SCHEDULE_MESSAGES.required })
  .min(1, SCHEDULE_MESSAGES.required)
  .max(64, SCHEDULE_MESSAGES.timeZone)
  .refine(isTimeZone, { message: SCHEDULE_MESSAGES.timeZone });

export const scheduleEndSchema = z.strictObject({
  type: z.enum(END_TYPES, { error: SCHEDULE_MESSAGES.invalid }),
  occurenceCount: z
    .number({ error: SCHEDULE_MESSAGES.invalid })
    .int(SCHEDULE_MESSAGES.invalid)
    .min(1, SCHEDULE_MESSAGES.occurrences)
    .max(OCCURRENCES_MAX, SCHEDULE_MESSAGES.invalid)
    .nullish(),
  endDate: localDate.nullish(),
});

export const recurringScheduleSchema = z
  .strictObject({
    repeats: z.enum(REPEATS, { error: SCHEDULE_MESSAGES.invalid }),
    repeatsEveryCount: z.number({ error: SCHEDULE_MESSAGES.invalid }).int(SCHEDULE_MESSAGES.invalid).min(1, SCHEDULE_MESSAGES.invalid),
    daysOfWeek: z
      .array(z.enum(WEEKDAYS, { error: SCHEDULE_MESSAGES.invalid }))
      .max(7)
      .default([]),
    /** 1–31, or 0 for the last day of the month. */
    dayOfMonth: z
      .number({ error: SCHEDULE_MESSAGES.invalid })
      .int(SCHEDULE_MESSAGES.invalid)
      .min(0, SCHEDULE_MESSAGES.invalid)
      .max(31, SCHEDULE_MESSAGES.invalid)
      .default(1),
    /** Only with repeats EVERY (spec 001 §4: the unit is dropped otherwise). */
    scheduleInterval: z.enum(SCHEDULE_INTERVALS, { error: SCHEDULE_MESSAGES.invalid }).nullish(),
    /** The first day, a wall-clock date in the schedule's time zone. */
    startDate: localDate,
    runAtHour: z
      .number({ error: SCHEDULE_MESSAGES.invalid })
      .int(SCHEDULE_MESSAGES.invalid)
      .min(0, SCHEDULE_MESSAGES.invalid)
      .max(23, SCHEDULE_MESSAGES.invalid),
    runAtMinute: z
      .number({ error: SCHEDULE_MESSAGES.invalid })
      .int(SCHEDULE_MESSAGES.invalid)
      .min(0, SCHEDULE_MESSAGES.invalid)
      .max(59, SCHEDULE_MESSAGES.invalid),
    end: scheduleEndSchema,
  })
  .superRefine((s, ctx) => {
    if (s.repeats === 'EVERY' && s.repeatsEveryCount > REPEAT_COUNT_MAX.EVERY) {
      ctx.addIssue({ code: 'custom', path: ['repeatsEveryCount'], message: SCHEDULE_MESSAGES.every });
    } else if (s.repeatsEveryCount > REPEAT_COUNT_MAX[s.repeats]) {
      ctx.addIssue({ code: 'custom', path: ['repeatsEveryCount'], message: `At most ${REPEAT_COUNT_MAX[s.repeats]}` });
    }
    if (s.repeats === 'WEEKLY' && s.daysOfWeek.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['daysOfWeek'], message: SCHEDULE_MESSAGES.weekday });
    }
    if (s.repeats === 'EVERY' && s.scheduleInterval !== 'HOURLY') {
      ctx.addIssue({ code: 'custom', path: ['scheduleInterval'], message: SCHEDULE_MESSAGES.required });
    }
    if (s.end.type === 'AFTER' && s.end.occurenceCount == null) {
      ctx.addIssue({ code: 'custom', path: ['end', 'occurenceCount'], message: SCHEDULE_MESSAGES.occurrences });
    }
    if (s.end.type === 'ON') {
      if (s.end.endDate == null) ctx.addIssue({ code: 'custom', path: ['end', 'endDate'], message: SCHEDULE_MESSAGES.required });
      else if (s.end.endDate < s.startDate) ctx.addIssue({ code: 'custom', path: ['end', 'endDate'], message: SCHEDULE_MESSAGES.invalid });
    }
  });
export type RecurringSchedule = z.output<typeof recurringScheduleSchema>;
export type RecurringScheduleInput = z.input<typeof recurringScheduleSchema>;
/** A schedule and the zone its wall times are read in. */
export type ZonedSchedule = RecurringSchedule & { timeZone: string };

/** POST /api/schedules/next-runs */
export const nextRunsRequestSchema = z.strictObject({
  schedule: recurringScheduleSchema,
  timeZone: timeZoneSchema,
  /** Runs strictly after this instant; now when absent. */
  after: z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.invalid }).optional(),
  count: z
    .number({ error: SCHEDULE_MESSAGES.invalid })
    .int(SCHEDULE_MESSAGES.invalid)
    .min(1, SCHEDULE_MESSAGES.invalid)
    .max(NEXT_RUNS_MAX, SCHEDULE_MESSAGES.count)
    .default(10),
});
export type NextRunsRequest = z.input<typeof nextRunsRequestSchema>;

export const RUN_NOTE_KINDS = ['GAP', 'OVERLAP', 'SKIPPED_DAY'] as const;
export type RunNoteKind = (typeof RUN_NOTE_KINDS)[number];
/** Why a run is not at its plain wall time: DST moved it (GAP), it is the first of two (OVERLAP), or its day did not exist and it merged with the next run (SKIPPED_DAY). */
export const runNoteSchema = z.object({
  /** The run the note is about (ISO 8601 instant). */
  run: z.string(),
  kind: z.enum(RUN_NOTE_KINDS),
  /** The wall time the schedule asked for, YYYY-MM-DDTHH:mm in the zone. */
  wallTime: z.string(),
  message: z.string(),
});
export type RunNote = z.infer<typeof runNoteSchema>;
export const nextRunsResponseSchema = z.object({ runs: z.array(z.string()), notes: z.array(runNoteSchema) });
export type NextRunsResponse = z.infer<typeof nextRunsResponseSchema>;
