import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser, TicketAttribute } from '@outpost/contracts';
import { handleError } from '../../http/error-handler.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type Caller } from '../tickets/tickets.fixtures.ts';
import { registerGraphqlRoutes } from './graphql.routes.ts';

const GET_ATTRIBUTE_LIST = 'query GetAttributeList { ticketAttributes { id attributeType name active content { values { id name } } } }';

let ctx: TestContext;
let admin: Caller;
let nobody: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  // A technician whose role grants nothing: GET /api/ticketing/attributes is open to every signed-in user, so is this.
  nobody = await signInTechnician(ctx, []);
});
afterAll(() => ctx?.close());

const graphql = (who: Partial<Caller>, body: unknown) => api(ctx, who).post('/api/graphql', body);

describe('POST /api/graphql', () => {
  it('answers GetAttributeList from the ticketing configuration, as GET /api/ticketing/attributes does', async () => {
    await api(ctx, admin).post('/api/ticketing/attributes', { name: 'Room', attributeType: 'TEXT' });
    await api(ctx, admin).post('/api/ticketing/attributes', {
      name: 'Floor',
      attributeType: 'DROPDOWN',
      active: false,
      content: { values: [{ name: 'Ground' }, { name: 'First' }] },
    });
    const response = await graphql(nobody, { query: GET_ATTRIBUTE_LIST, operationName: 'GetAttributeList' });
    expect(response.statusCode).toBe(200);
    const rest = (await api(ctx, nobody).get('/api/ticketing/attributes')).json<TicketAttribute[]>();
    const { data } = response.json<{ data: { ticketAttributes: unknown[] } }>();
    expect(data.ticketAttributes).toEqual(
      rest.map((a) => ({ id: a.id, attributeType: a.attributeType, name: a.name, active: a.active, content: { values: a.content.values ?? null } })),
    );
    expect(data.ticketAttributes).toContainEqual({
      id: expect.any(Number),
      attributeType: 'DROPDOWN',
      name: 'Floor',
      active: false,
      content: { values: [expect.objectContaining({ name: 'Ground' }), expect.objectContaining({ name: 'First' })] },
    });
  });

  it('answers the same query over GET', async () => {
    const response = await api(ctx, nobody).get(`/api/graphql?query=${encodeURIComponent(GET_ATTRIBUTE_LIST)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ticketAttributes.length).toBeGreaterThan(0);
  });

  it('refuses callers without a session, and writes without the CSRF token, like every route', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/graphql', payload: { query: GET_ATTRIBUTE_LIST } });
    expect([anonymous.statusCode, anonymous.json().resultCode]).toEqual([401, 'UNAUTHENTICATED']);
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { cookie: nobody.headers.cookie! },
      payload: { query: GET_ATTRIBUTE_LIST },
    });
    expect([noCsrf.statusCode, noCsrf.json().resultCode]).toEqual([403, 'CSRF_TOKEN_INVALID']);
  });

  it.each([
    ['a syntax error', { query: '{ ticketAttributes { id ' }],
    // Mercurius would read text that is not GraphQL as a JSON syntax tree and fail with a 500.
    ['a number for a query', { query: '1' }],
    ['a JSON syntax tree for a query', { query: '{"kind":"Document","definitions":7}' }],
    ['an unknown field', { query: '{ ticketAttributes { password } }' }],
    ['a query too deep', { query: `{ ${'__schema { types { fields { type { fields { type { fields { name } } } } } } }'} }` }],
    ['a mutation (there are none)', { query: 'mutation { deleteEverything }' }],
    ['variables of the wrong type', { query: GET_ATTRIBUTE_LIST, variables: 'nope' }],
  ])('refuses %s with a 400 carrying GraphQL errors and the API error shape', async (_label, body) => {
    const response = await graphql(nobody, body);
    expect(response.statusCode, response.body).toBe(400);
    const json = response.json<{ resultCode: string; message: string; errors?: { message: string }[] }>();
    expect(json.resultCode).toBe('VALIDATION_FAILED');
    expect(typeof json.message).toBe('string');
  });

  it('refuses an over-long query before parsing it', async () => {
    const response = await graphql(nobody, { query: `{ ticketAttributes { ${'id '.repeat(10_000)} } }` });
    expect([response.statusCode, response.json().resultCode]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

const user: SessionUser = { id: 1, email: 'a@example.com', name: 'A', role: 'TECHNICIAN', technicianRoleId: null, permissions: [] };

/** The routes alone on a bare server whose access hook signs everyone in. */
async function bareApp(listAttributes: () => Promise<TicketAttribute[]>) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = { user, csrfToken: 'x' };
  });
  registerGraphqlRoutes(app, { listAttributes });
  await app.ready();
  return app;
}

describe('resolver errors', () => {
  it('keeps an AppError’s message and code, and hides any other failure’s message (it may quote SQL)', async () => {
    const refused = await bareApp(async () => {
      throw new AppError('FORBIDDEN', 'Error fetching ticket attributes');
    });
    const broken = await bareApp(async () => {
      throw new Error('relation "ticket_attributes" does not exist; select password from users');
    });
    for (const [app, message, resultCode] of [
      [refused, 'Error fetching ticket attributes', 'FORBIDDEN'],
      [broken, 'Something went wrong on our end.', 'INTERNAL_ERROR'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/api/graphql', payload: { query: GET_ATTRIBUTE_LIST } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: null, errors: [{ message, path: ['ticketAttributes'], extensions: { resultCode } }] });
      await app.close();
    }
  });
});

describe('query limits (issue 22, finding 6)', () => {
  /** A bare server whose attribute source counts its reads: a refused query must cause none. */
  async function countingApp() {
    const reads = { count: 0 };
    const app = await bareApp(async () => {
      reads.count += 1;
      return [];
    });
    const post = (query: string) => app.inject({ method: 'POST', url: '/api/graphql', payload: { query } });
    return { app, reads, post };
  }

  it("refuses the report's 330 aliases of ticketAttributes with a 400 in words, before anything runs", async () => {
    const { app, reads, post } = await countingApp();
    // Six tokens an alias: the whole query stays under the parser's 2000-token limit, as the report's did.
    const aliases = Array.from({ length: 330 }, (_, i) => `a${i}: ticketAttributes { id }`).join(' ');
    const response = await post(`query Flood { ${aliases} }`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ resultCode: 'VALIDATION_FAILED', message: 'The query uses more than 10 aliases. Ask for each field once.' });
    expect(reads.count).toBe(0);
    // Ten aliases are a query a screen may make.
    const ten = await post(`{ ${Array.from({ length: 10 }, (_, i) => `a${i}: ticketAttributes { id }`).join(' ')} }`);
    expect(ten.statusCode).toBe(200);
    expect(reads.count).toBe(10);
    await app.close();
  });

  it('refuses a query whose fragments multiply its fields past the cost limit, quickly', async () => {
    const { app, reads, post } = await countingApp();
    // Each fragment spreads the one before twice: 2^20 fields from a few hundred bytes.
    const fragments = Array.from({ length: 20 }, (_, i) => `fragment F${i + 1} on TicketAttribute { ...F${i} ...F${i} }`).join(' ');
    const started = performance.now();
    const response = await post(`{ ticketAttributes { ...F20 } } fragment F0 on TicketAttribute { id name } ${fragments}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The query costs more than 200/);
    expect(reads.count).toBe(0);
    await app.close();
  });

  it('refuses one field asked for many times over, without aliases, by its cost', async () => {
    const { app, reads, post } = await countingApp();
    const response = await post(`{ ${'ticketAttributes { id } '.repeat(20)} }`);
    expect([response.statusCode, response.json().resultCode]).toEqual([400, 'VALIDATION_FAILED']);
    expect(response.json().message).toMatch(/costs more than 200/);
    expect(reads.count).toBe(0);
    await app.close();
  });

  it('refuses a query nested deeper than 8 levels by its depth', async () => {
    const { app, post } = await countingApp();
    const response = await post(`{ ${'__schema { types { fields { type { fields { type { fields { type { name } } } } } } } }'} }`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The query is nested more than 8 levels deep.');
    await app.close();
  });
});
