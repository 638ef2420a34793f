import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app.ts';
import type { App } from '../../http/route-types.ts';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';
import { createServices, type Services } from '../../services.ts';
import { automationConfigFromEnv } from '../automations/automations.module.ts';
import { recordingKind } from './scheduler.test-support.ts';

// Decision 0021's test clock moves the scheduler too: a journey moves one clock and a scheduled
// backup starts when its instant comes on that clock.

let ctx: TestContext;
let clocked: App;
let services: Services;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices(ctx.database.db, ctx.clock, {
    nodeOfflineAfterSeconds: 90,
    heartbeatSeconds: 30,
    dataDir: ctx.dataDir,
    listCacheMs: 0,
    automations: { ...automationConfigFromEnv({ OUTPOST_TEST_CLOCK: 'true' }), log: () => undefined },
  });
  clocked = await buildApp({ services, secureCookies: false, loginRateLimitPerMinute: 1000, logLevel: 'silent' });
  admin = await signIn(ctx);
});
afterAll(async () => {
  await clocked?.close();
  await ctx?.close();
});

describe('the scheduler on the test clock', () => {
  it('starts a run when POST /api/ticketing/automation/test-clock moves the clock past its due instant', async () => {
    const { kind, runs } = recordingKind('test.clocked');
    services.scheduling.kinds.register(kind);
    const due = ctx.clock.now().getTime() + 3_600_000;
    await services.scheduling.scheduler.sync(kind, 1, { anchorMs: due - 86_400_000, periodMs: 86_400_000 });
    await services.scheduling.scheduler.tick();
    expect(runs).toEqual([]);
    const moved = await clocked.inject({ method: 'POST', url: '/api/ticketing/automation/test-clock', headers: admin.headers, payload: { seconds: 3600 } });
    expect(moved.statusCode).toBe(200);
    await services.scheduling.scheduler.tick();
    expect(runs).toEqual([{ subjectId: 1, dueAt: new Date(due) }]);
  });
});
