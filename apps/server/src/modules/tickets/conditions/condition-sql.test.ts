import { and, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_USER, evaluate, OPERATORS, type BusinessHours, type Condition, type ConditionValue, type Conditions, type TicketFacts } from '@outpost/rules';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { scopeConditions, scopeCovers } from '../scope/ticket-scope.ts';
import { tickets } from '../tickets.schema.ts';
import { random, seedBoardFixture, type Fixture } from '../../../test/board-fixture.ts';
import { compileCondition, compileConditions, type CompileContext } from './condition-sql.ts';
import { createTicketFactsRepository } from './ticket-facts.repository.ts';

/**
 * The contract between boards and automations (DESIGN.md §3 "Service desk"): for the same
 * tickets and conditions, the compiled SQL returns exactly the tickets packages/rules' `evaluate`
 * accepts. Every condition field × every operator × awkward values, then random all/any groups,
 * on PGlite and (TEST_DATABASE_URL) PostgreSQL.
 */

const NOW = new Date('2026-01-05T10:00:00.000Z');
const TICKETS = 240;
const COMBINATIONS = 400;

let ctx: TestContext;
let fx: Fixture;
let facts: TicketFacts[];

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedBoardFixture(ctx.database.db, NOW, TICKETS);
  // A deleted ticket is in neither answer.
  await ctx.database.db
    .update(tickets)
    .set({ deletedAt: NOW })
    .where(inArray(tickets.id, fx.ticketIds.slice(0, 3)));
  facts = [...(await createTicketFactsRepository(ctx.database.db).load(fx.ticketIds)).values()];
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

/** Values worth trying for each field: valid ones, case and whitespace variants, wrong types, CURRENT_USER. */
function valuesFor(field: string): ConditionValue[] {
  const [u1, u2] = fx.userIds.map(String);
  const custom = fx.customStatusIds.map(String);
  const odd: ConditionValue[] = [null, '', '  ', [], 7, true];
  const timeSince = ['0:0', '1:0', '1:30', '24:0', '168:0', '500:0', 'bad', '5'];
  const attr = (type: keyof Fixture['attributeIds']) => `attribute:${fx.attributeIds[type]}`;
  const byField: Record<string, ConditionValue[]> = {
    type: ['PROBLEM', 'INCIDENT', 'incident', ['PROBLEM', 'TASK']],
    status: ['OPEN', 'NEW', 'RESOLVED', 'CLOSED', ' OPEN', custom[0]!, Number(custom[1]), ['OPEN', custom[2]!], 'open'],
    source: ['EMAIL', 'TECHNICIAN', ['API', 'PHONE']],
    priority: ['HIGH', 'MEDIUM', 'high', ['NONE', 'LOW']],
    severity: ['CRITICAL', ['MINOR', 'MAJOR']],
    summary: ['printer', 'ünïcode', 'PRINTER', '%', '_', 'fire ', ['printer', 'vpn'], ['  ', 'disk'], 'Printer is on FIRE', 100],
    description: ['printer', 'FIRE', '%', ['drill', 'ascii']],
    organization: [1, '2', ' 1', '01', [1, 3], ['2', 99], 99],
    location: [1, '2', [1, 2]],
    form: [fx.formIds[0]!, String(fx.formIds[1]), [fx.formIds[0]!, fx.formIds[1]!]],
    requester: [u1!, Number(u2), fx.contactUids[0]!, [fx.contactUids[1]!, u2!], CURRENT_USER, [CURRENT_USER]],
    assignee: [u1!, Number(u2), ' 1', [u1!, u2!], CURRENT_USER, [CURRENT_USER, u2!]],
    additionalAssignedTechnicianIds: [[u1!], [u1!, u2!], u2!, [CURRENT_USER], CURRENT_USER],
    tags: [['vip'], ['VIP', 'network'], [' vip'], 'printer', ['AFTER_HOURS']],
    action: ['INSERT', 'UPDATE'],
    commentType: ['PUBLIC'],
    updated_by: [[u1!], CURRENT_USER],
    business_hours: [],
    [attr('TEXT')]: ['alpha', 'ALPHA ', '42', 42, 7, '7', 'x%y', '2024-01-05', ['alpha', 'Beta'], 'zzz'],
    [attr('TEXT_MULTILINE')]: ['line two', 'alpha', ['ALPHA']],
    [attr('NUMERIC')]: [5, '5', 12, '12', 0, -3, '0x0C', 2147483647, '1e1', 4.5],
    [attr('DECIMAL')]: [1.5, '1.5', 0.1, '0.10', 2, -0.25],
    [attr('DROPDOWN')]: ['opt-a', 'OPT-B', ['opt-a', 'opt-c'], ['opt-b']],
    [attr('MULTI_SELECT')]: [['opt-a'], ['opt-c', 'opt-b'], 'opt-a', ['  ']],
    [attr('CHECKBOX')]: [true, false, 'true', 'FALSE'],
    [attr('DATE')]: ['2024-01-05', '2024-06-30', '2023-06-01', '2024-01-05T23:00:00Z', 20240105],
    'attribute:999999': ['x', true, false, 1],
    'attribute:0': [true, false],
    'attribute:0012': [true, false],
    bogus: ['x'],
  };
  if (field.startsWith('time_since')) return [...timeSince, ...odd];
  return [...(byField[field] ?? []), ...odd];
}

function fields(): string[] {
  return [
    'type',
    'status',
    'source',
    'priority',
    'severity',
    'summary',
    'description',
    'organization',
    'location',
    'form',
    'requester',
    'assignee',
    'additionalAssignedTechnicianIds',
    'tags',
    'action',
    'commentType',
    'updated_by',
    'business_hours',
    'time_since_created',
    'time_since_changed',
    'time_since_assigned',
    'time_since_customer_responded',
    'time_since_technician_responded',
    'time_since_status:OPEN',
    'time_since_status:RESOLVED',
    `time_since_status:${fx.customStatusIds[0]}`,
    'time_since_status:open',
    ...Object.values(fx.attributeIds).map((id) => `attribute:${id}`),
    'attribute:999999',
    'attribute:0',
    'attribute:0012',
    'bogus',
  ];
}

function allSingleConditions(): Condition[] {
  return fields().flatMap((field) =>
    OPERATORS.flatMap((operator) => valuesFor(field).map((value, i) => ({ id: `${field}-${operator}-${i}`, field, operator, value }))),
  );
}

const evaluated = (conditions: Conditions, compile: CompileContext) =>
  facts.filter((f) => evaluate(conditions, f, undefined, NOW, compile.businessHours, { currentUserId: compile.currentUserId })).map((f) => Number(f.id));

const live = () => and(isNull(tickets.deletedAt), inArray(tickets.id, fx.ticketIds));

/** Ids each condition accepts in SQL, many conditions per query (one boolean column each). */
async function sqlAccepts(conditions: Condition[], compile: CompileContext): Promise<number[][]> {
  const out: number[][] = [];
  for (let start = 0; start < conditions.length; start += 150) {
    const batch = conditions.slice(start, start + 150);
    const columns = batch.map((c, i) => sql`((${compileCondition(c, compile)}) is true) as ${sql.raw(`c${i}`)}`);
    // PGlite and node-postgres both answer { rows }.
    const result = (await ctx.database.db.execute(
      sql`select ${tickets.id} as id, ${sql.join(columns, sql`, `)} from ${tickets} where ${live()}`,
    )) as unknown as {
      rows: Record<string, unknown>[];
    };
    const rows = result.rows;
    batch.forEach((_, i) => out.push(rows.filter((row) => row[`c${i}`] === true).map((row) => Number(row.id))));
  }
  return out;
}

function describeMismatch(condition: Condition | Conditions, bySql: number[], byMemory: number[]) {
  const onlySql = bySql.filter((id) => !byMemory.includes(id));
  const onlyMemory = byMemory.filter((id) => !bySql.includes(id));
  const sample = facts.find((f) => f.id === (onlySql[0] ?? onlyMemory[0]));
  return { condition, onlySql: onlySql.slice(0, 5), onlyMemory: onlyMemory.slice(0, 5), sample };
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe.each([
  { label: 'with a current user, always open', compile: (): CompileContext => ({ now: NOW, currentUserId: fx.userIds[0]! }) },
  {
    label: 'without a current user, outside business hours',
    compile: (): CompileContext => ({
      now: NOW,
      currentUserId: null,
      businessHours: { timeZone: 'UTC', days: { SUNDAY: [{ start: '09:00', end: '17:00' }] } } as BusinessHours,
    }),
  },
])('SQL and evaluate agree ($label)', ({ compile }) => {
  it('on every field × operator × value', async () => {
    const context = compile();
    const conditions = allSingleConditions();
    const bySql = await sqlAccepts(conditions, context);
    const mismatches = conditions.flatMap((condition, i) => {
      const byMemory = evaluated({ all: [condition], any: [] }, context);
      return sorted(bySql[i]!).join() === sorted(byMemory).join() ? [] : [describeMismatch(condition, bySql[i]!, byMemory)];
    });
    if (process.env.DEBUG_AGREEMENT) console.log(`single conditions: ${conditions.length}, tickets: ${facts.length}`);
    expect(conditions.length).toBeGreaterThan(3000);
    if (process.env.DEBUG_AGREEMENT)
      console.log(mismatches.map((m) => `${JSON.stringify(m.condition)} sql+${m.onlySql.join(',')} mem+${m.onlyMemory.join(',')}`).join('\n'));
    expect(mismatches.slice(0, 5)).toEqual([]);
    // Over 3,000 queries: about 18 s on a busy 2-core machine, 45 s on an overloaded one.
  }, 120_000);

  it('on random all/any combinations, through WHERE', async () => {
    const context = compile();
    // Conditions that split the tickets on their own, so that combinations of them do too.
    const pool = allSingleConditions().filter((c) => {
      const accepted = evaluated({ all: [c], any: [] }, context).length;
      return accepted > 0 && accepted < facts.length;
    });
    const r = random(7);
    const mismatches = [];
    let nonTrivial = 0;
    for (let n = 0; n < COMBINATIONS; n++) {
      const conditions: Conditions = {
        all: Array.from({ length: Math.floor(r.next() * 4) }, () => r.pick(pool)),
        any: Array.from({ length: Math.floor(r.next() * 4) }, () => r.pick(pool)),
      };
      const rows = await ctx.database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(live(), compileConditions(conditions, context)));
      const bySql = sorted(rows.map((row) => row.id));
      const byMemory = sorted(evaluated(conditions, context));
      if (byMemory.length > 0 && byMemory.length < facts.length) nonTrivial++;
      if (bySql.join() !== byMemory.join()) mismatches.push(describeMismatch(conditions, bySql, byMemory));
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
    // The combinations must actually split the tickets, or agreeing would prove little.
    expect(nonTrivial).toBeGreaterThan(COMBINATIONS / 4);
  });
});

describe('the ticket scope as board conditions (ticket-scope.ts)', () => {
  it('answers in SQL and in evaluate exactly the tickets scopeCovers allows', async () => {
    const context: CompileContext = { now: NOW, currentUserId: null };
    for (const scope of [[1], [1, 3], [2, 99], []]) {
      const conditions = scopeConditions(scope)!;
      const rows = await ctx.database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(live(), compileConditions(conditions, context)));
      const covered = facts.filter((f) => scopeCovers(scope, f.organizationId == null ? null : Number(f.organizationId))).map((f) => Number(f.id));
      expect([scope, sorted(rows.map((r) => r.id))]).toEqual([scope, sorted(covered)]);
      expect([scope, sorted(evaluated(conditions, context))]).toEqual([scope, sorted(covered)]);
    }
    expect(scopeConditions(null)).toBeUndefined();
  });
});
