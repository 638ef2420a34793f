import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type Caller, type TicketBody } from './tickets.fixtures.ts';

let ctx: TestContext;
let tech: Caller;

type CommentBody = { body: string; isPublic: boolean };

beforeAll(async () => {
  ctx = await createTestContext();
  tech = await signInTechnician(ctx);
});
afterAll(() => ctx.close());

const create = async (body: Record<string, unknown>) => {
  const response = await api(ctx, tech).post('/api/ticketing/ticket', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TicketBody>();
};
const assign = (id: number, problemTicketId: number) => api(ctx, tech).put(`/api/ticketing/ticket/${id}/problem`, { problemTicketId });
const get = async (id: number) => (await api(ctx, tech).get(`/api/ticketing/ticket/${id}`)).json<TicketBody>();

describe('incidents and problems', () => {
  it("finds problem tickets for the picker as '#id name', 50 a page, by name or #id", async () => {
    const problem = await create({ summary: 'Core switch flapping', type: 'PROBLEM' });
    await create({ summary: 'Core switch question', type: 'QUESTION' });
    const page = (await api(ctx, tech).get('/api/ticketing/ticket/problem?searchCriteria=core%20switch&page=0')).json<{
      data: unknown[];
      pageSize: number;
      hasMore: boolean;
    }>();
    expect(page).toMatchObject({
      data: [{ id: problem.id, name: 'Core switch flapping', label: `#${problem.id} Core switch flapping` }],
      pageSize: 50,
      hasMore: false,
    });
    const byId = (await api(ctx, tech).get(`/api/ticketing/ticket/problem?searchCriteria=%23${problem.id}`)).json<{ data: { id: number }[] }>();
    expect(byId.data.map((d) => d.id)).toEqual([problem.id]);
  });

  it('assigns an incident to a problem, reassigns it, and refuses the same problem again', async () => {
    const [first, second] = [await create({ summary: 'Problem A', type: 'PROBLEM' }), await create({ summary: 'Problem B', type: 'PROBLEM' })];
    const ticket = await create({ summary: 'Cannot print', type: 'QUESTION' });
    const assigned = await assign(ticket.id, first.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<TicketBody>()).toMatchObject({ type: 'INCIDENT', parentTicketId: first.id });
    expect((await get(first.id)).incidentCount).toBe(1);
    const same = await assign(ticket.id, first.id);
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ problemTicketId: ['Cannot assign ticket to the same problem'] });
    expect((await assign(ticket.id, second.id)).json<TicketBody>().parentTicketId).toBe(second.id);
    const incidents = (await api(ctx, tech).get(`/api/ticketing/ticket/${second.id}/incidents`)).json<{ id: number }[]>();
    expect(incidents.map((i) => i.id)).toEqual([ticket.id]);
    expect((await api(ctx, tech).get(`/api/ticketing/ticket/${first.id}/incidents`)).json()).toEqual([]);
    const log = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/activity`)).json<{ field: string; oldLabel: string; newLabel: string }[]>();
    expect(log[0]).toMatchObject({ field: 'parentTicket', oldLabel: `#${first.id} Problem A`, newLabel: `#${second.id} Problem B` });
  });

  it('refuses a problem that is not a problem ticket, or the ticket itself', async () => {
    const question = await create({ summary: 'Just a question', type: 'QUESTION' });
    const ticket = await create({ summary: 'Incident' });
    expect((await assign(ticket.id, question.id)).json().fields).toEqual({ problemTicketId: ['Choose a problem ticket'] });
    const problem = await create({ summary: 'Self', type: 'PROBLEM' });
    expect((await assign(problem.id, problem.id)).json().fields).toEqual({ problemTicketId: ['A ticket cannot be its own problem'] });
    // A problem with incidents stays a problem until they are reassigned.
    await assign(ticket.id, problem.id);
    expect((await api(ctx, tech).editTicket(problem.id, { type: 'TASK' })).json().fields).toEqual({
      type: ['This problem has incidents; reassign them first'],
    });
    expect((await api(ctx, tech).delete(`/api/ticketing/ticket/${ticket.id}/problem`)).json<TicketBody>()).toMatchObject({
      type: 'INCIDENT',
      parentTicketId: null,
    });
  });

  it('resolves a problem with its open incidents, each getting the comment, when asked', async () => {
    const problem = await create({ summary: 'Mail outage', type: 'PROBLEM' });
    const open = [await create({ summary: 'No mail 1' }), await create({ summary: 'No mail 2' })];
    const closed = await create({ summary: 'No mail 3', status: 'CLOSED' });
    for (const incident of [...open, closed]) await assign(incident.id, problem.id);
    const response = await api(ctx, tech).editTicket(problem.id, {
      status: 'RESOLVED',
      resolveIncidents: { comment: { htmlBody: '<p>Mail is back.</p>', isPublic: true } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TicketBody>().resolvedIncidentIds).toEqual(open.map((t) => t.id));
    for (const incident of open) {
      expect((await get(incident.id)).status.key).toBe('RESOLVED');
      expect((await api(ctx, tech).get(`/api/ticketing/ticket/${incident.id}/comments`)).json<CommentBody[]>()).toEqual([
        expect.objectContaining({ body: 'Mail is back.', isPublic: true }),
      ]);
    }
    expect((await get(closed.id)).status.key).toBe('CLOSED');
  });

  it('leaves incidents alone when the problem is resolved without asking', async () => {
    const problem = await create({ summary: 'Quiet', type: 'PROBLEM' });
    const incident = await create({ summary: 'Still open' });
    await assign(incident.id, problem.id);
    const response = await api(ctx, tech).editTicket(problem.id, { status: 'RESOLVED' });
    expect(response.json<TicketBody>().resolvedIncidentIds).toBeUndefined();
    expect((await get(incident.id)).status.key).toBe('NEW');
  });
});

describe('merging', () => {
  it('moves comments and time to the target, adds its tags, and closes the merged ticket pointing at it', async () => {
    await api(ctx, tech).post('/api/ticketing/tags', { name: 'vpn' });
    const source = await create({ summary: 'Dup', tags: ['vpn'], comment: { htmlBody: '<p>from source</p>' } });
    const target = await create({ summary: 'Original' });
    await api(ctx, tech).post(`/api/ticketing/ticket/${source.id}/time-entries`, { startDate: '2026-01-05T08:00:00Z', duration: 600 });
    const merged = await api(ctx, tech).post(`/api/ticketing/ticket/${source.id}/merge`, { targetTicketId: target.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<TicketBody>()).toMatchObject({ id: target.id, tags: ['vpn'], totalTimeTracked: 600 });
    const targetComments = (await api(ctx, tech).get(`/api/ticketing/ticket/${target.id}/comments`)).json<CommentBody[]>();
    expect(targetComments.map((c) => c.body)).toEqual(['from source', `Ticket #${source.id} was merged into this ticket.`]);
    const after = await get(source.id);
    expect(after).toMatchObject({ status: { key: 'CLOSED' }, totalTimeTracked: 0 });
    expect((await api(ctx, tech).post(`/api/ticketing/ticket/${target.id}/merge`, { targetTicketId: target.id })).json().fields).toEqual({
      targetTicketId: ['A ticket cannot be merged into itself'],
    });
  });
});
