/**
 * Two real processes running the scheduler on one PostgreSQL database: each due run starts
 * exactly once across them, and both share the work (SKIP LOCKED). PostgreSQL only: PGlite is
 * one process's database.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { manualClock } from '../../test/harness.ts';
import { freshPostgresDatabase } from '../../test/postgres-database.ts';
import { createSchedulerRepository } from './scheduler.repository.ts';
import { createScheduler } from './scheduler.service.ts';
import { scheduleKindRegistry } from './schedule-kinds.ts';
import { recordingKind, startSchedulerProcess } from './scheduler.test-support.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const SCHEDULES = 600;

const stops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
});

describe.skipIf(!TEST_DATABASE_URL)('the scheduler across two server processes on one PostgreSQL', { timeout: 180_000 }, () => {
  it('starts each due run exactly once, shared between the processes', async () => {
    const database = await freshPostgresDatabase(TEST_DATABASE_URL!);
    stops.push(() => database.drop());
    const handle = await openDatabase({ url: database.url });
    stops.push(() => handle.close());
    const processes = [startSchedulerProcess(database.url), startSchedulerProcess(database.url)];
    for (const p of processes) stops.push(() => p.stop());
    await Promise.all(processes.map((p) => p.ready()));

    // 600 schedules falling due over the next three seconds, each then once a day.
    const kinds = scheduleKindRegistry();
    const { kind } = recordingKind('test.every');
    kinds.register(kind);
    const scheduler = createScheduler({ repo: createSchedulerRepository(handle.db), kinds, clock: manualClock(new Date()) });
    const first = Date.now() + 1000;
    await scheduler.ensure(
      kind,
      Array.from({ length: SCHEDULES }, (_, i) => ({ subjectId: i + 1, definition: { anchorMs: first + i * 5 - 86_400_000, periodMs: 86_400_000 } })),
    );
    const runsOf = (p: (typeof processes)[number]) => p.lines.filter((l) => l.startsWith('RUN '));
    for (const end = Date.now() + 60_000; processes.flatMap(runsOf).length < SCHEDULES && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
    // A little longer: a duplicate would show up now.
    await new Promise((r) => setTimeout(r, 1000));
    await Promise.all(processes.map((p) => p.stop()));

    const runs = processes.flatMap(runsOf);
    const keys = new Set(runs);
    expect(keys.size, processes.map((p) => p.errors()).join('\n')).toBe(SCHEDULES);
    expect(runs).toHaveLength(SCHEDULES);
    const subjects = new Set(runs.map((line) => line.split(' ')[1]));
    expect(subjects.size).toBe(SCHEDULES);
    for (const p of processes) expect(runsOf(p).length).toBeGreaterThan(0);
  });
});
