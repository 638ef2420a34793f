// PSA device sync against the ConnectWise stub (issue 26 benchmark), scaled down: N devices, a share
// of requests answered 429 with Retry-After 1–5 s × --retry-scale (the stub sends decimal seconds;
// 1 is the full benchmark's whole seconds). Runs the sync twice (the second with no change) and
// prints requests, list reads, 429s, early requests (sent before a Retry-After had passed),
// duplicates, lost devices and wall time.
// Usage: npx tsx bench/psa/sync.ts [--devices 10000] [--share 0.1] [--retry-scale 0.02] [--only pglite|postgres]
import { parseArgs } from 'node:util';
import { PERMISSIONS, type SessionUser } from '@outpost/contracts';
import { createOutboundGuard } from '../../apps/server/src/lib/outbound/index.ts';
import { startConnectWiseStub } from '../../apps/server/src/modules/psa/connectwise/connectwise.stub.ts';
import { seedPsaFixture } from '../../apps/server/src/modules/psa/psa.fixtures.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { openBenchDatabase, type BenchDatabaseKind } from '../automations/database.ts';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '10000' },
    share: { type: 'string', default: '0.1' },
    'retry-scale': { type: 'string', default: '0.02' },
    only: { type: 'string' },
  },
});
const DEVICES = Number(values.devices);
const SHARE = Number(values.share);
const SCALE = Number(values['retry-scale']);

async function run(kind: BenchDatabaseKind) {
  const bench = await openBenchDatabase(kind, 'psa');
  let seed = 20_261_128;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const stub = await startConnectWiseStub({ random, retryAfterScale: SCALE });
  try {
    const fixture = await seedPsaFixture(bench.handle.db, { organizations: [{ name: 'Contoso Ltd', locations: ['Main', 'Warehouse'], devices: DEVICES }] });
    const services = createServices(
      bench.handle.db,
      { now: () => new Date() },
      { nodeOfflineAfterSeconds: 90, heartbeatSeconds: 30, dataDir: bench.dataDir, listCacheMs: 0, outbound: createOutboundGuard({ allow: '127.0.0.1' }) },
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
    const c = stub.credentials;
    await services.psa.connection.put({
      provider: 'CONNECTWISE',
      connectwise: { site: stub.url, companyId: c.companyId, publicKey: c.publicKey, privateKey: c.privateKey, clientId: c.clientId },
    });
    await services.psa.connection.refresh();
    const mapping = await services.psa.mappings.createConfiguration({
      name: 'Bench',
      roleMappings: [
        { nodeRoleId: fixture.roles.workstation, configurationTypeId: 31, onCreateStatusId: null, onDeleteStatusId: null },
        { nodeRoleId: fixture.roles.server, configurationTypeId: 32, onCreateStatusId: null, onDeleteStatusId: null },
      ],
    });
    await services.psa.company.save(admin, fixture.organizations[0]!.id, {
      companyId: 250,
      productMappingId: null,
      configurationTypeMappingId: mapping.id,
      locationSiteMappings: [],
    });

    stub.resetLog();
    stub.throttleRandomly({ share: SHARE, minSeconds: 1, maxSeconds: 5 });
    for (const pass of ['first', 'second (no change)'] as const) {
      const before = stub.requests.length;
      const start = performance.now();
      const result = await services.psa.sync.run({ dryRun: false });
      const wall = performance.now() - start;
      const sent = stub.requests.slice(before);
      const configurations = stub.data.configurations.filter((r) => String(r.deviceIdentifier ?? '').startsWith('uid-psa-'));
      const perDevice = new Map<string, number>();
      for (const r of configurations) perDevice.set(String(r.deviceIdentifier), (perDevice.get(String(r.deviceIdentifier)) ?? 0) + 1);
      const duplicates = [...perDevice.values()].filter((n) => n > 1).length;
      const lost = DEVICES - perDevice.size;
      const listReads = sent.filter((r) => r.method === 'GET' && r.path.endsWith('/company/configurations') && r.status === 200).length;
      console.log(
        `${kind} ${pass} run: ${result.status}, ${sent.length} requests (${listReads} list reads, ${sent.filter((r) => r.status === 429).length} × 429), ` +
          `${sent.filter((r) => r.early).length} early, ${duplicates} duplicates, ${lost} lost, ${(sent.length / DEVICES).toFixed(3)} requests per device, ` +
          `wall ${(wall / 1000).toFixed(1)} s; counts ${JSON.stringify(result.counts)}`,
      );
    }
  } finally {
    await stub.close();
    await bench.dispose();
  }
}

console.log(`PSA sync bench: ${DEVICES} devices, ${SHARE * 100} % answered 429 with Retry-After 1–5 s × ${SCALE}`);
for (const kind of ['pglite', 'postgres'] as const) if (!values.only || values.only === kind) await run(kind);
