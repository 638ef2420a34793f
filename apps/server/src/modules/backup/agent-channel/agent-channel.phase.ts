import type { JobPhase } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import type { JobRow, JobsRepository } from '../jobs/jobs.repository.ts';

/** Lease time granted per row still to write, on top of the usual lease (see `start`). */
const LEASE_MS_PER_ROW = 1;

/**
 * Shows the server-side phase of a job on its row while the server works on it (indexing a
 * finished backup), so the job says what it is doing; it lives in the job's payload until the
 * job ends (the presenter reads it there). Progress is written at most every `everyMs` and never
 * awaited by the work it reports on: on PGlite a write made while the indexing transaction is open
 * runs after it. `settle()` before the job ends, so no late write follows the end.
 */
export function trackPhase(deps: { jobs: JobsRepository; job: JobRow; name: JobPhase['name']; leaseMs: number; clock: Clock; everyMs?: number }) {
  const { jobs, job, clock } = deps;
  const everyMs = deps.everyMs ?? 1000;
  let writes: Promise<void> = Promise.resolve();
  let lastAt = 0;

  const write = (done: number, total: number, leaseMs: number) => {
    const values = { payload: { ...job.payload, phase: { name: deps.name, done, total } }, leasedUntil: new Date(clock.now().getTime() + leaseMs) };
    // A lost progress write is not worth failing the job for.
    writes = writes.then(() => jobs.update(job.id, values)).catch(() => undefined);
  };

  return {
    /**
     * Shows the phase before the work starts. The agent no longer reports meanwhile, so the lease
     * is extended here too, with room for `expectedRows`: on PGlite the writes that extend it
     * during the work wait for the work to end, as does a lease expiry asked for meanwhile.
     */
    async start(expectedRows: number) {
      lastAt = Date.now();
      write(0, 0, deps.leaseMs + expectedRows * LEASE_MS_PER_ROW);
      await writes;
    },
    progress(done: number, total: number) {
      if (done < total && Date.now() - lastAt < everyMs) return;
      lastAt = Date.now();
      write(done, total, deps.leaseMs + (total - done) * LEASE_MS_PER_ROW);
    },
    /** Waits for the writes in flight. */
    settle: () => writes,
    /** The job's payload without the phase, for the write that ends the job. */
    payloadAfter: (): Record<string, unknown> => {
      const { phase: _phase, ...rest } = job.payload;
      return rest;
    },
  };
}
