import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { scheduleRuns, schedules } from './scheduler.schema.ts';

export type DueSchedule = Pick<typeof schedules.$inferSelect, 'id' | 'kind' | 'subjectId' | 'definition' | 'jitterMs'> & { dueAt: Date };
/** A schedule's next due instant and start time after a run (null: it has ended). */
export interface NextDue {
  id: number;
  dueAt: Date | null;
  runAt: Date | null;
}
export interface ScheduleUpsert {
  kind: string;
  subjectId: number;
  definition: unknown;
  jitterMs: number;
  dueAt: Date | null;
  runAt: Date | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The scheduler's tables. A claim is a fixed number of statements whatever the number of
 * schedules: one select of the due rows (indexed on run_at, SKIP LOCKED so processes share them),
 * one insert of their (schedule, due instant) keys, one update of their next due instants.
 * `statements` counts what this repository sent, for the tick's report and the benchmark.
 */
export function createSchedulerRepository(db: Database) {
  let statements = 0;
  return {
    statements: () => statements,

    /**
     * Claims up to `limit` schedules of `kinds` (those this process can run; a kind only a newer
     * process knows waits for it) whose start time has come, records one run per (schedule,
     * due instant) and stores the next due instants `plan` computes. Answers the runs this claim
     * recorded: a key already present (another process, a repeated tick) is not run again.
     */
    async claimDue(now: Date, kinds: string[], limit: number, plan: (due: DueSchedule[]) => NextDue[]): Promise<DueSchedule[]> {
      return db.transaction(async (tx) => {
        statements++;
        const rows = await tx
          .select({
            id: schedules.id,
            kind: schedules.kind,
            subjectId: schedules.subjectId,
            definition: schedules.definition,
            jitterMs: schedules.jitterMs,
            dueAt: schedules.dueAt,
          })
          .from(schedules)
          .where(and(lte(schedules.runAt, now), inArray(schedules.kind, kinds)))
          .orderBy(asc(schedules.runAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        const due = rows.filter((r): r is DueSchedule => r.dueAt !== null);
        if (due.length === 0) return [];
        const keys = JSON.stringify(due.map((d) => ({ schedule_id: d.id, due_at: d.dueAt.toISOString() })));
        statements++;
        const inserted = rowsOf<{ schedule_id: number }>(
          await tx.execute(sql`
          insert into ${scheduleRuns} (schedule_id, due_at, claimed_at)
          select k.schedule_id, k.due_at, ${now.toISOString()}::timestamptz from jsonb_to_recordset(${keys}::jsonb) as k(schedule_id int, due_at timestamptz)
          on conflict do nothing
          returning schedule_id`),
        );
        const next = JSON.stringify(plan(due).map((n) => ({ id: n.id, due_at: iso(n.dueAt), run_at: iso(n.runAt) })));
        statements++;
        await tx.execute(sql`
          update ${schedules} set due_at = n.due_at, run_at = n.run_at, updated_at = ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${next}::jsonb) as n(id int, due_at timestamptz, run_at timestamptz)
          where ${schedules.id} = n.id`);
        const recorded = new Set(inserted.map((r) => Number(r.schedule_id)));
        return due.filter((d) => recorded.has(d.id));
      });
    },

    /** Creates or replaces schedules (their definitions changed): one statement for the batch. */
    async upsert(rows: ScheduleUpsert[], options: { keepExisting?: boolean } = {}) {
      if (rows.length === 0) return;
      const values = JSON.stringify(
        rows.map((r) => ({
          kind: r.kind,
          subject_id: r.subjectId,
          definition: r.definition,
          jitter_ms: r.jitterMs,
          due_at: iso(r.dueAt),
          run_at: iso(r.runAt),
        })),
      );
      statements++;
      await db.execute(sql`
        insert into ${schedules} (kind, subject_id, definition, jitter_ms, due_at, run_at)
        select v.kind, v.subject_id, v.definition, v.jitter_ms, v.due_at, v.run_at
        from jsonb_to_recordset(${values}::jsonb) as v(kind text, subject_id int, definition jsonb, jitter_ms int, due_at timestamptz, run_at timestamptz)
        on conflict (kind, subject_id) do ${
          options.keepExisting
            ? sql`nothing`
            : sql`update set definition = excluded.definition, jitter_ms = excluded.jitter_ms, due_at = excluded.due_at, run_at = excluded.run_at, updated_at = now()`
        }`);
    },

    async remove(kind: string, subjectId: number) {
      statements++;
      await db.delete(schedules).where(and(eq(schedules.kind, kind), eq(schedules.subjectId, subjectId)));
    },

    async find(kind: string, subjectId: number) {
      const [row] = await db
        .select()
        .from(schedules)
        .where(and(eq(schedules.kind, kind), eq(schedules.subjectId, subjectId)));
      return row;
    },
  };
}
export type SchedulerRepository = ReturnType<typeof createSchedulerRepository>;
