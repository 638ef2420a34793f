import type { PsaDeviceSyncSchedule, RecurringSchedule, ZonedSchedule, psaDeviceSyncScheduleInputSchema } from '@outpost/contracts';
import { nextRunInstant } from '@outpost/schedule';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { defineScheduleKind, type Scheduler } from '../../scheduler/scheduler.module.ts';
import { defaultAgreementSchedule } from '../agreements/psa-agreement-schedule.ts';
import type { PsaConnectionService } from '../connection/psa-connection.service.ts';
import type { PsaSync } from './psa-sync.ts';

export const PSA_DEVICE_SYNC_KIND_ID = 'psa.device-sync';
const SUBJECT = 1;

/** Daily at 02:00 from today, switched off until saved (our choice: the spec shows no default for it; decision 0045). */
const defaultDeviceSchedule = (now: Date): RecurringSchedule => ({ ...defaultAgreementSchedule(now, 'UTC'), repeats: 'DAILY', runAtHour: 2 });

/**
 * The device sync on the due-time scheduler (issue 26 §7): a due run is claimed once across server
 * processes (SKIP LOCKED) and runs the same sync as the route; a run already going is left to finish.
 */
export function createPsaDeviceSchedule(deps: {
  connection: PsaConnectionService;
  sync: PsaSync;
  clock: Clock;
  scheduler?: Scheduler;
  log: (m: string) => void;
}) {
  const { connection, sync, clock } = deps;

  const kind = defineScheduleKind<ZonedSchedule>({
    id: PSA_DEVICE_SYNC_KIND_ID,
    next: (definition, after) => nextRunInstant(definition, after),
    async run() {
      if (!(await connection.options()).deviceSchedule?.enabled) return;
      try {
        await sync.run({ dryRun: false });
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT') deps.log('PSA device sync: the scheduled run found a run going and left it to finish');
        else throw error;
      }
    },
  });

  async function stored() {
    return (await connection.options()).deviceSchedule ?? { enabled: false, schedule: defaultDeviceSchedule(clock.now()), timeZone: 'UTC' };
  }
  function present(s: Awaited<ReturnType<typeof stored>>): PsaDeviceSyncSchedule {
    const next = s.enabled ? nextRunInstant({ ...s.schedule, timeZone: s.timeZone }, clock.now().getTime()) : null;
    return { ...s, nextRunAt: next === null ? null : new Date(next).toISOString() };
  }

  return {
    kind,
    async get(): Promise<PsaDeviceSyncSchedule> {
      return present(await stored());
    },
    async save(input: z.output<typeof psaDeviceSyncScheduleInputSchema>): Promise<PsaDeviceSyncSchedule> {
      await connection.saveOptions({ deviceSchedule: input });
      await deps.scheduler?.sync(kind, SUBJECT, input.enabled ? { ...input.schedule, timeZone: input.timeZone } : null);
      return present(input);
    },
  };
}
export type PsaDeviceSchedule = ReturnType<typeof createPsaDeviceSchedule>;
