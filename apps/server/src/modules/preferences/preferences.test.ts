import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE, type TableSettings } from '@outpost/contracts';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';
import { MAX_SAVED_TABLES_PER_USER } from './preferences.service.ts';

let ctx: TestContext;
let alice: Session & { email: string };
let bob: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signIn(ctx, 'TECHNICIAN');
  bob = await signIn(ctx, 'TECHNICIAN');
});
afterAll(() => ctx.close());

const url = (tableId: string) => `/api/me/table-settings/${tableId}`;
const call = (who: Session, method: 'GET' | 'PUT' | 'DELETE', tableId: string, payload?: unknown) =>
  ctx.app.inject({ method, url: url(tableId), headers: who.headers, payload: payload as object });

const chosen: TableSettings = {
  visibleColumnIds: ['lastSeenAt', 'displayName'],
  columnOrder: ['lastSeenAt', 'displayName', 'organizationName'],
  columnWidths: { displayName: 320 },
  sort: [{ id: 'lastSeenAt', desc: true }],
  autoRefresh: false,
};

describe('table settings per user and table', () => {
  it('answers none saved until the user saves, then the same settings from any later session', async () => {
    expect((await call(alice, 'GET', 'devices')).json()).toEqual({ tableId: 'devices', settings: null, updatedAt: null });
    const saved = await call(alice, 'PUT', 'devices', chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ tableId: 'devices', settings: chosen });
    // Another browser is another session of the same user.
    const elsewhere = await signInAgain(alice.email);
    expect(elsewhere.cookie).not.toBe(alice.cookie);
    expect((await call(elsewhere, 'GET', 'devices')).json()).toMatchObject({ settings: chosen, updatedAt: expect.any(String) });
  });

  it('keeps each user and each table apart', async () => {
    await call(alice, 'PUT', 'organizations', { ...chosen, visibleColumnIds: ['name'], columnOrder: ['name'], columnWidths: {} });
    expect((await call(bob, 'GET', 'devices')).json().settings).toBeNull();
    await call(bob, 'PUT', 'devices', { ...chosen, autoRefresh: true });
    expect((await call(alice, 'GET', 'devices')).json().settings.autoRefresh).toBe(false);
    expect((await call(alice, 'GET', 'organizations')).json().settings.visibleColumnIds).toEqual(['name']);
  });

  it('replaces the saved settings on a second save, and reset (DELETE) goes back to none', async () => {
    await call(alice, 'PUT', 'approvals', chosen);
    await call(alice, 'PUT', 'approvals', { ...chosen, sort: [] });
    expect((await call(alice, 'GET', 'approvals')).json().settings.sort).toEqual([]);
    expect((await call(alice, 'DELETE', 'approvals')).statusCode).toBe(204);
    expect((await call(alice, 'GET', 'approvals')).json().settings).toBeNull();
    expect((await call(alice, 'DELETE', 'approvals')).statusCode).toBe(204);
  });

  it('refuses settings outside the schema and keeps the stored ones', async () => {
    await call(alice, 'PUT', 'users', chosen);
    const refused = [
      { ...chosen, visibleColumnIds: [] },
      { ...chosen, columnWidths: { displayName: 5 } },
      { ...chosen, columnWidths: { displayName: 99999 } },
      { ...chosen, columnOrder: Array.from({ length: 101 }, (_, i) => `c${i}`) },
      { ...chosen, sort: [{ id: 'x', desc: 'yes' }] },
      { ...chosen, autoRefresh: undefined },
    ];
    for (const body of refused) expect((await call(alice, 'PUT', 'users', body)).statusCode).toBe(400);
    expect((await call(alice, 'GET', 'users')).json().settings).toEqual(chosen);
  });

  it('refuses a body over the limit and a table id that is not a slug', async () => {
    const huge = { ...chosen, extra: 'x'.repeat(64 * 1024) };
    expect((await call(alice, 'PUT', 'users', huge)).statusCode).toBe(413);
    for (const id of ['-lead', '12345', 'a'.repeat(65), 'has%20space']) expect((await call(alice, 'GET', id)).statusCode).toBe(400);
  });

  it(`keeps only the ${MAX_SAVED_TABLES_PER_USER} most recently saved tables of a user`, async () => {
    const carol = await signIn(ctx, 'TECHNICIAN');
    for (let i = 0; i <= MAX_SAVED_TABLES_PER_USER; i++) {
      ctx.clock.advance(1000);
      expect((await call(carol, 'PUT', `t${i}`, chosen)).statusCode).toBe(200);
    }
    expect((await call(carol, 'GET', 't0')).json().settings).toBeNull();
    expect((await call(carol, 'GET', 't1')).json().settings).toEqual(chosen);
    expect((await call(carol, 'GET', `t${MAX_SAVED_TABLES_PER_USER}`)).json().settings).toEqual(chosen);
  });

  it('needs a session, and the CSRF header to save', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: url('devices') })).statusCode).toBe(401);
    const noCsrf = await ctx.app.inject({ method: 'PUT', url: url('devices'), headers: { cookie: alice.headers.cookie! }, payload: chosen });
    expect(noCsrf.statusCode).toBe(403);
  });
});

/** A second sign-in of the same account: a new session, as another browser would have. */
async function signInAgain(email: string): Promise<Session> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct horse battery' } });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  const csrf = response.json<{ csrfToken: string }>().csrfToken;
  return { cookie, csrf, headers: { cookie: `${SESSION_COOKIE}=${cookie}`, [CSRF_HEADER]: csrf } };
}
