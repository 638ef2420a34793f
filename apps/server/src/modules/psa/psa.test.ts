import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PSA_MESSAGES,
  type PsaConfigurationTypeMapping,
  type PsaConnection,
  type PsaOrganizationMapping,
  type PsaProductMapping,
  type PsaProviderData,
  type PsaSyncRun,
} from '@outpost/contracts';
import { createOutboundGuard } from '../../lib/outbound/index.ts';
import { createTestContext, manualClock, signIn, type TestContext } from '../../test/harness.ts';
import { LEASE_MS } from './lease.ts';
import { api, signInTechnician } from '../tickets/tickets.fixtures.ts';
import { startConnectWiseStub, type ConnectWiseStub } from './connectwise/connectwise.stub.ts';
import { seedPsaFixture } from './psa.fixtures.ts';
import { createPsaServices } from './psa.module.ts';
import { SyncInterrupted } from './sync/psa-sync.ts';
import { warnWith } from '../../lib/logger.ts';

const PRIVATE_KEY = 'cw-Private-Key-Never-Shown-42';

let ctx: TestContext;
let stub: ConnectWiseStub;
let admin: Awaited<ReturnType<typeof signIn>>;
let fixture: Awaited<ReturnType<typeof seedPsaFixture>>;

const as = () => api(ctx, admin);
const connect = (extra: Record<string, unknown> = {}) =>
  as().put('/api/psa/connection', {
    provider: 'CONNECTWISE',
    connectwise: {
      site: stub.url,
      companyId: stub.credentials.companyId,
      publicKey: stub.credentials.publicKey,
      clientId: stub.credentials.clientId,
      privateKey: PRIVATE_KEY,
      ...extra,
    },
  });
/** Run sync / Preview as the screen does: the route answers the queued run at once; the run log has its result. */
async function syncRun(body: { dryRun?: boolean } = {}): Promise<PsaSyncRun> {
  const queued = await as().post('/api/psacw/sync', body);
  expect(queued.statusCode, queued.body).toBe(202);
  const run = queued.json<PsaSyncRun>();
  await ctx.services.psa.sync.drain();
  return (await as().get(`/api/psacw/sync/runs/${run.id}`)).json<PsaSyncRun>();
}
const fields = (response: { json: <T>() => T }) => response.json<{ fields?: Record<string, string[]> }>().fields ?? {};

beforeAll(async () => {
  ctx = await createTestContext();
  stub = await startConnectWiseStub({ credentials: { companyId: 'outpostdemo', publicKey: 'pub-key', privateKey: PRIVATE_KEY, clientId: 'client-guid-1' } });
  admin = await signIn(ctx);
  fixture = await seedPsaFixture(ctx.database.db, {
    organizations: [
      { name: 'Contoso Ltd', locations: ['Main', 'Warehouse'], devices: 6 },
      { name: 'Northwind Traders', locations: ['Harbour office'], devices: 3 },
      { name: 'Tailspin Toys', locations: [], devices: 2 },
    ],
  });
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

describe('connection', () => {
  it('refuses everything else until a PSA is connected, in words', async () => {
    const response = await as().get('/api/psacw/company-mappings');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(PSA_MESSAGES.notConnected);
  });

  it('seals the private key: never answered, not stored in clear; the Test answers in words', async () => {
    const saved = await connect();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(PRIVATE_KEY);
    expect(saved.json<PsaConnection>()).toMatchObject({ provider: 'CONNECTWISE', connectwise: { privateKeySet: true, companyId: 'outpostdemo' } });
    const stored = await ctx.database.db.execute(sql`select secret_sealed, settings::text as settings from psa_connections`);
    expect(JSON.stringify(stored)).not.toContain(PRIVATE_KEY);
    const test = await as().post('/api/psa/connection/test');
    expect(test.json()).toMatchObject({ ok: true, message: 'Connected to ConnectWise' });
    expect((await as().get('/api/psa/connection')).body).not.toContain(PRIVATE_KEY);
  });

  it('a changed site needs the private key again; a wrong key tests as refused credentials', async () => {
    const moved = await connect({ site: 'https://api-eu.myconnectwise.net', privateKey: undefined });
    expect(moved.statusCode).toBe(400);
    expect(fields(moved)['connectwise.privateKey']?.[0]).toMatch(/Enter it again/);
    await connect({ privateKey: 'not-the-key' });
    const test = await as().post('/api/psa/connection/test');
    expect(test.json()).toMatchObject({ ok: false, message: 'ConnectWise did not accept the company id or the API keys (401)' });
    await connect();
  });

  it('only administrators see and change the connection; canManagePsa reaches the rest', async () => {
    const tech = await signInTechnician(ctx, ['canManagePsa']);
    expect((await api(ctx, tech).get('/api/psa/connection')).statusCode).toBe(403);
    expect((await api(ctx, tech).get('/api/psacw/company-mappings')).statusCode).toBe(200);
    const other = await signInTechnician(ctx, ['canManageTickets']);
    expect((await api(ctx, other).get('/api/psacw/company-mappings')).statusCode).toBe(403);
  });
});

describe('company settings', () => {
  it('Refresh reloads companies, types, statuses, agreement types, products and service boards together, narrowed by the Company Criteria', async () => {
    const refreshed = await as().post('/api/psacw/refresh');
    expect(refreshed.json()).toEqual({ ok: true, message: 'Successfully updated ConnectWise entities' });
    const data = (await as().get('/api/psacw/provider-data')).json<PsaProviderData>();
    expect(data.companies.map((c) => c.name)).toHaveLength(5);
    expect(data.configurationTypes.map((t) => t.name)).toContain('Workstation');
    expect(data.configurationStatuses.map((t) => t.name)).toContain('Decommissioned');
    expect(data.agreementTypes).toHaveLength(3);
    expect(data.products).toHaveLength(3);
    // Active service boards only, by name (Send to ConnectWise picks one).
    expect(data.boards).toEqual([
      { id: 2, name: 'Escalations' },
      { id: 1, name: 'Service Desk' },
    ]);

    const criteria = await as().put('/api/psacw/company-criteria', { types: [{ id: 1, name: 'Client' }], statuses: [{ id: 1, name: 'Active' }] });
    expect(criteria.statusCode).toBe(200);
    await as().post('/api/psacw/refresh');
    const narrowed = (await as().get('/api/psacw/provider-data')).json<PsaProviderData>();
    expect(narrowed.companies.map((c) => c.id).sort()).toEqual([250, 251, 252]);
    const tooMany = await as().put('/api/psacw/company-criteria', {
      types: Array.from({ length: 51 }, (_, i) => ({ id: i + 1, name: `T${i}` })),
      statuses: [],
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('a refresh that fails says so in the spec’s words and keeps the data it had', async () => {
    const before = (await as().get('/api/psacw/provider-data')).json<PsaProviderData>();
    await connect({ privateKey: 'wrong' });
    stub.resetLog();
    const failed = await as().post('/api/psacw/refresh');
    expect(failed.json()).toEqual({ ok: false, message: 'Error while refreshing ConnectWise entities' });
    expect((await as().get('/api/psacw/provider-data')).json<PsaProviderData>().companies).toEqual(before.companies);
    await connect();
  });

  it('Auto Map previews "N organization(s) will be mapped." by trimmed, case-insensitive name, then maps only those', async () => {
    const preview = await as().get('/api/psacw/company-mappings/auto-map');
    expect(preview.json()).toMatchObject({ count: 2, message: '2 organization(s) will be mapped.' });
    const pairs = preview.json<{ pairs: { clientName: string; companyId: number }[] }>().pairs;
    expect(pairs.map((p) => [p.clientName, p.companyId])).toEqual([
      ['Contoso Ltd', 250],
      ['Northwind Traders', 252],
    ]);
    const done = await as().post('/api/psacw/company-mappings/auto-map', { clientIds: fixture.organizations.map((o) => o.id) });
    expect(done.json()).toEqual({ mapped: 2 });
    const list = (await as().get('/api/psacw/company-mappings')).json<PsaOrganizationMapping[]>();
    expect(list.find((o) => o.clientName === 'Tailspin Toys')).toMatchObject({ companyId: null, companyName: null });
    expect((await as().get('/api/psacw/company-mappings/auto-map')).json()).toMatchObject({ count: 0, message: '0 organization(s) will be mapped.' });
  });

  it('the modal’s Auto previews "N location(s) will be mapped" by trimmed, case-insensitive name against the company’s sites', async () => {
    const [contoso, northwind] = fixture.organizations;
    const locations = await as().get(`/api/psacw/company-mappings/${contoso!.id}/locations/auto-map?companyId=250`);
    expect(locations.json()).toMatchObject({ count: 2, message: '2 location(s) will be mapped' });
    expect(locations.json<{ pairs: { locationName: string; psaSiteId: number }[] }>().pairs.map((p) => [p.locationName, p.psaSiteId])).toEqual([
      ['Main', 10],
      ['Warehouse', 11],
    ]);
    // "Harbour office" finds the site "Harbour Office"; another company's sites match nothing.
    expect((await as().get(`/api/psacw/company-mappings/${northwind!.id}/locations/auto-map?companyId=252`)).json()).toMatchObject({
      count: 1,
      pairs: [{ locationName: 'Harbour office', psaSiteId: 14, psaSiteName: 'Harbour Office' }],
    });
    expect((await as().get(`/api/psacw/company-mappings/${northwind!.id}/locations/auto-map?companyId=251`)).json()).toMatchObject({
      count: 0,
      message: '0 location(s) will be mapped',
    });
  });

  it('Clear Mapping removes the company and location mappings of the organizations chosen', async () => {
    const tailspin = fixture.organizations[2]!;
    expect((await as().put(`/api/psacw/company-mappings/${tailspin.id}`, { companyId: 251 })).statusCode).toBe(200);
    expect((await as().post('/api/psacw/company-mappings/clear', { clientIds: [tailspin.id] })).statusCode).toBe(204);
    const list = (await as().get('/api/psacw/company-mappings')).json<PsaOrganizationMapping[]>();
    expect(list.find((o) => o.clientId === tailspin.id)?.companyId).toBeNull();
    expect(list.find((o) => o.clientName === 'Contoso Ltd')?.companyId).toBe(250);
  });

  it('agreements come from GET /api/psacw/v2/finance/agreements?companyId=, or "Error fetching Company agreements"', async () => {
    const agreements = await as().get('/api/psacw/v2/finance/agreements?companyId=250');
    expect(agreements.json<{ name: string }[]>().map((a) => a.name)).toEqual(['Contoso Backup', 'Contoso Managed']);
    const query = stub.requests.filter((r) => r.path.endsWith('finance/agreements')).at(-1)!.query;
    expect(query.conditions).toBe('company/id=250 and cancelledFlag=False');
    await connect({ privateKey: 'wrong' });
    const failed = await as().get('/api/psacw/v2/finance/agreements?companyId=250');
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toBe('Error fetching Company agreements');
    await connect();
    expect((await as().get('/api/psacw/v2/finance/agreements?companyId=abc')).statusCode).toBe(400);
  });
});

describe('configuration type and product mappings', () => {
  let workstations: PsaConfigurationTypeMapping;

  it('names are required, at most 50 characters and unique after trimming, in the spec’s words', async () => {
    const base = '/api/psacw/configuration-type-mappings';
    const row = { nodeRoleId: fixture.roles.workstation, configurationTypeId: 31, onCreateStatusId: 1, onDeleteStatusId: 3 };
    const created = await as().post(base, { name: 'Workstations', roleMappings: [row, { nodeRoleId: fixture.roles.server, configurationTypeId: 32 }] });
    expect(created.statusCode, created.body).toBe(201);
    workstations = created.json<PsaConfigurationTypeMapping>();
    expect(workstations.roleMappings[0]).toMatchObject({
      nodeRoleName: 'Windows Workstation',
      configurationTypeName: 'Workstation',
      onCreateStatusName: 'Active',
      onDeleteStatusName: 'Decommissioned',
    });
    expect(fields(await as().post(base, { name: '  ' })).name).toEqual(['Required']);
    expect(fields(await as().post(base, { name: 'x'.repeat(51) })).name).toEqual(['Max length for name is 50 chars']);
    expect(fields(await as().post(base, { name: '  workstations ' })).name).toEqual(['Configuration type mapping name already taken']);
    expect(
      fields(await as().post(base, { name: 'Bad type', roleMappings: [{ nodeRoleId: fixture.roles.workstation, configurationTypeId: 999 }] }))[
        'roleMappings.0.configurationTypeId'
      ],
    ).toEqual(['Invalid']);
    const copy = await as().post(`${base}/${workstations.id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json<PsaConfigurationTypeMapping>()).toMatchObject({ name: 'Workstations (Copy)', roleMappings: workstations.roleMappings });
    expect(copy.json<PsaConfigurationTypeMapping>().id).not.toBe(workstations.id);
    expect(fields(await as().post(`${base}/${workstations.id}/copy`)).name).toEqual(['Configuration type mapping name already taken']);
    expect((await as().delete(`${base}/${copy.json<PsaConfigurationTypeMapping>().id}`)).statusCode).toBe(204);
  });

  it('product mappings rank rows in order, default SINGLE_HIT, and refuse a second row with the same role and groups', async () => {
    const base = '/api/psacw/product-mappings';
    const row = { nodeRoleId: fixture.roles.workstation, productId: 701, agreementTypeId: 41, groups: [3, 2] };
    const created = await as().post(base, { name: 'Managed', roleMappings: [row, { ...row, groups: [], productId: 703, agreementTypeId: 43 }] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<PsaProductMapping>()).toMatchObject({
      productMappingType: 'SINGLE_HIT',
      roleMappings: [{ ranking: 1, groups: [2, 3], groupsLogicOperator: 'AND' }, { ranking: 2 }],
    });
    const same = await as().post(base, { name: 'Other', roleMappings: [row, { ...row, groups: [2, 3] }] });
    expect(fields(same)['roleMappings.1.nodeRoleId']).toEqual(['Already exists a mapping with the same role and groups']);
    expect(fields(await as().post(base, { name: 'MANAGED ' })).name).toEqual(['Product mapping name already taken']);
  });

  it('the location rule: the organization’s value → CLIENT_DEFAULT, None → NONE with the agreement cleared, another → SPECIFIED', async () => {
    const contoso = fixture.organizations[0]!;
    const products = (await as().get('/api/psacw/product-mappings')).json<PsaProductMapping[]>();
    const [main, warehouse] = contoso.locationIds;
    const saved = await as().put(`/api/psacw/company-mappings/${contoso.id}`, {
      companyId: 250,
      productMappingId: products[0]!.id,
      configurationTypeMappingId: workstations.id,
      locationSiteMappings: [
        { locationId: main, psaSiteId: 10, productMapping: products[0]!.id, configurationTypeMapping: workstations.id, agreementId: 501 },
        { locationId: warehouse, psaSiteId: 11, productMapping: 'NONE', configurationTypeMapping: 'CLIENT_DEFAULT', agreementId: 502 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [a, b] = saved.json<PsaOrganizationMapping>().locationSiteMappings;
    expect(a).toMatchObject({
      psaSiteName: 'Main',
      productMappingType: 'CLIENT_DEFAULT',
      productMappingId: null,
      configurationTypeMappingType: 'CLIENT_DEFAULT',
      agreementName: 'Contoso Managed',
      mapped: true,
    });
    expect(b).toMatchObject({ psaSiteName: 'Warehouse', productMappingType: 'NONE', agreementId: null, agreementName: null });
    // A site of another company, or a location of another organization, is refused.
    const wrong = await as().put(`/api/psacw/company-mappings/${contoso.id}`, {
      companyId: 250,
      locationSiteMappings: [{ locationId: main, psaSiteId: 12, productMapping: 'NONE', configurationTypeMapping: 'NONE' }],
    });
    expect(fields(wrong)['locationSiteMappings.0.psaSiteId']).toEqual(['Invalid']);
    const foreign = await as().put(`/api/psacw/company-mappings/${contoso.id}`, {
      companyId: 250,
      locationSiteMappings: [
        { locationId: fixture.organizations[1]!.locationIds[0], psaSiteId: null, productMapping: 'NONE', configurationTypeMapping: 'NONE' },
      ],
    });
    expect(fields(foreign)['locationSiteMappings.0.locationId']).toEqual(['Invalid']);
  });

  it('a technician scoped to other organizations cannot map this one, and does not see it', async () => {
    const contoso = fixture.organizations[0]!;
    const tech = await signInTechnician(ctx, ['canManagePsa'], [fixture.organizations[1]!.id]);
    expect((await api(ctx, tech).put(`/api/psacw/company-mappings/${contoso.id}`, { companyId: 250 })).statusCode).toBe(404);
    expect((await api(ctx, tech).get('/api/psacw/company-mappings')).json<PsaOrganizationMapping[]>().map((o) => o.clientName)).toEqual(['Northwind Traders']);
    expect((await api(ctx, tech).post('/api/psacw/sync', { dryRun: true })).statusCode).toBe(403);
  });
});

describe('device sync', () => {
  const configurationsOf = (uidPrefix = 'uid-psa-') => stub.data.configurations.filter((c) => String(c.deviceIdentifier ?? '').startsWith(uidPrefix));

  it('the dry run lists creates and adoptions and the requests it would send, and writes nothing', async () => {
    // A configuration typed in by hand with the serial of Contoso's first device: adopted, not duplicated.
    stub.data.configurations.push({
      id: 9100,
      name: 'typed by hand',
      type: { id: 31, name: 'Workstation' },
      company: { id: 250 },
      deviceIdentifier: '',
      serialNumber: 'SN-1',
    });
    stub.resetLog();
    const run = await syncRun({ dryRun: true });
    expect(run).toMatchObject({ dryRun: true, status: 'SUCCEEDED', counts: { CREATE: 5, ADOPT: 1, SKIP: 3 } });
    expect(run.requests.writes).toBe(6);
    expect(run.entries.find((e) => e.action === 'ADOPT')).toMatchObject({ deviceName: 'CONTOSO-PC-1', remoteId: 9100 });
    expect(run.entries.filter((e) => e.action === 'SKIP').map((e) => e.detail)).toContain(
      'No configuration type mapping applies to its organization or location',
    );
    expect(stub.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('the sync creates and adopts; a re-run with no change sends no request at all', async () => {
    const run = await syncRun();
    expect(run).toMatchObject({ status: 'SUCCEEDED', counts: { CREATE: 5, ADOPT: 1, ERROR: 0 } });
    const mine = configurationsOf();
    expect(mine).toHaveLength(6);
    expect(new Set(mine.map((c) => c.deviceIdentifier)).size).toBe(6);
    const adopted = stub.data.configurations.find((c) => c.id === 9100)!;
    expect(adopted).toMatchObject({
      name: 'CONTOSO-PC-1',
      site: { id: 10, name: 'Main' },
      osType: 'Windows 11 Pro',
      ipAddress: expect.stringMatching(/^10\.0\./),
    });
    const server = mine.find((c) => c.name === 'CONTOSO-PC-5')!;
    expect(server).toMatchObject({ type: { id: 32 }, status: { id: 1 } });
    stub.resetLog();
    const again = await syncRun();
    expect(again.counts).toMatchObject({ UNCHANGED: 6, CREATE: 0, UPDATE: 0 });
    expect(stub.requests).toEqual([]);
  });

  it('question attributes answer the configuration type’s question of that name; answers typed in ConnectWise to other questions stay', async () => {
    const answers = (name: string) => configurationsOf().find((c) => c.name === name)!.questions as { questionId: number; answer: unknown }[];
    // Workstation (type 31) asks "Private IP Address" (802), Server (type 32) "Private IP address" (812): productKey is selected
    // too, but no device reports one, so it is left out rather than blanked.
    expect(answers('CONTOSO-PC-2')).toEqual([expect.objectContaining({ questionId: 802, answer: expect.stringMatching(/^10\.0\./) })]);
    expect(answers('CONTOSO-PC-5')).toEqual([expect.objectContaining({ questionId: 812, answer: expect.stringMatching(/^10\.0\./) })]);
    const server = configurationsOf().find((c) => c.name === 'CONTOSO-PC-5')!;
    (server.questions as unknown[]).push({ questionId: 813, question: 'Rack position', answer: 'B4' });
    await ctx.database.db.execute(sql`update nodes set facts = jsonb_set(facts, '{network,0,ip4}', '"10.9.9.9"') where display_name = 'CONTOSO-PC-5'`);
    stub.resetLog();
    const run = await syncRun();
    expect(run.entries.find((e) => e.deviceName === 'CONTOSO-PC-5')).toMatchObject({ action: 'UPDATE', detail: 'Changes: ipAddress, questions' });
    expect(stub.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(answers('CONTOSO-PC-5')).toEqual([
      expect.objectContaining({ questionId: 812, answer: '10.9.9.9' }),
      expect.objectContaining({ questionId: 813, answer: 'B4' }),
    ]);
    stub.resetLog();
    expect((await syncRun()).counts).toMatchObject({ UPDATE: 0, CREATE: 0 });
    expect(stub.requests).toEqual([]);
  });

  it('writes only the attributes that changed, and a removed device gets the On Delete status', async () => {
    const [first, second] = fixture.organizations[0]!.deviceIds;
    await ctx.database.db.execute(sql`update nodes set ip_address = '192.0.2.77' where id = ${first!}`);
    await ctx.database.db.execute(sql`delete from nodes where id = ${second!}`);
    stub.resetLog();
    const run = await syncRun();
    expect(run.counts).toMatchObject({ UPDATE: 1, DEACTIVATE: 1, UNCHANGED: 4 });
    const patches = stub.requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(stub.data.configurations.find((c) => c.id === 9100)).toMatchObject({ ipAddress: '192.0.2.77' });
    expect(configurationsOf().find((c) => c.name === 'CONTOSO-PC-2')).toMatchObject({ status: { id: 3, name: 'Decommissioned' } });
    expect(run.entries.find((e) => e.action === 'UPDATE')?.detail).toBe('Changes: ipAddress');
  });

  it('a configuration deleted in ConnectWise is reported in words, and the next run creates it again', async () => {
    const [, , third] = fixture.organizations[0]!.deviceIds;
    await ctx.database.db.execute(sql`update nodes set ip_address = '192.0.2.99' where id = ${third!}`);
    const gone = stub.data.configurations.findIndex((c) => c.name === 'CONTOSO-PC-3');
    stub.data.configurations.splice(gone, 1);
    const run = await syncRun();
    expect(run.entries.find((e) => e.action === 'ERROR')).toMatchObject({
      deviceName: 'CONTOSO-PC-3',
      detail: 'UPDATE: The configuration was deleted in the PSA; the next run creates it again',
    });
    const next = await syncRun();
    expect(next.counts).toMatchObject({ CREATE: 1, ERROR: 0 });
    expect(configurationsOf().filter((c) => c.name === 'CONTOSO-PC-3')).toHaveLength(1);
  });

  it('a device moved to another organization moves its configuration to that company (and off the old site)', async () => {
    const northwind = fixture.organizations[1]!;
    const mappingId = (await as().get('/api/psacw/configuration-type-mappings')).json<PsaConfigurationTypeMapping[]>()[0]!.id;
    expect((await as().put(`/api/psacw/company-mappings/${northwind.id}`, { companyId: 252, configurationTypeMappingId: mappingId })).statusCode).toBe(200);
    const moved = fixture.organizations[0]!.deviceIds[3]!;
    await ctx.database.db.execute(sql`update nodes set organization_id = ${northwind.id}, location_id = null where id = ${moved}`);
    stub.resetLog();
    const run = await syncRun();
    expect(run.entries.find((e) => e.deviceId === moved)).toMatchObject({ action: 'UPDATE', detail: 'Changes: company, site' });
    expect(configurationsOf().filter((c) => c.name === 'CONTOSO-PC-4')).toEqual([
      expect.objectContaining({ company: expect.objectContaining({ id: 252 }), site: null }),
    ]);
  });

  it('killed at 20 random points and run again: no duplicate configuration, nothing lost', async () => {
    const northwind = fixture.organizations[1]!;
    const mappingId = (await as().get('/api/psacw/configuration-type-mappings')).json<PsaConfigurationTypeMapping[]>()[0]!.id;
    expect((await as().put(`/api/psacw/company-mappings/${northwind.id}`, { companyId: 252, configurationTypeMappingId: mappingId })).statusCode).toBe(200);
    const contoso = fixture.organizations[0]!;
    const extra = await seedPsaFixture(ctx.database.db, { organizations: [{ name: 'Contoso New', locations: [], devices: 25 }] });
    await ctx.database.db.execute(
      sql`update nodes set organization_id = ${contoso.id}, node_role_id = ${fixture.roles.workstation} where organization_id = ${extra.organizations[0]!.id}`,
    );

    let seed = 20_261_128;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let step = 0;
    let stopAt = 0;
    const killable = createPsaServices(ctx.database.db, ctx.clock, {
      log: warnWith(ctx.services.logger),
      dataDir: ctx.dataDir,
      outbound: createOutboundGuard({ allow: '127.0.0.1' }),
      syncCheckpoint: (name) => {
        step += 1;
        if (step === stopAt) throw new SyncInterrupted(name);
      },
    });
    const devices = async () =>
      (
        (await ctx.database.db.execute(
          sql`select id, device_uid, ip_address from nodes where organization_id in (${contoso.id}, ${northwind.id}) and node_role_id is not null`,
        )) as unknown as { rows: { id: number; device_uid: string; ip_address: string | null }[] }
      ).rows;

    // Until 20 runs have been stopped, each at a random one of the checkpoints its dry run says it has.
    let interrupted = 0;
    for (let round = 0; interrupted < 20 && round < 60; round += 1) {
      // Devices keep changing between crashes: an update must not be lost either.
      const all = await devices();
      const changed = all[Math.floor(random() * all.length)]!;
      await ctx.database.db.execute(sql`update nodes set ip_address = ${`198.51.100.${round + 1}`} where id = ${changed.id}`);
      // Sometimes the connection drops on a write, before or after ConnectWise kept it.
      if (random() < 0.3) stub.dropWrite(Math.floor(random() * 3), random() < 0.5);
      const planned = (await killable.sync.run({ dryRun: true })).requests.writes;
      step = 0;
      stopAt = 1 + Math.floor(random() * Math.max(1, 2 * planned));
      try {
        await killable.sync.run({ dryRun: false });
      } catch (error) {
        if (!(error instanceof SyncInterrupted)) throw error;
        interrupted += 1;
      }
    }
    expect(interrupted).toBe(20);
    stopAt = 0;
    const last = await syncRun();
    expect(last.status).toBe('SUCCEEDED');

    const expected = await devices();
    const remote = configurationsOf();
    for (const device of expected) {
      const copies = remote.filter((c) => c.deviceIdentifier === device.device_uid);
      expect(copies, device.device_uid).toHaveLength(1);
      if (device.ip_address) expect(copies[0]!.ipAddress).toBe(device.ip_address);
    }
    // The removed device's configuration is still the only one with its identifier.
    expect(new Set(remote.map((c) => c.deviceIdentifier)).size).toBe(remote.length);
    stub.resetLog();
    expect((await syncRun()).counts).toMatchObject({ CREATE: 0, UPDATE: 0, ADOPT: 0 });
    expect(stub.requests).toEqual([]);
  }, 120_000);
  it('a run left RUNNING by a server that stopped ends FAILED in words once its lease has passed (two servers, one database)', async () => {
    const contoso = fixture.organizations[0]!;
    await ctx.database.db.execute(sql`update nodes set ip_address = '203.0.113.' || id::text where organization_id = ${contoso.id}`);
    // Server A starts a run and stops at its first write (as a crash would: no more heartbeats, nothing finished).
    const clockA = manualClock(ctx.clock.now());
    const serverA = createPsaServices(ctx.database.db, clockA, {
      log: warnWith(ctx.services.logger),
      dataDir: ctx.dataDir,
      outbound: createOutboundGuard({ allow: '127.0.0.1' }),
      syncCheckpoint: (name) => {
        throw new SyncInterrupted(name);
      },
    });
    await expect(serverA.sync.run({ dryRun: false })).rejects.toBeInstanceOf(SyncInterrupted);
    const left = (await ctx.services.psa.sync.runs(1))[0]!;
    // Server B (the test's server) sees it running while its lease holds…
    expect(left).toMatchObject({ status: 'RUNNING', finishedAt: null });
    expect((await as().get(`/api/psacw/sync/runs/${left.id}`)).json<PsaSyncRun>().status).toBe('RUNNING');
    // …and, once the lease has passed, the Sync tab's list shows it failed, in words.
    ctx.clock.advance(LEASE_MS + 1000);
    // The run the tab follows turns FAILED when read…
    expect((await as().get(`/api/psacw/sync/runs/${left.id}`)).json<PsaSyncRun>()).toMatchObject({ status: 'FAILED' });
    const listed = (await as().get('/api/psacw/sync/runs')).json<PsaSyncRun[]>().find((r) => r.id === left.id);
    expect(listed).toMatchObject({ status: 'FAILED', error: 'Interrupted: the server stopped during the run', finishedAt: expect.any(String) });
    // A new run goes on from there: nothing duplicated.
    const next = await syncRun();
    expect(next).toMatchObject({ status: 'SUCCEEDED', counts: { CREATE: 0, ERROR: 0 } });
    expect(new Set(configurationsOf().map((c) => c.deviceIdentifier)).size).toBe(configurationsOf().length);
  });

  it('a live run keeps its lease: another server does not end it', async () => {
    const clockA = manualClock(ctx.clock.now());
    const serverA = createPsaServices(ctx.database.db, clockA, {
      log: warnWith(ctx.services.logger),
      dataDir: ctx.dataDir,
      outbound: createOutboundGuard({ allow: '127.0.0.1' }),
    });
    stub.slowAnswers(50);
    const contoso = fixture.organizations[0]!;
    await ctx.database.db.execute(sql`update nodes set ip_address = '192.0.2.' || id::text where organization_id = ${contoso.id}`);
    try {
      const running = serverA.sync.run({ dryRun: false });
      await vi.waitFor(async () => expect((await ctx.services.psa.sync.runs(1))[0]!.status).toBe('RUNNING'), { timeout: 10_000, interval: 20 });
      // The other server's clock is well past the start, but within the lease A keeps renewing.
      ctx.clock.advance(LEASE_MS / 2);
      expect((await ctx.services.psa.sync.runs(1))[0]!.status).toBe('RUNNING');
      expect(await running).toMatchObject({ status: 'SUCCEEDED' });
    } finally {
      stub.slowAnswers(0);
    }
  });

  it('Run sync answers at once with the queued run; the run log shows its progress while it runs, then its result', async () => {
    const contoso = fixture.organizations[0]!;
    const changed = await ctx.database.db.execute(
      sql`update nodes set ip_address = '198.51.100.' || id::text where organization_id = ${contoso.id} returning id`,
    );
    expect((changed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(20);
    const count = (await ctx.services.psa.sync.run({ dryRun: true })).counts.UPDATE;
    expect(count).toBeGreaterThan(10);
    stub.slowAnswers(100);
    try {
      const started = performance.now();
      const queued = await as().post('/api/psacw/sync', {});
      expect(queued.statusCode, queued.body).toBe(202);
      expect(performance.now() - started).toBeLessThan(1000);
      const run = queued.json<PsaSyncRun>();
      expect(run).toMatchObject({ status: 'QUEUED', finishedAt: null, dryRun: false });
      // Writes take 100 ms each: the run is read back while it is still going, with the updates done so far.
      let seen: PsaSyncRun | undefined;
      await vi.waitFor(
        async () => {
          seen = (await as().get(`/api/psacw/sync/runs/${run.id}`)).json<PsaSyncRun>();
          expect(seen.status).toBe('RUNNING');
          expect(seen.counts.UPDATE).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(seen!.counts.UPDATE).toBeLessThan(count);
      expect(seen!.finishedAt).toBeNull();
      await ctx.services.psa.sync.drain();
      const done = (await as().get(`/api/psacw/sync/runs/${run.id}`)).json<PsaSyncRun>();
      expect(done).toMatchObject({ status: 'SUCCEEDED', counts: { UPDATE: count, ERROR: 0 } });
      expect((await as().get('/api/psacw/sync/runs')).json<PsaSyncRun[]>()[0]!.id).toBe(run.id);
    } finally {
      stub.slowAnswers(0);
    }
  });
});
