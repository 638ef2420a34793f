import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type Session, type TestContext } from '../test/harness.ts';
import { enrollDevice, heartbeat, makeEnrollmentToken, makeOrganization } from '../test/factories.ts';
import { DEFAULT_REQUEST_BUDGETS } from './request-budget.ts';

// Small budgets, so that a test reaches them in a few dozen requests.
const USER_BUDGET = 40;
const budgets = { ...DEFAULT_REQUEST_BUDGETS, userPerMinute: USER_BUDGET, addressPerMinute: 10, agentPerMinute: 200, graphqlPerMinute: 3 };

let ctx: TestContext;
let admin: Session & { userId: number };

beforeAll(async () => {
  ctx = await createTestContext({ app: { requestBudgets: budgets } });
  admin = await signIn(ctx);
});
afterAll(() => ctx?.close());

const me = (who: Session) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers });

/** `loops` callers in parallel, each making `perLoop` requests one after another. */
async function flood(loops: number, perLoop: number, call: () => Promise<LightMyRequestResponse>) {
  const statuses: number[] = [];
  let refused: LightMyRequestResponse | undefined;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      for (let i = 0; i < perLoop; i++) {
        const response = await call();
        statuses.push(response.statusCode);
        if (response.statusCode === 429) refused ??= response;
      }
    }),
  );
  return { ok: statuses.filter((s) => s === 200).length, refused: statuses.filter((s) => s === 429).length, sample: refused };
}

describe('the per-user request budget', () => {
  it("refuses one user's flood with 429, Retry-After and the one error shape, while another user, the agent channel and the health check are served", async () => {
    const flooder = await signIn(ctx, 'TECHNICIAN');
    const other = await signIn(ctx, 'TECHNICIAN');
    const organization = await makeOrganization(ctx);
    const token = await makeEnrollmentToken(ctx, organization.id, admin.userId);
    const { response: enrolled } = await enrollDevice(ctx, token.token, 'budget-host');
    const { credential } = enrolled.json<{ credential: string }>();

    const [flooded, bystander, device, health] = await Promise.all([
      flood(4, 25, () => me(flooder)),
      flood(1, 20, () => me(other)),
      flood(1, 60, () => heartbeat(ctx, credential)),
      flood(1, 50, () => ctx.app.inject({ method: 'GET', url: '/api/health' })),
    ]);

    expect(flooded.ok).toBe(USER_BUDGET);
    expect(flooded.refused).toBe(100 - USER_BUDGET);
    expect(flooded.sample!.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(flooded.sample!.headers['retry-after'])).toBeGreaterThan(0);
    expect(flooded.sample!.json()).toEqual({ resultCode: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/) });
    expect([bystander.ok, bystander.refused]).toEqual([20, 0]);
    // More requests than a user's budget, on the device's own budget.
    expect([device.ok, device.refused]).toEqual([60, 0]);
    expect([health.ok, health.refused]).toEqual([50, 0]);
  });

  it('charges callers without a session by address', async () => {
    const logout = (remoteAddress: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await logout('10.0.0.1')).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await logout('10.0.0.2')).statusCode).toBe(204);
  });

  it('gives an expensive call a budget of its own, inside the whole-API one', async () => {
    const user = await signIn(ctx, 'TECHNICIAN');
    const query = () => ctx.app.inject({ method: 'POST', url: '/api/graphql', headers: user.headers, payload: { query: '{ ticketAttributes { id } }' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await query()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await query();
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({ resultCode: 'RATE_LIMITED', message: expect.stringMatching(/^Too many GraphQL queries\. Try again in \d+ seconds?\.$/) });
    // The rest of the API still answers the same user.
    expect((await me(user)).statusCode).toBe(200);
  });
});
