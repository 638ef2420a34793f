// Dynamic device-group membership (issue 24, benchmark 3): 10,000 devices, a three-condition rule
// (online, at least 8 GiB of RAM, tagged prod or eu), answered the way the API answers it — the
// count of matching devices and the first page of them, through the device-groups service with
// the rule compiled to SQL — on PostgreSQL and PGlite. Target: ≤ 200 ms. Prints p50/p95/p99.
// Usage: npx tsx bench/groups/membership.ts [--devices 10000] [--runs 40] [--only pglite|postgres]
import { parseArgs } from 'node:util';
import { PERMISSIONS, type SessionUser } from '@outpost/contracts';
import type { Conditions } from '@outpost/rules';
import { seedDeviceFixture } from '../../apps/server/src/modules/device-groups/device-groups.fixtures.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { openBenchDatabase, summary, type BenchDatabaseKind } from '../automations/database.ts';

const { values } = parseArgs({ options: { devices: { type: 'string', default: '10000' }, runs: { type: 'string', default: '40' }, only: { type: 'string' } } });
const DEVICES = Number(values.devices);
const RUNS = Number(values.runs);
const NOW = new Date();

const RULE: Conditions = {
  all: [
    { id: '1', field: 'online', operator: 'equals', value: true },
    { id: '2', field: 'ram_gb', operator: 'greater_or_equal_than', value: 8 },
    { id: '3', field: 'tags', operator: 'contains_any', value: ['prod', 'eu'] },
  ],
  any: [],
};

async function run(kind: BenchDatabaseKind) {
  const bench = await openBenchDatabase(kind, 'groups');
  try {
    const seedStart = performance.now();
    await seedDeviceFixture(bench.handle.db, NOW, DEVICES);
    await bench.handle.db.execute('analyze');
    const seeded = performance.now() - seedStart;
    // Heartbeats in the fixture are minutes old: a window of a day makes "online" split the fleet.
    const services = createServices(
      bench.handle.db,
      { now: () => NOW },
      { nodeOfflineAfterSeconds: 86_400, heartbeatSeconds: 30, dataDir: bench.dataDir, listCacheMs: 0 },
    );
    const user = await services.users.create({
      email: 'bench@example.com',
      name: 'Bench',
      role: 'SYSTEM_ADMINISTRATOR',
      technicianRoleId: null,
      password: 'bench password 1',
    });
    const admin: SessionUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: 'SYSTEM_ADMINISTRATOR',
      technicianRoleId: null,
      permissions: [...PERMISSIONS],
    };
    const group = await services.deviceGroups.create(admin, { name: 'Online prod with RAM', description: '', type: 'DYNAMIC', conditions: RULE });
    const preview: number[] = [];
    const members: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS + 5; i++) {
      let t = performance.now();
      count = (await services.deviceGroups.preview(admin, RULE)).count;
      if (i >= 5) preview.push(performance.now() - t);
      t = performance.now();
      await services.deviceGroups.members(admin, group.id, 0, 50);
      if (i >= 5) members.push(performance.now() - t);
    }
    console.log(`${kind}: ${DEVICES} devices seeded in ${(seeded / 1000).toFixed(1)} s; the rule matches ${count}`);
    console.log(`  preview (count + first 25):  ${summary(preview)}`);
    console.log(`  members (count + page of 50): ${summary(members)}`);
  } finally {
    await bench.dispose();
  }
}

for (const kind of ['postgres', 'pglite'] as const) {
  if (!values.only || values.only === kind) await run(kind);
}
