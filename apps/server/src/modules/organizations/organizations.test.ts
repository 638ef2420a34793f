import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
