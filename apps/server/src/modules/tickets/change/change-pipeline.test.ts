import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import type { CommittedChange, InterceptorContext } from './interceptors.ts';
import { api, signInTechnician, type ActivityBody, type Caller, type TicketBody } from '../tickets.fixtures.ts';

let ctx: TestContext;
let admin: Caller;
let tech: Caller;
const unregister: (() => void)[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
});
afterEach(() => unregister.splice(0).forEach((remove) => remove()));
afterAll(() => ctx.close());

const register = (...args: Parameters<TestContext['services']['serviceDesk']['interceptors']['register']>) =>
  unregister.push(ctx.services.serviceDesk.interceptors.register(...args));
const create = async (body: Record<string, unknown>) => (await api(ctx, tech).post('/api/ticketing/ticket', body)).json<TicketBody>();
const activityOf = async (id: number) => (await api(ctx, tech).get(`/api/ticketing/ticket/${id}/activity?sortDirection=ASC`)).json<ActivityBody[]>();

describe('the change pipeline', () => {
  it('runs a registered interceptor on the proposed change in memory and saves its change with it, once', async () => {
    const seen: InterceptorContext[] = [];
    register({
      id: 'urgent-outages',
      intercept(context) {
        seen.push(context);
        // Like an automation: a HIGH priority change assigns the ticket and adds a private note.
        if (context.changes.some((c) => c.field === 'priority') && context.after.priority === 'HIGH' && context.after.assignedAppUserId === null) {
          return {
            patch: { assignedAppUserId: admin.userId, tags: [] },
            comments: [
              { htmlBody: '<p>Escalated</p>', isPublic: false, uploads: [], techniciansTagged: [], author: { type: 'SYSTEM', name: "Automation 'escalate'" } },
            ],
          };
        }
      },
    });
    const ticket = await create({ summary: 'Outage' });
    const updated = (await api(ctx, tech).editTicket(ticket.id, { priority: 'HIGH' })).json<TicketBody>();
    expect(updated.assignee?.id).toBe(admin.userId);
    // One save: the version moved by one for the user's change and the interceptor's together.
    expect(updated.version).toBe(ticket.version + 1);
    const entries = (await activityOf(ticket.id)).filter((a) => a.type !== 'CREATED');
    expect(entries.map((a) => [a.type, a.field])).toEqual([
      ['FIELD_CHANGED', 'priority'],
      ['FIELD_CHANGED', 'assignee'],
      ['COMMENT_ADDED', null],
    ]);
    expect(new Set(entries.map((a) => a.changeSetId)).size).toBe(1);
    expect(entries[2]!.actor.name).toBe("Automation 'escalate'");
    // The interceptor saw the change before it was saved, then again in a second round that changed nothing.
    const onUpdate = seen.filter((s) => s.before !== null);
    expect(onUpdate.map((s) => s.round)).toEqual([1, 2]);
    expect(onUpdate[0]!.before!.priority).toBe('NONE');
    expect(onUpdate[1]!.roundChanges.map((c) => c.field)).toEqual(['assignee']);
  });

  it('credits what an interceptor changes as an actor of its own to it, and a field both changed to each in turn', async () => {
    register({
      id: 'escalate-vip',
      intercept(context) {
        if (context.before && context.after.priority === 'HIGH' && context.after.severity !== 'CRITICAL') {
          return { patch: { severity: 'CRITICAL' }, actor: { type: 'SYSTEM', name: "Automation 'Escalate VIP'" } };
        }
      },
    });
    const ticket = await create({ summary: 'VIP printer' });
    expect((await api(ctx, tech).editTicket(ticket.id, { priority: 'HIGH', severity: 'MINOR' })).statusCode).toBe(200);
    const entries = (await activityOf(ticket.id)).filter((a) => a.type === 'FIELD_CHANGED');
    expect(entries.map((a) => [a.actor.name, a.field, a.oldLabel, a.newLabel])).toEqual([
      [expect.not.stringContaining('Automation'), 'priority', 'NONE', 'HIGH'],
      [expect.not.stringContaining('Automation'), 'severity', 'NONE', 'MINOR'],
      ["Automation 'Escalate VIP'", 'severity', 'MINOR', 'CRITICAL'],
    ]);
    expect(new Set(entries.map((a) => a.changeSetId)).size).toBe(1);
  });

  it('saves nothing when an interceptor fails: the change and the interceptor share one transaction', async () => {
    const ticket = await create({ summary: 'Atomic' });
    register({
      id: 'broken',
      intercept: (context) => (context.before ? { patch: { assignedAppUserId: 999999 } } : undefined),
    });
    const response = await api(ctx, tech).editTicket(ticket.id, { priority: 'HIGH', comment: { htmlBody: '<p>note</p>' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ assignedAppUserId: ['User not found'] });
    const after = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>();
    expect([after.priority, after.version]).toEqual(['NONE', ticket.version]);
    expect((await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/comments`)).json()).toEqual([]);
  });

  it('cuts a chain of interceptor changes after 10 rounds', async () => {
    let calls = 0;
    register({
      id: 'ping-pong',
      intercept(context) {
        if (!context.before) return;
        calls++;
        return { patch: { priority: context.after.priority === 'HIGH' ? 'LOW' : 'HIGH' } };
      },
    });
    const ticket = await create({ summary: 'Loop' });
    expect((await api(ctx, tech).editTicket(ticket.id, { severity: 'MAJOR' })).statusCode).toBe(200);
    expect(calls).toBe(10);
  });

  it('gives interceptors the comment proposed with the change, and runs them on creation too', async () => {
    const comments: boolean[] = [];
    let created = 0;
    register({
      id: 'watcher',
      intercept(context) {
        if (!context.before) created++;
        // Round 1 only: the public reply opens the New ticket (conversation status), which makes a second round.
        if (context.round === 1) comments.push(...context.comments.map((c) => c.isPublic));
      },
    });
    const ticket = await create({ summary: 'Watched' });
    await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>Hello</p>', isPublic: true });
    expect(created).toBe(1);
    expect(comments).toEqual([true]);
  });

  it("runs an interceptor's after-commit effect once the change is saved, with the new ticket's id, and not for a change that saved nothing", async () => {
    const committed: CommittedChange[] = [];
    register({
      id: 'mailer',
      intercept: (context) => (context.round === 1 ? { afterCommit: async (c) => void committed.push(c) } : undefined),
    });
    const ticket = await create({ summary: 'Effects', comment: { htmlBody: '<p>First</p>', isPublic: true } });
    expect(committed).toHaveLength(1);
    expect(committed[0]).toMatchObject({ ticketId: ticket.id, created: true });
    expect(committed[0]!.commentIds).toHaveLength(1);
    await api(ctx, tech).editTicket(ticket.id, { priority: 'NONE' });
    expect(committed).toHaveLength(1);
    await api(ctx, tech).editTicket(ticket.id, { priority: 'LOW' });
    expect(committed.map((c) => [c.ticketId, c.created, c.changes.map((f) => f.field)])).toEqual([
      [ticket.id, true, expect.any(Array)],
      [ticket.id, false, ['priority']],
    ]);
  });
});
