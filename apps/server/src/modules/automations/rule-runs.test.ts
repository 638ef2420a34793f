import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type Caller, type TicketBody } from '../tickets/tickets.fixtures.ts';
import { makeTags } from './automations.fixtures.ts';

// A rule's run history (issue 23 item 2): on which ticket it fired, what it changed, and what it
// could not apply, for the administrator, from the rule, not only from each ticket's log.

let ctx: TestContext;
let admin: Caller;
let tech: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
});
afterAll(() => ctx?.close());

type Run = { ticketId: number; ticketSummary: string; at: string; did: string[]; couldNotApply: string[] };
const runsOf = async (id: number) => {
  const response = await api(ctx, admin).get(`/api/ticketing/automation/${id}/runs`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Run[]>();
};

describe('run history', () => {
  it('lists each firing, newest first, with what the rule changed and what it could not apply', async () => {
    await makeTags(ctx, admin, ['vip', 'fleeting']);
    const rule = await api(ctx, admin).post('/api/ticketing/trigger/', {
      type: 'EVENT_BASED',
      name: 'Escalate and tag',
      enabled: true,
      conditions: { all: [{ id: 'c1', field: 'priority', operator: 'equals', value: 'HIGH' }], any: [] },
      actions: [
        { uid: 'a1', field: 'ticket', operator: 'severity', value: 'CRITICAL' },
        { uid: 'a2', field: 'add_tags', value: ['vip', 'fleeting'] },
      ],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const ruleId = rule.json<{ id: number }>().id;
    expect(await runsOf(ruleId)).toEqual([]);

    const first = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Printer on fire' })).json<TicketBody>();
    expect((await api(ctx, tech).editTicket(first.id, { priority: 'HIGH' })).statusCode).toBe(200);
    // The tag goes away after the rule was saved: the next firing cannot add it, and says so.
    const tags = (await api(ctx, admin).get('/api/ticketing/tags?pageSize=0')).json<{ id: number; name: string }[]>();
    expect((await api(ctx, admin).delete(`/api/ticketing/tags/${tags.find((t) => t.name === 'fleeting')!.id}`)).statusCode).toBe(204);
    const second = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Server room warm' })).json<TicketBody>();
    expect((await api(ctx, tech).editTicket(second.id, { priority: 'HIGH' })).statusCode).toBe(200);

    const runs = await runsOf(ruleId);
    expect(runs.map((r) => [r.ticketId, r.ticketSummary])).toEqual([
      [second.id, 'Server room warm'],
      [first.id, 'Printer on fire'],
    ]);
    expect(runs[1]!.did.join(' | ')).toMatch(/severity: None → Critical/i);
    expect(runs[1]!.couldNotApply).toEqual([]);
    expect(runs[0]!.couldNotApply.join(' ')).toContain('fleeting: no such tag');
    // A rule that fired on nothing else stays out of it; a missing rule is a clear 404.
    expect((await api(ctx, admin).get('/api/ticketing/automation/999999/runs')).statusCode).toBe(404);
    // Reading automations is administrative.
    expect((await api(ctx, tech).get(`/api/ticketing/automation/${ruleId}/runs`)).statusCode).toBe(403);
  });
});
