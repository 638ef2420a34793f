import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobData } from '@outpost/contracts';
import { factsFor, heartbeat } from '../../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { backupWorld, createPlan, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
});
afterAll(() => ctx.close());

/** Moves the test clock to `iso` (sessions expire over such jumps: a fresh one after each). */
async function moveClockTo(iso: string) {
  ctx.clock.advance(Date.parse(iso) - ctx.clock.now().getTime());
  world.admin = await signIn(ctx);
}
const jobs = (nodeId: number) =>
  ctx.app.inject({ url: `/api/backup/nodes/${nodeId}/jobs?type=BACKUP`, headers: world.admin.headers }).then((r) => r.json<JobData[]>());

describe('backup plan time zones', () => {
  it('gives a new plan the time zone its agent reports, and UTC before it reported one', async () => {
    const before = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/a']));
    expect(before.timeZone).toBe('UTC');
    expect((await heartbeat(ctx, world.device.credential, factsFor('backup-host', { timeZone: 'Europe/Berlin' }))).statusCode).toBe(200);
    expect((await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/b']))).timeZone).toBe('Europe/Berlin');
    // A zone chosen in the dialog wins; an unknown one is refused with the schedule's message.
    expect((await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/c'], { timeZone: 'Asia/Kolkata' }))).timeZone).toBe('Asia/Kolkata');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/backup/nodes/${world.device.nodeId}/plans`,
      headers: world.admin.headers,
      payload: planInput(['/d'], { timeZone: 'Mars/Olympus' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Unknown time zone');
  });

  it('starts a weekly Sunday 02:30 Europe/Berlin backup at 03:30 CEST on the spring-forward day, not before', async () => {
    const device = await world.enroll('berlin-host');
    // The test clock is 2026-01-05T10:00Z; move it to the Saturday before 29 March 2026.
    await moveClockTo('2026-03-28T12:00:00Z');
    await createPlan(
      ctx,
      world.admin,
      device.nodeId,
      planInput(['/srv'], { timeZone: 'Europe/Berlin', schedule: { scheduleType: 'WEEKLY', hour: 2, minute: 30, weekDays: [0] } }),
    );
    // 02:30 does not exist that night (02:00 → 03:00 CEST): the run is 03:30 CEST = 01:30Z.
    await moveClockTo('2026-03-29T01:29:00Z');
    await ctx.services.scheduling.scheduler.tick();
    expect(await jobs(device.nodeId)).toHaveLength(0);
    ctx.clock.advance(60_000);
    await ctx.services.scheduling.scheduler.tick();
    const queued = await jobs(device.nodeId);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('QUEUED');
  });

  it('gives plans made before the scheduler (no schedule row) their rows at start-up', async () => {
    world.admin = await signIn(ctx);
    const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/e']));
    const row = await ctx.services.scheduling.scheduler
      .tick()
      .then(() => ctx.database.db.execute(`select count(*)::int as n from schedules where kind = 'backup.plan' and subject_id = ${plan.numericId}`));
    expect((row as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await ctx.database.db.execute(`delete from schedules where kind = 'backup.plan'`);
    await ctx.services.backup.ensurePlanSchedules();
    const after = (await ctx.database.db.execute(`select count(*)::int as n from schedules where kind = 'backup.plan'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(after.rows[0]!.n).toBeGreaterThanOrEqual(4);
  });
});
