import { EventEmitter } from 'node:events';
import { createInProcessNotifier, type Notifier } from '../../../lib/notifier.ts';

/** The notification channel of agent wake-ups; the payload is the device's node id. */
export const WAKE_CHANNEL = 'outpost_agent_work';
/** Local event for "every device": the notifier may have missed wake-ups (it reconnected). */
const EVERYONE = '*';

/** One long poll's view of its device's wake-ups, latched from the moment it was opened. */
export interface WakeListener {
  /**
   * Answers true at once when the device was woken since the listener opened or since the last
   * call; otherwise waits for a wake-up (true), `ms` or `signal` (false).
   */
  next(ms: number, signal?: AbortSignal): Promise<boolean>;
  close(): void;
}

/**
 * Wakes a device's long poll when work is queued for it, in whichever server process the agent is
 * connected to (the notifier carries it across processes). A poll opens its listener before it
 * reads the queue, so a job queued between that read and the wait still wakes it.
 */
export function createWakeups(notifier: Notifier = createInProcessNotifier()) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  notifier.subscribe(WAKE_CHANNEL, (payload) => local.emit(payload ?? EVERYONE));

  return {
    /** Call after the job or command is committed: the poll re-reads the queue when woken. */
    wake(nodeId: number) {
      notifier.publish(WAKE_CHANNEL, String(nodeId));
    },

    listen(nodeId: number): WakeListener {
      const key = String(nodeId);
      let woken = false;
      let settle: (() => void) | null = null;
      const onWake = () => {
        woken = true;
        settle?.();
      };
      local.on(key, onWake);
      local.on(EVERYONE, onWake);
      return {
        async next(ms, signal) {
          if (!woken && !signal?.aborted) {
            await new Promise<void>((resolve) => {
              const done = () => {
                clearTimeout(timer);
                signal?.removeEventListener('abort', done);
                settle = null;
                resolve();
              };
              const timer = setTimeout(done, Math.max(0, ms));
              signal?.addEventListener('abort', done, { once: true });
              settle = done;
            });
          }
          const was = woken;
          woken = false;
          return was;
        },
        close() {
          local.off(key, onWake);
          local.off(EVERYONE, onWake);
          settle?.();
        },
      };
    },
  };
}
export type Wakeups = ReturnType<typeof createWakeups>;
