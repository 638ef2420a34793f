import { describe, expect, it } from 'vitest';
import type { Notifier, NotifyListener } from '../../../lib/notifier.ts';
import { createWakeups } from './wakeups.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('agent wake-ups', () => {
  it('a wake-up that comes before the poll starts waiting is kept, not lost', async () => {
    const wakeups = createWakeups();
    const listener = wakeups.listen(7);
    // The poll is still reading the queue when the job is queued.
    wakeups.wake(7);
    await tick();
    const t0 = Date.now();
    expect(await listener.next(5000)).toBe(true);
    expect(Date.now() - t0).toBeLessThan(100);
    // Answered once: the next wait waits.
    expect(await listener.next(20)).toBe(false);
    listener.close();
  });

  it('wakes only the device it is for', async () => {
    const wakeups = createWakeups();
    const mine = wakeups.listen(1);
    const other = wakeups.listen(2);
    const waiting = mine.next(5000);
    wakeups.wake(2);
    await tick();
    expect(await other.next(0)).toBe(true);
    wakeups.wake(1);
    expect(await waiting).toBe(true);
    mine.close();
    other.close();
  });

  it('wakes every device when the notifier may have missed wake-ups (it reconnected)', async () => {
    let deliver: NotifyListener = () => undefined;
    const notifier: Notifier = {
      publish: () => undefined,
      subscribe: (_channel, listener) => {
        deliver = listener;
        return () => undefined;
      },
      beforeClose: () => undefined,
      close: async () => undefined,
    };
    const wakeups = createWakeups(notifier);
    const a = wakeups.listen(1);
    const b = wakeups.listen(2);
    // What a PostgreSQL notifier delivers after (re)connecting its listener.
    deliver(null);
    expect([await a.next(0), await b.next(0)]).toEqual([true, true]);
  });

  it('stops waiting when the poll is abandoned (the agent hung up), and after the time given', async () => {
    const wakeups = createWakeups();
    const listener = wakeups.listen(3);
    const gone = new AbortController();
    const waiting = listener.next(60_000, gone.signal);
    gone.abort();
    expect(await waiting).toBe(false);
    expect(await listener.next(10)).toBe(false);
    listener.close();
  });
});
