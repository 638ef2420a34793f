import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '@outpost/contracts';
import { CALLER_KINDS, makeCallers, type CallerKind, type Callers } from '../test/callers.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { ROUTE_ACCESS } from './access-matrix.expected.ts';
import { buildApp } from './app.ts';
import type { RegisteredRoute } from './access.ts';
import type { RouteAccess } from './route-types.ts';

/**
 * Every registered route × every kind of caller × several spellings of its path. The expected
 * access of each route is written down in access-matrix.expected.ts, so a new route fails here
 * until someone decides who may call it; the outcome for each caller follows from that entry.
 */

type Outcome = 'unauthenticated' | 'forbidden' | 'allowed';

let ctx: TestContext;
let callers: Callers;
let routes: RegisteredRoute[];

beforeAll(async () => {
  // With the test clock on, so its route (registered only then) is in the matrix too.
  ctx = await createTestContext({ testClock: true });
  await ctx.app.ready();
  callers = await makeCallers(ctx, PERMISSIONS);
  // Log-out ends the session it is called with: try it last.
  routes = [...ctx.app.registeredRoutes].sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));
});
afterAll(async () => {
  await ctx?.close();
});

/** How an access entry is written in the table. */
function describeAccess(access: RouteAccess | undefined): string {
  if (!access) return 'undeclared';
  if (access.auth !== 'user') return access.auth;
  if (!access.permission) return 'signedIn';
  return `permission:${(typeof access.permission === 'string' ? [access.permission] : access.permission).join('|')}`;
}

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

function expectedOutcome(entry: string, caller: CallerKind): Outcome {
  if (entry === 'public') return 'allowed';
  if (entry === 'agent') return caller === 'otherDevice' ? 'allowed' : 'unauthenticated';
  if (caller === 'anonymous' || caller === 'otherDevice') return 'unauthenticated';
  if (entry === 'signedIn') return 'allowed';
  if (entry === 'admin') return caller === 'administrator' ? 'allowed' : 'forbidden';
  return caller === 'technicianWithout' ? 'forbidden' : 'allowed';
}

/** The permission the `technicianWith` caller holds for a route: the first it accepts. */
function permissionFor(entry: string): Permission | undefined {
  return entry.startsWith('permission:') ? (entry.slice('permission:'.length).split('|')[0] as Permission) : undefined;
}

/** A concrete path: every parameter names an object that does not exist. */
function samplePath(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '999999').replace(/\*$/, 'snapshots/does-not-exist');
}

/** Other spellings of the same path that must reach the same route with the same answer. */
function spellings(path: string): Record<string, string> {
  return {
    plain: path,
    encodedA: path.replace(/^\/api/, '/%61pi'),
    encodedI: path.replace(/^\/api/, '/ap%69'),
    doubledSlashes: path.replaceAll('/', '//'),
    dotSegments: `/assets/..${path.replace(/^\/api\//, '/api/./')}`,
  };
}

/** A HEAD answer has no body: its status alone tells. */
function outcomeOf(status: number, resultCode: unknown, head: boolean): Outcome | `unexpected ${number}` {
  if (status === 401 && (head || resultCode === 'UNAUTHENTICATED' || resultCode === 'AGENT_CREDENTIAL_INVALID')) return 'unauthenticated';
  if (status === 403 && (head || resultCode === 'FORBIDDEN')) return 'forbidden';
  if (status >= 500 || status === 401 || status === 403) return `unexpected ${status}`;
  return 'allowed';
}

describe('access matrix', () => {
  it('has an expected access entry for exactly the registered routes, and each route declares it', () => {
    const declared = Object.fromEntries(routes.map((route) => [key(route), describeAccess(route.access)]));
    // On failure this diff is the table to review and paste into access-matrix.expected.ts.
    expect(declared).toEqual(ROUTE_ACCESS);
  });

  it('answers every route for every caller and every spelling as its entry says, before any lookup', async () => {
    const mismatches: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const entry = ROUTE_ACCESS[key(route)];
      if (!entry) continue;
      for (const caller of CALLER_KINDS) {
        const expected = expectedOutcome(entry, caller);
        for (const [spelling, url] of Object.entries(spellings(samplePath(route.url)))) {
          const response = await injectReading({
            method: route.method as 'GET',
            url,
            headers: {
              ...callers.headers(caller, permissionFor(entry)),
              ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
            },
            ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: '{}' }),
          });
          requests++;
          const body = route.method === 'HEAD' || response.body === '' ? {} : (safeJson(response.body) as { resultCode?: unknown });
          const actual = outcomeOf(response.statusCode, body.resultCode, route.method === 'HEAD');
          if (actual !== expected)
            mismatches.push(`${route.method} ${url} as ${caller} (${spelling}): expected ${expected}, got ${actual} ${response.body.slice(0, 120)}`);
        }
      }
    }
    // Log-out, tried last, ended the callers' sessions: sign them in again for the tests below.
    callers = await makeCallers(ctx, PERMISSIONS);
    expect(mismatches).toEqual([]);
    // The notes on issues 12 and 22 quote this figure. The limit is generous: the walk grows with
    // every route, and on a loaded 2-core machine it took 181 s for 309 routes.
    console.info(`access matrix: ${routes.length} routes × ${CALLER_KINDS.length} callers × 5 spellings = ${requests} requests`);
  }, 600_000);

  it('refuses a caller without the right with 403 whether or not the object exists', async () => {
    const none = callers.headers('technicianWithout');
    const existing = await ctx.app.inject({ method: 'DELETE', url: `/api/devices/${callers.otherDevice.nodeId}`, headers: none });
    const missing = await ctx.app.inject({ method: 'DELETE', url: '/api/devices/987654', headers: none });
    expect([existing.statusCode, missing.statusCode]).toEqual([403, 403]);
    expect(existing.body).toBe(missing.body);
  });
});

describe('start-up', () => {
  it('refuses to start with a route that declares no access', async () => {
    const app = await buildApp({ services: ctx.services, secureCookies: false, loginRateLimitPerMinute: 10, logLevel: 'silent' });
    app.get('/api/forgotten', () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/^Routes without an access declaration: GET \/api\/forgotten; HEAD \/api\/forgotten$/);
    await app.close().catch(() => undefined);
  });
});

describe('percent-encoded and other spellings of API paths', () => {
  it('does not let an anonymous caller create an administrator through /%61pi/users', async () => {
    const email = 'intruder@example.com';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/%61pi/users',
      payload: { email, name: 'Intruder', role: 'SYSTEM_ADMINISTRATOR', password: 'intruder-password-1' },
    });
    expect(response.statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'intruder-password-1' } });
    expect(login.statusCode).toBe(401);
  });

  it.each(['/%61pi/docs/json', '/ap%69/users', '/api//users', '/%2561pi/users'])('keeps %s from anonymous callers', async (url) => {
    const response = await ctx.app.inject({ url });
    expect([401, 404]).toContain(response.statusCode);
    expect(response.json()).toHaveProperty('resultCode');
  });

  it.each(['/api/nothing-here', '/API/users', '/Api/nothing', '/api'])('answers %s, which matches no route, with a JSON 404', async (url) => {
    const response = await ctx.app.inject({ url, headers: callers.headers('administrator') });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ resultCode: 'NOT_FOUND', message: 'Not found' });
  });
});

/**
 * `inject` that reads the answer as a stream: an event stream (GET /api/events) never ends, so
 * its status and headers decide and the stream is dropped; any other body is read to its end.
 */
async function injectReading(options: InjectOptions): Promise<{ statusCode: number; body: string }> {
  const response = await ctx.app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    stream.destroy();
    return { statusCode: response.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
