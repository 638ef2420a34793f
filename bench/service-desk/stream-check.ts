// Did every technician's screen hear of every save? Counts, per event stream, the ticket.changed
// events of the tickets whose update was answered, and how long after the answer each arrived.
import type { SseClient } from '../../apps/server/src/modules/live/live.fixtures.ts';
import { percentile } from '../lib/percentiles.ts';

/** How long a late event is still waited for before it counts as never heard. */
export const GRACE_MS = 10_000;

export interface StreamCheck {
  /** Answered updates, and the fewest / most of them one stream heard of. */
  answered: number;
  fewestHeard: number;
  mostHeard: number;
  /** From the update's answer to the event on a stream, over every stream and update heard. */
  delay: { p50: number; p99: number; max: number; n: number };
  /** Waited after the last answer until every stream had heard every update (or GRACE_MS). */
  waitedMs: number;
}

/**
 * `answeredAt`: each answered update's ticket and when its answer came (every ticket once: the
 * bench gives each update a ticket of its own in the phase). Only events after `from` (each
 * stream's event count when the phase began) and of those tickets count: a late event of an
 * earlier phase is not one of this phase's.
 */
export async function checkStreams(
  streams: Pick<SseClient, 'events' | 'arrivals'>[],
  from: number[],
  answeredAt: Map<number, number>,
  graceMs = GRACE_MS,
): Promise<StreamCheck> {
  const heardBy = () =>
    streams.map((stream, i) => {
      const heard = new Map<number, number>();
      for (let k = from[i]!; k < stream.events.length; k++) {
        const e = stream.events[k]!;
        const ticketId = Number(e.data.ticketId);
        if (e.event === 'ticket.changed' && answeredAt.has(ticketId) && !heard.has(ticketId)) heard.set(ticketId, stream.arrivals[k]!);
      }
      return heard;
    });
  const started = performance.now();
  let heard = heardBy();
  while (heard.some((h) => h.size < answeredAt.size) && performance.now() - started < graceMs) {
    await new Promise((r) => setTimeout(r, 100));
    heard = heardBy();
  }
  const delays = heard.flatMap((h) => [...h].map(([ticketId, at]) => at - answeredAt.get(ticketId)!));
  const sizes = heard.map((h) => h.size);
  return {
    answered: answeredAt.size,
    fewestHeard: Math.min(...sizes),
    mostHeard: Math.max(...sizes),
    delay: { p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays.reduce((a, b) => Math.max(a, b), 0), n: delays.length },
    waitedMs: performance.now() - started,
  };
}

export function describeStreams(check: StreamCheck): string {
  const { delay } = check;
  const heard = check.fewestHeard === check.mostHeard ? `${check.fewestHeard}` : `${check.fewestHeard}–${check.mostHeard}`;
  return (
    `each stream heard ${heard} of the ${check.answered} updates answered` +
    ` (event after the answer: p50 ${delay.p50.toFixed(0)} ms, p99 ${delay.p99.toFixed(0)} ms, max ${delay.max.toFixed(0)} ms over ${delay.n.toLocaleString('en')} deliveries)`
  );
}
