import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { scopeSql, type TicketScope } from '../scope/ticket-scope.ts';
import type { Executor } from '../change/ticket-state.ts';
import { tickets, ticketTimers } from '../tickets.schema.ts';

/** Seconds a timer has counted by `at`. */
export const elapsedSeconds = (timer: { accumulatedSeconds: number; runningSince: Date | null }, at: Date) =>
  timer.accumulatedSeconds + (timer.runningSince ? Math.max(0, Math.floor((at.getTime() - timer.runningSince.getTime()) / 1000)) : 0);

/** Technicians' ticket timers: stored rows, so a timer survives a reload or a restart. */
export function createTimersRepository(db: Database) {
  return {
    async find(ticketId: number, userId: number, ex: Executor = db) {
      const [row] = await ex
        .select()
        .from(ticketTimers)
        .where(and(eq(ticketTimers.ticketId, ticketId), eq(ticketTimers.userId, userId)));
      return row;
    },
    /** The user's timers on live tickets `scope` covers. */
    async forUser(userId: number, scope: TicketScope) {
      return db
        .select({ timer: ticketTimers })
        .from(ticketTimers)
        .innerJoin(tickets, and(eq(tickets.id, ticketTimers.ticketId), isNull(tickets.deletedAt)))
        .where(and(eq(ticketTimers.userId, userId), scopeSql(scope, tickets.organizationId)))
        .orderBy(ticketTimers.startedAt);
    },
    /** Pauses every running timer of the user except on one ticket, banking their time. */
    async pauseOthers(userId: number, exceptTicketId: number, at: Date) {
      await db
        .update(ticketTimers)
        .set({
          state: 'PAUSED',
          accumulatedSeconds: sql`${ticketTimers.accumulatedSeconds} + greatest(0, floor(extract(epoch from (${at.toISOString()}::timestamptz - ${ticketTimers.runningSince}))))::int`,
          runningSince: null,
          updatedAt: at,
        })
        .where(and(eq(ticketTimers.userId, userId), eq(ticketTimers.state, 'RUNNING'), sql`${ticketTimers.ticketId} <> ${exceptTicketId}`));
    },
    async upsert(values: {
      ticketId: number;
      userId: number;
      state: 'RUNNING' | 'PAUSED';
      startedAt: Date;
      runningSince: Date | null;
      accumulatedSeconds: number;
      at: Date;
    }) {
      const { at, ...row } = values;
      await db
        .insert(ticketTimers)
        .values({ ...row, updatedAt: at })
        .onConflictDoUpdate({
          target: [ticketTimers.ticketId, ticketTimers.userId],
          set: { state: row.state, runningSince: row.runningSince, accumulatedSeconds: row.accumulatedSeconds, updatedAt: at },
        });
    },
    async delete(ex: Executor, ticketId: number, userId: number) {
      await ex.delete(ticketTimers).where(and(eq(ticketTimers.ticketId, ticketId), eq(ticketTimers.userId, userId)));
    },
  };
}
export type TimersRepository = ReturnType<typeof createTimersRepository>;
export type TimerRow = NonNullable<Awaited<ReturnType<TimersRepository['find']>>>;
