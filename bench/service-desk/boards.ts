// Board runs over 100,000 tickets (issue 13): a page of 50 for boards of three conditions with a
// sort, through the boards service (conditions compiled to SQL, count, page, cells), on
// PostgreSQL and PGlite; prints p50/p95 per board and PostgreSQL's plan of each page query.
// Usage: npx tsx bench/service-desk/boards.ts [--tickets 100000] [--runs 30] [--only pglite|postgres]
import { parseArgs } from 'node:util';
import type { SessionUser } from '@outpost/contracts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { BOARD_COLUMNS, BOARDS, boardPlans, createBenchTarget, seedDesk, type EngineKind } from './seed.ts';
import { percentile } from '../lib/percentiles.ts';

const { values } = parseArgs({
  options: {
    tickets: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const TICKETS = Number(values.tickets);
const RUNS = Number(values.runs);
const NOW = new Date();

async function bench(kind: EngineKind) {
  const { target, dataDir, cleanup } = await createBenchTarget(kind, 'boards', values.keep);
  const handle = await openDatabase(target);
  const seeded = performance.now();
  await seedDesk(handle, { tickets: TICKETS, commentsPerTicket: 0 });
  console.log(`\n${kind}: ${TICKETS.toLocaleString('en')} tickets seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const services = createServices(handle.db, { now: () => NOW }, { nodeOfflineAfterSeconds: 90, heartbeatSeconds: 30, dataDir, listCacheMs: 0 });
  const user: SessionUser = { id: 3, email: 'tech3@example.com', name: 'Tech 3', role: 'SYSTEM_ADMINISTRATOR', technicianRoleId: null, permissions: [] };
  for (const board of BOARDS) {
    const saved = await services.rules.triggers.create(user, {
      type: 'BOARD',
      name: board.name.slice(0, 50),
      conditions: board.conditions,
      columns: BOARD_COLUMNS,
      sortBy: board.sortBy,
    });
    const query = { pageIndex: 0, pageSize: 50 };
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const page = await services.rules.boards.tickets(user, saved.id, query);
      times.push(performance.now() - t0);
      total = page.totalCount;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${board.name}: ${total.toLocaleString('en')} tickets, page of 50 p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
    if (kind === 'postgres') for (const line of await boardPlans(handle, board, { now: NOW, currentUserId: user.id })) console.log(`    ${line}`);
  }
  await handle.close();
  await cleanup();
}

for (const kind of ['postgres', 'pglite'] as const) {
  if (values.only && values.only !== kind) continue;
  await bench(kind);
}
