import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let admin: Session & { userId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, session: Session = admin) => ctx.app.inject({ method: 'POST', url, headers: session.headers, payload });

describe('users and technician roles', () => {
  it('creates a technician with a role whose permissions reach their session', async () => {
    const role = await post('/api/technician-roles', { name: 'Restorers', permissions: ['canViewAndRestoreBackupData'] });
    expect(role.statusCode).toBe(201);
    const user = await post('/api/users', {
      email: 'Rita@Example.com',
      name: 'Rita',
      role: 'TECHNICIAN',
      technicianRoleId: role.json().id,
      password: 'long-enough-pw',
    });
    expect(user.statusCode).toBe(201);
    expect(user.json()).toMatchObject({ email: 'rita@example.com', technicianRoleName: 'Restorers', disabled: false });
    expect(user.json()).not.toHaveProperty('passwordHash');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'rita@example.com', password: 'long-enough-pw' } });
    expect(login.json().user.permissions).toEqual(['canViewAndRestoreBackupData']);
  });

  it('refuses a duplicate email, a short password and an unknown role, with field errors', async () => {
    const duplicate = await post('/api/users', { email: 'rita@example.com', name: 'Other', role: 'TECHNICIAN', password: 'long-enough-pw' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toEqual({ email: ['Already in use'] });
    const short = await post('/api/users', { email: 'new@example.com', name: 'New', role: 'TECHNICIAN', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toEqual(['Must be at least 10 characters']);
    const badRole = await post('/api/users', { email: 'new@example.com', name: 'New', role: 'TECHNICIAN', technicianRoleId: 9999, password: 'long-enough-pw' });
    expect(badRole.json().fields).toEqual({ technicianRoleId: ['Unknown technician role'] });
  });

  it('ends the sessions of a user who is disabled', async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    const response = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${tech.userId}`, headers: admin.headers, payload: { disabled: true } });
    expect(response.json().disabled).toBe(true);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: tech.headers })).statusCode).toBe(401);
  });

  it('does not let an administrator disable themselves', async () => {
    const response = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${admin.userId}`, headers: admin.headers, payload: { disabled: true } });
    expect(response.statusCode).toBe(409);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: admin.headers })).statusCode).toBe(200);
  });
});

describe('feature flags and branding', () => {
  it('serves the defaults and lets administrators change them', async () => {
    const flags = await ctx.app.inject({ url: '/api/settings/feature-flags', headers: admin.headers });
    expect(flags.json()).toMatchObject({ restore_original_location: true, macff: false });
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/feature-flags',
      headers: admin.headers,
      payload: { ...flags.json<Record<string, boolean>>(), macff: true },
    });
    expect(updated.json().macff).toBe(true);
    expect((await ctx.app.inject({ url: '/api/settings/feature-flags', headers: admin.headers })).json().macff).toBe(true);
  });

  it('keeps branding settings for technicians to read but not to write', async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    const branding = await ctx.app.inject({ url: '/api/settings/branding', headers: tech.headers });
    expect(branding.json()).toMatchObject({ helpMenuEnabled: true, submitTicketEnabled: true });
    const write = await ctx.app.inject({ method: 'PUT', url: '/api/settings/branding', headers: tech.headers, payload: branding.json() });
    expect(write.statusCode).toBe(403);
  });

  it('refuses a branding link that is not http or https', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/branding',
      headers: admin.headers,
      payload: {
        helpMenuEnabled: true,
        providerArticlesEnabled: true,
        submitTicketEnabled: true,
        academyEnabled: true,
        externalLinks: [{ label: 'x', url: 'javascript:alert(1)' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)[0]).toMatch(/^externalLinks\.0\.url/);
  });
});
