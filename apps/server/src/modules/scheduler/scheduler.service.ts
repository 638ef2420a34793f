import type { Clock } from '../../lib/clock.ts';
import type { DueSchedule, NextDue, SchedulerRepository } from './scheduler.repository.ts';
import type { ScheduleKind, ScheduleKindRegistry } from './schedule-kinds.ts';

export const SCHEDULER_TICK_MS = 5_000;
/** Due schedules claimed per transaction; a tick claims batches until none is left. */
const CLAIM_BATCH = 500;

export interface SchedulerOptions {
  repo: SchedulerRepository;
  kinds: ScheduleKindRegistry;
  clock: Clock;
  /** Draws the jitter: [0, 1). Injected so tests can pin it. */
  random?: () => number;
  log?: (message: string, error: unknown) => void;
}

/**
 * The due-time scheduler (decision 0033): next due instants are stored, claimed with SKIP LOCKED
 * and recomputed only for the schedules that ran or changed. One run per (schedule, due instant)
 * across every server process; runs missed while no server ran start once on recovery, because
 * the next due instant is computed from "now", not from the missed one.
 */
export function createScheduler({ repo, kinds, clock, random = Math.random, log }: SchedulerOptions) {
  const startAt = (dueAt: number | null, jitterMs: number) => (dueAt === null ? null : new Date(dueAt + Math.floor(random() * jitterMs)));

  function nextOf(row: DueSchedule, now: number): NextDue {
    const dueAt = kinds.get(row.kind)!.next(row.definition, Math.max(now, row.dueAt.getTime()));
    return { id: row.id, dueAt: dueAt === null ? null : new Date(dueAt), runAt: startAt(dueAt, row.jitterMs) };
  }

  async function runOne(row: DueSchedule) {
    try {
      await kinds.get(row.kind)?.run({ subjectId: row.subjectId, dueAt: row.dueAt });
    } catch (error) {
      log?.(`schedule ${row.kind} ${row.subjectId} failed`, error);
    }
  }

  /** Claims and starts every due run: a few statements per batch of due schedules, none per idle schedule. */
  async function tick() {
    const now = clock.now();
    const before = repo.statements();
    let started = 0;
    for (;;) {
      const claimed = await repo.claimDue(now, kinds.ids(), CLAIM_BATCH, (due) => due.map((row) => nextOf(row, now.getTime())));
      for (const row of claimed) await runOne(row);
      started += claimed.length;
      if (claimed.length < CLAIM_BATCH) break;
    }
    return { started, statements: repo.statements() - before };
  }

  return {
    tick,

    /**
     * Stores (or replaces) what `kind` schedules for `subjectId`: its next due instant from now.
     * Null removes it (the plan was disabled or deleted).
     */
    async sync<Definition>(kind: ScheduleKind<Definition>, subjectId: number, definition: Definition | null, jitterMs = 0) {
      if (definition === null) return repo.remove(kind.id, subjectId);
      const dueAt = kind.next(definition, clock.now().getTime());
      await repo.upsert([{ kind: kind.id, subjectId, definition, jitterMs, dueAt: dueAt === null ? null : new Date(dueAt), runAt: startAt(dueAt, jitterMs) }]);
    },

    /** Adds the schedules that have no row yet (existing rows keep their due instants): one statement. */
    async ensure<Definition>(kind: ScheduleKind<Definition>, items: { subjectId: number; definition: Definition; jitterMs?: number }[]) {
      const now = clock.now().getTime();
      await repo.upsert(
        items.map((item) => {
          const dueAt = kind.next(item.definition, now);
          const jitterMs = item.jitterMs ?? 0;
          return {
            kind: kind.id,
            subjectId: item.subjectId,
            definition: item.definition,
            jitterMs,
            dueAt: dueAt === null ? null : new Date(dueAt),
            runAt: startAt(dueAt, jitterMs),
          };
        }),
        { keepExisting: true },
      );
    },

    /** Ticks every `intervalMs` (one tick at a time); answers a stop function. */
    start(intervalMs = SCHEDULER_TICK_MS) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((error: unknown) => log?.('scheduler tick failed', error))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
