import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PsaAgreementSyncRun, PsaAgreementSyncSettings, PsaDeviceSyncSchedule, PsaProductMapping, PsaSyncRun } from '@outpost/contracts';
import { nodes } from '../../../db/schema.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { api } from '../../tickets/tickets.fixtures.ts';
import { startConnectWiseStub, type ConnectWiseStub } from '../connectwise/connectwise.stub.ts';
import { connectToStub, seedPsaFixture } from '../psa.fixtures.ts';

// Issue 26 §6: agreement addition quantities from the devices that map, lowered to 0 when none
// maps any more; against the ConnectWise stub, on PGlite and PostgreSQL.

let ctx: TestContext;
let stub: ConnectWiseStub;
let admin: Awaited<ReturnType<typeof signIn>>;
let fixture: Awaited<ReturnType<typeof seedPsaFixture>>;
const as = () => api(ctx, admin);

const CONTOSO = 250;
const MANAGED_TYPE = 41;
const BACKUP_TYPE = 43;
const CONTOSO_MANAGED = 501;
const CONTOSO_BACKUP = 502;
const WKS = 701;
const SRV = 702;
const BACKUP = 703;

/** The stub's additions as (agreement, product) → quantities: more than one quantity is a duplicate. */
const additions = () => {
  const out: Record<string, number[]> = {};
  for (const a of stub.data.additions) (out[`${a.agreementId as number}:${(a.product as { id: number }).id}`] ??= []).push(a.quantity as number);
  return out;
};
const writes = () => stub.requests.filter((r) => r.method !== 'GET').length;
const run = async (dryRun = false) => {
  const response = await as().post('/api/psacw/agreement-sync/run', { dryRun });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PsaAgreementSyncRun>();
};
const pairs = (r: PsaAgreementSyncRun) =>
  r.additions.map((a) => `${a.action} ${a.agreementId}:${a.productId} ${a.previousQuantity ?? '-'}→${a.quantity}`).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  stub = await startConnectWiseStub();
  admin = await signIn(ctx);
  // Contoso: devices 0–5 alternate between Main and Warehouse; device 4 is a server, the rest workstations.
  fixture = await seedPsaFixture(ctx.database.db, { organizations: [{ name: 'Contoso Ltd', locations: ['Main', 'Warehouse'], devices: 6 }] });
  // Entered by hand in ConnectWise before Outpost: the sync adopts it instead of adding a second line.
  stub.data.additions.push({ id: 9500, agreementId: CONTOSO_MANAGED, product: { id: WKS, identifier: 'MS-WKS' }, quantity: 7, cancelledDate: null });
  expect(await connectToStub(as(), stub)).toEqual({ connected: 'ok', refreshed: true });
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

describe('product agreement sync', () => {
  let mapping: PsaProductMapping;
  const contoso = () => fixture.organizations[0]!;
  /** Main's devices go to the backup agreement whatever the row's type; Warehouse's by type. */
  async function mapContoso(productMappingId: number | null) {
    const [main, warehouse] = contoso().locationIds as [number, number];
    const agreementId = productMappingId === null ? null : CONTOSO_BACKUP;
    const mapped = await as().put(`/api/psacw/company-mappings/${contoso().id}`, {
      companyId: CONTOSO,
      productMappingId,
      locationSiteMappings: [
        { locationId: main, psaSiteId: 10, productMapping: 'CLIENT_DEFAULT', configurationTypeMapping: 'CLIENT_DEFAULT', agreementId },
        { locationId: warehouse, psaSiteId: 11, productMapping: 'CLIENT_DEFAULT', configurationTypeMapping: 'CLIENT_DEFAULT', agreementId: null },
      ],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
  }

  it('sets each addition to the count of devices that map, in the location’s agreement or else the company’s agreement of the type', async () => {
    const vip = (await as().post('/api/device-groups', { name: 'Backed up', type: 'STATIC' })).json<{ id: number }>().id;
    // Devices 0 (Main) and 1 (Warehouse) are in the group: the MULTIPLE_HIT backup row counts them too.
    await as().post(`/api/device-groups/${vip}/members`, { deviceIds: [contoso().deviceIds[0], contoso().deviceIds[1]] });
    const created = await as().post('/api/psacw/product-mappings', {
      name: 'Managed',
      productMappingType: 'MULTIPLE_HIT',
      roleMappings: [
        { nodeRoleId: fixture.roles.workstation, productId: WKS, agreementTypeId: MANAGED_TYPE },
        { nodeRoleId: fixture.roles.server, productId: SRV, agreementTypeId: MANAGED_TYPE },
        { nodeRoleId: fixture.roles.workstation, productId: BACKUP, agreementTypeId: BACKUP_TYPE, groups: [vip] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    mapping = created.json<PsaProductMapping>();
    await mapContoso(mapping.id);

    // The dry run says what it would do and writes nothing.
    const before = writes();
    const preview = await run(true);
    expect(writes()).toBe(before);
    // Warehouse: workstations 1, 3, 5 in Contoso Managed (type 41), the hand-entered line adopted; Main: workstations 0, 2 and
    // server 4 in Contoso Backup; the grouped workstations 0 (Main) and 1 (Warehouse, by type 43) on the backup line.
    expect(pairs(preview)).toEqual(['ADOPT 501:701 7→3', 'CREATE 502:701 -→2', 'CREATE 502:702 -→1', 'CREATE 502:703 -→2']);
    expect(preview.requests.writes).toBe(4);

    const done = await run();
    expect(done.status).toBe('SUCCEEDED');
    expect(pairs(done)).toEqual(pairs(preview));
    expect(additions()).toEqual({ '501:701': [3], '502:701': [2], '502:702': [1], '502:703': [2] });
  });

  it('a re-run with no change sends no write', async () => {
    const before = writes();
    const again = await run();
    expect(again.additions).toEqual([]);
    expect(again.requests.writes).toBe(0);
    expect(writes()).toBe(before);
  });

  it('lowers a quantity to 0 when no device maps any more, and raises it again when one does', async () => {
    const server = contoso().deviceIds[4]!;
    // The server becomes a workstation: no device maps to the server product any more.
    await ctx.database.db.update(nodes).set({ nodeRoleId: fixture.roles.workstation }).where(eq(nodes.id, server));
    const lowered = await run();
    expect(pairs(lowered)).toEqual(['LOWER 502:702 1→0', 'UPDATE 502:701 2→3']);
    expect(additions()).toMatchObject({ '502:702': [0], '502:701': [3] });
    // Lowered once: the next run leaves it alone.
    expect((await run()).additions).toEqual([]);
    await ctx.database.db.update(nodes).set({ nodeRoleId: fixture.roles.server }).where(eq(nodes.id, server));
    expect(pairs(await run())).toEqual(['UPDATE 502:701 3→2', 'UPDATE 502:702 0→1']);
    expect(additions()).toMatchObject({ '502:702': [1], '502:701': [2] });
  });

  it('a created addition whose answer is lost is adopted by the next run, never added twice; one deleted in the PSA is added again', async () => {
    // The organization's mapping goes: every addition Outpost set is lowered to 0.
    await mapContoso(null);
    expect(pairs(await run())).toEqual(['LOWER 501:701 3→0', 'LOWER 502:701 2→0', 'LOWER 502:702 1→0', 'LOWER 502:703 2→0']);
    expect(additions()).toEqual({ '501:701': [0], '502:701': [0], '502:702': [0], '502:703': [0] });
    // Someone deletes the server line in ConnectWise; mapped again, the run finds it gone (its link is dropped)...
    stub.data.additions.splice(
      stub.data.additions.findIndex((a) => a.agreementId === CONTOSO_BACKUP && (a.product as { id: number }).id === SRV),
      1,
    );
    await mapContoso(mapping.id);
    const remapped = await run();
    expect(remapped.additions.find((a) => a.productId === SRV && a.agreementId === CONTOSO_BACKUP)).toMatchObject({ action: 'ERROR' });
    // ...the next creates it, and ConnectWise keeps it but the answer is lost...
    stub.dropWrite(0, true);
    expect((await run()).additions).toMatchObject([{ action: 'ERROR', productId: SRV, detail: expect.stringMatching(/^CREATE: /) as unknown }]);
    // ...and the one after adopts it: one line, the right quantity, no write.
    const before = writes();
    expect(pairs(await run())).toEqual(['ADOPT 502:702 1→1']);
    expect(writes()).toBe(before);
    expect(additions()).toEqual({ '501:701': [3], '502:701': [2], '502:702': [1], '502:703': [2] });
  });

  it('Enabled stores a monthly schedule (defaults: today’s day, 09:00, end never) and a due run sets the quantities', async () => {
    const initial = (await as().get('/api/psacw/agreement-sync')).json<PsaAgreementSyncSettings>();
    expect(initial).toMatchObject({ enabled: false, nextRunAt: null, timeZone: 'UTC' });
    expect(initial.schedule).toMatchObject({ repeats: 'MONTHLY', dayOfMonth: 5, runAtHour: 9, runAtMinute: 0, end: { type: 'NEVER' } });
    const weekly = await as().put('/api/psacw/agreement-sync', {
      enabled: true,
      timeZone: 'UTC',
      schedule: { ...initial.schedule, repeats: 'WEEKLY', daysOfWeek: ['MONDAY'] },
    });
    expect(weekly.statusCode).toBe(400);
    const saved = await as().put('/api/psacw/agreement-sync', { enabled: true, timeZone: 'Europe/Berlin', schedule: { ...initial.schedule, runAtHour: 12 } });
    expect(saved.statusCode, saved.body).toBe(200);
    // 2026-01-05 10:00 UTC is 11:00 in Berlin: today at 12:00 Berlin is still ahead.
    expect(saved.json<PsaAgreementSyncSettings>().nextRunAt).toBe('2026-01-05T11:00:00.000Z');
    const runsBefore = saved.json<PsaAgreementSyncSettings>().runCount;
    // Before it is due, the server stops being a server: the due run lowers its line.
    await ctx.database.db.update(nodes).set({ nodeRoleId: fixture.roles.workstation }).where(eq(nodes.id, contoso().deviceIds[4]!));
    await ctx.services.scheduling.scheduler.tick();
    expect(additions()['502:702']).toEqual([1]);
    ctx.clock.advance(60 * 60 * 1000 + 1000);
    await ctx.services.scheduling.scheduler.tick();
    const after = (await as().get('/api/psacw/agreement-sync')).json<PsaAgreementSyncSettings>();
    expect(after.runCount).toBe(runsBefore + 1);
    expect(after.lastRun?.status).toBe('SUCCEEDED');
    expect(after.nextRunAt).toBe('2026-02-05T11:00:00.000Z');
    expect(additions()['502:702']).toEqual([0]);
    // Off: the scheduler forgets it.
    const off = await as().put('/api/psacw/agreement-sync', { enabled: false, timeZone: 'Europe/Berlin', schedule: initial.schedule });
    expect(off.json<PsaAgreementSyncSettings>().nextRunAt).toBeNull();
  });
});

describe('device sync schedule (issue 26 §7)', () => {
  it('a saved schedule runs the device sync when due, once; switched off it no longer runs', async () => {
    const initial = (await as().get('/api/psacw/sync/schedule')).json<PsaDeviceSyncSchedule>();
    expect(initial).toMatchObject({ enabled: false, nextRunAt: null });
    // Read from the service: a day later the admin's session has expired.
    const runs = async () => (await ctx.services.psa.sync.runs(100)).filter((r: PsaSyncRun) => !r.dryRun).length;
    const before = await runs();
    const now = ctx.clock.now();
    const schedule = { ...initial.schedule, repeats: 'DAILY', runAtHour: now.getUTCHours() + 1, runAtMinute: 0 };
    const saved = await as().put('/api/psacw/sync/schedule', { enabled: true, timeZone: 'UTC', schedule });
    expect(saved.statusCode, saved.body).toBe(200);
    const due = saved.json<PsaDeviceSyncSchedule>().nextRunAt!;
    await ctx.services.scheduling.scheduler.tick();
    expect(await runs()).toBe(before);
    ctx.clock.advance(new Date(due).getTime() - now.getTime() + 1000);
    await ctx.services.scheduling.scheduler.tick();
    await ctx.services.scheduling.scheduler.tick();
    expect(await runs()).toBe(before + 1);
    expect((await as().get('/api/psacw/sync/schedule')).json<PsaDeviceSyncSchedule>().nextRunAt).toBe(
      new Date(new Date(due).getTime() + 24 * 3600 * 1000).toISOString(),
    );
    expect((await as().put('/api/psacw/sync/schedule', { enabled: false, timeZone: 'UTC', schedule })).statusCode).toBe(200);
    ctx.clock.advance(24 * 3600 * 1000);
    await ctx.services.scheduling.scheduler.tick();
    expect(await runs()).toBe(before + 1);
  });
});
