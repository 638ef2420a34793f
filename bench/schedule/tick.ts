// Issue 24, benchmark 2: a scheduler tick with 100,000 schedules of which 1,000 fall due at the same
// instant, two scheduler processes (the server's scheduler over the real tables and SQL, with a
// kind that prints each run) on one PostgreSQL database. Target: all 1,000 started ≤ 2 s after
// their due instant, 0 duplicates, and statements per tick that do not grow with the number of
// schedules (the same 1,000 due among 2,000 schedules is measured beside it).
// Usage: flock /tmp/heavy.lock npx tsx bench/schedule/tick.ts [--postgres postgres://postgres@127.0.0.1:5432/test]
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createSchedulerRepository } from '../../apps/server/src/modules/scheduler/scheduler.repository.ts';
import { createScheduler } from '../../apps/server/src/modules/scheduler/scheduler.service.ts';
import { scheduleKindRegistry } from '../../apps/server/src/modules/scheduler/schedule-kinds.ts';
import { recordingKind, startSchedulerProcess } from '../../apps/server/src/modules/scheduler/scheduler.test-support.ts';
import { freshPostgresDatabase } from '../../apps/server/src/test/postgres-database.ts';
import { manualClock } from '../../apps/server/src/test/harness.ts';

const { values } = parseArgs({ options: { postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' } } });
const DAY = 86_400_000;
const DUE = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(total: number) {
  const database = await freshPostgresDatabase(values.postgres!);
  const handle = await openDatabase({ url: database.url });
  const processes = [startSchedulerProcess(database.url, 100), startSchedulerProcess(database.url, 100)];
  try {
    await Promise.all(processes.map((p) => p.ready()));
    const kinds = scheduleKindRegistry();
    const { kind } = recordingKind('test.every');
    kinds.register(kind);
    const scheduler = createScheduler({ repo: createSchedulerRepository(handle.db), kinds, clock: manualClock(new Date()) });
    // Written before they fall due: 1,000 due at `dueAt`, the rest spread over the coming days.
    const dueAt = Date.now() + 20_000;
    const items = Array.from({ length: total }, (_, i) => ({
      subjectId: i + 1,
      definition: i < DUE ? { anchorMs: dueAt - DAY, periodMs: DAY } : { anchorMs: dueAt + 60_000 + (i % 5000) * 60_000 - 7 * DAY, periodMs: 7 * DAY },
    }));
    for (let i = 0; i < items.length; i += 20_000) await scheduler.ensure(kind, items.slice(i, i + 20_000));
    await handle.db.execute('analyze schedules');
    // Writing 100,000 rows takes seconds on a shared machine: they must all be stored before they fall due.
    const writtenBeforeDueMs = dueAt - Date.now();
    if (writtenBeforeDueMs < 1000) throw new Error(`schedules written only ${writtenBeforeDueMs} ms before they fell due`);
    const runsOf = (p: (typeof processes)[number]) => p.lines.filter((l) => l.startsWith('RUN '));
    let allAt = 0;
    for (const end = dueAt + 30_000; Date.now() < end; await sleep(20)) {
      if (processes.flatMap(runsOf).length >= DUE) {
        allAt ||= Date.now();
        if (Date.now() > allAt + 1500) break;
      }
    }
    const runs = processes.flatMap(runsOf);
    const ticks = processes.flatMap((p) =>
      p.lines.filter((l) => l.startsWith('TICK ')).map((l) => l.split(' ').slice(1).map(Number) as [number, number, number]),
    );
    return {
      total,
      started: new Set(runs).size,
      duplicates: runs.length - new Set(runs).size,
      allStartedAfterDueMs: allAt ? allAt - dueAt : null,
      perProcess: processes.map((p) => runsOf(p).length),
      ticks: ticks.map(([started, statements, ms]) => ({ started, statements, ms })),
    };
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    await handle.close();
    await database.drop();
  }
}

for (const total of [100_000, 2_000]) {
  const r = await measure(total);
  console.log(
    `${r.total} schedules, ${DUE} due: ${r.started} started, ${r.duplicates} duplicates, all started ${r.allStartedAfterDueMs} ms after their due instant (per process ${r.perProcess.join(' + ')})`,
  );
  for (const t of r.ticks) console.log(`  tick: ${t.started} started, ${t.statements} statements, ${t.ms} ms`);
}
