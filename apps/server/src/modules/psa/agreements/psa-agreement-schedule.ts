import type { PsaAgreementSyncSettings, RecurringSchedule, ZonedSchedule, psaAgreementSyncSettingsInputSchema } from '@outpost/contracts';
import { nextRunInstant } from '@outpost/schedule';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { defineScheduleKind, type Scheduler } from '../../scheduler/scheduler.module.ts';
import type { PsaAgreementSync } from './psa-agreement-sync.ts';
import type { PsaConnectionService, StoredAgreementSync } from '../connection/psa-connection.service.ts';

export const PSA_AGREEMENT_SYNC_KIND_ID = 'psa.agreement-sync';
/** One active PSA at a time: its agreement sync is the scheduler's subject 1. */
const SUBJECT = 1;

/** Spec 001 §3 "Product agreement sync defaults": day of month as set (today's), MONTHLY, 09:00, end NEVER. */
export function defaultAgreementSchedule(now: Date, timeZone: string): RecurringSchedule {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const startDate = `${part('year')}-${part('month')}-${part('day')}`;
  return {
    repeats: 'MONTHLY',
    repeatsEveryCount: 1,
    daysOfWeek: [],
    dayOfMonth: Number(part('day')),
    scheduleInterval: null,
    startDate,
    runAtHour: 9,
    runAtMinute: 0,
    end: { type: 'NEVER', occurenceCount: null, endDate: null },
  };
}

/**
 * The product agreement sync on the due-time scheduler (decision 0045): its settings live beside the
 * connection; Enabled stores the next due instant with the scheduler, off removes it. A due run
 * runs the sync and keeps its outcome and the run count.
 */
export function createPsaAgreementSchedule(deps: { connection: PsaConnectionService; sync: PsaAgreementSync; clock: Clock; scheduler?: Scheduler }) {
  const { connection, sync, clock } = deps;

  const kind = defineScheduleKind<ZonedSchedule>({
    id: PSA_AGREEMENT_SYNC_KIND_ID,
    next: (definition, after) => nextRunInstant(definition, after),
    async run() {
      const stored = (await connection.options()).agreementSync;
      if (!stored?.enabled) return;
      await record(await sync.run({ dryRun: false }));
    },
  });

  async function stored(): Promise<StoredAgreementSync> {
    const saved = (await connection.options()).agreementSync;
    return saved ?? { enabled: false, schedule: defaultAgreementSchedule(clock.now(), 'UTC'), timeZone: 'UTC', runCount: 0, lastRun: null };
  }

  async function record(run: StoredAgreementSync['lastRun']) {
    const current = await stored();
    await connection.saveOptions({ agreementSync: { ...current, runCount: current.runCount + (run && !run.dryRun ? 1 : 0), lastRun: run } });
  }

  function present(s: StoredAgreementSync): PsaAgreementSyncSettings {
    const next = s.enabled ? nextRunInstant({ ...s.schedule, timeZone: s.timeZone }, clock.now().getTime()) : null;
    return { ...s, nextRunAt: next === null ? null : new Date(next).toISOString() };
  }

  return {
    kind,
    async get(): Promise<PsaAgreementSyncSettings> {
      return present(await stored());
    },
    async save(input: z.output<typeof psaAgreementSyncSettingsInputSchema>): Promise<PsaAgreementSyncSettings> {
      const next: StoredAgreementSync = { ...(await stored()), enabled: input.enabled, schedule: input.schedule, timeZone: input.timeZone };
      await connection.saveOptions({ agreementSync: next });
      await deps.scheduler?.sync(kind, SUBJECT, next.enabled ? { ...next.schedule, timeZone: next.timeZone } : null);
      return present(next);
    },
    /** Runs now (or its dry run); a real run is counted and kept as the last run. */
    async runNow(options: { dryRun: boolean }) {
      const run = await sync.run(options);
      if (!options.dryRun) await record(run);
      return run;
    },
  };
}
export type PsaAgreementSchedule = ReturnType<typeof createPsaAgreementSchedule>;
