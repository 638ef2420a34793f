import { TICKET_PRIORITIES } from '@outpost/contracts';
import { describe, expect, it } from 'vitest';
import { seededPriority } from './seed.ts';
import { update } from './updates.ts';

type Plan = (phase: number, t: number, n: number) => { id: number; priority: string };

/**
 * Runs the bench's phases in its order (warm-up is phase 2, then paced 0, then closed loop 1),
 * `saves[i]` saves per technician in each, from the seeded priorities, and answers how many saves
 * of each phase set the priority the ticket already had: saves that tell no stream.
 */
function unchangedSaves(plan: Plan, technicians: number, saves: [warmUp: number, paced: number, closed: number]): number[] {
  const current = new Map<number, string>();
  return ([2, 0, 1] as const).map((phase, i) => {
    let unchanged = 0;
    for (let n = 0; n < saves[i]!; n++)
      for (let t = 0; t < technicians; t++) {
        const { id, priority } = plan(phase, t, n);
        if ((current.get(id) ?? TICKET_PRIORITIES[seededPriority(id)]) === priority) unchanged++;
        current.set(id, priority);
      }
    return unchanged;
  });
}

describe('the desk bench’s updates', () => {
  it('change the priority in every save of every phase, so each stream must hear each one', () => {
    for (const tickets of [5_000, 20_000, 1_000_000])
      for (const technicians of [5, 50]) {
        // Up to 200 saves each per phase: 10,000 saves a phase at 50 technicians, several times
        // what the 10 s runs answer here; at 5,000 tickets technicians go round their ranges.
        const plan: Plan = (phase, t, n) => update(tickets, technicians, phase, t, n);
        expect(unchangedSaves(plan, technicians, [200, 200, 200]), `${tickets} tickets, ${technicians} technicians`).toEqual([0, 0, 0]);
      }
  });

  it('name the version each ticket has when they are sent (a stale one would be refused with 409)', () => {
    for (const tickets of [5_000, 20_000]) {
      const stored = new Map<number, number>();
      const stale: string[] = [];
      for (const phase of [2, 0, 1])
        for (let n = 0; n < 200; n++)
          for (let t = 0; t < 50; t++) {
            const { id, version } = update(tickets, 50, phase, t, n);
            const current = stored.get(id) ?? 1;
            if (version !== current) stale.push(`ticket ${id}: sent ${version}, stored ${current}`);
            stored.set(id, current + 1);
          }
      expect(stale.slice(0, 3), `${tickets} tickets`).toEqual([]);
    }
  });

  it('keeps each phase to tickets of its own', () => {
    const ids = (phase: number) =>
      new Set(Array.from({ length: 50 }, (_, t) => Array.from({ length: 100 }, (_, n) => update(20_000, 50, phase, t, n).id)).flat());
    const [warmUp, paced, closed] = [ids(2), ids(0), ids(1)];
    expect([...paced].filter((id) => warmUp.has(id) || closed.has(id))).toEqual([]);
    expect([...warmUp].filter((id) => closed.has(id))).toEqual([]);
  });

  it('explains the 749 of 1,002 of issue 29 §8: the first formula repeated the warm-up’s priorities', () => {
    // The formula desk.ts used before (each technician spread over the whole table, phases meeting).
    const first: Plan = (phase, t, n) => {
      const id = 1 + (((phase * 50 + t) * 7919 + n * 104_729) % 20_000);
      return { id, priority: TICKET_PRIORITIES[(seededPriority(id) + 1 + (n % 3)) % TICKET_PRIORITIES.length]! };
    };
    // A 5 s warm-up at ~350 saves a second (35 each), then the paced run's 20 each (2/s for 10 s).
    const [, paced] = unchangedSaves(first, 50, [35, 20, 0]);
    expect(paced).toBeGreaterThan(200);
    expect(unchangedSaves((phase, t, n) => update(20_000, 50, phase, t, n), 50, [35, 20, 0])).toEqual([0, 0, 0]);
  });
});
