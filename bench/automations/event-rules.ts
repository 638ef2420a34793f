// Event automations under load (issue 14): 500 enabled event rules, ticket updates through the
// HTTP API of an in-process server on loopback. Prints the rule evaluation per change (in memory,
// and the whole engine with its lookups) and the API update latency with 500 rules against 0
// rules, measured in alternating blocks of the same run, on PGlite and PostgreSQL.
// Usage: npx tsx bench/automations/event-rules.ts [--rules 500] [--updates 400] [--only pglite|postgres]
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { CSRF_HEADER, SESSION_COOKIE } from '@outpost/contracts';
import { actionSchema, conditionsSchema, type ActionInput, type ConditionInput } from '@outpost/rules';
import { buildApp } from '../../apps/server/src/http/app.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import type { RoundMeasure } from '../../apps/server/src/modules/automations/engine/event-engine.ts';
import { ticketingTriggers } from '../../apps/server/src/modules/triggers/triggers.schema.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { openBenchDatabase, summary, type BenchDatabaseKind } from './database.ts';

const { values } = parseArgs({ options: { rules: { type: 'string', default: '500' }, updates: { type: 'string', default: '400' }, only: { type: 'string' } } });
const RULES = Number(values.rules);
const UPDATES = Number(values.updates);
const BLOCK = 25;
const TAGS = 50;

/**
 * Rules as a busy desk has them: most look at priority, tags, organization and summary words and
 * do not match this ticket; one in a hundred matches every priority change and acts.
 */
function rule(i: number): { conditions: { all: ConditionInput[]; any: ConditionInput[] }; actions: ActionInput[] } {
  if (i % 100 === 0) {
    return {
      conditions: {
        all: [
          { id: 'a', field: 'action', operator: 'equals', value: 'UPDATE' },
          { id: 'p', field: 'priority', operator: 'changed' },
        ],
        any: [],
      },
      actions: [
        { uid: 't', field: 'add_tags', value: [`tag-${i / 100}`] },
        { uid: 's', field: 'ticket', operator: 'severity', value: 'MINOR' },
      ],
    };
  }
  return {
    conditions: {
      all: [
        { id: 'a', field: 'action', operator: 'equals', value: 'UPDATE' },
        { id: 'p', field: 'priority', operator: i % 2 === 0 ? 'changed_to' : 'equals', value: 'HIGH' },
        { id: 't', field: 'tags', operator: 'contains_any', value: [`tag-${i % TAGS}`, `tag-${(i + 7) % TAGS}`] },
      ],
      any: [
        { id: 's', field: 'summary', operator: 'contains_any', value: [`word${i}`, `other${i}`] },
        { id: 'o', field: 'organization', operator: 'contains_any', value: [1000 + i] },
        { id: 'd', field: 'description', operator: 'contains', value: `phrase ${i}` },
      ],
    },
    actions: [
      { uid: 'x', field: 'ticket', operator: 'priority', value: 'LOW' },
      { uid: 'c', field: 'ADD_TICKET_COMMENT', value: { body: '<p>Rule for {{ticket.summary}}</p>', public: false } },
    ],
  };
}

async function bench(kind: BenchDatabaseKind) {
  const database = await openBenchDatabase(kind, 'automations-events');
  const { db } = database.handle;
  const services = createServices(db, systemClock, {
    nodeOfflineAfterSeconds: 90,
    heartbeatSeconds: 30,
    dataDir: database.dataDir,
    listCacheMs: 0,
    automations: { log: () => undefined },
  });
  const app = await buildApp({ services, secureCookies: false, loginRateLimitPerMinute: 1000, logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const user = await services.users.create({
    email: 'bench@example.com',
    name: 'Bench',
    role: 'SYSTEM_ADMINISTRATOR',
    technicianRoleId: null,
    password: 'correct horse battery',
  });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'correct horse battery' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
  const headers = { 'content-type': 'application/json', cookie, [CSRF_HEADER]: (await login.json()).csrfToken as string };
  const call = async (method: string, url: string, body: unknown) => {
    const response = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id: number; version: number }>;
  };

  await db.execute(sql.raw(`INSERT INTO ticketing_tags (name) SELECT 'tag-' || g FROM generate_series(0, ${TAGS - 1}) g`));
  await db.insert(ticketingTriggers).values(
    Array.from({ length: RULES }, (_, i) => {
      const { conditions, actions } = rule(i);
      return {
        type: 'EVENT_BASED' as const,
        enabled: false,
        name: `Rule ${i}`,
        position: i,
        createdByUserId: user.id,
        conditions: conditionsSchema.parse(conditions),
        actions: actionSchema.array().parse(actions),
      };
    }),
  );
  const ticket = await call('POST', '/api/ticketing/ticket', { summary: 'Benchmark ticket', tags: ['tag-1', 'tag-2', 'tag-3'] });

  const measures: RoundMeasure[] = [];
  services.automations.events.measure((m) => measures.push(m));
  const latency: Record<'none' | 'rules', number[]> = { none: [], rules: [] };
  const steady: RoundMeasure[] = [];
  let priority = 0;
  let version = ticket.version;
  const update = async () => {
    const t0 = performance.now();
    // From the version the last save answered (decision 0032); rules may have moved the ticket on too.
    const saved = await call('PATCH', `/api/ticketing/ticket/${ticket.id}`, { version, priority: ['LOW', 'MEDIUM'][priority++ % 2] });
    version = saved.version;
    return performance.now() - t0;
  };
  for (let i = 0; i < 30; i++) await update();
  for (let block = 0; block < (2 * UPDATES) / BLOCK; block++) {
    const enabled = block % 2 === 1;
    await db.update(ticketingTriggers).set({ enabled, updatedAt: new Date() }).where(eq(ticketingTriggers.type, 'EVENT_BASED'));
    // The first change after a rule save reloads the rules; it is not what a steady desk sees.
    await update();
    const from = measures.length;
    for (let i = 0; i < BLOCK; i++) latency[enabled ? 'rules' : 'none'].push(await update());
    steady.push(...measures.slice(from));
  }
  console.log(`\n${kind}: ${RULES} enabled event rules (${Math.ceil(RULES / 100)} fire on each update), ${UPDATES} updates each way through the HTTP API`);
  console.log(`  rule evaluation in memory per change:     ${summary(steady.map((m) => m.evaluationMs))}`);
  console.log(`  automations engine per change (lookups):  ${summary(steady.map((m) => m.totalMs))}`);
  console.log(`  API update, 0 rules:                      ${summary(latency.none)}`);
  console.log(`  API update, ${RULES} rules:                    ${summary(latency.rules)}`);
  await app.close();
  await database.dispose();
}

for (const kind of ['pglite', 'postgres'] as const) {
  if (values.only && values.only !== kind) continue;
  await bench(kind);
}
