/**
 * The server of the fan-out benchmark, in its own process so that its RSS is the server's alone:
 * the real server (PGlite in memory, or PostgreSQL with --postgres URL) on a free loopback port.
 * Prints one JSON line: the URL, an administrator's headers and an enrolment token.
 */
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { buildApp } from '../../apps/server/src/http/app.ts';
import { DEFAULT_REQUEST_BUDGETS } from '../../apps/server/src/http/request-budget.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { makeEnrollmentToken, makeOrganization } from '../../apps/server/src/test/factories.ts';
import { manualClock, signIn } from '../../apps/server/src/test/harness.ts';

const postgres = process.argv.includes('--postgres') ? process.argv[process.argv.indexOf('--postgres') + 1] : undefined;
const tmp = await mkdtemp(join(tmpdir(), 'outpost-bench-fanout-'));
const database = await openDatabase(postgres ? { url: postgres } : { memory: true });
const services = createServices(database.db, systemClock, { nodeOfflineAfterSeconds: 120, heartbeatSeconds: 60, dataDir: join(tmp, 'server'), listCacheMs: 0 });
// A thousand devices behind one loopback address: no per-caller request budget.
const unlimited = { ...DEFAULT_REQUEST_BUDGETS };
for (const key of Object.keys(unlimited) as (keyof typeof unlimited)[]) unlimited[key] = 1_000_000;
const app = await buildApp({ services, secureCookies: false, loginRateLimitPerMinute: 100_000, logLevel: 'silent', requestBudgets: unlimited });
await app.listen({ port: 0, host: '127.0.0.1' });
const ctx = { app, services, database, dataDir: join(tmp, 'server'), clock: manualClock(), close: async () => undefined } as Parameters<typeof signIn>[0];
const admin = await signIn(ctx);
const org = await makeOrganization(ctx, 'Fan-out');
const token = (await makeEnrollmentToken(ctx, org.id, admin.userId)).token;
// The devices enrol through the real route, each from its own address: the route allows a few
// hundred enrolments a minute per address, which 1,000 simulated agents on loopback would hit.
const agents = process.argv.includes('--agents') ? Number(process.argv[process.argv.indexOf('--agents') + 1]) : 0;
const devices: { nodeId: number; credential: string }[] = [];
for (let i = 0; i < agents; i++) {
  const facts = { hostname: `sim-${i}`, os: { platform: 'linux', distro: 'Debian GNU/Linux', release: '12' }, disks: [], network: [] };
  const res = await app.inject({
    method: 'POST',
    url: '/api/agent/enroll',
    remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    payload: { token, deviceUid: `sim-${i}-${process.pid}`, facts },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`enrol ${i}: ${res.statusCode} ${res.body}`);
  devices.push(res.json<{ nodeId: number; credential: string }>());
}
console.log(JSON.stringify({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, headers: admin.headers, token, devices }));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
