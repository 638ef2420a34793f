import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app.ts';
import type { App } from '../../http/route-types.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { createServices } from '../../services.ts';
import { api, signInTechnician, type ActivityBody, type Caller, type TicketBody } from '../tickets/tickets.fixtures.ts';
import { automationConfigFromEnv } from './automations.module.ts';
import { saveRule } from './automations.fixtures.ts';

// Decision 0021: a server started with OUTPOST_TEST_CLOCK=true lets an administrator move the
// clock time rules read; any other server answers that route as an unknown one.

const HOUR_SECONDS = 60 * 60;

let ctx: TestContext;
/** A second server process over the same database, started with the test clock. */
let clocked: App;
let admin: Caller;
let tech: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  const services = createServices(ctx.database.db, ctx.clock, {
    nodeOfflineAfterSeconds: 90,
    heartbeatSeconds: 30,
    dataDir: ctx.dataDir,
    listCacheMs: 0,
    automations: { ...automationConfigFromEnv({ OUTPOST_TEST_CLOCK: 'true' }), log: () => undefined },
  });
  clocked = await buildApp({ services, secureCookies: false, loginRateLimitPerMinute: 1000, logLevel: 'silent' });
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
});
afterAll(async () => {
  await clocked?.close();
  await ctx?.close();
});

/** A request to the server started with the test clock, as `api` does for the plain one. */
const onClocked = (caller: Caller, method: 'POST' | 'GET', url: string, payload?: unknown) =>
  clocked.inject({ method, url, headers: caller.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const advance = (seconds: number) => onClocked(admin, 'POST', '/api/ticketing/automation/test-clock', { seconds });
const sweepOnClocked = async () => (await onClocked(admin, 'POST', '/api/ticketing/automation/sweep', {})).json<{ fired: number; startedAt: string }>();

describe('the automations test clock', () => {
  it('is off unless OUTPOST_TEST_CLOCK is true: the route does not exist, for every caller', async () => {
    expect(automationConfigFromEnv({}).testClock).toBe(false);
    expect(automationConfigFromEnv({ OUTPOST_TEST_CLOCK: 'false' }).testClock).toBe(false);
    expect(() => automationConfigFromEnv({ OUTPOST_TEST_CLOCK: 'yes' })).toThrow();
    const response = await api(ctx, admin).post('/api/ticketing/automation/test-clock', { seconds: 3600 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ resultCode: 'NOT_FOUND' });
    // Issue 22: not 401 or 400 to a caller without a session or body either, as if it were not there.
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/ticketing/automation/test-clock' });
    const byTech = await api(ctx, tech).post('/api/ticketing/automation/test-clock', {});
    expect([anonymous.statusCode, byTech.statusCode]).toEqual([404, 404]);
    expect(ctx.app.registeredRoutes.some((route) => route.url === '/api/ticketing/automation/test-clock')).toBe(false);
  });

  it('is for administrators only, moves forward only, and by at most a year at once', async () => {
    const byTech = await onClocked(tech, 'POST', '/api/ticketing/automation/test-clock', { seconds: 60 });
    expect(byTech.statusCode).toBe(403);
    for (const seconds of [0, -60, 1.5, 367 * 24 * HOUR_SECONDS]) {
      const refused = await advance(seconds);
      expect(refused.statusCode, String(seconds)).toBe(400);
      expect(refused.json().fields).toHaveProperty('seconds');
    }
  });

  it('lets a time rule (WAITING for 48 hours → OPEN) fire once when it moves, not again on the next sweep; sessions and tickets keep real time', async () => {
    const rule = await saveRule(ctx, admin, {
      type: 'TIME_BASED',
      name: 'Waited two days',
      all: [
        { id: 'c', field: 'time_since_status:WAITING', operator: 'greater_or_equal_than', value: '48:0' },
        { id: 'm', field: 'summary', operator: 'contains', value: 'clocked' },
      ],
      actions: [{ uid: 'a', field: 'ticket', operator: 'status', value: 'OPEN' }],
    });
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Waiting on the clocked customer', status: 'WAITING' })).json<TicketBody>();
    const statusOf = async () => (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>().status.key;

    expect((await sweepOnClocked()).fired).toBe(0);
    const first = await advance(47 * HOUR_SECONDS);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ offsetSeconds: 47 * HOUR_SECONDS, now: new Date(ctx.clock.now().getTime() + 47 * HOUR_SECONDS * 1000).toISOString() });
    expect((await sweepOnClocked()).fired).toBe(0);
    expect(await statusOf()).toBe('WAITING');
    // The plain server's sweep reads real time: nothing is due there.
    expect((await ctx.services.automations.time.sweep()).fired).toBe(0);

    expect((await advance(2 * HOUR_SECONDS)).json<{ offsetSeconds: number }>().offsetSeconds).toBe(49 * HOUR_SECONDS);
    const fired = await sweepOnClocked();
    expect(fired.fired).toBe(1);
    expect(fired.startedAt).toBe(new Date(ctx.clock.now().getTime() + 49 * HOUR_SECONDS * 1000).toISOString());
    expect(await statusOf()).toBe('OPEN');
    expect((await sweepOnClocked()).fired).toBe(0);
    const activity = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/activity?sortDirection=ASC`)).json<
      (ActivityBody & { createdAt: string })[]
    >();
    expect(activity.filter((a) => a.field === 'automation').map((a) => a.newLabel)).toEqual([rule.name]);
    // Only the time rules' clock moved: the callers' sessions (12 hours) still hold, the change is stamped in real time.
    expect((await api(ctx, tech).get('/api/auth/me')).statusCode).toBe(200);
    const changed = activity.find((a) => a.field === 'status')!;
    expect(new Date(changed.createdAt).getTime()).toBe(ctx.clock.now().getTime());
  });
});
