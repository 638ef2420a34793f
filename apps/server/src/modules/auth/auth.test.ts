import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@outpost/contracts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ loginRateLimit: 5 });
});
afterAll(() => ctx.close());

describe('sign-in and sessions', () => {
  it('sets an HttpOnly SameSite session cookie and answers the user with permissions', async () => {
    await ctx.services.users.create({ email: 'ada@example.com', name: 'Ada', role: 'SYSTEM_ADMINISTRATOR', technicianRoleId: null, password: 'longenough1' });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ADA@example.com', password: 'longenough1' } });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(response.json().user).toMatchObject({ email: 'ada@example.com', role: 'SYSTEM_ADMINISTRATOR' });
    expect(response.json().user.permissions).toContain('canViewAndRestoreBackupData');
  });

  it('answers the same error for a wrong password and an unknown email', async () => {
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ada@example.com', password: 'nope-nope-nope' } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ghost@example.com', password: 'nope-nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ resultCode: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('rejects a malformed login body with field errors', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultCode).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('rate-limits repeated login attempts for one address and email', async () => {
    const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'limit@example.com', password: 'whatever-1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt()).json().resultCode).toBe('RATE_LIMITED');
  });

  let addressCounter = 0;
  it.each([' spaced@example.com', 'spaced@example.com ', '\tspaced@example.com', 'SPACED@example.com', 'spaced@example.com\n'])(
    'counts %j against the same login limit as the plain address, so a spelling cannot get round it',
    async (spelling) => {
      const email = 'spaced@example.com';
      const password = 'longenough1';
      if (!(await ctx.services.users.list()).some((u) => u.email === email)) {
        await ctx.services.users.create({ email, name: 'Spaced', role: 'TECHNICIAN', technicianRoleId: null, password });
      }
      // A fresh address per case, so each case starts with an empty per-address limit.
      const remoteAddress = `10.1.0.${++addressCounter}`;
      for (let i = 0; i < 6; i++)
        await ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password: 'wrong-password' } });
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: spelling, password } });
      expect(response.statusCode).toBe(429);
    },
  );

  it('limits failed sign-ins per account across addresses', async () => {
    const account = await createTestContext({ loginRateLimit: 1000, accountLoginFailuresPerMinute: 4 });
    try {
      await account.services.users.create({ email: 'target@example.com', name: 'Target', role: 'TECHNICIAN', technicianRoleId: null, password: 'longenough1' });
      const attempt = (i: number, password: string) =>
        account.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: `10.2.0.${i}`, payload: { email: 'target@example.com', password } });
      for (let i = 1; i <= 4; i++) expect((await attempt(i, 'guess-number-' + i)).statusCode).toBe(401);
      const blocked = await attempt(5, 'longenough1');
      expect(blocked.statusCode).toBe(429);
      // The wait is the oldest failure's time left in the minute (real time passes between the attempts).
      const wait = Number(blocked.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(blocked.json()).toEqual({ resultCode: 'RATE_LIMITED', message: `Too many failed sign-ins for this account. Try again in ${wait} seconds.` });
      account.clock.advance(25_000);
      expect(Number((await attempt(7, 'longenough1')).headers['retry-after'])).toBeLessThanOrEqual(wait - 25);
      // The limit is per minute: once the failures are older, the right password works again.
      account.clock.advance(36_000);
      expect((await attempt(6, 'longenough1')).statusCode).toBe(200);
    } finally {
      await account.close();
    }
  }, 120_000);

  it('charges failed sign-ins to the source address across accounts; a success in between refills nothing', async () => {
    const spray = await createTestContext({ loginRateLimit: 1000, accountLoginFailuresPerMinute: 1000, addressLoginFailuresPerMinute: 5 });
    try {
      for (const email of ['mallory@example.com', 'victim@example.com'])
        await spray.services.users.create({ email, name: email, role: 'TECHNICIAN', technicianRoleId: null, password: 'longenough1' });
      const attempt = (email: string, password: string, remoteAddress = '10.3.0.1') =>
        spray.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
      // Four guesses at four accounts, then Mallory signs in to her own account, then one more guess.
      for (let i = 1; i <= 4; i++) expect((await attempt(`user${i}@example.com`, 'guess-1234')).statusCode).toBe(401);
      expect((await attempt('mallory@example.com', 'longenough1')).statusCode).toBe(200);
      expect((await attempt('victim@example.com', 'guess-5678')).statusCode).toBe(401);
      // Five failures from this address within the minute: the success did not reset them.
      for (const [email, password] of [
        ['victim@example.com', 'guess-9999'],
        ['mallory@example.com', 'longenough1'],
      ]) {
        const refused = await attempt(email!, password!);
        expect(refused.statusCode).toBe(429);
        const wait = Number(refused.headers['retry-after']);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(60);
        expect(refused.json()).toEqual({
          resultCode: 'RATE_LIMITED',
          message: `Too many failed sign-ins from your network address. Try again in ${wait} seconds.`,
        });
      }
      // The account itself is not locked for everyone: its owner signs in from elsewhere.
      expect((await attempt('victim@example.com', 'longenough1', '10.3.0.2')).statusCode).toBe(200);
      spray.clock.advance(60_000);
      expect((await attempt('mallory@example.com', 'longenough1')).statusCode).toBe(200);
    } finally {
      await spray.close();
    }
  }, 120_000);

  it('refuses a disabled account', async () => {
    const user = await ctx.services.users.create({
      email: 'gone@example.com',
      name: 'Gone',
      role: 'TECHNICIAN',
      technicianRoleId: null,
      password: 'longenough1',
    });
    const admin = await signIn(ctx);
    await ctx.services.users.update(user.id, admin.userId, { disabled: true });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'gone@example.com', password: 'longenough1' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().resultCode).toBe('ACCOUNT_DISABLED');
  });

  it('ends the session on logout', async () => {
    const session = await signIn(ctx);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: session.headers })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: session.headers })).statusCode).toBe(401);
  });
});

describe('access rules', () => {
  it('lets only health, login and agent enrolment through without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/devices'],
      ['GET', '/api/organizations'],
      ['GET', '/api/users'],
      ['GET', '/api/settings/feature-flags'],
      ['GET', '/api/node-approvals?status=PENDING'],
      ['POST', '/api/organizations'],
      ['GET', '/api/auth/me'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ resultCode: 'UNAUTHENTICATED', message: 'Sign in to continue' });
    }
    const enroll = await ctx.app.inject({ method: 'POST', url: '/api/agent/enroll', payload: {} });
    expect(enroll.statusCode).toBe(400);
  });

  it('requires the CSRF token on cookie-authenticated writes', async () => {
    const session = await signIn(ctx);
    const withoutToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: { cookie: session.headers.cookie! },
      payload: { name: 'No token' },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().resultCode).toBe('CSRF_TOKEN_INVALID');
    const withToken = await ctx.app.inject({ method: 'POST', url: '/api/organizations', headers: session.headers, payload: { name: 'With token' } });
    expect(withToken.statusCode).toBe(201);
  });

  it('answers 403 when a technician calls an administrator route', async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    const response = await ctx.app.inject({ url: '/api/users', headers: tech.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().resultCode).toBe('FORBIDDEN');
  });

  it('publishes the OpenAPI document to signed-in users', async () => {
    expect((await ctx.app.inject({ url: '/api/docs/json' })).statusCode).toBe(401);
    const session = await signIn(ctx);
    const response = await ctx.app.inject({ url: '/api/docs/json', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/devices');
  });
});
