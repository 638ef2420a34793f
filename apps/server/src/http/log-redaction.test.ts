import { PassThrough } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE } from '@outpost/contracts';
import { enrollDevice, heartbeat, makeEnrollmentToken, makeOrganization } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { publicRoute } from './route-types.ts';

/** Secrets a request carries must never reach a log line, at any level, whatever goes wrong. */

let ctx: TestContext;
const lines: string[] = [];
const HASH_LIKE = '$scrypt$N=16384$c2VjcmV0LWhhc2g$leakedHashValue';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  ctx = await createTestContext({ app: { logLevel: 'trace', logStream: stream } });
  // What the database driver threw in the reported incident: the query's parameters ride along.
  ctx.app.patch('/api/test/failing-update', { config: publicRoute }, () => {
    throw new DrizzleQueryError(
      'update "users" set "password_hash" = $1 where "users"."id" = $2',
      [HASH_LIKE, 7],
      new Error('invalid byte sequence for encoding "UTF8": 0x00'),
    );
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('logs', () => {
  it('carry no password, password hash, session cookie, CSRF token, enrolment token or device credential', async () => {
    const password = 'Log-Secret-Password-1';
    const newPassword = 'Log-Secret-Password-2';
    await ctx.services.users.create({ email: 'logs@example.com', name: 'Logs', role: 'SYSTEM_ADMINISTRATOR', technicianRoleId: null, password });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'logs@example.com', password } });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const csrf = login.json<{ csrfToken: string }>().csrfToken;
    const headers = { cookie: `${SESSION_COOKIE}=${cookie}`, [CSRF_HEADER]: csrf };
    const me = (await ctx.app.inject({ url: '/api/auth/me', headers })).json<{ user: { id: number } }>();
    await ctx.app.inject({ method: 'PATCH', url: `/api/users/${me.user.id}`, headers, payload: { password: newPassword } });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'logs@example.com', password: 'Wrong-Secret-Password' } });

    const org = await makeOrganization(ctx);
    const { token } = await makeEnrollmentToken(ctx, org.id, me.user.id);
    const enrolled = (await enrollDevice(ctx, token, 'log-host')).response.json<{ credential: string }>();
    await heartbeat(ctx, enrolled.credential);
    await ctx.app.inject({ url: `/api/devices?search=${encodeURIComponent(password)}`, headers });

    const failed = await ctx.app.inject({ method: 'PATCH', url: '/api/test/failing-update' });
    expect(failed.statusCode).toBe(500);

    const log = lines.join('');
    expect(log).toContain('request completed');
    for (const secret of [password, newPassword, 'Wrong-Secret-Password', cookie, csrf, token, enrolled.credential, HASH_LIKE]) {
      expect(log, `log must not contain ${secret.slice(0, 6)}…`).not.toContain(secret);
    }
    // The error itself is still logged, with what helps: its kind and the statement.
    expect(log).toContain('DrizzleQueryError');
    expect(log).toContain('params: [redacted]');
  });
});
