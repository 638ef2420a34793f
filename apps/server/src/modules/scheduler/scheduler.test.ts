import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/harness.ts';
import { createSchedulerRepository } from './scheduler.repository.ts';
import { scheduleRuns, schedules } from './scheduler.schema.ts';
import { createScheduler } from './scheduler.service.ts';
import { scheduleKindRegistry } from './schedule-kinds.ts';
import { openSchedulerTestDatabase, recordingKind } from './scheduler.test-support.ts';

const MINUTE = 60_000;
let database: Awaited<ReturnType<typeof openSchedulerTestDatabase>>;
beforeAll(async () => {
  database = await openSchedulerTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A scheduler over the test database with one recording kind (each test its own kind id, so tests do not see each other's rows). */
function setup(kindId: string, options: { random?: () => number } = {}) {
  const clock = manualClock();
  const kinds = scheduleKindRegistry();
  const { kind, runs } = recordingKind(kindId);
  kinds.register(kind);
  const scheduler = createScheduler({ repo: createSchedulerRepository(database.db), kinds, clock, random: options.random });
  return { clock, kind, runs, scheduler, start: clock.now().getTime() };
}

describe('the due-time scheduler', () => {
  it('runs a due run once however often it ticks, and a schedule missed while no server ran once on recovery', async () => {
    const { clock, kind, runs, scheduler, start } = setup('test.recovery');
    await scheduler.sync(kind, 1, { anchorMs: start, periodMs: 10 * MINUTE });
    expect((await scheduler.tick()).started).toBe(0);
    clock.advance(10 * MINUTE);
    await scheduler.tick();
    await scheduler.tick();
    expect(runs.map((r) => r.dueAt.getTime())).toEqual([start + 10 * MINUTE]);
    // Down for an hour and five minutes: six slots passed; one run on recovery, for the first missed slot.
    clock.advance(65 * MINUTE);
    await scheduler.tick();
    await scheduler.tick();
    expect(runs.map((r) => r.dueAt.getTime())).toEqual([start + 10 * MINUTE, start + 20 * MINUTE]);
    // Then the series goes on from now: the next slot after the recovery, not the missed ones.
    clock.advance(5 * MINUTE);
    await scheduler.tick();
    expect(runs.map((r) => r.dueAt.getTime())).toEqual([start + 10 * MINUTE, start + 20 * MINUTE, start + 80 * MINUTE]);
  });

  it('delays a run by its drawn jitter but keys it by its due instant', async () => {
    const { clock, kind, runs, scheduler, start } = setup('test.jitter', { random: () => 0.5 });
    await scheduler.sync(kind, 1, { anchorMs: start, periodMs: 60 * MINUTE }, 20 * MINUTE);
    clock.advance(60 * MINUTE + 9 * MINUTE);
    await scheduler.tick();
    expect(runs).toEqual([]);
    clock.advance(MINUTE);
    await scheduler.tick();
    expect(runs).toEqual([{ subjectId: 1, dueAt: new Date(start + 60 * MINUTE) }]);
  });

  it('recomputes a changed schedule and stops a removed one', async () => {
    const { clock, kind, runs, scheduler, start } = setup('test.change');
    await scheduler.sync(kind, 7, { anchorMs: start, periodMs: 60 * MINUTE });
    await scheduler.sync(kind, 7, { anchorMs: start, periodMs: 15 * MINUTE });
    clock.advance(15 * MINUTE);
    await scheduler.tick();
    expect(runs).toHaveLength(1);
    await scheduler.sync(kind, 7, null);
    clock.advance(60 * MINUTE);
    await scheduler.tick();
    expect(runs).toHaveLength(1);
  });

  it('sends the same few statements per tick for 10 or 2,000 schedules, and updates only the ones that ran', async () => {
    const small = setup('test.small');
    const large = setup('test.large');
    const many = (n: number, start: number) =>
      Array.from({ length: n }, (_, i) => ({
        subjectId: i + 1,
        definition: i < 5 ? { anchorMs: start, periodMs: 60 * MINUTE } : { anchorMs: start + 120 * MINUTE, periodMs: 240 * MINUTE },
      }));
    await small.scheduler.ensure(small.kind, many(10, small.start));
    await large.scheduler.ensure(large.kind, many(2000, large.start));
    const idleSmall = await small.scheduler.tick();
    const idleLarge = await large.scheduler.tick();
    expect(idleLarge.statements).toBe(idleSmall.statements);
    // Five of each are due at +60 min; the rest at +120 min.
    small.clock.advance(60 * MINUTE);
    large.clock.advance(60 * MINUTE);
    const before = await database.db
      .select({ id: schedules.id, updatedAt: schedules.updatedAt })
      .from(schedules)
      .where(sql`${schedules.kind} = 'test.large'`);
    const dueSmall = await small.scheduler.tick();
    const dueLarge = await large.scheduler.tick();
    expect([dueSmall.started, dueLarge.started]).toEqual([5, 5]);
    expect(dueLarge.statements).toBe(dueSmall.statements);
    expect(dueLarge.statements).toBeLessThanOrEqual(4);
    const after = await database.db
      .select({ id: schedules.id, updatedAt: schedules.updatedAt })
      .from(schedules)
      .where(sql`${schedules.kind} = 'test.large'`);
    const changed = after.filter((row) => row.updatedAt.getTime() !== before.find((b) => b.id === row.id)!.updatedAt.getTime());
    expect(changed).toHaveLength(5);
  });

  it('keeps one run per (schedule, due instant) in the database', async () => {
    const { clock, kind, scheduler, start } = setup('test.key');
    await scheduler.sync(kind, 1, { anchorMs: start, periodMs: 10 * MINUTE });
    clock.advance(10 * MINUTE);
    await scheduler.tick();
    const [row] = await database.db
      .select()
      .from(schedules)
      .where(sql`${schedules.kind} = 'test.key'`);
    const again = database.db.insert(scheduleRuns).values({ scheduleId: row!.id, dueAt: new Date(start + 10 * MINUTE), claimedAt: clock.now() });
    await expect(again).rejects.toThrow();
  });
});
