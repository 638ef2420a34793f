// Set-based seeding of a busy service desk (issue 13) and the boards the benchmarks run: one
// INSERT … SELECT generate_series per table, so a million tickets take minutes, not hours.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import type { BoardSort, Conditions } from '@outpost/rules';
import type { DatabaseHandle, DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { orderByFor } from '../../apps/server/src/modules/tickets/conditions/ticket-sort.ts';
import { compileConditions } from '../../apps/server/src/modules/tickets/conditions/condition-sql.ts';
import { tickets } from '../../apps/server/src/modules/tickets/tickets.schema.ts';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export type EngineKind = 'postgres' | 'pglite';

export interface BenchTarget {
  target: DatabaseTarget;
  /** The server's environment for the same database (DATABASE_URL or DATA_DIR). */
  serverEnv: Record<string, string>;
  dataDir: string;
  /** Drops the PostgreSQL database (unless kept) and removes the data directory. */
  cleanup(): Promise<void>;
}

/** A fresh database for one run: a new PostgreSQL database on BENCH_DATABASE_URL's server, or PGlite in a temporary directory. */
export async function createBenchTarget(kind: EngineKind, label: string, keep = false): Promise<BenchTarget> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `outpost-${label}-`));
  if (kind === 'pglite')
    return { target: { dataDir }, serverEnv: { DATA_DIR: dataDir }, dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `outpost_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    target: { url: url.toString() },
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    dataDir,
    async cleanup() {
      if (keep) console.log(`  kept database ${name}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The value below which `p` per cent of the sorted figures lie. */
export interface SeedOptions {
  tickets: number;
  /** Comments and activity entries on every ticket (the busy ticket has its own). */
  commentsPerTicket?: number;
  /** Technicians 1…n (users by SQL; the HTTP benchmark makes its own signed-in ones). */
  technicians?: number;
}

/** The ticket with `BUSY_COMMENTS` comments and as many activity entries: the ticket page's worst case. */
export const BUSY_COMMENTS = 200;
/** The priority (index in TICKET_PRIORITIES) seedDesk gives ticket `id`, as its SQL below computes it. */
export const seededPriority = (id: number) => (id * 3 + Math.floor(id / 7)) % 4;
export const busyTicketId = (tickets: number) => Math.max(1, Math.floor(tickets / 2));

/**
 * Users 1–20 (technicians), 50 organizations, 4 custom statuses, 10 tags, a number attribute;
 * tickets spread over two years with tags on half, the attribute on a third, `commentsPerTicket`
 * comments and activity entries on each, and `BUSY_COMMENTS` of both on the busy ticket.
 */
export async function seedDesk(handle: DatabaseHandle, options: SeedOptions) {
  const { tickets: count, commentsPerTicket = 2, technicians = 20 } = options;
  const run = (text: string) => handle.db.execute(sql.raw(text));
  await run(`INSERT INTO organizations (name) SELECT 'Org ' || g FROM generate_series(1, 50) g`);
  await run(
    `INSERT INTO users (email, name, role, password_hash) SELECT 'tech' || g || '@example.com', 'Tech ' || g, 'TECHNICIAN', 'x' FROM generate_series(1, ${technicians}) g`,
  );
  await run(
    `INSERT INTO ticket_statuses (name, parent_id, position) SELECT 'Custom ' || g, (SELECT id FROM ticket_statuses WHERE system_key = (ARRAY['OPEN','WAITING','RESOLVED','NEW'])[g]), g FROM generate_series(1, 4) g`,
  );
  await run(`INSERT INTO ticketing_tags (name) SELECT 'tag-' || g FROM generate_series(1, 10) g`);
  await run(`INSERT INTO ticket_attributes (name, attribute_type) VALUES ('Units', 'NUMERIC')`);
  await run(`INSERT INTO tickets (summary, description_text, status_id, type, source, priority, severity, organization_id, organization_name,
               assigned_app_user_id, requester_user_id, created_at, updated_at, status_changed_at, total_time_tracked_seconds)
             SELECT 'Ticket ' || g || (ARRAY[' printer jam',' vpn down',' disk full',' new laptop'])[1 + g % 4], 'Description of ' || g,
               1 + (g * 7 + g / 13) % 10, (ARRAY['PROBLEM','INCIDENT','QUESTION','TASK'])[1 + g % 4], 'TECHNICIAN',
               (ARRAY['NONE','LOW','MEDIUM','HIGH'])[1 + (g * 3 + g / 7) % 4], 'NONE', 1 + g % 50, 'Org ' || (1 + g % 50),
               CASE WHEN g % 5 = 0 THEN NULL ELSE 1 + g % ${technicians} END, 1 + g % ${technicians},
               now() - (g % 730) * interval '1 day', now() - (g % 97) * interval '1 hour', now() - (g % 300) * interval '1 hour', g % 7200
             FROM generate_series(1, ${count}) g`);
  await run(
    `INSERT INTO ticket_tags (ticket_id, tag_id) SELECT t.id, 1 + (t.id + k) % 10 FROM tickets t CROSS JOIN generate_series(0, 1) k WHERE t.id % 2 = 0 ON CONFLICT DO NOTHING`,
  );
  await run(`INSERT INTO ticket_attribute_values (ticket_id, attribute_id, value) SELECT id, 1, to_jsonb(1 + id % 100) FROM tickets WHERE id % 3 = 0`);
  const busy = busyTicketId(count);
  // Comments (each with its activity entry, as the change pipeline writes them), written an hour apart.
  const comments = (where: string, perTicket: number) =>
    run(`WITH c AS (
           INSERT INTO ticket_comments (ticket_id, author_user_id, author_name, html_body, body, is_public, source, created_at)
           SELECT t.id, 1 + (t.id + k) % ${technicians}, 'Tech ' || (1 + (t.id + k) % ${technicians}),
             '<p>Reply ' || k || ' on ticket ' || t.id || ': checked the logs, restarted the service.</p>',
             'Reply ' || k || ' on ticket ' || t.id || ': checked the logs, restarted the service.', k % 3 <> 0, 'UI', t.created_at + k * interval '1 hour'
           FROM tickets t CROSS JOIN generate_series(1, ${perTicket}) k WHERE ${where}
           RETURNING id, ticket_id, author_user_id, author_name, created_at)
         INSERT INTO ticket_activity (ticket_id, change_set_id, type, actor_type, actor_user_id, actor_name, source, comment_id, created_at)
         SELECT ticket_id, 'seed-' || id, 'COMMENT_ADDED', 'USER', author_user_id, author_name, 'UI', id, created_at FROM c`);
  if (commentsPerTicket > 0) await comments(`t.id <> ${busy}`, commentsPerTicket);
  await comments(`t.id = ${busy}`, BUSY_COMMENTS);
  // A desk's tables are vacuumed by autovacuum as they change: the visibility map lets counts read indexes only.
  await run('VACUUM ANALYZE');
}

const unsolved = [
  { id: 'u1', field: 'status', operator: 'parent_not_equals', value: 'RESOLVED' },
  { id: 'u2', field: 'status', operator: 'parent_not_equals', value: 'CLOSED' },
] as const;

/** Boards of three conditions with a sort, as a desk has them. */
export const BOARDS: { name: string; conditions: Conditions; sortBy: BoardSort[] }[] = [
  {
    name: 'open HIGH, newest created',
    conditions: { all: [...unsolved, { id: 'p', field: 'priority', operator: 'equals', value: 'HIGH' }], any: [] },
    sortBy: [{ field: 'createTime', direction: 'DESC' }],
  },
  {
    name: 'mine open (CURRENT_USER), by id',
    conditions: { all: [{ id: 'a', field: 'assignee', operator: 'equals', value: 'CURRENT_USER' }, ...unsolved], any: [] },
    sortBy: [{ field: 'id', direction: 'DESC' }],
  },
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

/** The columns the benchmarks' boards show. */
export const BOARD_COLUMNS = ['status', 'id', 'summary', 'organization', 'requester', 'assignee', 'type', 'source', 'createTime', 'totalTimeTracked'];

/** PostgreSQL's plan of a board's page and count queries, the lines that matter, one line each. */
export async function boardPlans(
  handle: DatabaseHandle,
  board: { conditions: Conditions; sortBy: BoardSort[] },
  context: { now: Date; currentUserId: number },
): Promise<string[]> {
  const where = and(isNull(tickets.deletedAt), compileConditions(board.conditions, context));
  const page = handle.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(where)
    .orderBy(...orderByFor(board.sortBy))
    .limit(50)
    .toSQL();
  const count = handle.db
    .select({ n: sql`count(*)` })
    .from(tickets)
    .where(where)
    .toSQL();
  const lines: string[] = [];
  for (const [label, q] of [
    ['page', page],
    ['count', count],
  ] as const) {
    const plan = await handle.db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS OFF, TIMING OFF, SUMMARY ON) ${inline(q.sql, q.params)}`));
    const rows = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]!);
    lines.push(
      `${label} plan: ${rows
        .filter((l) => /Scan|Execution Time|Sort|Limit/.test(l))
        .map((l) => l.trim())
        .join(' | ')}`,
    );
  }
  return lines;
}

/** Parameters written into the text, for EXPLAIN (bench only: values are ours). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}
