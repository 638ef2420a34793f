/**
 * Leases of the PSA's durable work (sync runs, ticket pushes; decision 0052). A row being worked on
 * is RUNNING with `lease_until`; the process working on it moves the lease forward every
 * `LEASE_RENEW_MS` while it lives. A row whose lease has passed was left by a process that died.
 */
export const LEASE_MS = 60_000;
export const LEASE_RENEW_MS = 15_000;

export const leaseFrom = (now: Date, ms = LEASE_MS) => new Date(now.getTime() + ms);

/** What a sync run left RUNNING by a dead process says in the run log. */
export const INTERRUPTED_RUN = 'Interrupted: the server stopped during the run';

/** Runs `work` while renewing its lease on a timer; the timer stops when the work ends, however it ends. */
export async function holdingLease<T>(renew: () => Promise<void>, work: () => Promise<T>, everyMs = LEASE_RENEW_MS): Promise<T> {
  const timer = setInterval(() => void renew().catch(() => {}), everyMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
