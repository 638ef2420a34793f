import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';
import { enrollDevice, heartbeat, makeEnrollmentToken, makeOrganization } from '../../test/factories.ts';

let ctx: TestContext;
let admin: Session & { userId: number };
const ids: Record<string, number> = {};
const credentials: Record<string, string> = {};

type Page = { data: { id: number; displayName: string; isUp: boolean; organizationName: string }[]; totalCount: number; pageCount: number };
const list = async (query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await ctx.app.inject({ url: `/api/devices?${qs}`, headers: admin.headers });
  return { status: response.statusCode, body: response.json<Page>() };
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  const acme = await makeOrganization(ctx, 'Acme');
  const globex = await makeOrganization(ctx, 'Globex');
  const acmeToken = (await makeEnrollmentToken(ctx, acme.id, admin.userId)).token;
  const globexToken = (await makeEnrollmentToken(ctx, globex.id, admin.userId)).token;
  const hosts: [string, string][] = [
    ['web-01', acmeToken],
    ['web-02', acmeToken],
    ['db-01', acmeToken],
    ['<script>alert(1)</script>', globexToken],
    ["x'; DROP TABLE nodes; --", globexToken],
  ];
  for (const [host, token] of hosts) {
    const { response } = await enrollDevice(ctx, token, host);
    ids[host] = response.json().nodeId;
    credentials[host] = response.json().credential;
  }
  await heartbeat(ctx, credentials['web-01']!);
});
afterAll(() => ctx.close());

describe('device list', () => {
  it('pages, sorts by name case-insensitively and counts', async () => {
    const { body } = await list({ pageIndex: 0, pageSize: 2, sort: JSON.stringify([{ id: 'displayName', desc: false }]) });
    expect(body.totalCount).toBe(5);
    expect(body.pageCount).toBe(3);
    expect(body.data.map((d) => d.displayName)).toEqual(['<script>alert(1)</script>', 'db-01']);
    const last = await list({ pageIndex: 2, pageSize: 2 });
    expect(last.body.data.map((d) => d.displayName)).toEqual(["x'; DROP TABLE nodes; --"]);
  });

  it('answers every page in one order, also pages read from the end and sorts with empty values', async () => {
    for (const sort of [
      [{ id: 'displayName', desc: false }],
      [{ id: 'displayName', desc: true }],
      [{ id: 'lastSeenAt', desc: false }],
      [{ id: 'lastSeenAt', desc: true }],
    ]) {
      const whole = (await list({ pageIndex: 0, pageSize: 250, sort: JSON.stringify(sort) })).body.data.map((d) => d.id);
      const paged: number[] = [];
      for (let pageIndex = 0; pageIndex < 3; pageIndex++) {
        paged.push(...(await list({ pageIndex, pageSize: 2, sort: JSON.stringify(sort) })).body.data.map((d) => d.id));
      }
      expect(paged, JSON.stringify(sort)).toEqual(whole);
    }
    expect((await list({ pageIndex: 3, pageSize: 2 })).body.data).toEqual([]);
  });

  it('searches by name, treating % and _ literally', async () => {
    expect((await list({ globalFilter: 'web' })).body.data.map((d) => d.displayName)).toEqual(['web-01', 'web-02']);
    expect((await list({ globalFilter: '%' })).body.totalCount).toBe(0);
  });

  it('filters by organization and by up/down status', async () => {
    const acmeId = (await ctx.services.devices.get(ids['web-01']!)).clientId;
    const byOrg = await list({ filters: JSON.stringify({ clientId: [acmeId] }) });
    expect(byOrg.body.totalCount).toBe(3);
    const up = await list({ filters: JSON.stringify({ status: 'UP' }) });
    expect(up.body.data.map((d) => d.displayName)).toEqual(['web-01']);
    const down = await list({ filters: JSON.stringify({ status: 'DOWN' }) });
    expect(down.body.totalCount).toBe(4);
  });

  it('stores names holding HTML or SQL as plain text', async () => {
    const { body } = await list({ globalFilter: 'DROP TABLE' });
    expect(body.data[0]?.displayName).toBe("x'; DROP TABLE nodes; --");
    expect((await list({})).body.totalCount).toBe(5);
  });

  it('rejects a page size over 250 and malformed sort JSON with field errors', async () => {
    const tooBig = await list({ pageSize: 251 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toHaveProperty('fields.pageSize');
    const badJson = await list({ sort: '{nope' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toHaveProperty('fields.sort');
  });
});

describe('device page and edits', () => {
  it('renames a device and shows the friendly name as its display name', async () => {
    const id = ids['db-01']!;
    const response = await ctx.app.inject({ method: 'PATCH', url: `/api/devices/${id}`, headers: admin.headers, payload: { friendlyName: 'Billing DB' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ displayName: 'Billing DB', systemName: 'db-01', friendlyName: 'Billing DB' });
    const cleared = await ctx.app.inject({ method: 'PATCH', url: `/api/devices/${id}`, headers: admin.headers, payload: { friendlyName: null } });
    expect(cleared.json().displayName).toBe('db-01');
  });

  it('refuses a location from another organization and loses nothing', async () => {
    const globex = (await ctx.services.devices.get(ids['<script>alert(1)</script>']!)).clientId;
    const location = await ctx.services.organizations.createLocation(globex, { name: 'Elsewhere', description: '', address: '' });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/devices/${ids['web-01']}`,
      headers: admin.headers,
      payload: { locationId: location.id, friendlyName: 'Should not stick' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ locationId: ['Location is not in this organization'] });
    expect((await ctx.services.devices.get(ids['web-01']!)).displayName).toBe('web-01');
  });

  it('answers 404 for an unknown device and 403 for edits without canManageDevices', async () => {
    expect((await ctx.app.inject({ url: '/api/devices/999999', headers: admin.headers })).statusCode).toBe(404);
    const tech = await signIn(ctx, 'TECHNICIAN');
    const response = await ctx.app.inject({ method: 'PATCH', url: `/api/devices/${ids['web-01']}`, headers: tech.headers, payload: { friendlyName: 'x' } });
    expect(response.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/devices/${ids['web-01']}`, headers: tech.headers })).statusCode).toBe(200);
  });
});
