import { describe, expect, it } from 'vitest';
import { TICKET_SUMMARY_MAX_LENGTH } from '@outpost/contracts';
import { ROUTINE_CONTACTS, routineDemoTickets } from './demo-tickets.routine.ts';

describe('routine demo tickets', () => {
  const tickets = routineDemoTickets(250);

  it('are the same on every machine (fixed seed)', () => {
    expect(routineDemoTickets(250)).toEqual(tickets);
  });

  it('tell a story in order that ends before now, from a requester of the same organization', () => {
    const contacts = new Map(ROUTINE_CONTACTS.map((c) => [c.key, c]));
    for (const ticket of tickets) {
      const afters = ticket.steps.map((s) => s.after);
      expect(afters).toEqual([...afters].sort((a, b) => a - b));
      expect(afters.every((after) => after < ticket.openedHoursAgo)).toBe(true);
      expect(contacts.get(ticket.requester!)?.organization).toBe(ticket.organization);
      expect(ticket.summary.length).toBeLessThanOrEqual(TICKET_SUMMARY_MAX_LENGTH);
    }
  });

  it('leave a desk with solved, open, waiting and unassigned work', () => {
    const last = (t: (typeof tickets)[number]) => String(t.steps.findLast((s) => s.set?.status)?.set?.status ?? 'NEW');
    const counts = new Map<string, number>();
    for (const t of tickets) counts.set(last(t), (counts.get(last(t)) ?? 0) + 1);
    for (const status of ['NEW', 'OPEN', 'WAITING', 'RESOLVED', 'CLOSED']) expect(counts.get(status) ?? 0).toBeGreaterThan(0);
    // Most of four months of work is done.
    expect((counts.get('RESOLVED') ?? 0) + (counts.get('CLOSED') ?? 0)).toBeGreaterThan(tickets.length / 2);
  });
});
