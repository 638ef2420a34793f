import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/client/list (spec 002 §7: the organizations for the editor)', () => {
  it('lists every organization by name, whatever the letter case, to any signed-in user', async () => {
    const beta = await makeOrganization(ctx, 'beta Logistics');
    const alpha = await makeOrganization(ctx, 'Alpha Dental');
    const gamma = await makeOrganization(ctx, 'Gamma Law');
    const role = await ctx.services.users.createRole({ name: 'No rights', description: '', permissions: [] });
    const technician = await signIn(ctx, 'TECHNICIAN', role.id);

    const response = await ctx.app.inject({ url: '/api/client/list', headers: technician.headers });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { id: alpha.id, name: 'Alpha Dental', deleted: false },
      { id: beta.id, name: 'beta Logistics', deleted: false },
      { id: gamma.id, name: 'Gamma Law', deleted: false },
    ]);
  });

  it('drops a deleted organization from the list', async () => {
    const admin = await signIn(ctx);
    const gone = await makeOrganization(ctx, 'Zulu Closed');
    await ctx.services.organizations.delete(gone.id);
    const names = (await ctx.app.inject({ url: '/api/client/list', headers: admin.headers })).json<{ name: string }[]>().map((o) => o.name);
    expect(names).not.toContain('Zulu Closed');
    expect(names).toContain('Alpha Dental');
  });

  it('refuses a caller without a session', async () => {
    const response = await ctx.app.inject({ url: '/api/client/list' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ resultCode: 'UNAUTHENTICATED' });
  });
});
