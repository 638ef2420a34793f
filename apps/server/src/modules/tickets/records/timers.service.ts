import type { z } from 'zod';
import type { SessionUser, Timer, TimerStopResult, TimerSettings, timerStopSchema } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { ChangePipeline } from '../change/change-pipeline.ts';
import type { Executor } from '../change/ticket-state.ts';
import { presentTimeEntry } from '../tickets.presenter.ts';
import type { TicketsReadRepository } from '../tickets-read.repository.ts';
import { requireWorkableTicket, scopeOf } from '../scope/ticket-scope.ts';
import { actorOf } from '../tickets.service.ts';
import { elapsedSeconds, type TimerRow, type TimersRepository } from './timers.repository.ts';

/**
 * Each technician's timer per ticket: start, pause, resume, stop. Stopping logs the counted time
 * as a time entry through the change pipeline, in the same transaction that ends the timer.
 */
export function createTimersService(deps: {
  db: Executor;
  timers: TimersRepository;
  pipeline: ChangePipeline;
  read: TicketsReadRepository;
  settings: () => Promise<TimerSettings>;
  clock: Clock;
}) {
  const { db, timers, pipeline, read, clock } = deps;

  function present(ticketId: number, row: TimerRow | undefined): Timer {
    const now = clock.now();
    if (!row) return { ticketId, state: 'STOPPED', startedAt: null, runningSince: null, elapsedSeconds: 0, serverTime: now.toISOString() };
    return {
      ticketId,
      state: row.state,
      startedAt: row.startedAt.toISOString(),
      runningSince: row.runningSince?.toISOString() ?? null,
      elapsedSeconds: elapsedSeconds(row, now),
      serverTime: now.toISOString(),
    };
  }

  async function enabledSettings() {
    const settings = await deps.settings();
    if (!settings.enabled) throw new AppError('CONFLICT', 'Timers are turned off in the ticketing settings');
    return settings;
  }

  /** Runs the timer; other running timers of the technician pause unless several may run. */
  async function run(user: SessionUser, ticketId: number, existing: TimerRow | undefined): Promise<Timer> {
    const settings = await enabledSettings();
    const now = clock.now();
    if (!settings.allowMultipleRunning) await timers.pauseOthers(user.id, ticketId, now);
    if (existing?.state !== 'RUNNING') {
      await timers.upsert({
        ticketId,
        userId: user.id,
        state: 'RUNNING',
        startedAt: existing?.startedAt ?? now,
        runningSince: now,
        accumulatedSeconds: existing?.accumulatedSeconds ?? 0,
        at: now,
      });
    }
    return present(ticketId, await timers.find(ticketId, user.id));
  }

  return {
    async get(user: SessionUser, ticketId: number): Promise<Timer> {
      await requireWorkableTicket(user, db, ticketId);
      return present(ticketId, await timers.find(ticketId, user.id));
    },
    /** The signed-in technician's timers (on tickets they still work), so a reloaded page shows what is running. */
    async mine(user: SessionUser): Promise<Timer[]> {
      return (await timers.forUser(user.id, scopeOf(user))).map((r) => present(r.timer.ticketId, r.timer));
    },
    async start(user: SessionUser, ticketId: number): Promise<Timer> {
      await requireWorkableTicket(user, db, ticketId);
      return run(user, ticketId, await timers.find(ticketId, user.id));
    },
    async resume(user: SessionUser, ticketId: number): Promise<Timer> {
      await requireWorkableTicket(user, db, ticketId);
      const existing = await timers.find(ticketId, user.id);
      if (existing?.state !== 'PAUSED') throw new AppError('CONFLICT', 'The timer is not paused');
      return run(user, ticketId, existing);
    },
    async pause(user: SessionUser, ticketId: number): Promise<Timer> {
      await requireWorkableTicket(user, db, ticketId);
      const existing = await timers.find(ticketId, user.id);
      if (existing?.state !== 'RUNNING') throw new AppError('CONFLICT', 'The timer is not running');
      const now = clock.now();
      await timers.upsert({ ...existing, state: 'PAUSED', runningSince: null, accumulatedSeconds: elapsedSeconds(existing, now), at: now });
      return present(ticketId, await timers.find(ticketId, user.id));
    },
    /** Ends the timer and logs its time (rounded up as configured); under a second logs nothing. */
    async stop(user: SessionUser, ticketId: number, input: z.output<typeof timerStopSchema>): Promise<TimerStopResult> {
      const settings = await deps.settings();
      const result = await pipeline.transaction(async (session) => {
        const before = await requireWorkableTicket(user, session.tx, ticketId);
        const existing = await timers.find(ticketId, user.id, session.tx);
        if (!existing) throw new AppError('CONFLICT', 'No timer is running on this ticket');
        await timers.delete(session.tx, ticketId, user.id);
        const counted = elapsedSeconds(existing, clock.now());
        if (counted < 1) return null;
        const step = settings.roundUpMinutes * 60;
        const durationSeconds = step > 0 ? Math.ceil(counted / step) * step : counted;
        const change = await pipeline.proposeChange(
          {
            actor: actorOf(user),
            source: 'UI',
            before,
            patch: {},
            timeEntries: [
              { ...input, userId: user.id, userName: user.name, startDate: existing.startedAt, durationSeconds, agreementId: null, agreementOriginType: null },
            ],
          },
          session,
        );
        return change.timeEntryIds[0]!;
      });
      const entry = result === null ? undefined : (await read.timeEntries(ticketId)).find((e) => e.id === result);
      return { timer: present(ticketId, undefined), timeEntry: entry ? presentTimeEntry(entry) : null };
    },
  };
}
export type TimersService = ReturnType<typeof createTimersService>;
