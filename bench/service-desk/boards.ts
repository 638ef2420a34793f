// Board runs over 100,000 tickets (issue 13): a page of 50 for boards of three conditions with a
// sort, through the boards service (conditions compiled to SQL, count, page, cells), on
// PostgreSQL and PGlite; prints p50/p95 per board and PostgreSQL's plan of each page query.
// Usage: npx tsx bench/service-desk/boards.ts [--tickets 100000] [--runs 30] [--only pglite|postgres]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isNull, and, sql } from 'drizzle-orm';
import pg from 'pg';
import type { SessionUser } from '@outpost/contracts';
import type { BoardSort, Conditions } from '@outpost/rules';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { orderByFor } from '../../apps/server/src/modules/boards/board-sort.ts';
import { compileConditions } from '../../apps/server/src/modules/boards/condition-sql.ts';
import { tickets } from '../../apps/server/src/modules/tickets/tickets.schema.ts';
import { createServices } from '../../apps/server/src/services.ts';

const { values } = parseArgs({ options: { tickets: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' }, only: { type: 'string' }, keep: { type: 'boolean', default: false } } });
const TICKETS = Number(values.tickets);
const RUNS = Number(values.runs);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NOW = new Date();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Users 1–20, 4 custom statuses, 10 tags, 200,000 tags on tickets, a number attribute; tickets spread over two years. */
async function seed(handle: DatabaseHandle) {
  const run = (text: string) => handle.db.execute(sql.raw(text));
  await run(`INSERT INTO organizations (name) SELECT 'Org ' || g FROM generate_series(1, 50) g`);
  await run(`INSERT INTO users (email, name, role, password_hash) SELECT 'tech' || g || '@example.com', 'Tech ' || g, 'TECHNICIAN', 'x' FROM generate_series(1, 20) g`);
  await run(`INSERT INTO ticket_statuses (name, parent_id, position) SELECT 'Custom ' || g, (SELECT id FROM ticket_statuses WHERE system_key = (ARRAY['OPEN','WAITING','RESOLVED','NEW'])[g]), g FROM generate_series(1, 4) g`);
  await run(`INSERT INTO ticketing_tags (name) SELECT 'tag-' || g FROM generate_series(1, 10) g`);
  await run(`INSERT INTO ticket_attributes (name, attribute_type) VALUES ('Units', 'NUMERIC')`);
  await run(`INSERT INTO tickets (summary, description_text, status_id, type, source, priority, severity, organization_id, organization_name,
               assigned_app_user_id, requester_user_id, created_at, updated_at, status_changed_at, total_time_tracked_seconds)
             SELECT 'Ticket ' || g || (ARRAY[' printer jam',' vpn down',' disk full',' new laptop'])[1 + g % 4], 'Description of ' || g,
               1 + (g * 7 + g / 13) % 10, (ARRAY['PROBLEM','INCIDENT','QUESTION','TASK'])[1 + g % 4], 'TECHNICIAN',
               (ARRAY['NONE','LOW','MEDIUM','HIGH','URGENT'])[1 + (g * 3) % 5], 'NONE', 1 + g % 50, 'Org ' || (1 + g % 50),
               CASE WHEN g % 5 = 0 THEN NULL ELSE 1 + g % 20 END, 1 + g % 20,
               now() - (g % 730) * interval '1 day', now() - (g % 97) * interval '1 hour', now() - (g % 300) * interval '1 hour', g % 7200
             FROM generate_series(1, ${TICKETS}) g`);
  await run(`INSERT INTO ticket_tags (ticket_id, tag_id) SELECT t.id, 1 + (t.id + k) % 10 FROM tickets t CROSS JOIN generate_series(0, 1) k WHERE t.id % 2 = 0 ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO ticket_attribute_values (ticket_id, attribute_id, value) SELECT id, 1, to_jsonb(id % 100) FROM tickets WHERE id % 3 = 0`);
  await run('ANALYZE');
}

const unsolved = [
  { id: 'u1', field: 'status', operator: 'parent_not_equals', value: 'RESOLVED' },
  { id: 'u2', field: 'status', operator: 'parent_not_equals', value: 'CLOSED' },
] as const;
const BOARDS: { name: string; conditions: Conditions; sortBy: BoardSort[] }[] = [
  { name: 'open HIGH, newest created', conditions: { all: [...unsolved, { id: 'p', field: 'priority', operator: 'equals', value: 'HIGH' }], any: [] }, sortBy: [{ field: 'createTime', direction: 'DESC' }] },
  { name: 'mine open (CURRENT_USER), by id', conditions: { all: [{ id: 'a', field: 'assignee', operator: 'equals', value: 'CURRENT_USER' }, ...unsolved], any: [] }, sortBy: [{ field: 'id', direction: 'DESC' }] },
  {
    name: 'tags + orgs + created ≤ 30 days, by last update',
    conditions: {
      all: [
        { id: 't', field: 'tags', operator: 'contains_any', value: ['tag-3', 'tag-4'] },
        { id: 'o', field: 'organization', operator: 'contains_any', value: [1, 2, 3, 4, 5] },
        { id: 'c', field: 'time_since_created', operator: 'less_or_equal_than', value: '720:0' },
      ],
      any: [],
    },
    sortBy: [{ field: 'lastUpdated', direction: 'DESC' }],
  },
  {
    name: 'unassigned open, by priority',
    conditions: { all: [{ id: 'n', field: 'assignee', operator: 'not_present', value: null }, ...unsolved], any: [] },
    sortBy: [{ field: 'priority', direction: 'DESC' }],
  },
];

async function bench(kind: 'postgres' | 'pglite') {
  let target: DatabaseTarget;
  let cleanup: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outpost-boards-'));
  let admin: pg.Client | undefined;
  if (kind === 'postgres') {
    const name = `outpost_boards_${Date.now()}`;
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    target = { url: url.toString() };
    cleanup = async () => {
      if (values.keep) console.log(`  kept database ${name}`);
      else await admin!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin!.end();
    };
  } else {
    target = { dataDir };
    cleanup = async () => undefined;
  }
  const handle = await openDatabase(target);
  const seeded = performance.now();
  await seed(handle);
  console.log(`\n${kind}: ${TICKETS.toLocaleString('en')} tickets seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const services = createServices(handle.db, { now: () => NOW }, { nodeOfflineAfterSeconds: 90, heartbeatSeconds: 30, dataDir, listCacheMs: 0 });
  const user: SessionUser = { id: 3, email: 'tech3@example.com', name: 'Tech 3', role: 'SYSTEM_ADMINISTRATOR', technicianRoleId: null, permissions: [] };
  for (const board of BOARDS) {
    const saved = await services.rules.triggers.create(user, { type: 'BOARD', name: board.name.slice(0, 50), conditions: board.conditions, columns: ['status', 'id', 'summary', 'organization', 'requester', 'assignee', 'type', 'source', 'createTime', 'totalTimeTracked'], sortBy: board.sortBy });
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
    console.log(`  ${board.name}: ${total.toLocaleString('en')} tickets, page of 50 p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
    if (kind === 'postgres') {
      const where = and(isNull(tickets.deletedAt), compileConditions(board.conditions, { now: NOW, currentUserId: user.id }));
      const page = handle.db.select({ id: tickets.id }).from(tickets).where(where).orderBy(...orderByFor(board.sortBy)).limit(50).toSQL();
      const count = handle.db.select({ n: sql`count(*)` }).from(tickets).where(where).toSQL();
      for (const [label, q] of [['page', page], ['count', count]] as const) {
        const plan = await handle.db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS OFF, TIMING OFF, SUMMARY ON) ${inline(q.sql, q.params)}`));
        const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]!);
        console.log(`    ${label} plan: ${lines.filter((l) => /Scan|Execution Time|Sort|Limit/.test(l)).map((l) => l.trim()).join(' | ')}`);
      }
    }
  }
  await handle.close();
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Parameters written into the text, for EXPLAIN (bench only: values are ours). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

for (const kind of ['postgres', 'pglite'] as const) {
  if (values.only && values.only !== kind) continue;
  await bench(kind);
}
