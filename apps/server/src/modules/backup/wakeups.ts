import { EventEmitter } from 'node:events';

/** Wakes a device's long poll in this process when work is queued for it (other processes poll the DB). */
export function createWakeups() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    wake(nodeId: number) {
      emitter.emit(String(nodeId));
    },
    /** Resolves on the next wake of the device or after `ms`, whichever comes first. */
    wait(nodeId: number, ms: number): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          emitter.off(String(nodeId), done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        emitter.once(String(nodeId), done);
      });
    },
  };
}
export type Wakeups = ReturnType<typeof createWakeups>;
