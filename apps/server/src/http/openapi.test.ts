import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { buildApp } from './app.ts';
import { operationIdFor, summaryFor } from './openapi-naming.ts';
import { requires } from './route-types.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  parameters?: { name: string; in: string }[];
  'x-outpost-access'?: { auth: string; permissions?: string[] };
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
}

let ctx: TestContext;
let document: Document;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await signIn(ctx);
  document = (await ctx.app.inject({ url: '/api/docs/json', headers: admin.headers })).json<Document>();
});
afterAll(async () => {
  await ctx?.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));

describe('names derived from method and path', () => {
  it('makes an operationId an integrator can call a method by', () => {
    expect(operationIdFor('get', '/api/ticketing/ticket/{id}/comments')).toBe('getTicketingTicketByIdComments');
    expect(operationIdFor('post', '/api/backup/jobs/{jobUid}/cancel')).toBe('postBackupJobsByJobUidCancel');
    expect(operationIdFor('put', '/api/agent/blobs/{path}')).toBe('putAgentBlobsByPath');
    expect(operationIdFor('get', '/api/device-roles')).toBe('getDeviceRoles');
  });

  it('makes a summary that reads as the path', () => {
    expect(summaryFor('post', '/api/backup/jobs/{jobUid}/cancel')).toBe('Post to backup jobs {jobUid} cancel');
    expect(summaryFor('delete', '/api/device-roles/{id}')).toBe('Delete device roles {id}');
  });
});

describe('the OpenAPI document at /api/docs/json', () => {
  it('is OpenAPI 3.1 with a server, and has no nullable without a type (3.1 writes null as a type)', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/', description: 'This Outpost server' }]);
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('gives every operation a unique operationId, a summary and a security requirement', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      operations()
        .filter(({ operation }) => !operation.summary || !operation.security)
        .map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
  });

  it("derives each operation's security from the access its route declares", () => {
    const scheme = document.components.securitySchemes;
    expect(scheme.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'outpost_session' });
    expect(scheme.csrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-csrf-token' });
    expect(scheme.agentCredential).toMatchObject({ type: 'http', scheme: 'bearer' });

    const op = (method: string, path: string) => document.paths[path]![method]!;
    expect(op('post', '/api/auth/login').security).toEqual([]);
    expect(op('post', '/api/agent/enroll').security).toEqual([]);
    expect(op('post', '/api/agent/heartbeat').security).toEqual([{ agentCredential: [] }]);
    expect(op('get', '/api/devices/{id}').security).toEqual([{ sessionCookie: [] }]);
    expect(op('delete', '/api/devices/{id}').security).toEqual([{ sessionCookie: [], csrfHeader: [] }]);
    expect(op('delete', '/api/devices/{id}')['x-outpost-access']).toEqual({ auth: 'user', permissions: ['canManageDevices'] });

    // Every operation, against the route table the access check enforces.
    const accessOf = new Map(ctx.app.registeredRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
    const mismatches = operations().flatMap(({ method, path, operation }) => {
      const routeUrl = path.replace(/\{([^}]+)\}/g, ':$1');
      const access = accessOf.get(`${method.toUpperCase()} ${routeUrl}`) ?? accessOf.get(`${method.toUpperCase()} ${routeUrl.replace(/:path$/, '*')}`);
      if (!access) return [`${method} ${path}: no route`];
      const expected =
        access.auth === 'public'
          ? []
          : access.auth === 'agent'
            ? [{ agentCredential: [] }]
            : [method === 'get' ? { sessionCookie: [] } : { sessionCookie: [], csrfHeader: [] }];
      return JSON.stringify(operation.security) === JSON.stringify(expected) ? [] : [`${method} ${path}: ${JSON.stringify(operation.security)}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('names the wildcard parameter and documents the error answers', () => {
    const blob = document.paths['/api/agent/blobs/{path}']!.get!;
    expect(blob.parameters).toEqual([expect.objectContaining({ name: 'path', in: 'path' })]);
    expect(Object.keys(document.paths).filter((path) => path.includes('{*}'))).toEqual([]);
    // The one path with a trailing slash is the spec's (the lint accepts it by name, .redocly.lint-ignore.yaml).
    expect(Object.keys(document.paths).filter((path) => path.length > 1 && path.endsWith('/'))).toEqual(['/api/ticketing/trigger/']);
    expect(document.paths['/api/devices/{id}']!.delete!.responses).toMatchObject({
      '401': { $ref: '#/components/responses/Unauthenticated' },
      '403': { $ref: '#/components/responses/Forbidden' },
      '404': { $ref: '#/components/responses/NotFound' },
    });
    expect(operations().filter(({ operation }) => !Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4')))).toEqual([]);
  });

  it('documents a route added later without anything beyond its access declaration', async () => {
    const app = await buildApp({ services: ctx.services, secureCookies: false, loginRateLimitPerMinute: 10, logLevel: 'silent' });
    app.post(
      '/api/widgets/:widgetId/polish',
      { schema: { params: z.object({ widgetId: z.coerce.number() }), body: z.object({ shine: z.number().nullable() }) }, config: requires('canManageDevices') },
      () => ({ ok: true }),
    );
    await app.ready();
    const added = (app.swagger() as unknown as Document).paths['/api/widgets/{widgetId}/polish']!.post!;
    await app.close();
    expect(added).toMatchObject({
      operationId: 'postWidgetsByWidgetIdPolish',
      summary: 'Post to widgets {widgetId} polish',
      security: [{ sessionCookie: [], csrfHeader: [] }],
      'x-outpost-access': { auth: 'user', permissions: ['canManageDevices'] },
      responses: {
        '400': { $ref: '#/components/responses/ValidationFailed' },
        '401': { $ref: '#/components/responses/Unauthenticated' },
        '403': { $ref: '#/components/responses/Forbidden' },
        '404': { $ref: '#/components/responses/NotFound' },
      },
    });
  });
});
