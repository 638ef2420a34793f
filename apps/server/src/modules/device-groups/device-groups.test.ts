import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleVersionMessage, type Device, type DeviceGroup, type DeviceGroupPreview, type DeviceGroupRef, type TablePage } from '@outpost/contracts';
import { enrollDevice, factsFor, heartbeat, makeEnrollmentToken, makeOrganization } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type Caller } from '../tickets/tickets.fixtures.ts';

const GIB = 1024 ** 3;
let ctx: TestContext;
let admin: Caller;
let scopedTech: Caller;
let viewer: Caller;
const ids: Record<string, number> = {};
let orgA: number;
let orgB: number;

const names = (devices: readonly Device[]) => devices.map((d) => d.displayName).sort();
const linuxWithRam = {
  all: [
    { id: '1', field: 'os', operator: 'contains', value: 'debian' },
    { id: '2', field: 'ram_gb', operator: 'greater_or_equal_than', value: 16 },
  ],
  any: [],
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  orgA = (await makeOrganization(ctx, 'Alpha')).id;
  orgB = (await makeOrganization(ctx, 'Beta')).id;
  const tokenA = (await makeEnrollmentToken(ctx, orgA, admin.userId!)).token;
  const tokenB = (await makeEnrollmentToken(ctx, orgB, admin.userId!)).token;
  for (const [host, token, ramGb] of [
    ['a-big', tokenA, 32],
    ['a-small', tokenA, 4],
    ['b-big', tokenB, 64],
  ] as const) {
    const { response } = await enrollDevice(ctx, token, host);
    const { nodeId, credential } = response.json<{ nodeId: number; credential: string }>();
    ids[host] = nodeId;
    await heartbeat(ctx, credential, factsFor(host, { ramBytes: ramGb * GIB }));
  }
  scopedTech = await signInTechnician(ctx, ['canManageDeviceGroups'], [orgA]);
  viewer = await signInTechnician(ctx, []);
}, 180_000);
afterAll(() => ctx.close());

describe('dynamic groups', () => {
  it('previews, saves and lists exactly the devices the rule matches', async () => {
    const preview = await api(ctx, admin).post('/api/device-groups/preview', { conditions: linuxWithRam });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<DeviceGroupPreview>().count).toBe(2);
    expect(names(preview.json<DeviceGroupPreview>().devices)).toEqual(['a-big', 'b-big']);

    const created = await api(ctx, admin).post('/api/device-groups', { name: 'Big Linux', type: 'DYNAMIC', conditions: linuxWithRam });
    expect(created.statusCode).toBe(201);
    const group = created.json<DeviceGroup>();
    expect(group).toMatchObject({ name: 'Big Linux', type: 'DYNAMIC', memberCount: 2, version: 1 });
    const members = (await api(ctx, admin).get(`/api/device-groups/${group.id}/members`)).json<TablePage<Device>>();
    expect(names(members.data)).toEqual(['a-big', 'b-big']);
    // The rule follows the devices: a smaller RAM report leaves the group at once.
    const groupsOfBig = (await api(ctx, admin).get(`/api/devices/${ids['b-big']}/groups`)).json<DeviceGroupRef[]>();
    expect(groupsOfBig.map((g) => g.name)).toEqual(['Big Linux']);
  });

  it('refuses an incomplete rule with the builder words, and nothing is saved', async () => {
    const bad = await api(ctx, admin).post('/api/device-groups', {
      name: 'Broken',
      type: 'DYNAMIC',
      conditions: {
        all: [
          { id: '1', field: 'organization', operator: 'equals', value: null },
          { id: '2', field: 'online', operator: 'contains', value: 'x' },
        ],
        any: [],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { 'conditions.all.0.value': ['Required'], 'conditions.all.1.operator': ['This operator is not available for this field'] },
    });
    const empty = await api(ctx, admin).post('/api/device-groups/preview', { conditions: { all: [], any: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { conditions: ['Add at least 1 condition'] } });
    const list = (await api(ctx, admin).get('/api/device-groups')).json<DeviceGroup[]>();
    expect(list.map((g) => g.name)).not.toContain('Broken');
  });

  it('needs the version it was read at: a stale save is refused with 409 and words', async () => {
    const group = (
      await api(ctx, admin).post('/api/device-groups', {
        name: 'Online',
        type: 'DYNAMIC',
        conditions: { all: [{ id: '1', field: 'online', operator: 'equals', value: true }], any: [] },
      })
    ).json<DeviceGroup>();
    const body = { name: 'Online now', description: 'up', conditions: group.conditions, version: group.version };
    const first = await api(ctx, admin).put(`/api/device-groups/${group.id}`, body);
    expect(first.statusCode).toBe(200);
    expect(first.json<DeviceGroup>()).toMatchObject({ name: 'Online now', version: 2 });
    const stale = await api(ctx, admin).put(`/api/device-groups/${group.id}`, { ...body, name: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ resultCode: 'STALE_VERSION', message: staleVersionMessage('deviceGroup') });
    expect((await api(ctx, admin).get(`/api/device-groups/${group.id}`)).json<DeviceGroup>().name).toBe('Online now');
    const noVersion = await api(ctx, admin).put(`/api/device-groups/${group.id}`, { name: 'x' });
    expect(noVersion.statusCode).toBe(400);
  });

  it('refuses a second group of the same name, whatever its case', async () => {
    await api(ctx, admin).post('/api/device-groups', { name: 'Kiosks', type: 'STATIC' });
    const again = await api(ctx, admin).post('/api/device-groups', { name: ' kiosks ', type: 'STATIC' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ fields: { name: ['Already in use'] } });
  });
});

describe('static groups', () => {
  it('adds and removes chosen devices; a dynamic group takes none', async () => {
    const group = (await api(ctx, admin).post('/api/device-groups', { name: 'Chosen', type: 'STATIC' })).json<DeviceGroup>();
    const added = await api(ctx, admin).post(`/api/device-groups/${group.id}/members`, { deviceIds: [ids['a-small'], ids['b-big'], ids['a-small']] });
    expect(added.statusCode).toBe(200);
    expect(added.json<DeviceGroup>().memberCount).toBe(2);
    expect((await api(ctx, admin).delete(`/api/device-groups/${group.id}/members/${ids['b-big']}`)).statusCode).toBe(204);
    const members = (await api(ctx, admin).get(`/api/device-groups/${group.id}/members`)).json<TablePage<Device>>();
    expect(names(members.data)).toEqual(['a-small']);
    expect((await api(ctx, admin).post(`/api/device-groups/${group.id}/members`, { deviceIds: [999_999] })).statusCode).toBe(404);

    const dynamic = (await api(ctx, admin).get('/api/device-groups')).json<DeviceGroup[]>().find((g) => g.type === 'DYNAMIC')!;
    const refused = await api(ctx, admin).post(`/api/device-groups/${dynamic.id}/members`, { deviceIds: [ids['a-small']] });
    expect(refused.statusCode).toBe(409);
    const ruleOnStatic = await api(ctx, admin).post('/api/device-groups', { name: 'Odd', type: 'STATIC', conditions: linuxWithRam });
    expect(ruleOnStatic.statusCode).toBe(400);
  });
});

describe('tags', () => {
  it('are set on a device and matched by a rule without case', async () => {
    const set = await api(ctx, admin).put(`/api/devices/${ids['a-small']}/tags`, { tags: ['Kiosk', ' lobby '] });
    expect(set.json()).toEqual({ tags: ['Kiosk', 'lobby'] });
    const duplicate = await api(ctx, admin).put(`/api/devices/${ids['a-small']}/tags`, { tags: ['a', 'A'] });
    expect(duplicate.statusCode).toBe(400);
    const preview = await api(ctx, admin).post('/api/device-groups/preview', {
      conditions: { all: [{ id: '1', field: 'tags', operator: 'contains_any', value: ['KIOSK'] }], any: [] },
    });
    expect(names(preview.json<DeviceGroupPreview>().devices)).toEqual(['a-small']);
  });
});

describe('the device-group policy', () => {
  it('shows a technician scoped to one organization only its devices, in members, counts, previews and device pages', async () => {
    const list = (await api(ctx, scopedTech).get('/api/device-groups')).json<DeviceGroup[]>();
    expect(list.find((g) => g.name === 'Big Linux')!.memberCount).toBe(1);
    const preview = (await api(ctx, scopedTech).post('/api/device-groups/preview', { conditions: linuxWithRam })).json<DeviceGroupPreview>();
    expect(preview.count).toBe(1);
    expect(names(preview.devices)).toEqual(['a-big']);
    const big = list.find((g) => g.name === 'Big Linux')!;
    expect(names((await api(ctx, scopedTech).get(`/api/device-groups/${big.id}/members`)).json<TablePage<Device>>().data)).toEqual(['a-big']);
    expect((await api(ctx, scopedTech).get(`/api/devices/${ids['b-big']}/groups`)).statusCode).toBe(404);
    const chosen = list.find((g) => g.name === 'Chosen')!;
    expect((await api(ctx, scopedTech).post(`/api/device-groups/${chosen.id}/members`, { deviceIds: [ids['b-big']] })).statusCode).toBe(404);
    expect((await api(ctx, scopedTech).post(`/api/device-groups/${chosen.id}/members`, { deviceIds: [ids['a-big']] })).statusCode).toBe(200);
  });

  it('lets a technician without the permission look but not change', async () => {
    expect((await api(ctx, viewer).get('/api/device-groups')).statusCode).toBe(200);
    const refused = await api(ctx, viewer).post('/api/device-groups', { name: 'Nope', type: 'STATIC' });
    expect(refused.statusCode).toBe(403);
    expect((await api(ctx, viewer).put(`/api/devices/${ids['a-big']}/tags`, { tags: ['x'] })).statusCode).toBe(403);
  });

  it('deletes a group; its members stay devices', async () => {
    const chosen = (await api(ctx, admin).get('/api/device-groups')).json<DeviceGroup[]>().find((g) => g.name === 'Chosen')!;
    expect((await api(ctx, admin).delete(`/api/device-groups/${chosen.id}`)).statusCode).toBe(204);
    expect((await api(ctx, admin).get(`/api/device-groups/${chosen.id}`)).statusCode).toBe(404);
    expect((await api(ctx, admin).get(`/api/devices/${ids['a-small']}`)).statusCode).toBe(200);
  });
});
