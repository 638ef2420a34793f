import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';
import { enrollDevice, factsFor, heartbeat, makeEnrollmentToken, makeOrganization } from '../../test/factories.ts';

let ctx: TestContext;
let admin: Session & { userId: number };
let orgId: number;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ offlineAfterSeconds: 90 });
  admin = await signIn(ctx);
  orgId = (await makeOrganization(ctx, 'Enrolment Co')).id;
  token = (await makeEnrollmentToken(ctx, orgId, admin.userId)).token;
});
afterAll(() => ctx.close());

const deviceCount = async () => (await ctx.services.devices.page({ pageIndex: 0, pageSize: 250 })).totalCount;
const setMode = (mode: 'AUTOMATIC' | 'MANUAL') => ctx.app.inject({ method: 'PUT', url: '/api/node-approvals/mode', headers: admin.headers, payload: { mode } });
const approvalList = async (status: string) =>
  (await ctx.app.inject({ url: `/api/node-approvals?status=${status}`, headers: admin.headers })).json<
    { id: number; approvalStatusByAppUserName: string | null; installationStatus: string }[]
  >();

describe('enrolment tokens', () => {
  it('refuses an unknown token and creates nothing', async () => {
    const before = await deviceCount();
    const { response } = await enrollDevice(ctx, 'oet_not-a-real-token', 'ghost');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ resultCode: 'ENROLLMENT_TOKEN_INVALID', message: 'The enrollment token is unknown, revoked or expired' });
    expect(await deviceCount()).toBe(before);
  });

  it('refuses a revoked token', async () => {
    const revoked = await makeEnrollmentToken(ctx, orgId, admin.userId);
    await ctx.app.inject({ method: 'POST', url: `/api/organizations/${orgId}/enrollment-tokens/${revoked.id}/revoke`, headers: admin.headers });
    const { response } = await enrollDevice(ctx, revoked.token, 'revoked-host');
    expect(response.json().resultCode).toBe('ENROLLMENT_TOKEN_INVALID');
  });

  it('refuses an expired token', async () => {
    const shortLived = await makeEnrollmentToken(ctx, orgId, admin.userId, 1);
    ctx.clock.advance(25 * 60 * 60 * 1000);
    const { response } = await enrollDevice(ctx, shortLived.token, 'late-host');
    expect(response.json().resultCode).toBe('ENROLLMENT_TOKEN_INVALID');
    // A day later the admin's 12-hour session has ended too.
    admin = await signIn(ctx);
  });

  it('shows the whole token only when it is created', async () => {
    const list = await ctx.app.inject({ url: `/api/organizations/${orgId}/enrollment-tokens`, headers: admin.headers });
    expect(list.statusCode).toBe(200);
    for (const row of list.json<Record<string, unknown>[]>()) {
      expect(row).not.toHaveProperty('token');
      expect(String(row.tokenPrefix)).toMatch(/^oet_.{6}$/);
    }
  });
});

describe('automatic approval', () => {
  it('approves a new device at once, marks it up on heartbeat and down after 90 s of silence', async () => {
    await setMode('AUTOMATIC');
    const { response } = await enrollDevice(ctx, token, 'auto-host');
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ status: string; nodeId: number; credential: string }>();
    expect(answer.status).toBe('APPROVED');

    expect((await heartbeat(ctx, answer.credential, factsFor('auto-host', { serialNumber: 'SN-1' }))).statusCode).toBe(200);
    const device = await ctx.services.devices.get(answer.nodeId);
    expect(device.isUp).toBe(true);
    expect(device.facts?.serialNumber).toBe('SN-1');
    expect(device.clientId).toBe(orgId);

    ctx.clock.advance(89_000);
    expect((await ctx.services.devices.get(answer.nodeId)).isUp).toBe(true);
    ctx.clock.advance(2_000);
    expect((await ctx.services.devices.get(answer.nodeId)).isUp).toBe(false);
    await heartbeat(ctx, answer.credential);
    expect((await ctx.services.devices.get(answer.nodeId)).isUp).toBe(true);
  });

  it('refuses heartbeats without a valid credential', async () => {
    expect((await heartbeat(ctx, 'odc_forged')).statusCode).toBe(401);
    const none = await ctx.app.inject({ method: 'POST', url: '/api/agent/heartbeat', payload: {} });
    expect(none.json().resultCode).toBe('AGENT_CREDENTIAL_INVALID');
  });
});

describe('manual approval', () => {
  it('keeps a new device pending without credentials until approved, then hands the credential over once', async () => {
    await setMode('MANUAL');
    const { response } = await enrollDevice(ctx, token, 'manual-host');
    const pending = response.json<{ status: string; nodeId: number; pollSecret: string }>();
    expect(pending.status).toBe('PENDING');
    expect(pending).not.toHaveProperty('credential');
    expect((await approvalList('PENDING')).map((n) => n.id)).toContain(pending.nodeId);

    const poll = () => ctx.app.inject({ method: 'POST', url: '/api/agent/enroll/status', payload: { nodeId: pending.nodeId, pollSecret: pending.pollSecret } });
    expect((await poll()).json().status).toBe('PENDING');

    const approve = await ctx.app.inject({
      method: 'POST',
      url: '/api/node-approvals/approve',
      headers: admin.headers,
      payload: { nodeIds: [pending.nodeId] },
    });
    expect(approve.json()).toEqual({ affected: 1 });
    const approved = (await approvalList('APPROVED')).find((n) => n.id === pending.nodeId)!;
    expect(approved.installationStatus).toBe('WAITING');
    expect(approved.approvalStatusByAppUserName).toMatch(/^User /);

    const granted = await poll();
    expect(granted.json().status).toBe('APPROVED');
    expect((await heartbeat(ctx, granted.json().credential)).statusCode).toBe(200);
    expect((await poll()).statusCode).toBe(401);
  });

  it('revokes the credential on rejection and blocks re-enrolment until the device is cleared', async () => {
    await setMode('AUTOMATIC');
    const { response, deviceUid } = await enrollDevice(ctx, token, 'doomed-host');
    const { nodeId, credential } = response.json<{ nodeId: number; credential: string }>();
    // Approved automatically, so it is not a candidate: put it through manual approval instead.
    await setMode('MANUAL');
    const second = await enrollDevice(ctx, token, 'doomed-two');
    const candidate = second.response.json<{ nodeId: number; pollSecret: string }>();
    await ctx.app.inject({ method: 'POST', url: '/api/node-approvals/approve', headers: admin.headers, payload: { nodeIds: [candidate.nodeId] } });
    const granted = await ctx.app.inject({ method: 'POST', url: '/api/agent/enroll/status', payload: candidate });
    const candidateCredential = granted.json<{ credential: string }>().credential;
    expect((await heartbeat(ctx, candidateCredential)).statusCode).toBe(200);

    const reject = await ctx.app.inject({
      method: 'POST',
      url: '/api/node-approvals/reject',
      headers: admin.headers,
      payload: { nodeIds: [candidate.nodeId] },
    });
    expect(reject.json()).toEqual({ affected: 1 });
    expect((await heartbeat(ctx, candidateCredential)).statusCode).toBe(401);
    const rejected = (await approvalList('REJECTED')).find((n) => n.id === candidate.nodeId);
    expect(rejected?.approvalStatusByAppUserName).toBeTruthy();

    const again = await enrollDevice(ctx, token, 'doomed-two', second.deviceUid);
    expect(again.response.statusCode).toBe(403);
    expect(again.response.json().resultCode).toBe('DEVICE_REJECTED');

    const clear = await ctx.app.inject({ method: 'POST', url: '/api/node-approvals/clear', headers: admin.headers, payload: { nodeIds: [candidate.nodeId] } });
    expect(clear.json()).toEqual({ affected: 1 });
    const afterClear = await enrollDevice(ctx, token, 'doomed-two', second.deviceUid);
    expect(afterClear.response.json().status).toBe('PENDING');

    // The automatically approved device was never a candidate, so approval actions leave it alone.
    expect((await heartbeat(ctx, credential)).statusCode).toBe(200);
    expect(deviceUid).toBeTruthy();
    expect(nodeId).toBeGreaterThan(0);
  });

  it('lists each tab sorted by displayName ascending and filters by text', async () => {
    for (const name of ['zeta-box', 'alpha-box', 'Mid-box']) await enrollDevice(ctx, token, name);
    const list = await ctx.app.inject({ url: '/api/node-approvals?status=PENDING&filterText=box', headers: admin.headers });
    expect(list.json<{ displayName: string }[]>().map((n) => n.displayName)).toEqual(['alpha-box', 'Mid-box', 'zeta-box']);
  });

  it('lets only users with canApproveNodes act on approvals', async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/node-approvals/approve', headers: tech.headers, payload: { nodeIds: [1] } });
    expect(response.statusCode).toBe(403);
  });
});
