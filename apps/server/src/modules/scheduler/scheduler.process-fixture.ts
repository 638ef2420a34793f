/**
 * A server process's scheduler on its own, for the two-process test and the tick benchmark: opens
 * the PostgreSQL database given as argv[2], registers the recording test kind and ticks every
 * argv[3] ms with the system clock, printing "RUN <subject> <due ISO>" for each run it starts and
 * "TICK <started> <statements> <ms>" for each tick that started any. Stops on SIGTERM.
 */
import { openDatabase } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { createSchedulerRepository } from './scheduler.repository.ts';
import { createScheduler } from './scheduler.service.ts';
import { scheduleKindRegistry } from './schedule-kinds.ts';
import { recordingKind } from './scheduler.test-support.ts';

const [url, every = '50'] = process.argv.slice(2);
if (!url) throw new Error('usage: scheduler.process-fixture.ts <postgres url> [tick ms]');
const database = await openDatabase({ url });
const kinds = scheduleKindRegistry();
const lines: string[] = [];
kinds.register(recordingKind('test.every', (run) => lines.push(`RUN ${run.subjectId} ${run.dueAt.toISOString()}`)).kind);
const scheduler = createScheduler({ repo: createSchedulerRepository(database.db), kinds, clock: systemClock });
let stopped = false;
process.once('SIGTERM', () => {
  stopped = true;
});
process.stdout.write('READY\n');
while (!stopped) {
  const began = performance.now();
  const { started, statements } = await scheduler.tick();
  if (started > 0) {
    lines.push(`TICK ${started} ${statements} ${(performance.now() - began).toFixed(1)}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  lines.length = 0;
  await new Promise((r) => setTimeout(r, Number(every)));
}
await database.close();
