import { defineScheduleKind } from '../../scheduler/scheduler.module.ts';

/** What the scheduler keeps for a run: the instant its waiting devices expire (ms since the epoch). */
export interface RunExpiryDefinition {
  expiresAt: number;
}

export const SCRIPT_RUN_EXPIRY_KIND_ID = 'scripts.run-expiry';

/**
 * A run's expiry on the due-time scheduler (decision 0044): due once, at its expiry; the due run
 * turns every device row still waiting (queued or offline-waiting) of every expired run into
 * EXPIRED, so nobody has to read the run for it to expire. Reads and agent polls still expire
 * due rows themselves (between scheduler ticks).
 */
export function scriptRunExpiryKind(expireDue: () => Promise<number>) {
  return defineScheduleKind<RunExpiryDefinition>({
    id: SCRIPT_RUN_EXPIRY_KIND_ID,
    next: (definition, after) => (definition.expiresAt > after ? definition.expiresAt : null),
    async run() {
      await expireDue();
    },
  });
}
