// The time automations sweep (issue 14): 100,000 open tickets × 50 enabled time-based rules on
// PostgreSQL (and PGlite with --only pglite). Sweeps are run back to back at one clock time until
// nothing is left to fire; the first ones fire (up to the per-sweep cap, each firing a ticket
// change through the pipeline), the last one only checks 100,000 tickets against 50 rules and
// finds every due period already fired: the steady cost of every later sweep.
// A desk that turns 50 rules on at once has a backlog; the cap spreads it over several sweeps.
// Usage: npx tsx bench/automations/time-sweep.ts [--tickets 100000] [--rules 50] [--cap 1000] [--only postgres|pglite]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { actionSchema, conditionsSchema, type ActionInput, type ConditionInput } from '@outpost/rules';
import { ticketingTriggers } from '../../apps/server/src/modules/triggers/triggers.schema.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { openBenchDatabase, type BenchDatabaseKind } from './database.ts';

const { values } = parseArgs({
  options: {
    tickets: { type: 'string', default: '100000' },
    rules: { type: 'string', default: '50' },
    cap: { type: 'string', default: '1000' },
    only: { type: 'string', default: 'postgres' },
  },
});
const TICKETS = Number(values.tickets);
const RULES = Number(values.rules);
const NOW = new Date();

/** 20 technicians, 10 tags, 100,000 tickets in the four open system statuses, spread over 60 days. */
async function seed(run: (text: string) => Promise<unknown>) {
  await run(
    `INSERT INTO users (email, name, role, password_hash) SELECT 'tech' || g || '@example.com', 'Tech ' || g, 'TECHNICIAN', 'x' FROM generate_series(1, 20) g`,
  );
  await run(`INSERT INTO ticketing_tags (name) SELECT 'tag-' || g FROM generate_series(0, 9) g`);
  await run(
    `INSERT INTO tickets (summary, description_text, status_id, type, source, priority, severity, assigned_app_user_id, requester_user_id,
               created_at, updated_at, status_changed_at, assigned_at, last_updated_by_requester_at)
             SELECT 'Ticket ' || g || (ARRAY[' printer jam',' vpn down',' disk full',' new laptop'])[1 + g % 4], 'Description of ' || g,
               (SELECT id FROM ticket_statuses WHERE system_key = (ARRAY['NEW','OPEN','WAITING','PAUSED'])[1 + g % 4]),
               (ARRAY['PROBLEM','INCIDENT','QUESTION','TASK'])[1 + g % 4], 'TECHNICIAN',
               (ARRAY['NONE','LOW','MEDIUM','HIGH'])[1 + (g * 3) % 4], (ARRAY['NONE','MINOR','MODERATE','MAJOR','CRITICAL'])[1 + (g * 7) % 5],
               CASE WHEN g % 5 = 0 THEN NULL ELSE 1 + g % 20 END, 1 + g % 20,
               $now - (g % 1440) * interval '1 hour' - interval '1 hour', $now - (g % 97) * interval '1 hour',
               $now - (g % 300) * interval '1 hour', $now - (g % 200) * interval '1 hour', $now - (g % 150) * interval '1 hour'
             FROM generate_series(1, ${TICKETS}) g`.replaceAll('$now', `'${NOW.toISOString()}'::timestamptz`),
  );
  await run(
    `INSERT INTO ticket_tags (ticket_id, tag_id) SELECT t.id, 1 + (t.id + k) % 10 FROM tickets t CROSS JOIN generate_series(0, 1) k WHERE t.id % 2 = 0 ON CONFLICT DO NOTHING`,
  );
  await run('ANALYZE');
}

/** Five shapes of rule a desk runs on a clock, with thresholds that differ rule to rule. */
function rule(k: number): { conditions: { all: ConditionInput[]; any: ConditionInput[] }; actions: ActionInput[] } {
  const tag = `tag-${k % 10}`;
  switch (k % 5) {
    case 0:
      return {
        conditions: {
          all: [
            { id: 'w', field: 'time_since_status:WAITING', operator: 'greater_or_equal_than', value: `${295 + (k % 5)}:0` },
            { id: 'p', field: 'priority', operator: 'equals', value: 'HIGH' },
          ],
          any: [],
        },
        actions: [
          { uid: 's', field: 'ticket', operator: 'status', value: 'OPEN' },
          { uid: 'c', field: 'ADD_TICKET_COMMENT', value: { body: '<p>Reopened: no answer on {{ticket.summary}}</p>', public: false } },
        ],
      };
    case 1:
      return {
        conditions: {
          all: [
            { id: 'c', field: 'time_since_created', operator: 'greater_or_equal_than', value: `${1420 + (k % 20)}:0` },
            { id: 't', field: 'tags', operator: 'contains_any', value: [tag] },
            { id: 'a', field: 'assignee', operator: 'not_present' },
          ],
          any: [],
        },
        actions: [{ uid: 't', field: 'add_tags', value: ['tag-9'] }],
      };
    case 2:
      return {
        conditions: {
          all: [
            { id: 'u', field: 'time_since_changed', operator: 'is', value: `${90 + k}:0` },
            { id: 's', field: 'severity', operator: 'equals', value: 'CRITICAL' },
          ],
          any: [],
        },
        actions: [{ uid: 'p', field: 'ticket', operator: 'priority', value: 'HIGH' }],
      };
    case 3:
      return {
        conditions: {
          all: [
            { id: 'a', field: 'time_since_assigned', operator: 'greater_or_equal_than', value: `${195 + (k % 5)}:0` },
            { id: 'o', field: 'status', operator: 'parent_equals', value: 'OPEN' },
            { id: 'q', field: 'priority', operator: 'equals', value: 'HIGH' },
          ],
          any: [
            { id: 's', field: 'summary', operator: 'contains', value: 'printer' },
            { id: 'v', field: 'summary', operator: 'contains', value: 'vpn' },
          ],
        },
        actions: [{ uid: 'x', field: 'ticket', operator: 'severity', value: 'MAJOR' }],
      };
    default:
      return {
        conditions: {
          all: [
            { id: 'b', field: 'business_hours', operator: 'in' },
            { id: 'r', field: 'time_since_customer_responded', operator: 'greater_or_equal_than', value: `${140 + k}:0` },
            { id: 'v', field: 'severity', operator: 'equals', value: 'CRITICAL' },
            { id: 't', field: 'type', operator: 'equals', value: 'QUESTION' },
          ],
          any: [],
        },
        actions: [{ uid: 'c', field: 'ADD_TICKET_COMMENT', value: { body: '<p>Waiting on {{requester.name}} for a day</p>', public: false } }],
      };
  }
}

async function bench(kind: BenchDatabaseKind) {
  const database = await openBenchDatabase(kind, 'automations-sweep');
  const { db } = database.handle;
  const seeded = performance.now();
  await seed((text) => db.execute(sql.raw(text)));
  console.log(`\n${kind}: ${TICKETS.toLocaleString('en')} open tickets seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  await db.insert(ticketingTriggers).values(
    Array.from({ length: RULES }, (_, k) => {
      const { conditions, actions } = rule(k);
      return {
        type: 'TIME_BASED' as const,
        name: `Time rule ${k}`,
        position: k,
        conditions: conditionsSchema.parse(conditions),
        actions: actionSchema.array().parse(actions),
      };
    }),
  );
  const services = createServices(
    db,
    { now: () => NOW },
    {
      nodeOfflineAfterSeconds: 90,
      heartbeatSeconds: 30,
      dataDir: database.dataDir,
      listCacheMs: 0,
      automations: { log: () => undefined, timeEngine: { capPerSweep: Number(values.cap) } },
    },
  );
  let fired = 0;
  for (let i = 1; ; i++) {
    const result = await services.automations.time.sweep();
    fired += result.fired;
    const rate = result.fired > 0 ? `, ${(result.fired / (result.ms / 1000)).toFixed(0)} firings/s` : '';
    console.log(
      `  sweep ${i}: ${(result.ms / 1000).toFixed(2)} s, ${result.fired} fired, ${result.failed} failed${result.carriedOver ? ', cap reached: rest carried over' : ''}${rate}`,
    );
    if (!result.carriedOver && result.fired === 0) break;
  }
  const steady: number[] = [];
  for (let i = 0; i < 3; i++) steady.push((await services.automations.time.sweep()).ms);
  console.log(
    `  ${fired} firings in all; a sweep with nothing new to fire (${TICKETS.toLocaleString('en')} tickets × ${RULES} rules): ${steady.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`,
  );
  await database.dispose();
}

for (const kind of ['postgres', 'pglite'] as const) {
  if (values.only !== kind && values.only !== 'both') continue;
  await bench(kind);
}
