/**
 * The loop every database-backed queue in this process drains with: one drain at a time (a call
 * during a drain makes it look again when done, so nothing queued meanwhile waits for the next
 * poll), a poll every `pollMs` for work other processes queued or retries that came due, and a
 * stop that waits for the drain under way. A failed drain is logged; the next one tries again.
 */
export function createDrainLoop(drainOnce: () => Promise<void>, options: { pollMs: number; onError: (error: unknown) => void }) {
  let running: Promise<void> | null = null;
  let again = false;

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainOnce().catch(options.onError);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    drain,
    /** Polls every `pollMs`; answers a stop function that waits for a drain under way. */
    start(): () => Promise<void> {
      const timer = setInterval(() => void drain(), options.pollMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
