// Which ticket each update of the 50-technician runs changes, and to what. Kept apart from
// desk.ts (which runs on import) so a test can check the rule the streams' count depends on.
import { TICKET_PRIORITIES } from '@outpost/contracts';
import { seededPriority } from './seed.ts';

/** Phases of updates (warm-up, paced, closed loop): each works tickets of its own. */
export const PHASES = 3;

/**
 * The ticket and priority of technician `t`'s `n`-th update in `phase`: each technician works a
 * range of tickets of its own in each phase, so no two updates of a phase share a ticket unless
 * one technician goes round their range, and every update changes the priority (from the one
 * seedDesk gave, and from the previous round's): a save that changes nothing tells no stream,
 * and the streams' count must equal the updates answered. The bench's first formula spread
 * each technician over the whole table and let phases meet: at 20,000 tickets a quarter of the
 * paced run's saves set the priority the warm-up had already set (issue 29 §8's 749 of 1,002).
 * `version` is the one the save edits from (decision 0032): seeded tickets start at 1 and only
 * this technician's earlier rounds of this phase changed the ticket, once each.
 */
export function update(tickets: number, technicians: number, phase: number, t: number, n: number) {
  const range = Math.max(1, Math.floor(tickets / (PHASES * technicians)));
  const id = 1 + (phase * technicians + t) * range + (n % range);
  const round = Math.floor(n / range);
  return { id, version: 1 + round, priority: TICKET_PRIORITIES[(seededPriority(id) + 1 + (round % 3)) % TICKET_PRIORITIES.length]! };
}
