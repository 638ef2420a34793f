import { describe, expect, it } from 'vitest';
import type { ReceivedEvent } from '../../apps/server/src/modules/live/live.fixtures.ts';
import { checkStreams } from './stream-check.ts';

const changed = (ticketId: number): ReceivedEvent => ({ event: 'ticket.changed', data: { ticketId, created: false, fields: ['priority'] } });
/** A stream as openSse keeps it: events and when each arrived. */
const stream = (heard: [ReceivedEvent, number][]) => ({ events: heard.map(([e]) => e), arrivals: heard.map(([, at]) => at) });

describe('checkStreams', () => {
  it('counts per stream the answered updates it heard of, and how late', async () => {
    const answeredAt = new Map([
      [1, 1000],
      [2, 1010],
    ]);
    const streams = [
      stream([
        [changed(1), 1100],
        [changed(2), 1210],
      ]),
      // Hears 1 twice and 2 never: a duplicate does not stand in for a missing event.
      stream([
        [changed(1), 1050],
        [changed(1), 1060],
      ]),
    ];
    const check = await checkStreams(streams, [0, 0], answeredAt, 50);
    expect([check.answered, check.fewestHeard, check.mostHeard]).toEqual([2, 1, 2]);
    expect([check.delay.n, check.delay.p50, check.delay.max]).toEqual([3, 100, 200]);
  });

  it('leaves out events before the phase began and of tickets it did not update', async () => {
    const earlier = stream([
      [changed(1), 10],
      [changed(7), 1020],
    ]);
    const check = await checkStreams([earlier], [1], new Map([[1, 1000]]), 50);
    expect([check.fewestHeard, check.delay.n]).toEqual([0, 0]);
  });

  it('waits for a late event until it arrives', async () => {
    const late = stream([]);
    setTimeout(() => {
      late.events.push(changed(3));
      late.arrivals.push(performance.now());
    }, 150);
    const check = await checkStreams([late], [0], new Map([[3, performance.now()]]), 2000);
    expect(check.fewestHeard).toBe(1);
    expect(check.waitedMs).toBeGreaterThanOrEqual(100);
  });
});
