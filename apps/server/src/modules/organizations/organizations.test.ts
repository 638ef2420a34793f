import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollDevice, makeEnrollmentToken } from '../../test/factories.ts';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let admin: Session & { userId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: admin.headers, payload: payload as object });

describe('organizations and locations', () => {
  it('creates, lists with counts, renames and deletes an organization', async () => {
    const created = await call('POST', '/api/organizations', { name: '  Initech  ', description: 'Software' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Initech', deviceCount: 0, locationCount: 0 });
    const id = created.json().id;
    await call('POST', `/api/organizations/${id}/locations`, { name: 'Basement' });
    const page = await call('GET', '/api/organizations?globalFilter=init');
    expect(page.json().data).toEqual([expect.objectContaining({ id, locationCount: 1 })]);
    expect((await call('PUT', `/api/organizations/${id}`, { name: 'Initrode' })).json().name).toBe('Initrode');
    expect((await call('DELETE', `/api/organizations/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/organizations/${id}`)).statusCode).toBe(404);
  });

  it("counts each organization's own devices and locations, in the list, the CSV pages and one organization", async () => {
    const busy = (await call('POST', '/api/organizations', { name: 'Counted busy' })).json().id;
    const empty = (await call('POST', '/api/organizations', { name: 'Counted empty' })).json().id;
    for (const name of ['North', 'South']) await call('POST', `/api/organizations/${busy}/locations`, { name });
    const token = await makeEnrollmentToken(ctx, busy, admin.userId);
    for (const host of ['counted-1', 'counted-2']) expect((await enrollDevice(ctx, token.token, host)).response.statusCode).toBe(200);

    // The CSV export reads the same pages at the largest page size.
    for (const url of ['/api/organizations?globalFilter=counted', '/api/organizations?globalFilter=counted&pageSize=250']) {
      const rows = (await call('GET', url)).json().data as { id: number; deviceCount: number; locationCount: number }[];
      expect(rows.map((r) => [r.id, r.deviceCount, r.locationCount])).toEqual([
        [busy, 2, 2],
        [empty, 0, 0],
      ]);
    }
    const sorted = (
      await call('GET', `/api/organizations?globalFilter=counted&sort=${encodeURIComponent(JSON.stringify([{ id: 'deviceCount', desc: true }]))}`)
    ).json().data as { id: number }[];
    expect(sorted.map((r) => r.id)).toEqual([busy, empty]);
    expect((await call('GET', `/api/organizations/${busy}`)).json()).toMatchObject({ deviceCount: 2, locationCount: 2 });
    expect((await call('GET', `/api/organizations/${empty}`)).json()).toMatchObject({ deviceCount: 0, locationCount: 0 });
  });

  it('keeps "isolate devices" off by default, sets it on update, and leaves it alone when an update omits it', async () => {
    const created = await call('POST', '/api/organizations', { name: 'Isolated' });
    expect(created.json()).toMatchObject({ isolateDevices: false });
    const id = created.json().id;
    expect((await call('PUT', `/api/organizations/${id}`, { name: 'Isolated', isolateDevices: true })).json()).toMatchObject({ isolateDevices: true });
    expect((await call('PUT', `/api/organizations/${id}`, { name: 'Renamed' })).json()).toMatchObject({ name: 'Renamed', isolateDevices: true });
    expect((await call('PUT', `/api/organizations/${id}`, { name: 'Renamed', isolateDevices: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', `/api/organizations/${id}`)).json()).toMatchObject({ isolateDevices: true });
  });

  it('refuses an empty name and keeps the stored one', async () => {
    const id = (await call('POST', '/api/organizations', { name: 'Keeper' })).json().id;
    const response = await call('PUT', `/api/organizations/${id}`, { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: ['Required'] });
    expect((await call('GET', `/api/organizations/${id}`)).json().name).toBe('Keeper');
  });

  it('edits and removes locations only within their organization', async () => {
    const a = (await call('POST', '/api/organizations', { name: 'A' })).json().id;
    const b = (await call('POST', '/api/organizations', { name: 'B' })).json().id;
    const location = (await call('POST', `/api/organizations/${a}/locations`, { name: 'Office', address: '1 Road' })).json();
    expect(location).toMatchObject({ organizationName: 'A', address: '1 Road' });
    expect((await call('PUT', `/api/organizations/${b}/locations/${location.id}`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/organizations/${a}/locations/${location.id}`, { name: 'Head office' })).json().name).toBe('Head office');
    expect((await call('DELETE', `/api/organizations/${a}/locations/${location.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/organizations/${a}/locations`)).json()).toEqual([]);
  });

  it('needs canManageOrganizations to create', async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/organizations', headers: tech.headers, payload: { name: 'Nope' } });
    expect(response.statusCode).toBe(403);
  });
});
