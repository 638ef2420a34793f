import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { api, signInTechnician, type ActivityBody, type Caller, type TicketBody } from '../tickets.fixtures.ts';

let ctx: TestContext;
let admin: Caller;
let tech: Caller;

type TimerBody = { ticketId: number; state: string; elapsedSeconds: number; startedAt: string | null };
type EntryBody = { id: number; duration: number; startDate: string; billingType: string; remote: boolean; technician: { id: number } };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
});
afterAll(() => ctx.close());

const newTicket = async () => (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Timed' })).json<TicketBody>();
const timer = (id: number, action: string, body?: unknown) => api(ctx, tech).post(`/api/ticketing/ticket/${id}/timer/${action}`, body);
const minutes = (n: number) => ctx.clock.advance(n * 60_000);

describe('the technician timer', () => {
  it('counts running time only, survives a reload, and logs a time entry from its first start when stopped', async () => {
    const ticket = await newTicket();
    const startedAt = ctx.clock.now().toISOString();
    expect((await timer(ticket.id, 'start')).json<TimerBody>()).toMatchObject({ state: 'RUNNING', elapsedSeconds: 0 });
    minutes(10);
    expect((await timer(ticket.id, 'pause')).json<TimerBody>()).toMatchObject({ state: 'PAUSED', elapsedSeconds: 600 });
    minutes(30);
    // A reloaded page asks for the technician's timers: the paused one is still there.
    expect((await api(ctx, tech).get('/api/ticketing/timers')).json<TimerBody[]>()).toEqual([
      expect.objectContaining({ ticketId: ticket.id, state: 'PAUSED', elapsedSeconds: 600 }),
    ]);
    await timer(ticket.id, 'resume');
    minutes(5);
    expect((await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/timer`)).json<TimerBody>().elapsedSeconds).toBe(900);
    const stopped = await timer(ticket.id, 'stop', { remote: true, billingType: 'NON_BILLABLE' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({
      timer: { state: 'STOPPED' },
      timeEntry: { duration: 900, startDate: startedAt, remote: true, billingType: 'NON_BILLABLE', technician: { id: tech.userId } },
    });
    expect((await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>().totalTimeTracked).toBe(900);
    const log = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/activity`)).json<ActivityBody[]>();
    expect(log[0]).toMatchObject({ type: 'TIME_ENTRY_ADDED', newLabel: '0h 15m' });
    expect((await api(ctx, tech).get('/api/ticketing/timers')).json()).toEqual([]);
  });

  it('pauses the technician’s other running timer when another starts', async () => {
    const [first, second] = [await newTicket(), await newTicket()];
    await timer(first.id, 'start');
    minutes(2);
    await timer(second.id, 'start');
    const timers = (await api(ctx, tech).get('/api/ticketing/timers')).json<TimerBody[]>();
    expect(timers.map((t) => [t.ticketId, t.state, t.elapsedSeconds])).toEqual([
      [first.id, 'PAUSED', 120],
      [second.id, 'RUNNING', 0],
    ]);
    // Another technician's timers are their own.
    expect((await api(ctx, admin).get('/api/ticketing/timers')).json()).toEqual([]);
  });

  it('refuses pausing a timer that is not running and stopping one that does not exist', async () => {
    const ticket = await newTicket();
    expect((await timer(ticket.id, 'pause')).json()).toEqual({ resultCode: 'CONFLICT', message: 'The timer is not running' });
    expect((await timer(ticket.id, 'stop', {})).statusCode).toBe(409);
    expect((await timer(987654, 'start')).statusCode).toBe(404);
  });
});

describe('time entries', () => {
  it('logs, lists and deletes time, keeping the ticket total', async () => {
    const ticket = await newTicket();
    const url = `/api/ticketing/ticket/${ticket.id}/time-entries`;
    const created = await api(ctx, tech).post(url, { startDate: '2026-01-05T08:00:00Z', duration: 3600, remote: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<EntryBody>()).toMatchObject({ duration: 3600, billingType: 'BILLABLE', remote: true, startDate: '2026-01-05T08:00:00.000Z' });
    // 07:30 UTC: listed before the 08:00 entry, in start order.
    await api(ctx, admin).post(url, { startDate: '2026-01-05T08:30:00+01:00', duration: 1800 });
    expect((await api(ctx, tech).get(url)).json<EntryBody[]>().map((e) => e.duration)).toEqual([1800, 3600]);
    expect((await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>().totalTimeTracked).toBe(5400);
    // Technicians remove their own entries; the administrator's is not theirs.
    const adminEntry = (await api(ctx, tech).get(url)).json<EntryBody[]>()[0]!;
    expect((await api(ctx, tech).delete(`${url}/${adminEntry.id}`)).statusCode).toBe(403);
    expect((await api(ctx, tech).delete(`${url}/${created.json<EntryBody>().id}`)).statusCode).toBe(204);
    expect((await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>().totalTimeTracked).toBe(1800);
    expect((await api(ctx, tech).delete(`${url}/987654`)).statusCode).toBe(404);
  });

  it('refuses an agreement (no PSA module), a zero duration and a date that is not one', async () => {
    const ticket = await newTicket();
    const url = `/api/ticketing/ticket/${ticket.id}/time-entries`;
    const agreement = await api(ctx, tech).post(url, { startDate: '2026-01-05T08:00:00Z', duration: 60, agreementId: 7 });
    expect(agreement.json().fields).toEqual({ agreementId: ['Agreements need the professional-services module, which is not enabled'] });
    const bad = await api(ctx, tech).post(url, { startDate: 'yesterday', duration: 0 });
    expect(bad.json().fields).toEqual({ startDate: ['Must be a date and time'], duration: ['Must be at least 1 second'] });
  });
});
