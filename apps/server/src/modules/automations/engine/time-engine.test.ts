import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { api, signInTechnician, type ActivityBody, type Caller, type TicketBody } from '../../tickets/tickets.fixtures.ts';
import { disableRule, makeTags, saveRule, startHookReceiver } from '../automations.fixtures.ts';
import { createRuleStore } from '../rule-store.ts';
import { createTimeEngine, type TimeEngineOptions } from './time-engine.ts';
import { createTimeEngineRepository } from './time-engine.repository.ts';

const HOUR = 60 * 60 * 1000;

let ctx: TestContext;
let admin: Caller;
let tech: Caller;
let hooks: Awaited<ReturnType<typeof startHookReceiver>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
  hooks = await startHookReceiver();
  await makeTags(ctx, admin, ['stale', 'capped']);
});
afterAll(async () => {
  await hooks?.close();
  await ctx?.close();
});

/** Another engine over the same database, as a second server process would run it. */
function otherEngine(holder: string, options: Partial<TimeEngineOptions> = {}) {
  const log = () => undefined;
  return createTimeEngine({
    db: ctx.database.db,
    repo: createTimeEngineRepository(ctx.database.db),
    rules: createRuleStore({ log }),
    pipeline: ctx.services.serviceDesk.pipeline,
    effects: ctx.services.automations.effects,
    clock: ctx.clock,
    log,
    publicUrl: '',
    holder,
    options,
  });
}
/** Moves the test clock; sessions expire as it passes, so both callers sign in again. */
async function advance(ms: number) {
  ctx.clock.advance(ms);
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
}
const sweep = () => ctx.services.automations.time.sweep();
const ticketOf = async (id: number) => (await api(ctx, tech).get(`/api/ticketing/ticket/${id}`)).json<TicketBody>();
const firedOn = async (id: number) =>
  (await api(ctx, tech).get(`/api/ticketing/ticket/${id}/activity?sortDirection=ASC`))
    .json<ActivityBody[]>()
    .filter((a) => a.field === 'automation')
    .map((a) => a.newLabel);
const disable = (id: number) => disableRule(ctx, admin, id);

describe('time-based automations', () => {
  it('fire once when the clock passes the threshold, not again on the next sweep: WAITING for 48 hours → OPEN and notify', async () => {
    const channel = (await api(ctx, admin).post('/api/channel', { name: 'Desk Slack', type: 'SLACK', url: hooks.url, secret: 's3cret' })).json<{
      id: number;
    }>();
    const rule = await saveRule(ctx, admin, {
      type: 'TIME_BASED',
      name: 'Waited too long',
      all: [{ id: 'c', field: 'time_since_status:WAITING', operator: 'greater_or_equal_than', value: '48:0' }],
      actions: [
        { uid: 'a1', field: 'ticket', operator: 'status', value: 'OPEN' },
        { uid: 'a2', field: 'ADD_TICKET_COMMENT', value: { body: '<p>No answer for 48 hours on {{ticket.summary}}</p>', public: false } },
        { uid: 'a3', field: 'SEND_NOTIFICATION', value: { channels: [{ channelId: channel.id, channelType: 'SLACK' }] } },
      ],
    });
    const waiting = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Asked the customer', status: 'WAITING' })).json<TicketBody>();
    const other = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Still open', status: 'OPEN' })).json<TicketBody>();

    expect(await sweep()).toMatchObject({ ran: true, rules: 1, fired: 0 });
    await advance(47 * HOUR);
    expect((await sweep()).fired).toBe(0);
    await advance(2 * HOUR);
    expect(await sweep()).toMatchObject({ ran: true, fired: 1, failed: 0, carriedOver: false });
    expect((await ticketOf(waiting.id)).status.key).toBe('OPEN');
    expect((await ticketOf(other.id)).status.key).toBe('OPEN');
    expect(await firedOn(waiting.id)).toEqual(['Waited too long']);
    const comments = (await api(ctx, tech).get(`/api/ticketing/ticket/${waiting.id}/comments`)).json<{ htmlBody: string; author: { name: string } }[]>();
    expect(comments.map((c) => [c.author.name, c.htmlBody])).toEqual([["Automation 'Waited too long'", '<p>No answer for 48 hours on Asked the customer</p>']]);

    await ctx.services.automations.dispatcher().drain();
    expect(hooks.received).toHaveLength(1);
    expect(JSON.parse(hooks.received[0]!.body).text).toContain(`[#${waiting.id}] Asked the customer`);

    await advance(5 * 60 * 1000);
    expect((await sweep()).fired).toBe(0);
    expect(await firedOn(waiting.id)).toEqual(['Waited too long']);
    // Back in WAITING is a new qualifying period: after another 48 hours the rule fires again.
    await api(ctx, tech).editTicket(waiting.id, { status: 'WAITING' });
    await advance(48 * HOUR);
    expect((await sweep()).fired).toBe(1);
    expect(await firedOn(waiting.id)).toEqual(['Waited too long', 'Waited too long']);
    await disable(rule.id);
  });

  it('remember the period a rule fired for even when its actions leave the ticket matching', async () => {
    const rule = await saveRule(ctx, admin, {
      type: 'TIME_BASED',
      name: 'Old tickets',
      all: [
        { id: 'c1', field: 'time_since_created', operator: 'greater_or_equal_than', value: '24:0' },
        { id: 'c2', field: 'summary', operator: 'contains', value: 'ancient' },
      ],
      actions: [{ uid: 'a', field: 'add_tags', value: ['stale'] }],
    });
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'An ancient request' })).json<TicketBody>();
    await advance(25 * HOUR);
    expect((await sweep()).fired).toBe(1);
    for (let i = 0; i < 3; i++) {
      await advance(5 * 60 * 1000);
      expect((await sweep()).fired).toBe(0);
    }
    expect((await ticketOf(ticket.id)).tags).toEqual(['stale']);
    expect(await firedOn(ticket.id)).toEqual(['Old tickets']);
    await disable(rule.id);
  });

  it('run one sweep at a time across processes: of two at once, one runs', async () => {
    const rule = await saveRule(ctx, admin, {
      type: 'TIME_BASED',
      all: [
        { id: 'c', field: 'time_since_created', operator: 'greater_or_equal_than', value: '0:15' },
        { id: 'c2', field: 'summary', operator: 'contains', value: 'race' },
      ],
      actions: [{ uid: 'a', field: 'ticket', operator: 'priority', value: 'HIGH' }],
    });
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'race' })).json<TicketBody>();
    await advance(HOUR);
    const [a, b] = await Promise.all([otherEngine('process-a').sweep(), otherEngine('process-b').sweep()]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(a.fired + b.fired).toBe(1);
    expect(await firedOn(ticket.id)).toHaveLength(1);
    // Once the first has finished, the lease is free again.
    expect((await otherEngine('process-b').sweep()).ran).toBe(true);
    const status = (await api(ctx, admin).get('/api/ticketing/automation/sweep')).json<{ running: boolean; lastResult: { ran: boolean } }>();
    expect(status).toMatchObject({ running: false, lastResult: { ran: true } });
    await disable(rule.id);
  });

  it('stop at the per-sweep cap and carry the rest to the next sweep', async () => {
    const rule = await saveRule(ctx, admin, {
      type: 'TIME_BASED',
      all: [
        { id: 'c', field: 'time_since_created', operator: 'greater_or_equal_than', value: '1:0' },
        { id: 'c2', field: 'summary', operator: 'contains', value: 'capped' },
      ],
      actions: [{ uid: 'a', field: 'add_tags', value: ['capped'] }],
    });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await api(ctx, tech).post('/api/ticketing/ticket', { summary: `capped ${i}` })).json<TicketBody>().id);
    await advance(2 * HOUR);
    const capped = otherEngine('capped', { capPerSweep: 2 });
    expect(await capped.sweep()).toMatchObject({ fired: 2, carriedOver: true });
    expect(await capped.sweep()).toMatchObject({ fired: 1, carriedOver: false });
    expect(await capped.sweep()).toMatchObject({ fired: 0, carriedOver: false });
    for (const id of ids) expect((await ticketOf(id)).tags).toEqual(['capped']);
    await disable(rule.id);
  });
});
