/**
 * A stopped agent shows at once (issue 17 item 7): its long poll closes, the device turns down,
 * leaves the "Restore To" picker, and its folder tree answers the spec's message at once instead
 * of waiting 10 s for a 504. First over the test harness (a poll hung up by hand), then with a real
 * server and a real agent process that is stopped.
 */
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heartbeat } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { freePort } from '../../../test/server-process.ts';
import { ADMIN, deviceUp, organizationWithToken, signIn, sleep, startAgent, startServer, stopProcess, until } from './agent-channel.process-support.ts';
import type { JobData } from '@outpost/contracts';
import { DROPPED_AGENT_GRACE_MS, LEASE_MS } from './agent-channel.service.ts';
import { backupWorld, createPlan, planInput } from '../test-support.ts';

type World = Awaited<ReturnType<typeof backupWorld>>;
/** Time for the server to see a hang-up (the client's abort returns before the server's close event). */
const SETTLE_MS = 500;

describe('a dropped agent poll (test harness)', () => {
  let ctx: TestContext;
  let world: World;
  let base: string;

  beforeEach(async () => {
    ctx = await createTestContext();
    world = await backupWorld(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    await heartbeat(ctx, world.device.credential);
  });
  afterEach(() => ctx.close());

  const isUp = async () => (await ctx.app.inject({ url: `/api/devices/${world.device.nodeId}`, headers: world.admin.headers })).json<{ isUp: boolean }>().isUp;
  const inPicker = async () =>
    (await ctx.app.inject({ url: `/api/query/devices?online=true&org=${world.org.id}`, headers: world.admin.headers }))
      .json<{ results: { id: number }[] }>()
      .results.some((d) => d.id === world.device.nodeId);
  /** Waits (a few seconds at most on a loaded machine) for the server to see the hang-up and show the device down. */
  const shownDown = () => until('the device to show down', 10_000, async () => ((await isUp()) ? undefined : true));
  /** Opens a long poll as the agent would and hangs it up after `ms`. */
  const pollAndHangUp = async (ms = 200) => {
    const hangUp = new AbortController();
    const poll = fetch(`${base}/api/agent/work?waitSeconds=25`, { headers: world.device.auth, signal: hangUp.signal }).catch(() => null);
    await sleep(ms);
    hangUp.abort();
    await poll;
  };

  it('marks the device down, out of the picker, with the folder tree refused at once, when its agent hangs up its poll', async () => {
    expect(await isUp()).toBe(true);
    expect(await inPicker()).toBe(true);
    await pollAndHangUp();
    await shownDown();
    expect(await inPicker()).toBe(false);
    const down = await ctx.app.inject({ url: `/api/devices?filters=${encodeURIComponent(JSON.stringify({ status: 'DOWN' }))}`, headers: world.admin.headers });
    expect(down.json<{ data: { id: number }[] }>().data.map((d) => d.id)).toContain(world.device.nodeId);

    const t0 = performance.now();
    const tree = await ctx.app.inject({ url: `/api/backup/nodes/${world.device.nodeId}/fs?path=%2F`, headers: world.admin.headers });
    // Well under the 10 s the tree waited for a 504 (bounds allow for a loaded CI machine).
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(tree.statusCode).toBe(409);
    expect(tree.json()).toEqual({ resultCode: 'DEVICE_OFFLINE', message: 'Directory listing unavailable.' });
  });

  it('shows the device up again when its agent heartbeats or polls again', async () => {
    await pollAndHangUp();
    await shownDown();
    await heartbeat(ctx, world.device.credential);
    expect(await isUp()).toBe(true);

    await pollAndHangUp();
    await shownDown();
    await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: world.device.auth });
    expect(await isUp()).toBe(true);
  });

  it('puts the running jobs of an agent that hung up back in the queue within seconds, not after the 2-minute lease, unless it still reports on them', async () => {
    const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/home']));
    const runPlan = async () =>
      (await ctx.app.inject({ method: 'POST', url: `/api/backup/nodes/${world.device.nodeId}/plans/${plan.uid}/run`, headers: world.admin.headers })).json<{
        jobUid: string;
      }>().jobUid;
    const statusOf = async (jobUid: string) =>
      (await ctx.app.inject({ url: `/api/backup/jobs/${jobUid}`, headers: world.admin.headers })).json<JobData>().status;
    const leased = async () =>
      (await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: world.device.auth }))
        .json<{ jobs: { jobUid: string }[] }>()
        .jobs.map((j) => j.jobUid);

    const dropped = await runPlan();
    expect(await leased()).toEqual([dropped]);
    await pollAndHangUp();
    await shownDown();
    ctx.clock.advance(DROPPED_AGENT_GRACE_MS + 1000);
    await ctx.services.backup.scheduler.tick();
    expect(await statusOf(dropped), 'requeued well inside the 2-minute lease').toBe('QUEUED');
    expect(DROPPED_AGENT_GRACE_MS).toBeLessThan(LEASE_MS / 4);

    // An agent whose connection broke but which is still at work keeps its job by reporting on it.
    expect(await leased()).toEqual([dropped]);
    await pollAndHangUp();
    await shownDown();
    const progress = await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/jobs/${dropped}/progress`,
      headers: world.device.auth,
      payload: { filesProcessed: 1, filesTotal: 2, bytesProcessed: 1, bytesTotal: 2 },
    });
    expect(progress.json()).toEqual({ cancelRequested: false });
    ctx.clock.advance(DROPPED_AGENT_GRACE_MS + 1000);
    await ctx.services.backup.scheduler.tick();
    expect(await statusOf(dropped)).toBe('PROCESSING');
  });

  it('keeps the device up when the agent has polled again since the hung-up poll, or when the server answers its poll', async () => {
    await pollAndHangUp();
    await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: world.device.auth });
    await sleep(SETTLE_MS);
    expect(await isUp()).toBe(true);
    await fetch(`${base}/api/agent/work?waitSeconds=1`, { headers: world.device.auth });
    await sleep(SETTLE_MS);
    expect(await isUp()).toBe(true);
  });
});

describe('a stopped agent process', { timeout: 240_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('is down at once on a real server: out of the picker, and its folder tree answers the offline message without waiting', async () => {
    const tmp = await mkdtemp(path.join(tmpdir(), 'outpost-gone-'));
    cleanups.push(() => rm(tmp, { recursive: true, force: true }));
    const port = await freePort();
    const serverUrl = `http://127.0.0.1:${port}`;
    const server = await startServer(port, { DATA_DIR: path.join(tmp, 'server') });
    cleanups.push(() => stopProcess(server));
    const api = await signIn(serverUrl);
    const { orgId, token } = await organizationWithToken(api, 'Gone');
    const agent = startAgent({ server: serverUrl, token, dataDir: path.join(tmp, 'agent') });
    cleanups.push(() => agent.stop());
    const nodeId = await deviceUp(api, orgId, agent.tail);
    // The agent's long poll is open once it has asked for work.
    await sleep(1500);

    await agent.stop();
    const stoppedAt = performance.now();
    await until(
      'the device to show down',
      10_000,
      async () => ((await api<{ isUp: boolean }>('GET', `/api/devices/${nodeId}`)).isUp ? undefined : true),
      agent.tail,
    );
    expect(performance.now() - stoppedAt, 'down after the agent stopped').toBeLessThan(5000);
    const picker = await api<{ results: { id: number }[] }>('GET', `/api/query/devices?online=true&org=${orgId}`);
    expect(picker.results.map((d) => d.id)).not.toContain(nodeId);

    const t0 = performance.now();
    const tree = await fetch(`${serverUrl}/api/backup/nodes/${nodeId}/fs?path=${encodeURIComponent(tmp)}`, {
      headers: { cookie: await sessionCookie(serverUrl) },
    });
    expect(performance.now() - t0, 'tree answer time').toBeLessThan(5000);
    expect(tree.status).toBe(409);
    expect(await tree.json()).toEqual({ resultCode: 'DEVICE_OFFLINE', message: 'Directory listing unavailable.' });
  });
});

/** A session cookie for a raw request whose error status the test reads itself. */
async function sessionCookie(serverUrl: string): Promise<string> {
  const login = await fetch(`${serverUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
