import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_CONDITION_FIELDS,
  deviceOperatorsFor,
  evaluateDevice,
  OPERATORS,
  type Condition,
  type ConditionValue,
  type Conditions,
  type DeviceRuleFacts,
} from '@outpost/rules';
import { nodes } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { random } from '../../test/board-fixture.ts';
import { compileDeviceConditions, type DeviceCompileContext } from './device-condition-sql.ts';
import { createDeviceFactsRepository } from './device-facts.repository.ts';
import { seedDeviceFixture, type DeviceFixture } from './device-groups.fixtures.ts';

/**
 * The contract of dynamic groups (DESIGN.md §4 "Groups"): for the same devices and rule, the
 * compiled SQL returns exactly the devices packages/rules' `evaluateDevice` accepts. Every device
 * field × every operator × awkward values, then random all/any groups, on PGlite and
 * (TEST_DATABASE_URL) PostgreSQL.
 */

const NOW = new Date('2026-01-05T10:00:00.000Z');
const CTX: DeviceCompileContext = { now: NOW, upSince: new Date(NOW.getTime() - 90_000) };
const DEVICES = 300;
const COMBINATIONS = 300;

let ctx: TestContext;
let fx: DeviceFixture;
let facts: DeviceRuleFacts[];

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedDeviceFixture(ctx.database.db, NOW, DEVICES);
  facts = [...(await createDeviceFactsRepository(ctx.database.db).load(fx.nodeIds, CTX.upSince)).values()];
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

function valuesFor(field: string): ConditionValue[] {
  const [o1, o2] = fx.organizationIds;
  const [l1] = fx.locationIds;
  const [r1, r2] = fx.roleIds;
  const odd: ConditionValue[] = [null, '', '  ', [], 7, true, false];
  const byField: Record<string, ConditionValue[]> = {
    organization: [o1!, String(o2), ` ${o1}`, `0${o1}`, [o1!, o2!], [String(o2), 'x'], 99_999],
    location: [l1!, String(l1), [l1!, fx.locationIds[3]!]],
    role: [r1!, String(r2), [r1!, r2!]],
    node_class: ['LINUX_SERVER', 'WINDOWS_WORKSTATION', 'linux_server', ['MAC']],
    name: ['web', 'db', 'ÜNÏCODE', '%', '_', ['kiosk', 'laptop'], ['  ', 'web'], 100],
    os: ['windows', 'UBUNTU 24', 'server', ['macos', 'ubuntu'], '%'],
    online: [true, false, 'true'],
    last_seen: ['0:0', '1:0', '1:30', '24:0', '500:0', 'bad', '5'],
    tags: [['prod'], ['PROD', 'eu'], [' vip'], ['vip'], 'kiosk', ['%'], ['ünïcode']],
    ram_gb: [8, '8', 12.5, '12.5', 0, -1, '1e1', ' 16 ', '0x10', 'Infinity', [8]],
    free_disk_gb: [5, 10, '20', 0, 1000, 0.5, 'lots'],
  };
  return [...(Object.hasOwn(byField, field) ? byField[field]! : ['x']), ...odd];
}

async function sqlIds(conditions: Conditions): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ id: nodes.id })
    .from(nodes)
    .where(and(eq(nodes.approvalStatus, 'APPROVED'), compileDeviceConditions(conditions, CTX)))
    .orderBy(nodes.id);
  return rows.map((r) => r.id);
}
const memoryIds = (conditions: Conditions) =>
  facts
    .filter((f) => evaluateDevice(conditions, f, NOW))
    .map((f) => f.id)
    .sort((a, b) => a - b);

describe('device rules: SQL and evaluateDevice agree', () => {
  it('for every field, operator and awkward value', async () => {
    let cases = 0;
    for (const field of [...DEVICE_CONDITION_FIELDS, 'status', 'constructor']) {
      for (const operator of OPERATORS) {
        // An operator the field does not offer is false whatever the value: two values show it.
        const values = deviceOperatorsFor(field).includes(operator) ? valuesFor(field) : valuesFor(field).slice(0, 2);
        for (const value of values) {
          const conditions: Conditions = { all: [{ id: 'c', field, operator, value }], any: [] };
          expect(await sqlIds(conditions), `${field} ${operator} ${JSON.stringify(value)}`).toEqual(memoryIds(conditions));
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(700);
  }, 600_000);

  it('for random all/any combinations', async () => {
    const rng = random(42);
    const conditionAt = (i: number): Condition => {
      const field = rng.pick(DEVICE_CONDITION_FIELDS);
      return { id: String(i), field, operator: rng.pick(deviceOperatorsFor(field)), value: rng.pick(valuesFor(field)) };
    };
    for (let n = 0; n < COMBINATIONS; n++) {
      const conditions: Conditions = {
        all: Array.from({ length: Math.floor(rng.next() * 3) }, (_, i) => conditionAt(i)),
        any: Array.from({ length: Math.floor(rng.next() * 3) }, (_, i) => conditionAt(10 + i)),
      };
      expect(await sqlIds(conditions), JSON.stringify(conditions)).toEqual(memoryIds(conditions));
    }
  }, 600_000);

  it('is not trivially empty or full: the fixture splits on each field', async () => {
    for (const conditions of [
      { all: [{ id: 'a', field: 'online', operator: 'equals' as const, value: true }], any: [] },
      { all: [{ id: 'a', field: 'ram_gb', operator: 'greater_or_equal_than' as const, value: 16 }], any: [] },
      { all: [{ id: 'a', field: 'tags', operator: 'contains_any' as const, value: ['prod'] }], any: [] },
      { all: [{ id: 'a', field: 'free_disk_gb', operator: 'less_or_equal_than' as const, value: 10 }], any: [] },
    ]) {
      const ids = await sqlIds(conditions);
      expect(ids.length, JSON.stringify(conditions)).toBeGreaterThan(0);
      expect(ids.length).toBeLessThan(facts.length);
    }
    // Pending candidates are in no group: neither side reads them.
    expect(facts.length).toBeLessThan(fx.nodeIds.length);
  });
});
