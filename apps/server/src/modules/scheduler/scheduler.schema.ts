import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One row per scheduled thing (a backup plan, later a script, a task, an agreement sync): its
 * definition, its next due instant and when it may start (the due instant plus its jitter). The
 * scheduler reads only rows whose `run_at` has come (indexed), never every schedule.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The registered kind (`defineScheduleKind`), e.g. "backup.plan". */
    kind: text().notNull(),
    /** What the kind schedules (a plan id, a task id). */
    subjectId: integer().notNull(),
    /** The kind's own schedule definition; the kind computes the next due instant from it. */
    definition: jsonb().$type<unknown>().notNull(),
    /** Up to this many ms of random delay after each due instant, so a fleet does not start in the same second. */
    jitterMs: integer().notNull().default(0),
    /** The next due instant; null when the schedule has ended. */
    dueAt: at(),
    /** When the next run may start: dueAt plus its drawn jitter. */
    runAt: at(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schedules_kind_subject_key').on(t.kind, t.subjectId), index('schedules_run_at_idx').on(t.runAt)],
);

/** Each (schedule, due instant) that was started: the key that makes a run happen once across processes. */
export const scheduleRuns = pgTable(
  'schedule_runs',
  {
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    dueAt: at().notNull(),
    claimedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.dueAt] }), index('schedule_runs_claimed_at_idx').on(t.claimedAt)],
);
